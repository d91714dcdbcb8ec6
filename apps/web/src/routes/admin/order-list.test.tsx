import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seoulToday } from '@formulab/shared/dates';
import { orderDetailSchema, orderPageSchema } from '@formulab/shared/orders/orders.schema';
import { purchaseDetailSchema, purchasePageSchema } from '@formulab/shared/shop/purchases.schema';
import admin from '../../i18n/admin.en.json';
import adminKo from '../../i18n/admin.ko.json';
import en from '../../i18n/en.json';
import {
  ORDER_ID,
  PURCHASE_ID,
  orderDetail,
  orderPage,
  orderSummary,
  partlyShippedOrder,
  purchaseDetail,
  purchasePage,
  purchaseSummary,
} from '../../test/fixtures/admin-workflow.ts';
import { cancellationInvoice, orderAmounts, taxInvoice } from '../../test/fixtures/orders.ts';
import { monthOf } from '../../features/orders/admin/tax-invoice-export.tsx';
import {
  itAsksForOneState,
  itLoadsAgainAfterAnError,
  itSaysNotFoundInTheDrawer,
  itSaysWhenEmpty,
  openFromTheRow,
  openTheDrawer,
  staffQueue,
  stateTab,
} from '../../test/list-cases.tsx';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { interpolate } from '../../i18n/translator.ts';
import { Component } from './order-list.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/admin/order-list' });
const o = admin.adminOrders;
const p = admin.adminShop.purchases;
const ti = admin.adminOrders.taxInvoices;
const LIST = '/api/admin/orders';
const PURCHASES = '/api/admin/purchases';
const queue = staffQueue({
  open,
  url: '/admin/order-list',
  list: LIST,
  schema: orderPageSchema,
  page: orderPage([orderSummary()], { paid: 1 }),
  row: 'O-000007',
  drawer: { title: o.detail.title, schema: orderDetailSchema },
});
/** The order `detail` opened from the URL, the queue never answering, and its drawer. */
const openOrder = (detail: ReturnType<typeof orderDetail>) =>
  openTheDrawer(queue, { id: ORDER_ID, schema: orderDetailSchema, detail, drawer: o.detail.title, listHangs: true });

