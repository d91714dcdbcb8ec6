import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTAINS_TERMS, expectSameAsContains } from '../../test/search-terms.ts';
import { startTestApp, type Caller, type TestApp, invalid, type RequestBody } from '../../test/harness.ts';
import { count } from '../../test/catalogue-fixtures.ts';
import { makeQuoteWorld, makeOrder, type QuoteWorld } from '../quotes/quotes.test-utils.ts';
import { sampleIn, usableRecipe } from '../samples/samples.test-utils.ts';
import { approve, buy, createProduct, pay } from '../purchases/shop.test-utils.ts';
import type { TestGateway } from './test-gateway.ts';

type User = Caller & { id: string; email: string };
let t: TestApp;
let staff: User;
let alice: User;
let bob: User;
let gateway: TestGateway;
let world: QuoteWorld;

beforeAll(async () => {
  t = await startTestApp({ rateLimit: { authMax: 1000, authWindowSeconds: 60 } });
  world = await makeQuoteWorld(t);
  staff = world.admin as User;
  alice = await t.user();
  bob = await t.user();
  gateway = t.app.paymentGateway as TestGateway;
});
afterAll(() => t?.close());

const product = (price = 20_000, stock = 10) => createProduct(staff, { options: [{ nameKo: 'a', nameEn: 'a', price, stock }] });
const paymentRows = (targetId: string) =>
  t.db.pool.query('select status, amount::int, payment_key from payments where target_id = $1 order by created_at', [targetId]);

