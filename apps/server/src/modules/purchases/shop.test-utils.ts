/** Helpers for the shop's API tests: a product, a purchase, a payment through the test gateway. */
import { expect } from 'vitest';
import type { Caller } from '../../test/harness.ts';
import type { RequestBody } from '../../test/harness.ts';

export const SHIPPING = {
  recipient: 'Kim Minji',
  phone: '010-1234-5678',
  postalCode: '06236',
  address: '123 Teheran-ro, Gangnam-gu, Seoul',
  detail: '4th floor',
};

let n = 0;
export const productBody = (over: Record<string, unknown> = {}): RequestBody<'POST', '/api/admin/products'> => ({
  nameKo: `테스트 크림 ${++n}`,
  nameEn: `Test cream ${n}`,
  summaryKo: '요약',
  summaryEn: 'Summary',
  category: 'skincare',
  status: 'active',
  options: [{ nameKo: '50 ml', nameEn: '50 ml', price: 20_000, stock: 10 }],
  ...over,
});

/** A product made by staff (201), returned as its detail. */
export async function createProduct(staff: Caller, over: Record<string, unknown> = {}): Promise<any> {
  const res = await staff.request('POST', '/api/admin/products', productBody(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const purchaseBody = (product: any, over: Record<string, unknown> = {}): RequestBody<'POST', '/api/purchases'> => ({
  productId: product.id,
  optionId: product.options[0].id,
  quantity: 1,
  shipping: SHIPPING,
  ...over,
});

/** A purchase (201), returned as its detail. */
export async function buy(customer: Caller, product: any, over: Record<string, unknown> = {}): Promise<any> {
  const res = await customer.request('POST', '/api/purchases', purchaseBody(product, over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Starts a payment and approves it on the test gateway: the checkout and the success redirect's parameters. */
export async function approve(customer: Caller, kind: 'purchase' | 'sample' | 'order', id: string) {
  const start = await customer.request('POST', '/api/payments', { kind, id });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const ok = await customer.request('POST', `/api/test-gateway/checkout/${start.body.orderId}/approve`);
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  return {
    checkout: start.body,
    confirm: {
      paymentKey: ok.body.paymentKey,
      orderId: start.body.orderId,
      amount: start.body.amount,
    },
  };
}

/** Pays for a record end to end through the test gateway; returns the payment's id. */
export async function pay(customer: Caller, kind: 'purchase' | 'sample' | 'order', id: string): Promise<string> {
  const { confirm } = await approve(customer, kind, id);
  const res = await customer.request('POST', '/api/payments/confirm', confirm);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe('paid');
  return res.body.paymentId;
}