describe('/admin/order-list — production orders', () => {
  const shipped = orderSummary({ id: crypto.randomUUID(), ref: 'O-000008', number: 8, state: 'shipped' });
  itAsksForOneState('lists the orders under state tabs with their counts and asks for one state when a tab is picked', queue, {
    answers: ({ query }) =>
      orderPage(query.get('state') === 'shipped' ? [shipped] : [orderSummary(), shipped], { paid: 1, shipped: 1 }),
    atFirst: (_, ref) => {
      const row = ref.closest('tr')!;
      expect(row).toHaveTextContent('Mina Kim');
      // the order's amount is what the customer pays, VAT included
      expect(row).toHaveTextContent('₩17,600,000');
      expect(stateTab(o.all, 2)).toHaveAttribute('aria-selected', 'true');
      expect(stateTab(en.workflow.states.order.paid, 1)).toBeVisible();
    },
    tab: en.workflow.states.order.shipped,
    count: 1,
    state: 'shipped',
    gone: 'O-000007',
    shown: 'O-000008',
  });

  it('sends the search and the payment filter to the server', async () => {
    signedInAs(adminMe);
    const calls = answer.get(LIST, orderPageSchema, ({ query }) =>
      orderPage(query.get('q') === 'O-7' ? [orderSummary()] : [], { paid: 1 }),
    );
    const { user, router } = open('/admin/order-list?payment=refund_due');
    expect(await screen.findByText(o.emptyFiltered)).toBeVisible();
    expect(calls.last?.query.get('payment')).toBe('refund_due');
    expect(screen.getByRole('textbox', { name: o.payment })).toHaveValue(en.orders.payment.refund_due);
    await user.type(screen.getByRole('textbox', { name: o.search }), 'O-7{Enter}');
    expect(await screen.findByRole('button', { name: 'O-000007' })).toBeVisible();
    expect(calls.last?.query.get('q')).toBe('O-7');
    expect(calls.last?.query.get('payment')).toBe('refund_due');
    expect(urlOf(router)).toBe('/admin/order-list?payment=refund_due&q=O-7');
  });

  it('opens an order in the drawer and starts its production with the version it saw', async () => {
    const sent = answer.post(`${LIST}/:id/transitions`, orderDetailSchema, () =>
      orderDetail({ state: 'in_production', version: 4, actions: ['check_quality'] }),
    );
    const { user, drawer } = await openFromTheRow(queue, { id: ORDER_ID, detail: orderDetail() });
    expect(await within(drawer).findByRole('heading', { name: 'O-000007' })).toBeVisible();
    expect(within(drawer).getByText('Mina Kim · Glow Lab')).toBeVisible();

    await user.click(within(drawer).getByRole('button', { name: en.workflow.actions.order.start_production }));
    expect(await within(drawer).findByRole('button', { name: en.workflow.actions.order.check_quality })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent.last?.params.id).toBe(ORDER_ID);
    expect(sent.last?.body).toEqual({ action: 'start_production', version: 3 });
  });

  it('shows a partly shipped order with its shipment, staff’s delivery-note links, ship-to and incoterm', async () => {
    const { drawer } = await openOrder(partlyShippedOrder());
    const d = en.orders.detail;
    expect(await within(drawer).findByTestId('order-shipped-of')).toHaveTextContent(
      '2,000 of 5,000 units shipped · 3,000 to ship',
    );
    const [shipment] = within(drawer).getAllByTestId('order-shipment');
    expect(within(drawer).getAllByTestId('order-shipment')).toHaveLength(1);
    expect(shipment).toHaveTextContent(interpolate(d.shipment, { n: '1' }));
    expect(shipment).toHaveTextContent('CJ Logistics');
    expect(shipment).toHaveTextContent('2,000 units');
    expect(shipment).toHaveTextContent('First pallet.');
    expect(within(shipment!).getByTestId('order-tracking-1')).toHaveTextContent('6012-3456-7890');
    // staff open the delivery notes through the staff route
    for (const [lang, language] of [
      ['ko', d.deliveryNoteKo],
      ['en', d.deliveryNoteEn],
    ] as const) {
      expect(within(drawer).getByRole('link', { name: interpolate(d.deliveryNoteLink, { n: '1', language }) })).toHaveAttribute(
        'href',
        `/api/admin/orders/${ORDER_ID}/shipments/1/delivery-note?lang=${lang}`,
      );
    }
    const delivery = within(drawer).getByTestId('delivery-facts');
    expect(delivery).toHaveTextContent('Mina Kim · 010-1234-5678');
    expect(delivery).toHaveTextContent('(06236) 서울특별시 강남구 테헤란로 152 12층');
    expect(delivery).toHaveTextContent(en.workflow.delivery.incoterms.FOB);
    expect(within(drawer).getAllByText(en.workflow.states.order.partially_shipped).length).toBeGreaterThan(0);
  });

  it('records a part shipment with its quantity, and puts the server’s refusal with its number on the quantity', async () => {
    const { user, drawer } = await openOrder(partlyShippedOrder());
    // someone shipped more meanwhile: the server allows fewer than the screen knew
    const refused = refuse(
      'post',
      `${LIST}/:id/transitions`,
      400,
      'VALIDATION',
      { quantity: 'workflow.errors.shipPartTooMany' },
      { max: 1999 },
    );
    await user.click(await within(drawer).findByRole('button', { name: en.workflow.actions.order.ship_part }));
    const dialog = await screen.findByRole('dialog', { name: en.workflow.actions.order.ship_part });
    const quantity = within(dialog).getByRole('textbox', { name: en.workflow.fields.quantity });
    expect(quantity).toHaveAccessibleDescription(interpolate(en.workflow.remaining.order.ship_part_other, { n: '3,000' }));
    await user.type(quantity, '2500');
    await user.type(within(dialog).getByRole('textbox', { name: en.workflow.fields.carrier }), 'Hanjin');
    await user.type(within(dialog).getByRole('textbox', { name: en.workflow.fields.trackingNumber }), '5050-1234-0000');
    await user.click(within(dialog).getByRole('button', { name: en.workflow.actions.order.ship_part }));
    expect(await within(dialog).findByText(interpolate(en.workflow.errors.shipPartTooMany, { max: '1,999' }))).toBeVisible();
    expect(quantity).toBeInvalid();
    expect(refused).toHaveLength(1);
    expect(refused.last?.params.id).toBe(ORDER_ID);
    expect(refused.last?.body).toEqual({
      action: 'ship_part',
      version: 6,
      quantity: 2500,
      carrier: 'Hanjin',
      trackingNumber: '5050-1234-0000',
    });

    const sent = answer.post(`${LIST}/:id/transitions`, orderDetailSchema, () =>
      partlyShippedOrder({
        version: 7,
        carrier: 'Hanjin',
        trackingNumber: '5050-1234-0000',
        shipments: [
          ...partlyShippedOrder().shipments,
          {
            number: 2,
            quantity: 1500,
            carrier: 'Hanjin',
            trackingNumber: '5050-1234-0000',
            note: '',
            shippedAt: '2026-05-15T01:00:00.000Z',
          },
        ],
        remainingQuantity: 1500,
      }),
    );
    await user.clear(quantity);
    await user.type(quantity, '1500');
    await user.click(within(dialog).getByRole('button', { name: en.workflow.actions.order.ship_part }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.workflow.actions.order.ship_part })).toBeNull());
    expect(sent.last?.body).toEqual({
      action: 'ship_part',
      version: 6,
      quantity: 1500,
      carrier: 'Hanjin',
      trackingNumber: '5050-1234-0000',
    });
    expect(await within(drawer).findByTestId('order-tracking-2')).toHaveTextContent('5050-1234-0000');
    expect(within(drawer).getByTestId('order-shipped-of')).toHaveTextContent('3,500 of 5,000 units shipped · 1,500 to ship');
  });

  it('shows the order’s supply amount, VAT and total to pay in the drawer', async () => {
    const { drawer } = await openOrder(orderDetail());
    expect(await within(drawer).findByTestId('order-supply')).toHaveTextContent('₩16,000,000');
    expect(within(drawer).getByTestId('order-vat')).toHaveTextContent('₩1,600,000');
    expect(within(drawer).getByText(interpolate(en.workflow.amounts.vat, { rate: '10' }))).toBeVisible();
    expect(within(drawer).getByTestId('order-total')).toHaveTextContent('₩17,600,000');
  });

  it('makes out a tax invoice dated as staff chose, refusing a day to come and telling the server’s refusal', async () => {
    const { user, drawer } = await openOrder(orderDetail());
    const refused = refuse('post', `${LIST}/:id/tax-invoices`, 409, 'CONFLICT', { _: 'workflow.errors.taxInvoiceNoBrn' });
    const section = await within(drawer).findByRole('region', { name: en.orders.taxInvoices.title });
    await user.click(within(section).getByRole('button', { name: ti.issue }));
    const dialog = await screen.findByRole('dialog', { name: ti.issue });
    // today in Seoul unless staff say otherwise, and never a day to come
    const day = within(dialog).getByLabelText(new RegExp(en.orders.taxInvoices.issueDate));
    expect(day).toHaveValue(seoulToday());
    expect(day).toHaveAttribute('max', seoulToday());
    await user.clear(day);
    await user.type(day, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: ti.issue }));
    expect(await within(dialog).findByText(en.workflow.errors.issueDateFuture)).toBeVisible();
    expect(refused).toHaveLength(0);

    // the customer has no registration number: the server says so, in the dialog
    await user.clear(day);
    await user.type(day, '2026-04-03');
    await user.click(within(dialog).getByRole('button', { name: ti.issue }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.workflow.errors.taxInvoiceNoBrn);
    expect(refused.last?.params.id).toBe(ORDER_ID);
    expect(refused.last?.body).toEqual({ issueDate: '2026-04-03' });

    // once it is added, the invoice is made out and listed, with its cancel button
    const sent = answer.post(`${LIST}/:id/tax-invoices`, orderDetailSchema, () =>
      orderDetail({ version: 4, taxInvoices: [taxInvoice()] }),
    );
    await user.click(within(dialog).getByRole('button', { name: ti.issue }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ti.issue })).toBeNull());
    expect(sent.last?.body).toEqual({ issueDate: '2026-04-03' });
    const invoice = await within(section).findByTestId('tax-invoice');
    expect(invoice).toHaveTextContent('T-000012');
    expect(within(invoice).getByRole('button', { name: interpolate(ti.cancelTitle, { ref: 'T-000012' }) })).toBeVisible();
    // one in force at a time: no second one to make out
    expect(within(section).queryByRole('button', { name: ti.issue })).toBeNull();
  });

  it('cancels the tax invoice in force only with a reason', async () => {
    const { user, drawer } = await openOrder(orderDetail({ taxInvoices: [taxInvoice()] }));
    const sent = answer.post('/api/admin/tax-invoices/:id/cancel', orderDetailSchema, () =>
      orderDetail({
        version: 4,
        taxInvoices: [taxInvoice({ state: 'cancelled' }), cancellationInvoice({ reason: 'Wrong buyer.' })],
      }),
    );
    const section = await within(drawer).findByRole('region', { name: en.orders.taxInvoices.title });
    // in force: nothing more to make out
    expect(within(section).queryByRole('button', { name: ti.issue })).toBeNull();
    const title = interpolate(ti.cancelTitle, { ref: 'T-000012' });
    await user.click(within(section).getByRole('button', { name: title }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(ti.reason) });
    await user.click(within(dialog).getByRole('button', { name: ti.cancelConfirm }));
    expect(await within(dialog).findByText(en.errors.required)).toBeVisible();
    expect(reason).toBeInvalid();
    expect(sent).toHaveLength(0);

    await user.type(reason, 'Wrong buyer.');
    await user.click(within(dialog).getByRole('button', { name: ti.cancelConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    expect(sent.last?.params.id).toBe(taxInvoice().id);
    expect(sent.last?.body).toEqual({ reason: 'Wrong buyer.' });
    // the original cancelled, its cancellation listed, and a new one may be made out
    await waitFor(() => expect(within(section).getAllByTestId('tax-invoice')).toHaveLength(2));
    const [original, cancellation] = within(section).getAllByTestId('tax-invoice');
    expect(within(original!).getByText(en.orders.taxInvoices.states.cancelled)).toBeVisible();
    expect(within(original!).queryByRole('button')).toBeNull();
    expect(cancellation).toHaveTextContent(interpolate(en.orders.taxInvoices.cancels, { ref: 'T-000012' }));
    expect(cancellation).toHaveTextContent('Wrong buyer.');
    expect(within(cancellation!).queryByRole('button')).toBeNull();
    expect(within(section).getByRole('button', { name: ti.issue })).toBeVisible();
  });

  it('tells the refusal of a cancellation in the dialog', async () => {
    const { user } = await openOrder(orderDetail({ taxInvoices: [taxInvoice()] }));
    refuse('post', '/api/admin/tax-invoices/:id/cancel', 409, 'CONFLICT', { _: 'workflow.errors.taxInvoiceNotInForce' });
    const title = interpolate(ti.cancelTitle, { ref: 'T-000012' });
    await user.click(await screen.findByRole('button', { name: title }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(ti.reason) }), 'Wrong buyer.');
    await user.click(within(dialog).getByRole('button', { name: ti.cancelConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.workflow.errors.taxInvoiceNotInForce);
  });

  it('says an export has no tax invoice', async () => {
    const { drawer } = await openOrder(orderDetail(orderAmounts(16_000_000, 'zero_rated')));
    expect(await within(drawer).findByText(ti.zeroRated)).toBeVisible();
    expect(within(drawer).getByText(en.workflow.amounts.vatZeroRated)).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: ti.issue })).toBeNull();
  });

  it('says of an unpaid order that its tax invoice waits for the payment', async () => {
    const { drawer: again } = await openOrder(
      orderDetail({ state: 'pending_payment', paymentStatus: 'unpaid', paidAt: null, actions: ['record_payment', 'cancel'] }),
    );
    expect(await within(again).findByText(ti.unpaid)).toBeVisible();
    expect(within(again).queryByRole('button', { name: ti.issue })).toBeNull();
  });

  it('links the tax invoices’ CSV for this month, then for the days chosen', async () => {
    signedInAs(adminMe);
    answer.get(LIST, orderPageSchema, orderPage([orderSummary()], { paid: 1 }));
    const { user } = open('/admin/order-list');
    await user.click(await screen.findByRole('button', { name: ti.csv }));
    const panel = await screen.findByRole('dialog', { name: ti.csv });
    const link = within(panel).getByRole('link', { name: ti.download });
    const month = monthOf(seoulToday());
    expect(month.from).toBe(`${seoulToday().slice(0, 7)}-01`);
    expect(link).toHaveAttribute('href', `/api/admin/tax-invoices.csv?from=${month.from}&to=${month.to}`);

    const from = within(panel).getByLabelText(ti.from);
    const to = within(panel).getByLabelText(ti.to);
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    expect(link).toHaveAttribute('href', '/api/admin/tax-invoices.csv?from=2026-10-01&to=2026-10-31');

    // a range that ends before it starts is said, and the link goes nowhere
    await user.clear(to);
    await user.type(to, '2026-09-30');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(en.workflow.errors.dateRangeOrder);
    expect(within(panel).getByText(ti.download).closest('a')).not.toHaveAttribute('href');
  });

  itSaysWhenEmpty('says when no order has been placed yet', queue, { page: orderPage([]), texts: [o.empty, o.emptyHint] });

  itLoadsAgainAfterAnError('says the queue could not be loaded and loads it again on request', queue, {
    error: en.apiErrors.INTERNAL,
    retry: o.retry,
  });

  itSaysNotFoundInTheDrawer('says not found in the drawer for an order that is gone', queue, {
    id: ORDER_ID,
    drawer: o.detail.title,
  });
});

