import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleMachine } from '@formulab/shared/samples/samples.states';
import en from '../../i18n/en.json';
import { renderUi } from '../../test/render.tsx';
import { WorkflowActions } from './action-bar.tsx';

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
    expect(within(dialog).getByText(en.workflow.confirm.body.replace('{{action}}', actions.approve_free))).toBeVisible();
  });
});
