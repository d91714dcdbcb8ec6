import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleMachine } from '@formulab/shared/samples/samples.states';
import { quoteMachine } from '@formulab/shared/quotes/quotes.states';
import { orderMachine } from '@formulab/shared/orders/orders.states';
import en from '../../i18n/en.json';
import ko from '../../i18n/ko.json';
import { createTranslator, interpolate, type Strings } from '../../i18n/translator.ts';
import { ApiError } from '../../lib/api.ts';
import { renderUi } from '../../test/render.tsx';
import { WorkflowActions, confirmText, remainingText } from './action-bar.tsx';

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

describe('WorkflowActions with a quantity (an order shipped in parts)', () => {
  const order = en.workflow.actions.order;
  const fill = (s: string, values: Record<string, string>) => interpolate(s, values);

  function setupOrder(state: 'quality_check' | 'partially_shipped', onSubmit = vi.fn(async () => ({}))) {
    const view = renderUi(
      <WorkflowActions
        machine={orderMachine}
        subject="order"
        state={state}
        version={6}
        actor="staff"
        remaining={1500}
        onSubmit={onSubmit}
      />,
    );
    return { ...view, onSubmit };
  }

  async function openPart(user: ReturnType<typeof setupOrder>['user']) {
    await user.click(screen.getByRole('button', { name: order.ship_part }));
    const dialog = await screen.findByRole('dialog', { name: order.ship_part });
    return {
      dialog,
      quantity: within(dialog).getByRole('textbox', { name: en.workflow.fields.quantity }),
      carrier: within(dialog).getByRole('textbox', { name: en.workflow.fields.carrier }),
      tracking: within(dialog).getByRole('textbox', { name: en.workflow.fields.trackingNumber }),
      submit: within(dialog).getByRole('button', { name: order.ship_part }),
    };
  }

  it('asks how many units a part ships, saying how many are left, and refuses all of them with the range it may take', async () => {
    const { user, onSubmit } = setupOrder('partially_shipped');
    const f = await openPart(user);
    expect(f.quantity).toBeRequired();
    expect(f.quantity).toHaveAccessibleDescription(fill(en.workflow.remaining.order.ship_part_other, { n: '1,500' }));
    await user.type(f.carrier, 'CJ Logistics');
    await user.type(f.tracking, '6012-3456-7890');
    // nothing typed: required, like the other fields
    await user.click(f.submit);
    expect(await within(f.dialog).findByText(en.errors.required)).toBeVisible();
    // all that is left is not a part: the range a part may take, with its numbers
    await user.type(f.quantity, '1,500');
    await user.click(f.submit);
    const tooMany = fill(en.errors.numberRange, { min: '1', max: '1,499' });
    expect(await within(f.dialog).findByText(tooMany)).toBeVisible();
    expect(f.quantity).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
    // a number the field refuses (a decimal) is never sent either
    await user.clear(f.quantity);
    await user.type(f.quantity, '12.5');
    await user.click(f.submit);
    expect(await within(f.dialog).findByText(en.errors.numberWhole)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(f.quantity);
    await user.type(f.quantity, '1,000');
    await user.click(f.submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        action: 'ship_part',
        version: 6,
        quantity: 1000,
        carrier: 'CJ Logistics',
        trackingNumber: '6012-3456-7890',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the server’s field error on the quantity with the number it names', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(
        400,
        'VALIDATION',
        'A part is at most 1199 units',
        { quantity: 'workflow.errors.shipPartTooMany' },
        { max: 1199 },
      );
    });
    const { user } = setupOrder('partially_shipped', onSubmit);
    const f = await openPart(user);
    await user.type(f.quantity, '1400');
    await user.type(f.carrier, 'CJ Logistics');
    await user.type(f.tracking, '6012-3456-7890');
    await user.click(f.submit);
    expect(await within(f.dialog).findByText(fill(en.workflow.errors.shipPartTooMany, { max: '1,199' }))).toBeVisible();
    expect(f.quantity).toBeInvalid();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says the last shipment sends what is left (the whole order from quality check)', async () => {
    const { user, unmount } = setupOrder('partially_shipped');
    await user.click(screen.getByRole('button', { name: order.ship }));
    let dialog = await screen.findByRole('dialog', { name: order.ship });
    expect(within(dialog).getByText(fill(en.workflow.remaining.order.ship_other, { n: '1,500' }))).toBeVisible();
    // the last shipment asks no quantity: the server sends what is left
    expect(within(dialog).queryByRole('textbox', { name: en.workflow.fields.quantity })).toBeNull();
    unmount();

    const again = setupOrder('quality_check');
    await again.user.click(screen.getByRole('button', { name: order.ship }));
    dialog = await screen.findByRole('dialog', { name: order.ship });
    expect(within(dialog).getByText(fill(en.workflow.remaining.order.ship_quality_check_other, { n: '1,500' }))).toBeVisible();
  });

  it('tells a server error on a field the dialog does not show, with its number', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(
        400,
        'VALIDATION',
        'At most 50 shipments',
        { quantity: 'workflow.errors.tooManyShipments' },
        { max: 50 },
      );
    });
    const { user } = setupOrder('partially_shipped', onSubmit);
    await user.click(screen.getByRole('button', { name: order.ship }));
    const dialog = await screen.findByRole('dialog', { name: order.ship });
    await user.type(within(dialog).getByRole('textbox', { name: en.workflow.fields.carrier }), 'CJ Logistics');
    await user.type(within(dialog).getByRole('textbox', { name: en.workflow.fields.trackingNumber }), '6012-3456-7890');
    await user.click(within(dialog).getByRole('button', { name: order.ship }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(fill(en.workflow.errors.tooManyShipments, { max: '50' }));
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'ship',
      version: 6,
      carrier: 'CJ Logistics',
      trackingNumber: '6012-3456-7890',
    });
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

describe('remainingText', () => {
  async function translator(lng: 'ko' | 'en') {
    const i18n = createTranslator({ load: () => Promise.resolve((lng === 'ko' ? ko : en) as Strings), remember: () => {} });
    await i18n.changeLanguage(lng);
    return i18n.t;
  }

  it('says what a step does with the units left, by state, in the reader’s words and plural', async () => {
    const tKo = await translator('ko');
    expect(remainingText(tKo, 'order', 'ship', 'partially_shipped', 1500)).toBe('남은 1,500개를 이번에 모두 출고합니다.');
    expect(remainingText(tKo, 'order', 'ship', 'quality_check', 5)).toBe('주문 수량 5개를 한 번에 모두 출고합니다.');
    const tEn = await translator('en');
    expect(remainingText(tEn, 'order', 'ship', 'partially_shipped', 1)).toBe('This shipment sends the last 1 unit left to ship.');
    // no sentence for the step, or no count on the record: nothing said
    expect(remainingText(tEn, 'order', 'cancel', 'paid', 1500)).toBeNull();
    expect(remainingText(tEn, 'order', 'ship', 'partially_shipped', null)).toBeNull();
  });
});
