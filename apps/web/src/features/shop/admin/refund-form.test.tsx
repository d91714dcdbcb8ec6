import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import admin from '../../../i18n/admin.en.json';
import en from '../../../i18n/en.json';
import { ApiError } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { renderUi } from '../../../test/render.tsx';
import { RefundForm } from './refund-form.tsx';

const r = admin.adminShop.refund;
const starts = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const fill = (s: string, v: Record<string, string>) => Object.entries(v).reduce((a, [k, x]) => a.replace(`{{${k}}}`, x), s);

function setup(refundable = 27000, onSubmit = vi.fn(async () => ({}))) {
  const view = renderUi(<RefundForm refundable={refundable} purchase onSubmit={onSubmit} />);
  const amount = screen.getByRole('textbox', { name: starts(r.amount) });
  return { ...view, onSubmit, amount };
}

describe('refund form', () => {
  it('refuses more than is still refundable, as typed, and sends nothing', async () => {
    const { user, onSubmit, amount } = setup();
    expect(screen.getByText(fill(r.refundable, { amount: formatMoney(27000) }))).toBeVisible();
    await user.type(amount, '30000');
    await user.type(screen.getByRole('textbox', { name: starts(r.reason) }), 'Damaged bottle');
    await user.click(screen.getByRole('button', { name: /^Refund/ }));
    // never clamped to 27,000 behind the person's back: the field keeps 30000 and says the limit
    expect(amount).toHaveValue('30000');
    expect(await screen.findByText(fill(en.errors.numberRange, { min: '1', max: '27,000' }))).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says at once when what is refundable drops below the amount already filled in (refunded meanwhile)', async () => {
    const onSubmit = vi.fn(async () => ({}));
    // the drawer reloads after a 409: what is left comes down while the form keeps what was filled in
    function Drawer() {
      const [refundable, setRefundable] = useState(27000);
      return (
        <>
          <button type="button" onClick={() => setRefundable(10000)}>
            17,000 refunded by someone else
          </button>
          <RefundForm refundable={refundable} purchase onSubmit={onSubmit} />
        </>
      );
    }
    const { user } = renderUi(<Drawer />);
    const amount = screen.getByRole('textbox', { name: starts(r.amount) });
    await user.click(screen.getByRole('button', { name: r.full }));
    expect(amount).toHaveValue('27000');
    expect(screen.queryByText(fill(en.errors.numberRange, { min: '1', max: '10,000' }))).toBeNull();
    await user.click(screen.getByRole('button', { name: '17,000 refunded by someone else' }));
    expect(amount).toHaveValue('27000');
    expect(screen.getByText(fill(en.errors.numberRange, { min: '1', max: '10,000' }))).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: starts(r.reason) }), 'Damaged');
    await user.click(screen.getByRole('button', { name: /^Refund/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks before refunding, and sends nothing when the question is cancelled', async () => {
    const { user, onSubmit } = setup(27000);
    await user.click(screen.getByRole('button', { name: r.full }));
    await user.type(screen.getByRole('textbox', { name: starts(r.reason) }), 'Wrong item');
    await user.click(screen.getByRole('button', { name: /^Refund/ }));
    const dialog = await screen.findByRole('dialog', { name: r.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: en.common.cancel }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('"Half" fills half of what is refundable and sends it with the reason', async () => {
    const { user, onSubmit, amount } = setup(27000);
    await user.click(screen.getByRole('button', { name: r.half }));
    expect(amount).toHaveValue('13500');
    await user.type(screen.getByRole('textbox', { name: starts(r.reason) }), 'Half back as agreed');
    await user.click(screen.getByRole('button', { name: fill(r.submitAmount, { amount: formatMoney(13500) }) }));
    const dialog = await screen.findByRole('dialog', { name: r.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: fill(r.submitAmount, { amount: formatMoney(13500) }) }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ amount: 13500, reason: 'Half back as agreed', refundable: 27000 }),
    );
  });

  it('asks for an amount and a reason', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: r.submit }));
    expect(await screen.findAllByText(en.errors.required)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, 'CONFLICT', 'x');
    });
    const { user } = setup(1000, onSubmit);
    await user.click(screen.getByRole('button', { name: r.full }));
    await user.type(screen.getByRole('textbox', { name: starts(r.reason) }), 'Wrong item');
    await user.click(screen.getByRole('button', { name: /^Refund/ }));
    const dialog = await screen.findByRole('dialog', { name: r.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: /^Refund/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.CONFLICT);
  });

  it('says so when nothing is left to refund', () => {
    renderUi(<RefundForm refundable={0} purchase={false} onSubmit={vi.fn()} />);
    expect(screen.getByText(r.nothing)).toBeVisible();
    expect(screen.queryByRole('button', { name: r.submit })).toBeNull();
  });
});
