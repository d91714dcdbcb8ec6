import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressListSchema } from '@formulab/shared/shop/addresses.schema';
import { paymentCheckoutSchema } from '@formulab/shared/shop/payments.schema';
import { productDetailSchema } from '@formulab/shared/shop/products.schema';
import { purchaseDetailSchema } from '@formulab/shared/shop/purchases.schema';
import en from '../../i18n/en.json';
import {
  ADDRESS_ID,
  OPTION_150,
  ORDER_ID,
  PRODUCT_ID,
  PURCHASE_ID,
  address,
  addressList,
  paymentCheckout,
  productDetail,
  purchaseDetail,
} from '../../test/fixtures/shop.ts';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './purchase.tsx';

const URL = `/purchase/${PRODUCT_ID}?option=${OPTION_150}&qty=2`;
const elsewhere = ['/login', '/payment/test-gateway', '/purchase-history'].map((path) => ({ path, element: <p>{path}</p> }));
const open = (url = URL) => renderUi(<Component />, { url, path: '/purchase/:id', routes: elsewhere });
/** 2 × ₩12,000 + ₩3,000 shipping */
const payLabel = en.shop.purchase.pay.replace('{{amount}}', '₩27,000');

/** A signed-in customer with one saved address, at the toner's checkout. */
function atCheckout() {
  signedInAs(customerMe);
  answer.get('/api/products/:id', productDetailSchema, productDetail());
  answer.get('/api/me/addresses', addressListSchema, addressList());
}

/** A saved address abroad (the shop delivers in Korea only). */
const abroad = address({
  id: '6b3e4d5c-7f80-4b9c-8d1e-2f3a4b5c6d82',
  label: 'Osaka branch',
  recipient: 'Sato Yui',
  phone: '+81 6 6123 4567',
  country: 'JP',
  postalCode: '530-0001',
  address: '1-1 Umeda, Kita-ku, Osaka',
  detail: '',
  isDefault: false,
});

