import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentResultSchema } from '@formulab/shared/shop/payments.schema';
import { purchaseDetailSchema } from '@formulab/shared/shop/purchases.schema';
import { resetPaymentOnce } from '../../features/shop/components/payment-result.tsx';
import en from '../../i18n/en.json';
import { ORDER_ID, PRODUCT_ID, PURCHASE_ID, paymentResult, purchaseDetail } from '../../test/fixtures/shop.ts';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './payment.tsx';

const SUCCESS = `/payment?result=success&paymentKey=tpk_5Jz0Qm2x&orderId=${ORDER_ID}&amount=27000`;
const FAIL = `/payment?result=fail&code=TEST_DECLINED&message=Declined+by+the+test+gateway&orderId=${ORDER_ID}`;
const elsewhere = ['/login', '/purchase-complete'].map((path) => ({ path, element: <p>{path}</p> }));
const open = (url: string) => renderUi(<Component />, { url, path: '/payment', routes: elsewhere });

// the screen confirms an orderId once per page load (module state): each test is a new page
beforeEach(() => resetPaymentOnce());

describe('/payment — back from the gateway', () => {
  it('sends a visitor to sign in and back to the same result, query and all', async () => {
    signedInAs(null);
    const { router } = open(SUCCESS);
    await waitFor(() => expect(urlOf(router)).toBe(`/login?redirect=${encodeURIComponent(SUCCESS)}`));
  });

  it('confirms a successful payment with what the gateway sent and opens the receipt', async () => {
    signedInAs(customerMe);
    const confirmed = answer.post('/api/payments/confirm', paymentResultSchema, paymentResult());
    const { router } = open(SUCCESS);
    await waitFor(() => expect(urlOf(router)).toBe(`/purchase-complete?id=${PURCHASE_ID}`));
    expect(confirmed).toHaveLength(1);
    expect(confirmed.last?.body).toEqual({ paymentKey: 'tpk_5Jz0Qm2x', orderId: ORDER_ID, amount: 27_000 });
  });

  it('asks to keep the page open while the payment is confirmed', async () => {
    signedInAs(customerMe);
    hang('post', '/api/payments/confirm');
    open(SUCCESS);
    expect(await screen.findByRole('status')).toHaveTextContent(en.shop.payment.confirming);
    expect(screen.getByText(en.shop.payment.confirmingBody)).toBeVisible();
  });

  it('says a refused confirmation and confirms again on request', async () => {
    signedInAs(customerMe);
    refuse('post', '/api/payments/confirm', 409, 'PAYMENT_MISMATCH');
    const { user, router } = open(SUCCESS);
    expect(await screen.findByRole('heading', { name: en.shop.payment.confirmFailed })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(en.apiErrors.PAYMENT_MISMATCH);
    expect(screen.getByRole('link', { name: en.shop.payment.history })).toHaveAttribute('href', '/purchase-history');
    const confirmed = answer.post('/api/payments/confirm', paymentResultSchema, paymentResult());
    await user.click(screen.getByRole('button', { name: en.shop.payment.retry }));
    await waitFor(() => expect(urlOf(router)).toBe(`/purchase-complete?id=${PURCHASE_ID}`));
    expect(confirmed).toHaveLength(1);
  });

  it('reports a declined payment, says why, and leads back to the product to try again', async () => {
    signedInAs(customerMe);
    const failed = answer.post('/api/payments/fail', paymentResultSchema, paymentResult({ status: 'failed' }));
    answer.get('/api/payments/by-order/:orderId', paymentResultSchema, paymentResult({ status: 'failed' }));
    answer.get('/api/purchases/:id', purchaseDetailSchema, purchaseDetail({ state: 'cancelled', actions: [] }));
    open(FAIL);
    expect(await screen.findByRole('heading', { name: en.shop.payment.failedTitle })).toBeVisible();
    expect(screen.getByTestId('payment-fail-reason')).toHaveTextContent(
      en.shop.payment.reason.replace('{{reason}}', en.shop.payment.codes.TEST_DECLINED),
    );
    expect(await screen.findByRole('link', { name: en.shop.payment.tryAgain })).toHaveAttribute('href', `/product/${PRODUCT_ID}`);
    await waitFor(() => expect(failed).toHaveLength(1));
    expect(failed.last?.body).toEqual({ orderId: ORDER_ID, code: 'TEST_DECLINED', message: 'Declined by the test gateway' });
  });

  it('says the page was opened without a payment result', async () => {
    signedInAs(customerMe);
    open('/payment');
    expect(await screen.findByText(en.shop.payment.invalid)).toBeVisible();
    expect(screen.getByRole('link', { name: en.shop.payment.history })).toHaveAttribute('href', '/purchase-history');
    expect(screen.getByRole('link', { name: en.shop.payment.shop })).toHaveAttribute('href', '/product');
  });
});
