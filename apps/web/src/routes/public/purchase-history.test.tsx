import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentCheckoutSchema } from '@formulab/shared/shop/payments.schema';
import { purchaseDetailSchema, purchasePageSchema } from '@formulab/shared/shop/purchases.schema';
import en from '../../i18n/en.json';
import {
  ORDER_ID,
  PURCHASE_ID,
  paidPurchase,
  paymentCheckout,
  purchaseDetail,
  purchasePage,
  purchaseSummary,
} from '../../test/fixtures/shop.ts';
import { itAsksForOneState, itLoadsAgainAfterAnError, itSaysWhenEmpty, type ListScreen } from '../../test/list-cases.tsx';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { Component } from './purchase-history.tsx';

const elsewhere = ['/login', '/payment/test-gateway'].map((path) => ({ path, element: <p>{path}</p> }));
const open = (url = '/purchase-history') => renderUi(<Component />, { url, path: '/purchase-history', routes: elsewhere });
const cardOf = (ref: string, name: string) =>
  screen.findByLabelText(en.shop.history.open.replace('{{ref}}', ref).replace('{{name}}', name));

/** P-000041: a 300 mL toner already on its way. */
const shipped = purchaseSummary({
  id: '83e1a4b5-c6d7-48e9-8f0a-5d6e7f809aab',
  ref: 'P-000041',
  number: 41,
  state: 'shipped',
  option: { id: null, nameKo: '300mL', nameEn: '300 mL' },
  quantity: 1,
  unitPrice: 21_000,
  subtotal: 21_000,
  total: 24_000,
  reservedUntil: null,
  createdAt: '2026-11-10T05:00:00.000Z',
});
const counts = { pending_payment: 1, shipped: 1 };

const list: ListScreen<typeof purchasePageSchema> = {
  me: customerMe,
  open,
  url: '/purchase-history',
  list: '/api/purchases',
  schema: purchasePageSchema,
  page: purchasePage([purchaseSummary()], { pending_payment: 1 }),
  findRow: () => cardOf('P-000042', 'Rose hydrating toner'),
};

describe('/purchase-history — my purchases', () => {
  it('sends a visitor to sign in and back to the history', async () => {
    signedInAs(null);
    const { router } = open(`/purchase-history?id=${PURCHASE_ID}`);
    await waitFor(() =>
      expect(urlOf(router)).toBe(`/login?redirect=${encodeURIComponent(`/purchase-history?id=${PURCHASE_ID}`)}`),
    );
  });

  it('shows the error screen, not an endless placeholder, when who is signed in cannot be found out', async () => {
    refuse('get', '/api/auth/get-session', 500, 'INTERNAL');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUi(<Component />, { url: '/purchase-history', path: '/purchase-history', errorElement: <RouteError /> });
    expect(await screen.findByRole('heading', { name: en.routeError.title })).toBeVisible();
    expect(screen.getByRole('button', { name: en.routeError.reload })).toBeVisible();
    logged.mockRestore();
  });

  it('lists my purchases with their state and total, each opening its detail', async () => {
    signedInAs(customerMe);
    answer.get('/api/purchases', purchasePageSchema, purchasePage([purchaseSummary(), shipped], counts));
    hang('get', '/api/purchases/:id');
    const { user, router } = open();
    const card = await cardOf('P-000042', 'Rose hydrating toner');
    expect(card).toHaveTextContent(en.workflow.states.purchase.pending_payment);
    expect(card).toHaveTextContent('₩27,000');
    expect(card).toHaveTextContent(en.shop.history.units_other.replace('{{n}}', '2'));
    expect(await cardOf('P-000041', 'Rose hydrating toner')).toHaveTextContent(en.workflow.states.purchase.shipped);
    await user.click(card);
    expect(urlOf(router)).toBe(`/purchase-history?id=${PURCHASE_ID}`);
  });

  itAsksForOneState('asks the server for one state when a tab is picked', list, {
    answers: ({ query }) => purchasePage(query.get('state') === 'shipped' ? [shipped] : [purchaseSummary(), shipped], counts),
    tab: en.workflow.states.purchase.shipped,
    state: 'shipped',
    gone: 'P-000042',
    shown: 'P-000041',
  });

  itSaysWhenEmpty('points a customer without purchases to the shop', list, {
    page: purchasePage([]),
    texts: [en.shop.history.list.empty.title],
    link: { name: en.shop.history.list.empty.action, href: '/product' },
  });

  itLoadsAgainAfterAnError('says the purchases could not be loaded and loads them again on request', list, {
    error: en.shop.history.list.loadError,
    retry: en.shop.history.list.retry,
    inAlert: true,
  });

  it('shows an unpaid purchase and pays it while its stock is held', async () => {
    signedInAs(customerMe);
    // held for another twenty minutes
    const reservedUntil = new Date(Date.now() + 20 * 60_000).toISOString();
    answer.get('/api/purchases/:id', purchaseDetailSchema, purchaseDetail({ reservedUntil }));
    const started = answer.post('/api/payments', paymentCheckoutSchema, paymentCheckout());
    const { user, router } = open(`/purchase-history?id=${PURCHASE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'P-000042' })).toBeVisible();
    expect(screen.getByTestId('purchase-next-step')).toHaveTextContent(en.shop.history.next.pending_payment);
    expect(screen.getByRole('button', { name: en.workflow.actions.purchase.cancel })).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.shop.payment.payFee.replace('{{amount}}', '₩27,000') }));
    await waitFor(() => expect(urlOf(router)).toBe(`/payment/test-gateway?orderId=${ORDER_ID}`));
    expect(started.last?.body).toEqual({ kind: 'purchase', id: PURCHASE_ID });
  });

  it('cancels a paid purchase with a reason and the version the screen saw', async () => {
    signedInAs(customerMe);
    answer.get('/api/purchases/:id', purchaseDetailSchema, paidPurchase());
    const sent = answer.post('/api/purchases/:id/transition', purchaseDetailSchema, () =>
      paidPurchase({ state: 'cancelled', version: 3, cancelReason: 'Ordered the wrong size', actions: [] }),
    );
    const { user } = open(`/purchase-history?id=${PURCHASE_ID}`);
    await user.click(await screen.findByRole('button', { name: en.workflow.actions.purchase.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(en.workflow.confirm.purchase.cancel_paid.replace('{{amount}}', '₩27,000'));
    await user.click(within(dialog).getByLabelText(new RegExp(en.workflow.fields.reason)));
    await user.paste('Ordered the wrong size');
    await user.click(within(dialog).getByRole('button', { name: en.workflow.actions.purchase.cancel }));
    await waitFor(() => expect(screen.getByTestId('purchase-next-step')).toHaveTextContent(en.shop.history.next.cancelled));
    expect(sent.last?.params.id).toBe(PURCHASE_ID);
    expect(sent.last?.body).toEqual({ action: 'cancel', version: 2, reason: 'Ordered the wrong size' });
  });

  it("answers another customer's or an unknown purchase with not found", async () => {
    signedInAs(customerMe);
    refuse('get', '/api/purchases/:id', 404, 'NOT_FOUND');
    open(`/purchase-history?id=${PURCHASE_ID}`);
    expect(await screen.findByRole('heading', { name: en.shop.history.notFound })).toBeVisible();
    expect(screen.getByRole('link', { name: en.screens.purchaseHistory.title })).toHaveAttribute('href', '/purchase-history');
  });
});
