import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleMachine } from '@formulab/shared/samples/samples.states';
import { quoteMachine } from '@formulab/shared/quotes/quotes.states';
import en from '../../i18n/en.json';
import ko from '../../i18n/ko.json';
import { interpolate } from '../../i18n/translator.ts';
import { renderUi } from '../../test/render.tsx';
import { WorkflowActions, confirmText } from './action-bar.tsx';

const actions = en.workflow.actions.sample;

afterEach(cleanup);

function setup() {
  const onSubmit = vi.fn(async () => ({}));
  const view = renderUi(
    <WorkflowActions machine={sampleMachine} subject="sample" state="reviewing" version={3} actor="staff" onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit };
}

describe('WorkflowActions', () => {
  it('refuses a negative sample fee on the field, as typed, and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: actions.request_payment }));
    const dialog = screen.getByRole('dialog', { name: actions.request_payment });
    const fee = within(dialog).getByRole('textbox', { name: en.workflow.fields.fee });
    await user.type(fee, '-5000');
    await user.click(within(dialog).getByRole('button', { name: actions.request_payment }));
    expect(fee).toHaveValue('-5000');
    expect(fee).toHaveAccessibleDescription('Enter a number from 1 to 10,000,000,000.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the fee exactly as typed with the version it started from', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: actions.request_payment }));
    const dialog = screen.getByRole('dialog', { name: actions.request_payment });
    await user.type(within(dialog).getByRole('textbox', { name: en.workflow.fields.fee }), '45,000');
    await user.click(within(dialog).getByRole('button', { name: actions.request_payment }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ action: 'request_payment', fee: 45_000, version: 3 }));
  });

  it('asks before approving a sample free of charge, like its siblings', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: actions.approve_free }));
    expect(onSubmit).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: actions.approve_free });
    expect(within(dialog).getByText(en.workflow.confirm.sample.approve_free)).toBeVisible();
  });

  it('restates the amount a customer is about to accept', async () => {
    const { user } = renderUi(
      <WorkflowActions
        machine={quoteMachine}
        subject="quote"
        state="quoted"
        version={2}
        actor="customer"
        amount={8_700_000}
        onSubmit={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: en.workflow.actions.quote.accept }));
    const dialog = screen.getByRole('dialog', { name: en.workflow.actions.quote.accept });
    expect(
      within(dialog).getByText('Accept the quote for ₩8,700,000 and place the production order? This cannot be undone.'),
    ).toBeVisible();
  });
});

describe('confirmText', () => {
  const tKo = (key: string, values?: Record<string, unknown>) => {
    const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], ko);
    return typeof text === 'string' ? interpolate(text, values) : key;
  };

  it('chooses the sentence for the state, with the amount and its particle', () => {
    expect(confirmText(tKo, 'purchase', 'cancel', 'paid', 39_000)).toBe(
      '이 구매를 취소하고 ₩39,000을 전액 환불할까요? 되돌릴 수 없습니다.',
    );
    expect(confirmText(tKo, 'purchase', 'cancel', 'pending_payment', 39_000)).toContain('결제 전인 ₩39,000 구매');
  });

  it('falls back to the plain sentence, with a chosen particle, when the record has no amount yet', () => {
    expect(confirmText(tKo, 'order', 'cancel', 'pending_payment', null)).toBe('“주문 취소”는 되돌릴 수 없습니다.');
    expect(confirmText(tKo, 'sample', 'cancel', 'awaiting_payment', null)).toBe(ko.workflow.confirm.sample.cancel);
  });
});