describe('starting a payment', () => {
  it('the server sets the amount; one ready attempt per record is reused; the URLs point at the payment page', async () => {
    const d = await buy(alice, await product(20_000), { quantity: 2 });
    const a = await alice.request('POST', '/api/payments', { kind: 'purchase', id: d.id });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body).toMatchObject({
      amount: 43_000,
      gateway: 'test',
      clientKey: null,
      checkoutUrl: `/payment/test-gateway?orderId=${a.body.orderId}`,
      successUrl: `${t.url}/payment?result=success`,
      failUrl: `${t.url}/payment?result=fail`,
      customerEmail: alice.email,
    });
    expect(a.body.orderId).toMatch(new RegExp(`^${d.ref.replace('-', '')}-[A-Za-z0-9_-]{8}$`));
    const b = await alice.request('POST', '/api/payments', invalid({ kind: 'purchase', id: d.id, amount: 1 }));
    expect(b.status).toBe(400);
    const again = await alice.request('POST', '/api/payments', { kind: 'purchase', id: d.id });
    expect(again.body.orderId).toBe(a.body.orderId);
    expect((await bob.request('POST', '/api/payments', { kind: 'purchase', id: d.id })).status).toBe(404);
    expect((await bob.request('GET', `/api/payments/by-order/${a.body.orderId}`)).status).toBe(404);
    expect((await bob.request('GET', `/api/test-gateway/checkout/${a.body.orderId}`)).status).toBe(404);
    expect((await bob.request('POST', `/api/test-gateway/checkout/${a.body.orderId}/approve`)).status).toBe(404);
    const page = await alice.request('GET', `/api/test-gateway/checkout/${a.body.orderId}`);
    expect(page.body).toEqual({
      orderId: a.body.orderId,
      orderName: expect.any(String),
      amount: 43_000,
      successUrl: a.body.successUrl,
      failUrl: a.body.failUrl,
    });
    expect((await t.visitor.request('POST', '/api/payments', { kind: 'purchase', id: d.id })).status).toBe(401);
    const bad = await alice.request('POST', '/api/payments', invalid({ kind: 'shoes', id: 'x' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['id', 'kind']);
  });
});

describe('confirming', () => {
  it('a tampered amount or another order’s paymentKey is refused before any gateway call', async () => {
    const d = await buy(alice, await product(20_000));
    const other = await buy(alice, await product(20_000));
    const { confirm } = await approve(alice, 'purchase', d.id);
    const { confirm: otherConfirm } = await approve(alice, 'purchase', other.id);
    const calls = gateway.calls.length;
    const cheap = await alice.request('POST', '/api/payments/confirm', { ...confirm, amount: 100 });
    expect(cheap.status).toBe(422);
    expect(cheap.body).toMatchObject({ code: 'PAYMENT_MISMATCH', fields: { amount: 'errors.invalidValue' } });
    const swapped = await alice.request('POST', '/api/payments/confirm', { ...confirm, paymentKey: otherConfirm.paymentKey });
    expect(swapped.status).toBe(422);
    expect(swapped.body.fields).toEqual({ paymentKey: 'errors.invalidValue' });
    const forged = await alice.request('POST', '/api/payments/confirm', { ...confirm, paymentKey: 'tgk_abc.' + 'x'.repeat(32) });
    expect(forged.status).toBe(422);
    expect(gateway.calls.length).toBe(calls);
    expect((await bob.request('POST', '/api/payments/confirm', confirm)).status).toBe(404);
    expect((await alice.request('GET', `/api/purchases/${d.id}`)).body.state).toBe('pending_payment');
    const bad = await alice.request('POST', '/api/payments/confirm', { paymentKey: '', orderId: 'x', amount: 'lots' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['amount', 'orderId', 'paymentKey']);
  });

  it('50 concurrent confirms of one payment: one capture, one record, the same answer for all', async () => {
    const p = await product(15_000, 5);
    const d = await buy(alice, p);
    const { confirm } = await approve(alice, 'purchase', d.id);
    const captures = gateway.captures;
    const results = await Promise.all(Array.from({ length: 50 }, () => alice.request('POST', '/api/payments/confirm', confirm)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(results[0]!.body).toMatchObject({ status: 'paid', kind: 'purchase', targetId: d.id, amount: 18_000 });
    expect(gateway.captures - captures).toBe(1);
    const confirmCalls = gateway.calls.filter((c) => c.op === 'confirm' && c.key === results[0]!.body.paymentId);
    expect(confirmCalls).toHaveLength(1);
    expect((await paymentRows(d.id)).rows).toEqual([{ status: 'paid', amount: 18_000, payment_key: confirm.paymentKey }]);
    const purchase = (await alice.request('GET', `/api/purchases/${d.id}`)).body;
    expect(purchase).toMatchObject({ state: 'paid', version: 1, payment: { method: '카드' } });
    expect(purchase.timeline.filter((e: any) => e.action === 'pay')).toHaveLength(1);
    expect(await count(t, 'notifications', "subject = 'purchase' and subject_id = $1 and action = 'pay'", [d.id])).toBe(1);
    // replayed later: the same answer, no gateway call
    const calls = gateway.calls.length;
    const replay = await alice.request('POST', '/api/payments/confirm', confirm);
    expect(replay.body).toEqual(results[0]!.body);
    expect(gateway.calls.length).toBe(calls);
    const detail = (await staff.request('GET', `/api/admin/payments/${replay.body.paymentId}`)).body;
    expect(detail.events.map((e: any) => e.type)).toEqual(expect.arrayContaining(['created', 'confirmed', 'confirm_replayed']));
    // each line as facts the screen words in the reader's language, never log text
    const facts = Object.fromEntries(detail.events.map((e: any) => [e.type, e.facts]));
    expect(facts).toMatchObject({
      created: { say: 'started', amount: 18_000, gateway: 'test' },
      approved_at_gateway: { say: 'approved', gateway: 'test' },
      confirmed: { say: 'captured', amount: 18_000, method: '카드', via: 'confirm' },
      confirm_replayed: { say: 'already_paid' },
    });
    expect(detail.events.every((e: any) => e.detail === '')).toBe(true);
  });

  /** The gateway's confirm, with `after` run on what it captured before the server sees it. */
  async function confirmWith(
    confirm: Awaited<ReturnType<typeof approve>>['confirm'],
    after: (gp: Awaited<ReturnType<TestGateway['confirm']>>) => Promise<unknown>,
  ) {
    const real = gateway.confirm;
    gateway.confirm = async function (input) {
      const gp = await real.call(this, input);
      return (await after(gp)) as typeof gp;
    };
    try {
      return await alice.request('POST', '/api/payments/confirm', confirm);
    } finally {
      gateway.confirm = real;
    }
  }

  it('a capture whose transaction lost its connection is recorded once the database answers, not given back', async () => {
    const p = await product(12_000, 5);
    const d = await buy(alice, p);
    const { confirm, checkout } = await approve(alice, 'purchase', d.id);
    const captures = gateway.captures;
    const res = await confirmWith(confirm, async (gp) => {
      // the confirm's transaction waits for the gateway holding its locks: its connection is cut now
      const cut = await t.db.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and state = 'idle in transaction' and pid <> pg_backend_pid()`,
      );
      expect(cut.rowCount).toBeGreaterThan(0);
      return gp;
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'paid', targetId: d.id, paymentId: checkout.paymentId });
    expect(gateway.captures - captures).toBe(1);
    expect(gateway.calls.filter((c) => c.op === 'cancel' && c.key.startsWith(checkout.paymentId))).toEqual([]);
    expect((await paymentRows(d.id)).rows).toEqual([{ status: 'paid', amount: 15_000, payment_key: confirm.paymentKey }]);
    expect((await alice.request('GET', `/api/purchases/${d.id}`)).body.state).toBe('paid');
  });

  it('a capture that cannot be recorded is given back, the attempt failed and said so; a repeat is refused, a new attempt pays', async () => {
    const p = await product(12_000, 5);
    const d = await buy(alice, p);
    const { confirm, checkout } = await approve(alice, 'purchase', d.id);
    // the gateway answers a payment that is not done (a virtual account waiting for its deposit):
    // not recorded as paid, given back
    const res = await confirmWith(confirm, async (gp) => ({ ...gp, status: 'WAITING_FOR_DEPOSIT' }));
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('GATEWAY_ERROR');
    expect(gateway.calls.filter((c) => c.op === 'cancel' && c.key === `${checkout.paymentId}:void`)).toHaveLength(1);
    expect((await paymentRows(d.id)).rows).toEqual([{ status: 'failed', amount: 15_000, payment_key: null }]);
    const detail = (await staff.request('GET', `/api/admin/payments/${checkout.paymentId}`)).body;
    expect(detail.events.map((e: any) => e.facts)).toContainEqual({ say: 'voided', amount: 15_000 });
    // the gateway would answer a repeated Idempotency-Key with its first answer: the server does not ask
    const calls = gateway.calls.length;
    const again = await alice.request('POST', '/api/payments/confirm', confirm);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PAYMENT_NOT_PAYABLE');
    expect(gateway.calls.length).toBe(calls);
    expect((await alice.request('GET', `/api/purchases/${d.id}`)).body.state).toBe('pending_payment');
    await pay(alice, 'purchase', d.id);
    expect((await alice.request('GET', `/api/purchases/${d.id}`)).body.state).toBe('paid');
  });

  it('a declined card: the payment fails, the purchase is cancelled and its stock released', async () => {
    const p = await product(10_000, 3);
    const d = await buy(alice, p, { quantity: 2 });
    const start = await alice.request('POST', '/api/payments', { kind: 'purchase', id: d.id });
    const decline = await alice.request('POST', `/api/test-gateway/checkout/${start.body.orderId}/decline`);
    expect(decline.body).toEqual({ code: 'REJECT_CARD_PAYMENT', message: expect.any(String) });
    const res = await alice.request('POST', '/api/payments/fail', { orderId: start.body.orderId, ...decline.body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'failed', kind: 'purchase', targetId: d.id });
    expect((await alice.request('GET', `/api/purchases/${d.id}`)).body.state).toBe('cancelled');
    expect((await t.visitor.request('GET', `/api/products/${p.id}`)).body.stock).toBe(3);
    expect((await alice.request('POST', '/api/payments/fail', { orderId: start.body.orderId })).body.status).toBe('failed');
    expect((await t.visitor.request('GET', `/api/products/${p.id}`)).body.stock).toBe(3);
    expect((await bob.request('POST', '/api/payments/fail', { orderId: start.body.orderId })).status).toBe(404);
  });
});

describe('webhooks', () => {
  it('a forged webhook changes nothing; a real one records a capture the browser never confirmed; a replay changes nothing', async () => {
    const d = await buy(alice, await product(25_000));
    const { confirm, checkout } = await approve(alice, 'purchase', d.id);
    const forged = await t.visitor.request('POST', '/api/payments/webhooks/toss', {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: confirm.paymentKey, orderId: confirm.orderId, status: 'DONE' },
    });
    // the gateway never captured it: the body's "DONE" is not believed
    expect(forged.status).toBe(404);
    expect((await paymentRows(d.id)).rows[0].status).toBe('ready');
    expect((await t.visitor.request('POST', '/api/payments/webhooks/toss', { data: {} })).status).toBe(400);
    // captured at the gateway, but the browser never came back to confirm
    await gateway.confirm({ ...confirm, idempotencyKey: checkout.paymentId });
    const hook = { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: confirm.paymentKey, status: 'CANCELED' } };
    const real = await t.visitor.request('POST', '/api/payments/webhooks/toss', hook);
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    expect(real.body).toEqual({ ok: true, status: 'paid' });
    expect((await alice.request('GET', `/api/purchases/${d.id}`)).body.state).toBe('paid');
    const events = await count(t, 'payment_events');
    const workflow = await count(t, 'workflow_events');
    const replay = await t.visitor.request('POST', '/api/payments/webhooks/toss', hook);
    expect(replay.body).toEqual({ ok: true, status: 'paid' });
    expect(await count(t, 'payment_events')).toBe(events);
    expect(await count(t, 'workflow_events')).toBe(workflow);
    expect((await paymentRows(d.id)).rows).toHaveLength(1);
    // and the late confirm is answered from the record, without a second capture
    const captures = gateway.captures;
    expect((await alice.request('POST', '/api/payments/confirm', confirm)).body.status).toBe('paid');
    expect(gateway.captures).toBe(captures);
  });
});

describe('refunds', () => {
  it('partial refunds add up, never exceed what was paid, even at once, and a full refund closes and restocks', async () => {
    const p = await product(50_000, 2);
    const d = await buy(alice, p);
    const paymentId = await pay(alice, 'purchase', d.id);
    const detail = (await staff.request('GET', `/api/admin/payments/${paymentId}`)).body;
    expect(detail).toMatchObject({ amount: 50_000, refundable: 50_000, status: 'paid' });
    const first = await staff.request('POST', `/api/admin/payments/${paymentId}/refunds`, {
      amount: 15_000,
      reason: 'Damaged box',
      refundable: 50_000,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ status: 'partially_refunded', refundedAmount: 15_000, refundable: 35_000 });
    expect((await t.visitor.request('GET', `/api/products/${p.id}`)).body.stock).toBe(1);
    const tooMuch = await staff.request('POST', `/api/admin/payments/${paymentId}/refunds`, {
      amount: 35_001,
      reason: 'x',
      refundable: 35_000,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toEqual({ amount: 'errors.tooBig' });
    // ten staff tabs refunding 7,000 of the 35,000 they all see, at once: the first is refunded, the
    // other nine are told someone refunded meanwhile and refund nothing
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        staff.request('POST', `/api/admin/payments/${paymentId}/refunds`, { amount: 7000, reason: 'burst', refundable: 35_000 }),
      ),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 409).map((r) => [r.body.code, r.body.record])).toEqual(
      Array.from({ length: 9 }, () => ['CHANGED_MEANWHILE', 'payment']),
    );
    expect((await staff.request('GET', `/api/admin/payments/${paymentId}`)).body.refundable).toBe(28_000);
    const rest = await staff.request('POST', `/api/admin/payments/${paymentId}/refunds`, {
      amount: 28_000,
      reason: 'the rest',
      refundable: 28_000,
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const after = (await staff.request('GET', `/api/admin/payments/${paymentId}`)).body;
    expect(after).toMatchObject({ status: 'refunded', refundedAmount: 50_000, refundable: 0 });
    expect(after.refunds.reduce((s: number, r: any) => s + r.amount, 0)).toBe(50_000);
    expect(after.refunds[0]!.byName).toEqual(expect.any(String));
    const purchase = (await alice.request('GET', `/api/purchases/${d.id}`)).body;
    expect(purchase).toMatchObject({ state: 'cancelled', refundedAmount: 50_000 });
    expect((await t.visitor.request('GET', `/api/products/${p.id}`)).body.stock).toBe(2);
    const bad = await staff.request('POST', `/api/admin/payments/${paymentId}/refunds`, { amount: 0, reason: '', refundable: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['amount', 'reason']);
    expect(
      (await alice.request('POST', `/api/admin/payments/${paymentId}/refunds`, { amount: 1, reason: 'x', refundable: 1 })).status,
    ).toBe(403);
    expect(
      await count(t, 'notifications', "subject = 'purchase' and subject_id = $1 and user_id = $2", [d.id, alice.id]),
    ).toBeGreaterThan(0);
  });

  /** A paid purchase of `price`, and a step that moves it on with the version it last saw (`seen` after a refund). */
  async function paidPurchase(price: number) {
    const p = await product(price, 3);
    const d = await buy(alice, p);
    await pay(alice, 'purchase', d.id);
    let v = (await alice.request('GET', `/api/purchases/${d.id}`)).body.version;
    const step = async (
      who: Caller,
      path: `/api/admin/purchases/${string}/transition` | `/api/purchases/${string}/transition`,
      body: Omit<RequestBody<'POST', `/api/purchases/${string}/transition`>, 'version'>,
    ) => {
      const res = await who.request('POST', path, { version: v, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      v = res.body.version;
      return res.body;
    };
    return { p, d, step, seen: (version: number) => (v = version) };
  }

  it('a refund request on a delivered purchase is granted by staff through the gateway', async () => {
    const { p, d, step } = await paidPurchase(60_000);
    await step(staff, `/api/admin/purchases/${d.id}/transition`, { action: 'prepare' });
    const shipped = await step(staff, `/api/admin/purchases/${d.id}/transition`, {
      action: 'ship',
      carrier: 'CJ',
      trackingNumber: '1234',
    });
    expect(shipped).toMatchObject({ carrier: 'CJ', trackingNumber: '1234' });
    await step(alice, `/api/purchases/${d.id}/transition`, { action: 'deliver' });
    await step(alice, `/api/purchases/${d.id}/transition`, { action: 'request_refund', reason: 'Wrong shade' });
    const refunded = await step(staff, `/api/admin/purchases/${d.id}/transition`, { action: 'refund' });
    expect(refunded).toMatchObject({ state: 'refunded', refundedAmount: 60_000 });
    expect((await t.visitor.request('GET', `/api/products/${p.id}`)).body.stock).toBe(3);
  });

  it('a partial refund answers a refund request: the customer sees it on the timeline with its amount, and is told', async () => {
    const { d, step, seen } = await paidPurchase(40_000);
    await step(staff, `/api/admin/purchases/${d.id}/transition`, { action: 'prepare' });
    await step(staff, `/api/admin/purchases/${d.id}/transition`, { action: 'ship', carrier: 'CJ', trackingNumber: '77' });
    await step(alice, `/api/purchases/${d.id}/transition`, { action: 'deliver' });
    await step(alice, `/api/purchases/${d.id}/transition`, { action: 'request_refund', reason: 'One jar cracked' });
    const paymentId = (await t.db.pool.query(`select id from payments where kind = 'purchase' and target_id = $1`, [d.id]))
      .rows[0].id;
    const part = await staff.request('POST', `/api/admin/payments/${paymentId}/refunds`, {
      amount: 12_500,
      reason: 'Cracked jar',
      refundable: (await staff.request('GET', `/api/admin/payments/${paymentId}`)).body.refundable,
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const mine = (await alice.request('GET', `/api/purchases/${d.id}`)).body;
    // the request is answered: delivered again, with the refund on record and on the timeline
    expect(mine).toMatchObject({ state: 'delivered', refundedAmount: 12_500 });
    const event = mine.timeline.find((e: any) => e.action === 'refund_part');
    expect(event).toMatchObject({ from: 'refund_requested', to: 'delivered', actor: 'staff', note: '₩12,500 · Cracked jar' });
    const told = await t.db.pool.query(
      `select action, state from notifications where subject_id = $1 and user_id = $2 order by id desc limit 1`,
      [d.id, alice.id],
    );
    expect(told.rows[0]).toEqual({ action: 'partial_refund', state: 'delivered' });
    // a further refund can still be asked for (the refund moved the purchase on: its version with it)
    seen(mine.version);
    await step(alice, `/api/purchases/${d.id}/transition`, { action: 'request_refund', reason: 'Second jar too' });
    expect((await bob.request('GET', `/api/purchases/${d.id}`)).status).toBe(404);
  });
});

describe('sample fees and production orders', () => {
  it('a sample fee is paid online: the system moves the request to production; record_payment writes an offline payment', async () => {
    const recipe = await usableRecipe(alice, world.catalogue);
    const s = await sampleIn({ customer: alice, staff }, recipe.id, 'awaiting_payment');
    expect((await bob.request('POST', '/api/payments', { kind: 'sample', id: s.id })).status).toBe(404);
    const start = await alice.request('POST', '/api/payments', { kind: 'sample', id: s.id });
    expect(start.body.amount).toBe(35_000);
    await pay(alice, 'sample', s.id);
    const after = (await alice.request('GET', `/api/sample-requests/${s.id}`)).body;
    expect(after.state).toBe('in_production');
    expect(after.paidAt).toEqual(expect.any(String));
    expect(after.timeline.at(-1)).toMatchObject({ action: 'pay', actor: 'system' });
    expect((await alice.request('POST', '/api/payments', { kind: 'sample', id: s.id })).status).toBe(409);

    const offline = await sampleIn({ customer: alice, staff }, recipe.id, 'awaiting_payment');
    const res = await staff.request('POST', `/api/admin/sample-requests/${offline.id}/transitions`, {
      action: 'record_payment',
      version: offline.version,
    });
    expect(res.status).toBe(200);
    expect(
      (await t.db.pool.query('select gateway, status, amount::int from payments where target_id = $1', [offline.id])).rows,
    ).toEqual([{ gateway: 'offline', status: 'paid', amount: 35_000 }]);
  });

  it('a production order is paid online; its payment shows in the staff list and the sales report', async () => {
    const order = await makeOrder(t, world, alice);
    await pay(alice, 'order', order.id);
    const after = (await alice.request('GET', `/api/orders/${order.id}`)).body;
    expect(after).toMatchObject({ state: 'paid', paymentStatus: 'paid' });
    const list = await staff.request('GET', `/api/admin/payments?kind=order&q=${encodeURIComponent(after.ref)}`);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    // what is charged is the supply amount and its VAT (10 %: the order ships in Korea)
    expect(order.vat).toBe(Math.floor(order.total / 10));
    expect(list.body.items[0]).toMatchObject({ kind: 'order', targetId: order.id, status: 'paid', amount: order.amountDue });
    expect(order.amountDue).toBe(order.total + order.vat);
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const sales = await staff.request('GET', `/api/admin/sales?from=${today}&to=${today}`);
    expect(sales.status, JSON.stringify(sales.body)).toBe(200);
    expect(sales.body.series).toHaveLength(1);
    expect(sales.body.totals.byKind.order).toBeGreaterThanOrEqual(order.amountDue);
    expect(sales.body.totals.net).toBe(sales.body.totals.gross - sales.body.totals.refunded);
  });
});

describe('what a payment was for', () => {
  it('is told the gateway in Korean, and kept in English for English readers', async () => {
    const p = await createProduct(staff, {
      nameKo: '수분 세럼',
      nameEn: 'Moisture serum',
      options: [{ nameKo: '50 ml 리필', nameEn: '50 ml refill', price: 12_000, stock: 5 }],
    });
    const d = await buy(alice, p, { quantity: 2 });
    const start = await alice.request('POST', '/api/payments', { kind: 'purchase', id: d.id });
    expect(start.body.orderName).toBe('수분 세럼 (50 ml 리필) × 2');
    const listed = (await staff.request('GET', `/api/admin/payments?q=${d.ref}`)).body.items;
    expect(listed).toEqual([
      expect.objectContaining({ orderName: '수분 세럼 (50 ml 리필) × 2', orderNameEn: 'Moisture serum (50 ml refill) × 2' }),
    ]);
    const detail = (await staff.request('GET', `/api/admin/payments/${start.body.paymentId}`)).body;
    expect(detail.orderNameEn).toBe('Moisture serum (50 ml refill) × 2');
  });
});

describe('staff lists and the report', () => {
  it('lists with filters and pages, exports CSV, and the sales report has every bucket', async () => {
    const page = await staff.request('GET', '/api/admin/payments?limit=2');
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThan(2);
    const next = await staff.request('GET', `/api/admin/payments?limit=2&cursor=${page.body.nextCursor}`);
    expect(next.body.items[0]!.id).not.toBe(page.body.items[0]!.id);
    const refunded = await staff.request('GET', '/api/admin/payments?status=refunded');
    expect(refunded.body.items.every((i: any) => i.status === 'refunded')).toBe(true);
    const csv = await staff.request('GET', '/api/admin/payments.csv?kind=purchase');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(String(csv.body).split('\r\n')[0]).toContain('orderId');
    // the year 0000 is a well-formed ISO day PostgreSQL has no place for: the field's message, not a 500
    for (const path of [
      '/api/admin/payments.csv?to=0000-02-29',
      '/api/admin/payments?from=0000-01-01',
      '/api/admin/sales?from=0000-01-01&to=2026-01-01',
    ] as const) {
      const res = await staff.request('GET', path);
      expect(res.status, path).toBe(400);
      expect(Object.values(res.body.fields), path).toContain('errors.invalidDate');
    }
    const week = await staff.request('GET', '/api/admin/sales?from=2026-01-01&to=2026-03-31&bucket=week');
    expect(week.body.series.length).toBe(14);
    expect(week.body.series[0]!.bucket).toBe('2025-12-29');
    const month = await staff.request('GET', '/api/admin/sales?from=2026-01-15&to=2026-03-01&bucket=month');
    expect(month.body.series.map((s: any) => s.bucket)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    const day = await staff.request('GET', '/api/admin/sales?from=2026-02-27&to=2026-03-02');
    expect(day.body.series.map((s: any) => s.bucket)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    const backwards = await staff.request('GET', '/api/admin/sales?from=2026-03-02&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ to: 'errors.rangeOrder' });
    const salesCsv = await staff.request('GET', '/api/admin/sales.csv?from=2026-02-27&to=2026-03-02');
    expect(String(salesCsv.body).trim().split('\r\n')).toHaveLength(5);
    expect((await alice.request('GET', '/api/admin/sales?from=2026-02-27&to=2026-03-02')).status).toBe(403);
    expect((await t.visitor.request('GET', '/api/admin/payments')).status).toBe(401);
  });
});

describe('migration 0043: the history written before facts', () => {
  it('reads each old log line back into its facts; a line it does not know stays as written', async () => {
    const d = await buy(alice, await product(20_000));
    const start = await alice.request('POST', '/api/payments', { kind: 'purchase', id: d.id });
    const paymentId: string = start.body.paymentId;
    const amount: number = start.body.amount;
    const staffName = (await t.db.pool.query('select name from users where id = $1', [staff.id])).rows[0].name;
    const old: [string, string][] = [
      ['created', '43000 KRW via test'],
      ['approved_at_gateway', 'test gateway'],
      ['confirmed', 'confirm: 카드 43000 KRW'],
      ['confirmed', 'webhook: 43000 KRW'],
      ['abandoned', 'replaced by a new checkout'],
      ['abandoned', 'left at the gateway'],
      ['abandoned', 'paid by FLP000031-abc'],
      ['abandoned', 'Payment failed: REJECT_CARD_PAYMENT'],
      ['abandoned', 'The reservation ran out before payment'],
      ['refunded', '20000 KRW: 용기 파손: 교환'],
      ['failed', 'REJECT_CARD_PAYMENT: 한도 초과: 다른 카드'],
      ['confirm_replayed', 'already paid: answered without the gateway'],
      ['recorded_offline', `by staff ${staff.id}`],
      ['confirm_refused', 'amount 1000 ≠ 43000'],
      ['confirm_refused', 'paymentKey of another order'],
      ['confirm_refused', 'the purchase can no longer be paid (cancelled)'],
      ['confirm_refused', 'the order can no longer be paid (gone)'],
      ['webhook', 'captured for a sample that can no longer be paid: given back'],
      ['webhook', 'the gateway says EXPIRED'],
      ['webhook', '5000 KRW refunded at the gateway'],
      ['note', 'purchase refund: nothing left to refund'],
      ['webhook', 'something said by hand'],
    ];
    await t.db.pool.query('delete from payment_events where payment_id = $1', [paymentId]);
    for (const [type, detail] of old) {
      await t.db.pool.query('insert into payment_events (payment_id, type, detail) values ($1, $2, $3)', [
        paymentId,
        type,
        detail,
      ]);
    }
    const file = new URL('../../../drizzle/0043_payment_event_facts.sql', import.meta.url);
    const [, ...backfill] = (await import('node:fs')).readFileSync(file, 'utf8').split('--> statement-breakpoint');
    for (const statement of backfill) await t.db.pool.query(statement);
    const { rows } = await t.db.pool.query('select facts from payment_events where payment_id = $1 order by id', [paymentId]);
    expect(rows.map((r) => r.facts)).toEqual([
      { say: 'started', amount: 43_000, gateway: 'test' },
      { say: 'approved', gateway: 'test' },
      { say: 'captured', amount: 43_000, method: '카드', via: 'confirm' },
      { say: 'captured', amount: 43_000, method: null, via: 'webhook' },
      { say: 'replaced' },
      { say: 'left_at_gateway' },
      { say: 'paid_by_other', orderId: 'FLP000031-abc' },
      { say: 'payment_failed', code: 'REJECT_CARD_PAYMENT' },
      { say: 'reservation_ran_out' },
      { say: 'refunded', amount: 20_000, reason: '용기 파손: 교환' },
      { say: 'declined', code: 'REJECT_CARD_PAYMENT', message: '한도 초과: 다른 카드' },
      { say: 'already_paid' },
      { say: 'recorded_offline', amount, staff: staffName },
      { say: 'amount_mismatch', amount: 1_000, expected: 43_000 },
      { say: 'other_order_key' },
      { say: 'not_payable', kind: 'purchase', state: 'cancelled' },
      { say: 'not_payable', kind: 'order', state: null },
      { say: 'given_back', kind: 'sample' },
      { say: 'gateway_status', status: 'EXPIRED' },
      { say: 'refunded_at_gateway', amount: 5_000 },
      { say: 'nothing_to_refund' },
      null,
    ]);
    // and each one is a line the screens can word
    const detail = (await staff.request('GET', `/api/admin/payments/${paymentId}`)).body;
    expect(detail.events).toHaveLength(old.length);
  });
});

describe("staff's search by short terms (issue 27)", () => {
  it('finds by one or two characters, Korean words and LIKE wildcards exactly what "contains" finds', async () => {
    // order id, reference and order name through their joined text's indexes, the customer through the
    // users' (lib/like.ts): the matches of the LIKE alone on each field
    const dana = await t.user({ email: `dana-${Date.now().toString(36)}@dalbit.kr` });
    await t.db.pool.query(`update users set name = '한다나', company_name = '달빛화장품' where id = $1`, [dana.id]);
    const serum = await createProduct(staff, {
      nameKo: '수분세럼 100%',
      nameEn: 'Serum_refill \\ kr',
      options: [{ nameKo: '달빛', nameEn: 'moon', price: 10_000, stock: 10 }],
    });
    const mine = await buy(dana, serum, { quantity: 1 });
    const started = await dana.request('POST', '/api/payments', { kind: 'purchase', id: mine.id });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const other = await buy(alice, serum, { quantity: 1 });
    expect((await alice.request('POST', '/api/payments', { kind: 'purchase', id: other.id })).status).toBe(200);
    await expectSameAsContains(
      [
        ...CONTAINS_TERMS,
        '한다',
        mine.ref.toLowerCase(),
        `${mine.ref.toLowerCase()} 수`,
        started.body.orderId.slice(-6).toLowerCase(),
      ],
      async (term) => {
        const res = await staff.request('GET', `/api/admin/payments?limit=100&q=${encodeURIComponent(term)}`);
        expect(res.status, term).toBe(200);
        return res.body.items.map((i: { id: string }) => i.id);
      },
      async (like) =>
        (
          await t.db.pool.query(
            `select pay.id from payments pay join users u on u.id = pay.owner_id
             where lower(pay.order_id) like $1 or lower(pay.target_ref) like $1 or lower(pay.order_name) like $1
               or lower(u.name) like $1 or lower(u.company_name) like $1 or lower(u.email) like $1`,
            [like],
          )
        ).rows.map((r) => r.id),
    );
    const found = async (q: string) =>
      (await staff.request('GET', `/api/admin/payments?q=${encodeURIComponent(q)}`)).body.items.map((i: { id: string }) => i.id);
    expect(await found('한다')).toEqual([started.body.paymentId]);
  });
});
