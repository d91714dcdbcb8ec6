import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderDetailSchema, orderPageSchema } from '@formulab/shared/orders/orders.schema';
import { paymentCheckoutSchema } from '@formulab/shared/shop/payments.schema';
import en from '../../i18n/en.json';
import {
  ORDER_ID,
  ORDER_QUOTE_ID,
  ORDER_RECIPE_ID,
  cancellationInvoice,
  orderAmounts,
  orderDetail,
  orderPage,
  orderSummary,
  partlyShippedOrder,
  taxInvoice,
  unpaidOrder,
} from '../../test/fixtures/orders.ts';
import { paymentCheckout } from '../../test/fixtures/samples.ts';
import {
  itAsksForOneState,
  itLoadsAgainAfterAnError,
  itOpensACard,
  itSaysTheRecordIsNotFound,
  itSaysWhenEmpty,
  itShowsTheRecordLoading,
  customerList,
  openTheRecord,
  type Answer,
} from '../../test/list-cases.tsx';
import { answer, customerMe, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { interpolate } from '../../i18n/translator.ts';
import { Component } from './orders.tsx';

const open = (url: string) =>
  renderUi(<Component />, { url, path: '/orders', routes: [{ path: '/payment/test-gateway', element: <p>gateway</p> }] });

const unpaid = orderSummary({
  id: '8f9a0b1c-2d3e-4f5a-9b6c-7d8e9f0a1b23',
  ref: 'O-000008',
  number: 8,
  state: 'pending_payment',
  paymentStatus: 'unpaid',
  recipeName: 'Centella calming cream',
  quantity: 3000,
  unitPrice: 4100,
  ...orderAmounts(12_300_000),
  quote: { id: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b', ref: 'Q-000051', revision: 2 },
});

const list = customerList({
  open,
  url: '/orders',
  list: '/api/orders',
  schema: orderPageSchema,
  page: orderPage([orderSummary()], { shipped: 1 }),
  row: 'O-000007',
});
/** The order `detail` opened from the URL. */
const openOrder = (detail: Answer<typeof orderDetailSchema>) =>
  openTheRecord(list, { id: ORDER_ID, schema: orderDetailSchema, detail });

describe('/orders — my production orders', () => {
  itOpensACard('lists my orders with production and payment state and total to pay, each opening its detail', list, {
    page: orderPage([orderSummary(), unpaid], { shipped: 1, pending_payment: 1 }),
    card: en.orders.card.open.replace('{{ref}}', 'O-000007').replace('{{recipe}}', 'Rose toner'),
    shows: (card) => {
      expect(card).toHaveTextContent(en.workflow.states.order.shipped);
      expect(card).toHaveTextContent(en.orders.payment.paid);
      expect(card).toHaveTextContent('5,000 units');
      // what the order costs with its VAT: ₩16,000,000 + 10 %
      expect(card).toHaveTextContent('₩17,600,000');
      expect(screen.getByRole('link', { name: /O-000008/ })).toHaveTextContent('₩13,530,000');
      expect(card).toHaveTextContent(en.orders.card.fromQuote.replace('{{ref}}', 'Q-000042'));
      // awaiting payment says it once: no "Unpaid" badge beside it
      const awaiting = screen.getByRole('link', { name: /O-000008/ });
      expect(awaiting).toHaveTextContent(en.workflow.states.order.pending_payment);
      expect(awaiting).not.toHaveTextContent(en.orders.payment.unpaid);
    },
    to: `/orders?id=${ORDER_ID}`,
  });

  itAsksForOneState('asks the server for one state when a tab is picked', list, {
    answers: ({ query }) =>
      orderPage(query.get('state') === 'pending_payment' ? [unpaid] : [orderSummary(), unpaid], {
        shipped: 1,
        pending_payment: 1,
      }),
    tab: en.workflow.states.order.pending_payment,
    state: 'pending_payment',
    gone: 'O-000007',
    shown: 'O-000008',
  });

  itSaysWhenEmpty('points a customer without orders to their quotes', list, {
    page: orderPage([]),
    texts: [en.orders.list.empty.title],
    link: { name: en.orders.list.empty.action, href: '/quotes' },
  });

  itLoadsAgainAfterAnError('says the list could not be loaded and loads it again on request', list, {
    error: en.orders.list.loadError,
    retry: en.orders.list.retry,
  });

  it('shows a shipped order with its facts and confirms its delivery with the version the screen saw', async () => {
    const sent = answer.post('/api/orders/:id/transitions', orderDetailSchema, () =>
      orderDetail({ state: 'delivered', version: 6, actions: [] }),
    );
    const { user } = openOrder(orderDetail());
    expect(await screen.findByRole('heading', { name: 'O-000007' })).toBeVisible();
    // the supply amount, the VAT on it and the total to pay, each with its label
    const amounts = screen.getByText(en.workflow.amounts.supply).closest('dl')!;
    expect(within(amounts).getByTestId('order-supply')).toHaveTextContent('₩16,000,000');
    expect(within(amounts).getByTestId('order-vat')).toHaveTextContent('₩1,600,000');
    expect(within(amounts).getByTestId('order-total')).toHaveTextContent('₩17,600,000');
    expect(amounts).toHaveTextContent(
      `${en.workflow.amounts.supply}₩16,000,000${interpolate(en.workflow.amounts.vat, { rate: '10' })}₩1,600,000${en.workflow.amounts.amountDue}₩17,600,000`,
    );
    // no tax invoice yet: nothing to show
    expect(screen.queryByTestId('order-tax-invoices')).toBeNull();
    expect(screen.getByTestId('order-tracking-1')).toHaveTextContent('6012-3456-7890');
    expect(screen.getByTestId('order-next-step')).toHaveTextContent(
      en.orders.next.shipped.replace('{{carrier}}', 'CJ Logistics').replace('{{tracking}}', '6012-3456-7890'),
    );
    expect(screen.getByTestId('order-quote-link')).toHaveAttribute('href', `/quotes?id=${ORDER_QUOTE_ID}`);
    expect(screen.getByRole('link', { name: 'Rose toner' })).toHaveAttribute('href', `/recipes/${ORDER_RECIPE_ID}`);
    // the container in the reader's language
    expect(screen.getByText('150 mL PET bottle')).toBeVisible();
    expect(screen.queryByText('150 mL PET 병')).toBeNull();
    // a shipped order can only be confirmed as delivered, not cancelled
    expect(screen.queryByRole('button', { name: en.workflow.actions.order.cancel })).toBeNull();
    await user.click(await screen.findByRole('button', { name: en.workflow.actions.order.deliver }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(ORDER_ID);
    expect(sent.last?.body).toEqual({ action: 'deliver', version: 5 });
    expect(await screen.findByTestId('order-next-step')).toHaveTextContent(en.orders.next.delivered);
    expect(screen.queryByRole('button', { name: en.workflow.actions.order.deliver })).toBeNull();
  });

  it('shows a partly shipped order: both shipments, the units left, their delivery notes, where it goes and on which terms', async () => {
    openOrder(partlyShippedOrder());
    expect(await screen.findByRole('heading', { name: 'O-000007' })).toBeVisible();
    const d = en.orders.detail;

    // what has gone and what is left, in the next step and over the shipments
    expect(screen.getByTestId('order-next-step')).toHaveTextContent(
      interpolate(en.orders.next.partially_shipped, { shipped: '1,500', quantity: '3,000', left: '1,500' }),
    );
    expect(screen.getByTestId('order-shipped-of')).toHaveTextContent('1,500 of 3,000 units shipped · 1,500 to ship');

    // the progress stands at the shipping step, in progress and not complete
    const step = screen.getByTestId('order-progress').querySelector('[aria-current="step"]')!;
    expect(step).toHaveTextContent(en.workflow.states.order.partially_shipped);
    expect(step).toHaveTextContent('1,500 of 3,000 units');
    expect(step).toHaveAttribute('data-progress');
    expect(step).not.toHaveAttribute('data-completed');

    // each shipment, first first: number, carrier, tracking number, date, units, note
    const [first, second] = screen.getAllByTestId('order-shipment');
    expect(screen.getAllByTestId('order-shipment')).toHaveLength(2);
    expect(first).toHaveTextContent(interpolate(d.shipment, { n: '1' }));
    expect(first).toHaveTextContent('HMM');
    expect(within(first!).getByTestId('order-tracking-1')).toHaveTextContent('HMMU1234567');
    expect(first).toHaveTextContent('1,000 units');
    expect(second).toHaveTextContent(interpolate(d.shipment, { n: '2' }));
    expect(second).toHaveTextContent('DHL Express');
    expect(within(second!).getByTestId('order-tracking-2')).toHaveTextContent('1234567890');
    expect(second).toHaveTextContent('500 units');
    expect(within(second!).getByText('Air freight: launch stock.')).toBeVisible();
    expect(within(second!).getByRole('button', { name: interpolate(d.copyTracking, { n: '2' }) })).toBeVisible();

    // each shipment's delivery note in Korean and English, from the customer's route
    const note = (n: number, language: string) =>
      screen.getByRole('link', { name: interpolate(d.deliveryNoteLink, { n: String(n), language }) });
    expect(note(1, d.deliveryNoteKo)).toHaveAttribute('href', `/api/orders/${ORDER_ID}/shipments/1/delivery-note?lang=ko`);
    expect(note(1, d.deliveryNoteEn)).toHaveAttribute('href', `/api/orders/${ORDER_ID}/shipments/1/delivery-note?lang=en`);
    expect(note(2, d.deliveryNoteKo)).toHaveAttribute('href', `/api/orders/${ORDER_ID}/shipments/2/delivery-note?lang=ko`);
    expect(note(2, d.deliveryNoteEn)).toHaveAttribute('href', `/api/orders/${ORDER_ID}/shipments/2/delivery-note?lang=en`);

    // an export: zero-rated, the total to pay is the supply amount
    expect(screen.getByTestId('order-supply')).toHaveTextContent('₩9,600,000');
    expect(screen.getByTestId('order-vat')).toHaveTextContent('₩0');
    expect(screen.getByText(en.workflow.amounts.vatZeroRated)).toBeVisible();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₩9,600,000');

    // where it goes, abroad, and the incoterm with what it means
    const delivery = screen.getByTestId('delivery-facts');
    expect(delivery).toHaveTextContent('HCMC distributor');
    expect(delivery).toHaveTextContent('Nguyen Van An · +84 28 3823 4567');
    expect(delivery).toHaveTextContent('45 Le Loi, District 1, Ho Chi Minh City, 700000 Unit 5');
    expect(delivery).toHaveTextContent('Vietnam');
    expect(delivery).toHaveTextContent(en.workflow.delivery.incoterms.CIF);
    expect(delivery).toHaveTextContent(en.workflow.delivery.incotermHelp.CIF);

    // the timeline names each part shipment in the past tense
    expect(screen.getAllByText(en.workflow.events.order.ship_part)).toHaveLength(2);
  });

  it('says of an order shipped in parts that everything has gone, the last part with its tracking number', async () => {
    const parts = partlyShippedOrder();
    const last = {
      number: 3,
      quantity: 1500,
      carrier: 'Hanjin',
      trackingNumber: '5050-1234-0000',
      note: '',
      shippedAt: '2026-05-20T01:00:00.000Z',
    };
    openOrder(
      partlyShippedOrder({
        state: 'shipped',
        carrier: 'Hanjin',
        trackingNumber: '5050-1234-0000',
        shipments: [...parts.shipments, last],
        remainingQuantity: 0,
        actions: ['deliver'],
      }),
    );
    expect(await screen.findByTestId('order-next-step')).toHaveTextContent(
      interpolate(en.orders.next.shippedInParts_other, { count: 3, carrier: 'Hanjin', tracking: '5050-1234-0000' }),
    );
    expect(screen.getAllByTestId('order-shipment')).toHaveLength(3);
    // nothing left to ship: no "of … shipped" line
    expect(screen.queryByTestId('order-shipped-of')).toBeNull();
    expect(await screen.findByRole('button', { name: en.workflow.actions.order.deliver })).toBeVisible();
  });

  it('shows the tax invoices: the cancelled original, its cancellation with the reason, the new one in force', async () => {
    const newOne = taxInvoice({
      id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a71',
      ref: 'T-000014',
      issueDate: '2026-04-10',
      buyer: { brn: '2148812345', name: 'Glow Lab Co.', ceo: 'Mina Kim', email: 'mina@glowlab.kr' },
    });
    openOrder(
      orderDetail({
        taxInvoices: [taxInvoice({ state: 'cancelled' }), cancellationInvoice(), newOne],
        timeline: [
          ...orderDetail().timeline,
          {
            id: 6,
            action: 'tax_invoice_cancelled',
            from: 'shipped',
            to: 'shipped',
            actor: 'staff',
            actorName: null,
            note: 'T-000012 → T-000013\nBuyer’s registration number was wrong.',
            internal: false,
            at: '2026-05-09T01:00:00.000Z',
          },
        ],
      }),
    );
    const ti = en.orders.taxInvoices;
    const section = await screen.findByRole('region', { name: ti.title });
    const [original, cancellation, current] = within(section).getAllByTestId('tax-invoice');
    expect(within(section).getAllByTestId('tax-invoice')).toHaveLength(3);

    // the original: cancelled, dated, both sides with their registration numbers, its amounts
    expect(original).toHaveTextContent('T-000012');
    expect(original).toHaveTextContent(ti.original);
    expect(within(original!).getByText(ti.states.cancelled)).toBeVisible();
    expect(original).toHaveTextContent(`${ti.issueDate}Apr 3, 2026`);
    expect(original).toHaveTextContent(`${ti.supplier}(주)포뮬랩${interpolate(ti.brn, { brn: '220-81-62517' })}`);
    expect(original).toHaveTextContent(`${ti.buyer}Glow Lab${interpolate(ti.brn, { brn: '123-45-67891' })}`);
    expect(original).toHaveTextContent(`${ti.supply}₩16,000,000${ti.tax}₩1,600,000${ti.total}₩17,600,000`);
    expect(within(original!).queryByText(ti.reason)).toBeNull();

    // the amended invoice that cancels it: which one, negative amounts, and why
    expect(cancellation).toHaveTextContent('T-000013');
    expect(cancellation).toHaveTextContent(`${ti.cancellation} · ${interpolate(ti.cancels, { ref: 'T-000012' })}`);
    expect(within(cancellation!).getByText(ti.states.issued)).toBeVisible();
    expect(cancellation).toHaveTextContent(`${ti.supply}-₩16,000,000${ti.tax}-₩1,600,000${ti.total}-₩17,600,000`);
    expect(cancellation).toHaveTextContent(`${ti.reason}Buyer’s registration number was wrong.`);

    // the one in force, to the corrected registration number
    expect(current).toHaveTextContent('T-000014');
    expect(within(current!).getByText(ti.states.issued)).toBeVisible();
    expect(current).toHaveTextContent(interpolate(ti.brn, { brn: '214-88-12345' }));

    // the customer reads them: nothing to make out or cancel
    expect(within(section).queryAllByRole('button')).toEqual([]);
    // the timeline names the cancellation in the past tense
    expect(screen.getByText(en.workflow.events.order.tax_invoice_cancelled)).toBeVisible();
  });

  it('shows an order priced before VAT was itemised with its one total, as before', async () => {
    openOrder(orderDetail(orderAmounts(16_000_000, null)));
    expect(await screen.findByTestId('order-total')).toHaveTextContent('₩16,000,000');
    expect(screen.getByText(en.orders.detail.total)).toBeVisible();
    expect(screen.queryByTestId('order-supply')).toBeNull();
    expect(screen.queryByTestId('order-vat')).toBeNull();
  });

  it('starts the payment of an unpaid order and opens the gateway', async () => {
    const started = answer.post('/api/payments', paymentCheckoutSchema, paymentCheckout({ amount: 17_600_000 }));
    const { user, router } = openOrder(unpaidOrder());
    // the payment takes the total to pay, VAT included
    await user.click(await screen.findByRole('button', { name: en.shop.payment.payFee.replace('{{amount}}', '₩17,600,000') }));
    await waitFor(() => expect(urlOf(router)).toBe('/payment/test-gateway?orderId=pay-20260304-000012'));
    expect(started.last?.body).toEqual({ kind: 'order', id: ORDER_ID });
  });

  it('cancels an unpaid order only with a reason', async () => {
    const sent = answer.post('/api/orders/:id/transitions', orderDetailSchema, () =>
      unpaidOrder({ state: 'cancelled', version: 2, cancelReason: 'Launch postponed.', actions: [] }),
    );
    const { user } = openOrder(unpaidOrder());
    await user.click(await screen.findByRole('button', { name: en.workflow.actions.order.cancel }));
    const dialog = await screen.findByRole('dialog');
    // the confirmation restates what the order costs, VAT included
    expect(dialog).toHaveTextContent(interpolate(en.workflow.confirm.order.cancel, { amount: '₩17,600,000' }));
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(en.workflow.fields.reason) });
    const confirm = within(dialog).getByRole('button', { name: en.workflow.actions.order.cancel });
    await user.click(confirm);
    // the app's own translated message, not the browser's bubble
    expect(await within(dialog).findByText(en.errors.required)).toBeVisible();
    expect(reason).toBeInvalid();
    expect(sent).toHaveLength(0);
    await user.click(reason);
    await user.paste('Launch postponed.');
    await user.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.body).toEqual({ action: 'cancel', version: 1, reason: 'Launch postponed.' });
    expect(await screen.findByTestId('order-next-step')).toHaveTextContent(en.orders.next.cancelled);
    expect(screen.getByText('Launch postponed.')).toBeVisible();
  });

  itSaysTheRecordIsNotFound("answers another customer's or a deleted order with not found", list, {
    id: ORDER_ID,
    text: en.orders.detail.notFound.title,
    also: () => expect(screen.getByRole('link', { name: en.orders.detail.back })).toHaveAttribute('href', '/orders'),
  });

  it('says the order could not be loaded and loads it again on request', async () => {
    signedInAs(customerMe);
    refuse('get', '/api/orders/:id', 500, 'INTERNAL');
    const { user } = open(`/orders?id=${ORDER_ID}`);
    // network trouble is retried once before the screen gives up
    expect(await screen.findByText(en.orders.detail.loadError)).toBeVisible();
    answer.get('/api/orders/:id', orderDetailSchema, orderDetail());
    await user.click(screen.getByRole('button', { name: en.orders.list.retry }));
    expect(await screen.findByRole('heading', { name: 'O-000007' })).toBeVisible();
  });

  itShowsTheRecordLoading('shows a loading state while the order is on its way', list, { id: ORDER_ID });
});
