import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  testGatewayApproveSchema,
  testGatewayCheckoutSchema,
  testGatewayDeclineSchema,
} from '@formulab/shared/shop/payments.schema';
import en from '../../i18n/en.json';
import { ORDER_ID, testGatewayCheckout } from '../../test/fixtures/shop.ts';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './test-gateway.tsx';

const URL = `/payment/test-gateway?orderId=${ORDER_ID}`;
const elsewhere = ['/login', '/payment', '/purchase-history'].map((path) => ({ path, element: <p>{path}</p> }));
const open = (url = URL) => renderUi(<Component />, { url, path: '/payment/test-gateway', routes: elsewhere });

/** A signed-in customer at P-000042's payment page. */
async function atGateway() {
  signedInAs(customerMe);
  const shown = answer.get('/api/test-gateway/checkout/:orderId', testGatewayCheckoutSchema, testGatewayCheckout());
  const view = open();
  expect(await screen.findByTestId('gateway-amount')).toHaveTextContent('₩27,000');
  return { ...view, shown };
}

describe('/payment/test-gateway — the built-in test payment page', () => {
  it('sends a visitor to sign in and back to this payment', async () => {
    signedInAs(null);
    const { router } = open();
    await waitFor(() => expect(urlOf(router)).toBe(`/login?redirect=${encodeURIComponent(URL)}`));
  });

  it('shows what is paid and approves it, back to the success page with the payment key', async () => {
    const { user, router, shown } = await atGateway();
    expect(shown.last?.params.orderId).toBe(ORDER_ID);
    expect(screen.getByTestId('gateway-order-name')).toHaveTextContent('Rose hydrating toner 150 mL × 2');
    expect(screen.getByText(ORDER_ID)).toBeVisible();
    const approved = answer.post('/api/test-gateway/checkout/:orderId/approve', testGatewayApproveSchema, {
      paymentKey: 'tpk_5Jz0Qm2x',
    });
    await user.click(screen.getByRole('button', { name: en.shop.gateway.approve }));
    await waitFor(() =>
      expect(urlOf(router)).toBe(`/payment?result=success&paymentKey=tpk_5Jz0Qm2x&orderId=${ORDER_ID}&amount=27000`),
    );
    expect(approved.last?.params.orderId).toBe(ORDER_ID);
    expect(approved.last?.body).toEqual({});
  });

  it('declines it, back to the fail page with the code and message', async () => {
    const { user, router } = await atGateway();
    const declined = answer.post('/api/test-gateway/checkout/:orderId/decline', testGatewayDeclineSchema, {
      code: 'TEST_DECLINED',
      message: 'Declined at the test gateway',
    });
    await user.click(screen.getByRole('button', { name: en.shop.gateway.decline }));
    await waitFor(() =>
      expect(urlOf(router)).toBe(
        `/payment?result=fail&code=TEST_DECLINED&message=Declined+at+the+test+gateway&orderId=${ORDER_ID}`,
      ),
    );
    expect(declined).toHaveLength(1);
  });

  it('says when the approval failed and lets the payer choose again', async () => {
    const { user, router } = await atGateway();
    refuse('post', '/api/test-gateway/checkout/:orderId/approve', 409, 'PAYMENT_NOT_PAYABLE');
    await user.click(screen.getByRole('button', { name: en.shop.gateway.approve }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.PAYMENT_NOT_PAYABLE);
    expect(screen.getByRole('button', { name: en.shop.gateway.approve })).toBeEnabled();
    expect(screen.getByRole('button', { name: en.shop.gateway.decline })).toBeEnabled();
    expect(urlOf(router)).toBe(URL);
  });

  it('leaves the payment unfinished when the payer abandons it', async () => {
    const { user, router } = await atGateway();
    await user.click(screen.getByRole('button', { name: en.shop.gateway.abandon }));
    // opened straight from a link, there is no page to go back to: the purchase history
    expect(urlOf(router)).toBe('/purchase-history');
  });

  it('goes back to the page of ours that opened it when the payer abandons it', async () => {
    signedInAs(customerMe);
    answer.get('/api/test-gateway/checkout/:orderId', testGatewayCheckoutSchema, testGatewayCheckout());
    const { user, router } = renderUi(<Component />, {
      url: '/purchase-history?id=p1',
      path: '/payment/test-gateway',
      routes: elsewhere,
    });
    await router.navigate(URL);
    expect(await screen.findByTestId('gateway-amount')).toHaveTextContent('₩27,000');
    await user.click(screen.getByRole('button', { name: en.shop.gateway.abandon }));
    await waitFor(() => expect(urlOf(router)).toBe('/purchase-history?id=p1'));
  });

  it('says a finished or unknown payment cannot be found, and offers no approval', async () => {
    signedInAs(customerMe);
    refuse('get', '/api/test-gateway/checkout/:orderId', 404, 'NOT_FOUND');
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.shop.gateway.missing);
    expect(screen.getByRole('button', { name: en.shop.gateway.approve })).toBeDisabled();
    expect(screen.getByRole('button', { name: en.shop.gateway.decline })).toBeDisabled();
  });

  it('shows a loading state while the payment is on its way', async () => {
    signedInAs(customerMe);
    hang('get', '/api/test-gateway/checkout/:orderId');
    open();
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: en.shop.gateway.approve })).toBeDisabled();
  });
});
