import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchaseDetailSchema } from '@formulab/shared/shop/purchases.schema';
import en from '../../i18n/en.json';
import { PURCHASE_ID, paidPurchase, purchaseDetail } from '../../test/fixtures/shop.ts';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './purchase-complete.tsx';

const URL = `/purchase-complete?id=${PURCHASE_ID}`;
const open = (url = URL) =>
  renderUi(<Component />, { url, path: '/purchase-complete', routes: [{ path: '/login', element: <p>sign in</p> }] });

afterEach(() => vi.restoreAllMocks());

describe('/purchase-complete — the receipt after payment', () => {
  it('sends a visitor to sign in and back to this receipt', async () => {
    signedInAs(null);
    const { router } = open();
    await waitFor(() => expect(urlOf(router)).toBe(`/login?redirect=${encodeURIComponent(URL)}`));
  });

  it('thanks for a paid order, shows its receipt and prints it', async () => {
    signedInAs(customerMe);
    const calls = answer.get('/api/purchases/:id', purchaseDetailSchema, paidPurchase());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: en.shop.receipt.title })).toBeVisible();
    expect(calls.last?.params.id).toBe(PURCHASE_ID);
    expect(screen.getByText(en.shop.receipt.lead)).toBeVisible();
    const receipt = screen.getByTestId('receipt');
    expect(within(receipt).getByTestId('receipt-ref')).toHaveTextContent('P-000042');
    expect(within(receipt).getByTestId('receipt-total')).toHaveTextContent('₩27,000');
    // the shop's prices include VAT: 10/110 of the total, under the won dropped
    expect(within(receipt).getByText(en.shop.detail.vatIncluded)).toBeVisible();
    expect(within(receipt).getByTestId('receipt-vat')).toHaveTextContent('₩2,454');
    // Toss names the method in Korean (카드): the receipt says it in the reader's words
    expect(within(receipt).getByTestId('receipt-method')).toHaveTextContent(en.shop.receipt.method.card);
    expect(within(receipt).getByText(/152 Teheran-ro, Gangnam-gu, Seoul/)).toBeVisible();
    expect(screen.getByRole('link', { name: en.shop.receipt.history })).toHaveAttribute(
      'href',
      `/purchase-history?id=${PURCHASE_ID}`,
    );
    await user.click(screen.getByRole('button', { name: en.shop.receipt.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says an order that is not paid yet is waiting for payment', async () => {
    signedInAs(customerMe);
    answer.get('/api/purchases/:id', purchaseDetailSchema, purchaseDetail());
    open();
    expect(await screen.findByText(en.shop.history.next.pending_payment)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: en.shop.receipt.heading })).toBeVisible();
    expect(screen.queryByText(en.shop.receipt.title)).toBeNull();
    expect(within(screen.getByTestId('receipt')).getByText(en.shop.receipt.notPaid)).toBeVisible();
  });

  it("answers another customer's or an unknown receipt with not found", async () => {
    signedInAs(customerMe);
    refuse('get', '/api/purchases/:id', 404, 'NOT_FOUND');
    open();
    expect(await screen.findByRole('heading', { name: en.shop.receipt.notFoundTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: en.shop.receipt.history })).toHaveAttribute('href', '/purchase-history');
  });

  it('says the receipt could not be loaded and loads it again on request', async () => {
    signedInAs(customerMe);
    // a server error is retried once (about a second) before the screen says so
    refuse('get', '/api/purchases/:id', 500, 'INTERNAL');
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.shop.receipt.loadError);
    answer.get('/api/purchases/:id', purchaseDetailSchema, paidPurchase());
    await user.click(within(alert).getByRole('button', { name: en.shop.list.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: en.shop.receipt.title })).toBeVisible();
  });

  it('shows a loading state while the receipt is on its way', async () => {
    signedInAs(customerMe);
    hang('get', '/api/purchases/:id');
    open();
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
});