describe('/purchase/:id — checkout', () => {
  it('sends a visitor to sign in and back to this same step', async () => {
    signedInAs(null);
    const { router } = open();
    await waitFor(() => expect(urlOf(router)).toBe(`/login?redirect=${encodeURIComponent(URL)}`));
  });

  it('places the order with the saved address and opens the payment', async () => {
    atCheckout();
    const placed = answer.post('/api/purchases', purchaseDetailSchema, purchaseDetail(), { status: 201 });
    const started = answer.post('/api/payments', paymentCheckoutSchema, paymentCheckout());
    const { user, router } = open();
    // waits with a light query: a role query on every change of the form is slow in the test DOM
    await screen.findByText(payLabel);
    const pay = screen.getByRole('button', { name: payLabel });
    // the option and quantity of the product page's link, the default address chosen
    expect(screen.getByRole('radio', { name: /150 mL/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Office/ })).toBeChecked();
    // the total includes VAT, stated
    expect(screen.getByTestId('amount-total')).toHaveTextContent('₩27,000');
    expect(screen.getByTestId('amount-vat')).toHaveTextContent('₩2,454');
    await user.click(screen.getByLabelText(en.shop.purchase.note));
    await user.paste('Leave it at reception.');
    await user.click(pay);
    await waitFor(() => expect(urlOf(router)).toBe(`/payment/test-gateway?orderId=${ORDER_ID}`));
    expect(placed.last?.body).toEqual({
      productId: PRODUCT_ID,
      optionId: OPTION_150,
      quantity: 2,
      addressId: ADDRESS_ID,
      note: 'Leave it at reception.',
    });
    expect(started.last?.body).toEqual({ kind: 'purchase', id: PURCHASE_ID });
  });

  it('offers only the saved addresses in Korea, and says why the others are not listed', async () => {
    signedInAs(customerMe);
    answer.get('/api/products/:id', productDetailSchema, productDetail());
    answer.get('/api/me/addresses', addressListSchema, addressList([abroad, address()]));
    open();
    await screen.findByText(payLabel);
    expect(screen.getByRole('radio', { name: /^Office/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Osaka branch/ })).toBeNull();
    expect(screen.queryByText(/1-1 Umeda/)).toBeNull();
    expect(screen.getByText(en.shop.purchase.abroadHidden)).toBeVisible();
  });

  it('asks for an address in Korea when every saved one is abroad', async () => {
    signedInAs(customerMe);
    answer.get('/api/products/:id', productDetailSchema, productDetail());
    answer.get('/api/me/addresses', addressListSchema, addressList([abroad]));
    open();
    expect(await screen.findByText(en.shop.purchase.noDomesticAddresses)).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Osaka branch/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${en.shop.address.postalCode}`) })).toHaveValue('');
  });

  it("puts the server's refusal of an address abroad on the address", async () => {
    atCheckout();
    // the address was moved abroad in another tab
    const placed = refuse('post', '/api/purchases', 400, 'VALIDATION', { addressId: 'shop.errors.domesticOnly' });
    const { user } = open();
    await screen.findByText(payLabel);
    await user.click(screen.getByRole('button', { name: payLabel }));
    await screen.findByText(en.shop.errors.domesticOnly);
    // under the saved addresses (the radio group's wrapper holds its label, the choices and the error)
    const choices = screen.getByRole('radiogroup', { name: new RegExp(`^${en.shop.purchase.savedAddress}`) }).parentElement!;
    expect(within(choices).getByText(en.shop.errors.domesticOnly)).toBeVisible();
    expect(within(choices).getByRole('radio', { name: /^Office/ })).toBeChecked();
    expect(placed.last?.body).toMatchObject({ addressId: ADDRESS_ID });
  });

  it('says why the order was refused and opens no payment', async () => {
    atCheckout();
    const placed = refuse('post', '/api/purchases', 409, 'OUT_OF_STOCK');
    const started = answer.post('/api/payments', paymentCheckoutSchema, paymentCheckout());
    const { user, router } = open();
    await screen.findByText(payLabel);
    await user.click(screen.getByRole('button', { name: payLabel }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.OUT_OF_STOCK);
    expect(placed).toHaveLength(1);
    expect(started).toHaveLength(0);
    expect(urlOf(router)).toBe(URL);
  });

  it('leads to the placed order in the history when the payment cannot be opened', async () => {
    atCheckout();
    answer.post('/api/purchases', purchaseDetailSchema, purchaseDetail(), { status: 201 });
    refuse('post', '/api/payments', 502, 'GATEWAY_ERROR');
    const { user, router } = open();
    await screen.findByText(payLabel);
    await user.click(screen.getByRole('button', { name: payLabel }));
    await waitFor(() => expect(urlOf(router)).toBe(`/purchase-history?id=${PURCHASE_ID}`));
    const toast = notificationsStore.getState().notifications.at(-1);
    expect(String(toast?.message)).toContain(en.shop.purchase.created.replace('{{ref}}', 'P-000042'));
    expect(String(toast?.message)).toContain(en.apiErrors.GATEWAY_ERROR);
  });

  it('says a product that no longer exists was not found', async () => {
    signedInAs(customerMe);
    refuse('get', '/api/products/:id', 404, 'NOT_FOUND');
    answer.get('/api/me/addresses', addressListSchema, addressList());
    open();
    expect(await screen.findByText(en.shop.detail.notFoundTitle)).toBeVisible();
    expect(screen.getByRole('link', { name: en.shop.detail.back })).toHaveAttribute('href', '/product');
  });

  it('says a sold-out product cannot be bought now', async () => {
    signedInAs(customerMe);
    answer.get(
      '/api/products/:id',
      productDetailSchema,
      productDetail({ status: 'sold_out', stock: 0, options: productDetail().options.map((o) => ({ ...o, stock: 0 })) }),
    );
    answer.get('/api/me/addresses', addressListSchema, addressList());
    open();
    expect(await screen.findByText(en.shop.purchase.unavailable)).toBeVisible();
    expect(screen.queryByRole('button', { name: payLabel })).toBeNull();
  });

  it('says the checkout could not be loaded and loads it again on request', async () => {
    signedInAs(customerMe);
    answer.get('/api/products/:id', productDetailSchema, productDetail());
    refuse('get', '/api/me/addresses', 500, 'INTERNAL');
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.shop.detail.loadError);
    answer.get('/api/me/addresses', addressListSchema, addressList());
    await user.click(within(alert).getByRole('button', { name: en.shop.list.retry }));
    expect(await screen.findByText(payLabel)).toBeVisible();
  });

  it('shows a loading state while the product is on its way', async () => {
    signedInAs(customerMe);
    hang('get', '/api/products/:id');
    answer.get('/api/me/addresses', addressListSchema, addressList());
    open();
    expect(await screen.findByText(en.shop.purchase.lead)).toBeVisible();
    expect(screen.getByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
});
