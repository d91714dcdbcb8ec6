import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderDetailSchema } from '@formulab/shared/orders/orders.schema';
import admin from '../../../i18n/admin.en.json';
import en from '../../../i18n/en.json';
import { cancellationInvoice, orderAmounts, orderDetail, taxInvoice, unpaidOrder } from '../../../test/fixtures/orders.ts';
import { answer, refuse } from '../../../test/network.ts';
import { renderUi } from '../../../test/render.tsx';
import { StaffTaxInvoices } from './tax-invoice-actions.tsx';

const ti = admin.adminOrders.taxInvoices;
const CANCEL = '/api/admin/tax-invoices/:id/cancel';
const cancelTitle = (ref: string) => ti.cancelTitle.replace('{{ref}}', ref);

function renderSection(over: Parameters<typeof orderDetail>[0] = {}) {
  return renderUi(<StaffTaxInvoices order={orderDetailSchema.parse(orderDetail(over))} />);
}
const section = () => screen.getByTestId('order-tax-invoices');

describe('StaffTaxInvoices — staff make out and cancel tax invoices', () => {
  it('offers to make one out for a paid sale in Korea that has none in force', () => {
    renderSection();
    expect(within(section()).getByRole('heading', { name: en.orders.taxInvoices.title })).toBeVisible();
    expect(within(section()).getByRole('button', { name: ti.issue })).toBeVisible();
    expect(screen.queryByTestId('tax-invoice-note')).toBeNull();
  });

  it('says an unpaid order waits for its payment, and offers nothing to make out', () => {
    renderUi(<StaffTaxInvoices order={orderDetailSchema.parse(unpaidOrder())} />);
    expect(screen.getByTestId('tax-invoice-note')).toHaveTextContent(ti.unpaid);
    expect(screen.queryByRole('button', { name: ti.issue })).toBeNull();
  });

  it('says nothing of a payment for an unpaid order that was cancelled', () => {
    renderUi(<StaffTaxInvoices order={orderDetailSchema.parse(unpaidOrder({ state: 'cancelled', actions: [] }))} />);
    expect(screen.queryByTestId('order-tax-invoices')).toBeNull();
  });

  it('says an export has none', () => {
    renderSection(orderAmounts(16_000_000, 'zero_rated'));
    expect(screen.getByTestId('tax-invoice-note')).toHaveTextContent(ti.zeroRated);
    expect(screen.queryByRole('button', { name: ti.issue })).toBeNull();
  });

  it('shows no section at all for an order priced before VAT was itemised', () => {
    renderSection(orderAmounts(16_000_000, null));
    expect(screen.queryByTestId('order-tax-invoices')).toBeNull();
  });

  it('offers to cancel only the original in force, and a new one once none is in force', () => {
    renderSection({
      taxInvoices: [
        taxInvoice({ state: 'cancelled' }),
        cancellationInvoice(),
        taxInvoice({ id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a61', ref: 'T-000014' }),
      ],
    });
    const [cancelled, cancellation, inForce] = within(section()).getAllByTestId('tax-invoice');
    expect(within(cancelled!).queryByRole('button')).toBeNull();
    expect(within(cancellation!).queryByRole('button')).toBeNull();
    expect(within(inForce!).getByRole('button', { name: cancelTitle('T-000014') })).toBeVisible();
    // one in force at a time
    expect(within(section()).queryByRole('button', { name: ti.issue })).toBeNull();
  });

  it('cancels only with a reason (blank is not one) and sends the reason trimmed', async () => {
    const sent = answer.post(CANCEL, orderDetailSchema, () =>
      orderDetail({ version: 6, taxInvoices: [taxInvoice({ state: 'cancelled' }), cancellationInvoice()] }),
    );
    const { user } = renderSection({ taxInvoices: [taxInvoice()] });
    await user.click(screen.getByRole('button', { name: cancelTitle('T-000012') }));
    const dialog = await screen.findByRole('dialog', { name: cancelTitle('T-000012') });
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(ti.reason) });
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: ti.cancelConfirm }));
    expect(await within(dialog).findByText(en.errors.required)).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Wrong buyer.  ');
    await user.click(within(dialog).getByRole('button', { name: ti.cancelConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: cancelTitle('T-000012') })).toBeNull());
    expect(sent.last?.params.id).toBe(taxInvoice().id);
    expect(sent.last?.body).toEqual({ reason: 'Wrong buyer.' });
  });

  it('keeps the invoice when staff think better of it', async () => {
    const sent = answer.post(CANCEL, orderDetailSchema, orderDetail());
    const { user } = renderSection({ taxInvoices: [taxInvoice()] });
    await user.click(screen.getByRole('button', { name: cancelTitle('T-000012') }));
    const dialog = await screen.findByRole('dialog', { name: cancelTitle('T-000012') });
    await user.click(within(dialog).getByRole('button', { name: ti.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: cancelTitle('T-000012') })).toBeNull());
    expect(sent).toHaveLength(0);
  });

  it('puts the server’s refusal of the reason on the field', async () => {
    refuse('post', CANCEL, 400, 'VALIDATION', { reason: 'errors.tooLong' });
    const { user } = renderSection({ taxInvoices: [taxInvoice()] });
    await user.click(screen.getByRole('button', { name: cancelTitle('T-000012') }));
    const dialog = await screen.findByRole('dialog', { name: cancelTitle('T-000012') });
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(ti.reason) });
    await user.type(reason, 'Wrong buyer.');
    await user.click(within(dialog).getByRole('button', { name: ti.cancelConfirm }));
    expect(await within(dialog).findByText(en.errors.tooLong)).toBeVisible();
    expect(reason).toBeInvalid();
  });

  it('states the amounts the invoice will carry before it is made out', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: ti.issue }));
    const dialog = await screen.findByRole('dialog', { name: ti.issue });
    expect(dialog).toHaveTextContent(
      ti.issueBody.replace('{{supply}}', '₩16,000,000').replace('{{vat}}', '₩1,600,000').replace('{{total}}', '₩17,600,000'),
    );
  });
});