describe('/admin/order-list?view=purchases — shop purchases', () => {
  it('switches to the purchases, with their state tabs and counts', async () => {
    signedInAs(adminMe);
    answer.get(LIST, orderPageSchema, orderPage([]));
    const calls = answer.get(PURCHASES, purchasePageSchema, ({ query }) =>
      purchasePage(query.get('state') === 'preparing' ? [] : [purchaseSummary()], { paid: 1, preparing: 2 }),
    );
    const { user, router } = open('/admin/order-list');
    await screen.findByText(o.empty);
    await user.click(screen.getByRole('radio', { name: p.viewPurchases }));
    expect(urlOf(router)).toBe('/admin/order-list?view=purchases');
    const row = (await screen.findByRole('button', { name: 'P-000031' })).closest('tr')!;
    expect(row).toHaveTextContent('Hyaluronic serum');
    expect(row).toHaveTextContent('₩51,000');
    // the screen's heading names both kinds of order, not production orders alone
    expect(screen.getByRole('heading', { level: 1, name: admin.adminScreens['order-list'].title })).toBeVisible();
    expect(screen.getByText(admin.adminScreens['order-list'].desc)).toHaveTextContent(/purchases/);
    // in Korean too: the heading is not the production orders' own name (생산 주문), and the line under it names 구매
    expect(adminKo.adminScreens['order-list'].title).not.toBe(adminKo.adminShop.purchases.viewOrders);
    expect(adminKo.adminScreens['order-list'].desc).toContain(adminKo.adminShop.purchases.viewPurchases);
    expect(stateTab(admin.adminShop.all, 3)).toHaveAttribute('aria-selected', 'true');
    await user.click(stateTab(en.workflow.states.purchase.preparing, 2));
    expect(await screen.findByText(p.emptyFiltered)).toBeVisible();
    expect(calls.last?.query.get('state')).toBe('preparing');
  });

  it('opens a purchase from its link and starts preparing it with the version it saw', async () => {
    signedInAs(adminMe);
    answer.get(PURCHASES, purchasePageSchema, purchasePage([purchaseSummary()], { paid: 1 }));
    answer.get(`${PURCHASES}/:id`, purchaseDetailSchema, purchaseDetail());
    const sent = answer.post(`${PURCHASES}/:id/transition`, purchaseDetailSchema, () =>
      purchaseDetail({ state: 'preparing', version: 3, actions: ['ship', 'cancel'] }),
    );
    const { user } = open(`/admin/order-list?purchase=${PURCHASE_ID}`);
    const drawer = await screen.findByRole('dialog', { name: p.detailTitle });
    expect(await within(drawer).findByRole('heading', { name: 'P-000031' })).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: en.workflow.actions.purchase.prepare }));
    expect(await within(drawer).findByRole('button', { name: en.workflow.actions.purchase.ship })).toBeVisible();
    expect(sent.last?.params.id).toBe(PURCHASE_ID);
    expect(sent.last?.body).toEqual({ action: 'prepare', version: 2 });
  });

  it('says when nobody has bought anything yet, and when the purchases could not be loaded', async () => {
    signedInAs(adminMe);
    refuse('get', PURCHASES, 500, 'INTERNAL');
    const { user } = open('/admin/order-list?view=purchases');
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answer.get(PURCHASES, purchasePageSchema, purchasePage([]));
    await user.click(screen.getByRole('button', { name: admin.adminShop.retry }));
    expect(await screen.findByText(p.empty)).toBeVisible();
    expect(screen.getByText(p.emptyHint)).toBeVisible();
  });
});
