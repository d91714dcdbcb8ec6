/** The Toss Payments adapter against a local fake of its API, alone and behind the whole app (PAYMENT_GATEWAY=toss). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { buy, createProduct } from '../purchases/shop.test-utils.ts';
import { GatewayError } from './gateway.ts';
import { startTossFake } from '../../test/toss-fake.ts';
import { TossGateway } from './toss-gateway.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

const SECRET = 'test_sk_fake_0123456789';
let fake: Awaited<ReturnType<typeof startTossFake>>;
let t: TestApp;
let staff: Caller;
let alice: Caller;

beforeAll(async () => {
  fake = await startTossFake(SECRET);
  const config = loadConfig({
    PAYMENT_GATEWAY: 'toss',
    TOSS_SECRET_KEY: SECRET,
    TOSS_CLIENT_KEY: 'test_ck_fake',
    TOSS_API_BASE: fake.url,
  });
  ({ t, admin: staff, customer: alice } = await withStaffAndCustomer(startTestApp({ payments: config.payments })));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('TossGateway', () => {
  it('confirms with Basic auth and an Idempotency-Key, cancels, reads back, and maps errors', async () => {
    const gw = new TossGateway(SECRET, 'ck', fake.url);
    const key = fake.authorise('ORDER-unit-1', 12_000);
    const p = await gw.confirm({ paymentKey: key, orderId: 'ORDER-unit-1', amount: 12_000, idempotencyKey: 'idem-1' });
    expect(p).toMatchObject({ paymentKey: key, orderId: 'ORDER-unit-1', status: 'DONE', totalAmount: 12_000, method: '카드' });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payments/confirm',
      auth: 'Basic ' + Buffer.from(SECRET + ':').toString('base64'),
      idempotencyKey: 'idem-1',
      body: { paymentKey: key, orderId: 'ORDER-unit-1', amount: 12_000 },
    });
    // the same key again: the first answer, no second capture
    expect(
      (await gw.confirm({ paymentKey: key, orderId: 'ORDER-unit-1', amount: 12_000, idempotencyKey: 'idem-1' })).status,
    ).toBe('DONE');
    const c = await gw.cancel({ paymentKey: key, amount: 2000, reason: 'partial', idempotencyKey: 'ref-1' });
    expect(c).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 10_000 });
    expect(fake.requests.at(-1)!.body).toEqual({ cancelReason: 'partial', cancelAmount: 2000 });
    expect((await gw.get(key))?.balanceAmount).toBe(10_000);
    expect(await gw.get('nobody')).toBeNull();
    const err = await gw.cancel({ paymentKey: key, amount: 99_999, reason: 'x', idempotencyKey: 'ref-2' }).catch((e) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ code: 'NOT_CANCELABLE_AMOUNT', status: 400 });
    const bad = await new TossGateway('wrong', null, fake.url).get(key).catch((e) => e);
    expect(bad).toMatchObject({ code: 'UNAUTHORIZED_KEY', status: 401 });
    const down = await new TossGateway(SECRET, null, 'http://127.0.0.1:1').get(key).catch((e) => e);
    expect(down).toMatchObject({ code: 'NETWORK' });
  });
});

describe('the app on Toss Payments', () => {
  it('checks out with the client key, confirms after its own checks, refunds, and reconciles webhooks by reading back', async () => {
    const product = await createProduct(staff, { options: [{ nameKo: 'a', nameEn: 'a', price: 55_000, stock: 3 }] });
    const d = await buy(alice, product);
    const start = await alice.request('POST', '/api/payments', { kind: 'purchase', id: d.id });
    expect(start.body).toMatchObject({ gateway: 'toss', clientKey: 'test_ck_fake', checkoutUrl: null, amount: 55_000 });
    expect((await alice.request('GET', `/api/test-gateway/checkout/${start.body.orderId}`)).status).toBe(404);
    const paymentKey = fake.authorise(start.body.orderId, 55_000);
    const before = fake.requests.length;
    const tampered = await alice.request('POST', '/api/payments/confirm', {
      paymentKey,
      orderId: start.body.orderId,
      amount: 5500,
    });
    expect(tampered.status).toBe(422);
    expect(fake.requests.length).toBe(before);
    const ok = await alice.request('POST', '/api/payments/confirm', { paymentKey, orderId: start.body.orderId, amount: 55_000 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/payments/confirm', idempotencyKey: ok.body.paymentId });
    const refund = await staff.request('POST', `/api/admin/payments/${ok.body.paymentId}/refunds`, {
      amount: 5000,
      reason: 'Late',
      refundable: 55_000,
    });
    expect(refund.body).toMatchObject({ status: 'partially_refunded', refundable: 50_000 });
    expect(fake.requests.at(-1)).toMatchObject({ path: `/v1/payments/${paymentKey}/cancel`, body: { cancelAmount: 5000 } });
    expect(fake.requests.at(-1)!.idempotencyKey).toEqual(refund.body.refunds[0]!.id);
    // refunded at Toss's console; the webhook only names the key, the amount is read back from Toss
    await new TossGateway(SECRET, null, fake.url).cancel({
      paymentKey,
      amount: 10_000,
      reason: 'console',
      idempotencyKey: 'console-1',
    });
    const hook = await t.visitor.request('POST', '/api/payments/webhooks/toss', {
      data: { paymentKey, status: 'CANCELED', totalAmount: 1 },
    });
    expect(hook.body).toEqual({ ok: true, status: 'partially_refunded' });
    const after = (await staff.request('GET', `/api/admin/payments/${ok.body.paymentId}`)).body;
    expect(after).toMatchObject({ refundedAmount: 15_000, refundable: 40_000 });
    expect(
      (await t.visitor.request('POST', '/api/payments/webhooks/toss', { data: { paymentKey, status: 'CANCELED' } })).body,
    ).toEqual({
      ok: true,
      status: 'partially_refunded',
    });
    expect((await staff.request('GET', `/api/admin/payments/${ok.body.paymentId}`)).body.refundedAmount).toBe(15_000);
    expect((await t.visitor.request('POST', '/api/payments/webhooks/toss', { data: { paymentKey: 'forged' } })).status).toBe(404);
  });
});
