/** The demo shop: a dozen products with pictures, the demo customer's purchase history and payments; seeding twice adds nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../test/harness.ts';
import { count } from '../test/catalogue-fixtures.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './demo.ts';
import { DEMO_PRODUCTS, seedDemoShop } from './shop.seed.ts';
import type { TestGateway } from '../modules/payments/test-gateway.ts';

let t: TestApp;
let customer: Caller;
let admin: Caller;
const quiet = { info: () => {}, warn: () => {} } as never;

beforeAll(async () => {
  t = await startTestApp();
  const gateway = t.app.paymentGateway as TestGateway;
  await seedDemoData(t.db.db, t.app.auth, quiet, { paymentKey: gateway.issueKey.bind(gateway) });
  customer = await t.signIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  admin = await t.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
}, 180_000);
afterAll(() => t?.close());

describe('demo shop', () => {
  it('lists a dozen products with pictures a visitor can load', async () => {
    const page = (await t.visitor.request('GET', '/api/products?limit=100')).body;
    expect(page.total).toBe(DEMO_PRODUCTS.filter((p) => p.status !== 'hidden').length);
    expect(page.items.every((p: any) => p.thumbUrl)).toBe(true);
    const detail = (await t.visitor.request('GET', `/api/products/${page.items[0]!.id}`)).body;
    expect(detail.images).toHaveLength(2);
    // the detail photo pages show: a WebP with its size
    for (const image of detail.images)
      expect(image.display).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    const display = await fetch(t.url + detail.images[0]!.display!.url);
    expect(display.headers.get('content-type')).toBe('image/webp');
    const thumb = await fetch(t.url + page.items[0]!.thumbUrl);
    expect(thumb.status).toBe(200);
  });

  it('gives the demo customer a history and staff a sales report with something in it', async () => {
    const list = (await customer.request('GET', '/api/purchases?limit=100')).body;
    expect(list.total).toBeGreaterThanOrEqual(12);
    expect(list.counts).toMatchObject({ refunded: 1, cancelled: 1 });
    expect(list.counts!.delivered).toBeGreaterThan(5);
    const one = (await customer.request('GET', `/api/purchases/${list.items.at(-1)!.id}`)).body;
    expect(one.timeline.length).toBeGreaterThan(2);
    expect(one.payment).not.toBeNull();
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 95 * 86_400_000).toISOString().slice(0, 10);
    const sales = (await admin.request('GET', `/api/admin/sales?from=${from}&to=${today}&bucket=week`)).body;
    expect(sales.totals.net).toBeGreaterThan(0);
    expect(sales.totals.refunded).toBeGreaterThan(0);
    expect(sales.topProducts.length).toBeGreaterThan(3);
    expect(sales.totals.byKind.sample).toBeGreaterThan(0);
    expect((await admin.request('GET', '/api/admin/payments')).body.total).toBeGreaterThanOrEqual(14);
  });

  it('staff can refund a demo payment through the test gateway, which never saw its capture', async () => {
    const page = (await admin.request('GET', '/api/admin/payments?kind=purchase&status=paid')).body;
    const payment = page.items[0];
    expect(payment!.gateway).toBe('test');
    const half = Math.floor(payment!.amount / 2);
    const res = await admin.request('POST', `/api/admin/payments/${payment!.id}/refunds`, {
      amount: half,
      reason: 'Damaged box',
      refundable: payment!.amount,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'partially_refunded', refundedAmount: half, refundable: payment!.amount - half });
  });

  it('seeding again adds nothing', async () => {
    const before = await count(t, 'products');
    await seedDemoShop(t.db.db, quiet);
    expect(await count(t, 'products')).toBe(before);
  });
});
