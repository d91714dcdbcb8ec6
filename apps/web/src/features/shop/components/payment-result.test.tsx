import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { purchaseDetail } from '../../../test/fixtures/shop.ts';
import { renderUi, urlOf } from '../../../test/render.tsx';
import { PaymentResultScreen, resetPaymentOnce } from './payment-result.tsx';

const PURCHASE = '55555555-5555-4555-8555-555555555555';
const SAMPLE = '66666666-6666-4666-8666-666666666666';
const PRODUCT = '77777777-7777-4777-8777-777777777777';

type Call = { url: string; method: string; body: unknown };

function serve(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[url];
      return answer ? answer() : Response.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 });
    }),
  );
  return calls;
}

const at = (url: string) =>
  renderUi(
    <StrictMode>
      <PaymentResultScreen />
    </StrictMode>,
    { url, path: '/payment', routes: [{ path: '*', element: <p>next page</p> }] },
  );

beforeEach(() => resetPaymentOnce());
afterEach(() => vi.unstubAllGlobals());

describe('payment result', () => {
  it('confirms a success once (StrictMode runs effects twice) and opens the receipt', async () => {
    const calls = serve({
      '/api/payments/confirm': () =>
        Response.json({ paymentId: PRODUCT, status: 'paid', kind: 'purchase', targetId: PURCHASE, amount: 27000 }),
    });
    const { router } = at('/payment?result=success&paymentKey=tk_1&orderId=ord_abcdef&amount=27000');
    expect(screen.getByText(en.shop.payment.confirming)).toBeVisible();
    await waitFor(() => expect(urlOf(router)).toBe(`/purchase-complete?id=${PURCHASE}`));
    const confirms = calls.filter((c) => c.url === '/api/payments/confirm');
    expect(confirms).toEqual([
      { url: '/api/payments/confirm', method: 'POST', body: { paymentKey: 'tk_1', orderId: 'ord_abcdef', amount: 27000 } },
    ]);
  });

  it('sends a paid sample fee back to its request', async () => {
    serve({
      '/api/payments/confirm': () =>
        Response.json({ paymentId: PRODUCT, status: 'paid', kind: 'sample', targetId: SAMPLE, amount: 50000 }),
    });
    const { router } = at('/payment?result=success&paymentKey=tk_2&orderId=ord_sample1&amount=50000');
    await waitFor(() => expect(urlOf(router)).toBe(`/sampleOrder/${SAMPLE}`));
  });

  it('says why a confirm failed and lets the customer retry', async () => {
    let n = 0;
    const calls = serve({
      '/api/payments/confirm': () =>
        ++n === 1
          ? Response.json({ code: 'PAYMENT_MISMATCH', message: 'x' }, { status: 400 })
          : Response.json({ paymentId: PRODUCT, status: 'paid', kind: 'order', targetId: SAMPLE, amount: 1 }),
    });
    const { user, router } = at('/payment?result=success&paymentKey=tk_3&orderId=ord_retry1&amount=1');
    expect(await screen.findByText(en.apiErrors.PAYMENT_MISMATCH)).toBeVisible();
    expect(screen.getByRole('heading', { name: en.shop.payment.confirmFailed })).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.shop.payment.retry }));
    await waitFor(() => expect(urlOf(router)).toBe(`/orders?id=${SAMPLE}`));
    expect(calls.filter((c) => c.url === '/api/payments/confirm')).toHaveLength(2);
  });

  it('reports a failure once, shows the translated reason and offers to try the product again', async () => {
    const calls = serve({
      '/api/payments/fail': () => Response.json({ ok: true }),
      '/api/payments/by-order/ord_fail01': () =>
        Response.json({ paymentId: PRODUCT, status: 'failed', kind: 'purchase', targetId: PURCHASE, amount: 27000 }),
      [`/api/purchases/${PURCHASE}`]: () =>
        Response.json(purchaseDetail({ id: PURCHASE, product: { ...purchaseDetail().product, id: PRODUCT } })),
    });
    at('/payment?result=fail&code=TEST_DECLINED&message=Declined%20by%20test&orderId=ord_fail01');
    expect(await screen.findByTestId('payment-fail-reason')).toHaveTextContent(en.shop.payment.codes.TEST_DECLINED);
    expect(await screen.findByRole('link', { name: en.shop.payment.tryAgain })).toHaveAttribute('href', `/product/${PRODUCT}`);
    const fails = calls.filter((c) => c.url === '/api/payments/fail');
    expect(fails).toEqual([
      {
        url: '/api/payments/fail',
        method: 'POST',
        body: { orderId: 'ord_fail01', code: 'TEST_DECLINED', message: 'Declined by test' },
      },
    ]);
  });

  it("shows the provider's own message for a code it does not know", async () => {
    serve({ '/api/payments/fail': () => Response.json({ ok: true }) });
    at('/payment?result=fail&code=SOMETHING_NEW&message=Card%20blocked&orderId=ord_fail02');
    expect(await screen.findByTestId('payment-fail-reason')).toHaveTextContent('Card blocked');
  });
});
