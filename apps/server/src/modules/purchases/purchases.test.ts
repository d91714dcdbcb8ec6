import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTAINS_TERMS, expectSameAsContains } from '../../test/search-terms.ts';
import { PURCHASE_RESERVATION_MINUTES } from '@formulab/shared/shop/purchases.schema';
import { startTestApp, type Caller, type TestApp, invalid, type RequestBody } from '../../test/harness.ts';
import { count } from '../../test/catalogue-fixtures.ts';
import type { TestGateway } from '../payments/test-gateway.ts';
import { releaseExpiredReservations } from './purchases.service.ts';
import { SHIPPING, approve, buy, createProduct, pay, purchaseBody } from './shop.test-utils.ts';
import { withStaffAndTwoCustomers } from '../../test/signed-in.ts';

type User = Caller & { id: string };
let t: TestApp;
let staff: User;
let alice: User;
let bob: User;

beforeAll(
  async () =>
    ({
      t,
      admin: staff,
      a: alice,
      b: bob,
    } = await withStaffAndTwoCustomers(startTestApp({ rateLimit: { authMax: 1000, authWindowSeconds: 60 } }))),
);
afterAll(() => t?.close());

const stockOf = async (productId: string) =>
  (await t.visitor.request('GET', `/api/products/${productId}`)).body as { stock: number; options: { stock: number }[] };

describe('checkout', () => {
  it('computes the amount on the server, reserves the stock and holds it for the reservation time', async () => {
    const p = await createProduct(staff, { options: [{ nameKo: '50 ml', nameEn: '50 ml', price: 12_000, stock: 5 }] });
    const before = Date.now();
    const d = await buy(alice, p, { quantity: 2, note: 'Gift wrap' });
    expect(d).toMatchObject({
      state: 'pending_payment',
      quantity: 2,
      unitPrice: 12_000,
      subtotal: 24_000,
      shippingFee: 3000,
      total: 27_000,
      refundedAmount: 0,
      version: 0,
      shipping: SHIPPING,
      note: 'Gift wrap',
      payment: null,
      customer: null,
      actions: ['cancel'],
    });
    expect(d.ref).toMatch(/^P-\d{6}$/);
    const until = new Date(d.reservedUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + (PURCHASE_RESERVATION_MINUTES - 1) * 60_000);
    expect((await stockOf(p.id)).stock).toBe(3);
    const free = await buy(alice, p, { quantity: 3 });
    expect(free).toMatchObject({ subtotal: 36_000, shippingFee: 3000 });
    // a client-sent amount is not even accepted
    const sneaky = await alice.request('POST', '/api/purchases', invalid({ ...purchaseBody(p), total: 1 }));
    expect(sneaky.status).toBe(400);
  });

  it('refuses sold-out, hidden and unknown products and options, and more units than are left', async () => {
    const p = await createProduct(staff, { options: [{ nameKo: 'a', nameEn: 'a', price: 1000, stock: 1 }] });
    const more = await alice.request('POST', '/api/purchases', purchaseBody(p, { quantity: 2 }));
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ code: 'OUT_OF_STOCK', fields: { quantity: 'errors.outOfStock' } });
    const soldOut = await createProduct(staff, { status: 'sold_out' });
    const so = await alice.request('POST', '/api/purchases', purchaseBody(soldOut));
    expect(so.status).toBe(409);
    expect(so.body.fields).toEqual({ productId: 'errors.outOfStock' });
    const hidden = await createProduct(staff, { status: 'hidden' });
    expect((await alice.request('POST', '/api/purchases', purchaseBody(hidden))).status).toBe(404);
    const other = await createProduct(staff);
    const wrong = await alice.request('POST', '/api/purchases', purchaseBody(p, { optionId: other.options[0].id }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ optionId: 'errors.unknownOption' });
    expect((await stockOf(p.id)).stock).toBe(1);
  });

  it('answers 400 with field messages for bad input, never a 500', async () => {
    const p = await createProduct(staff);
    const bodies: [unknown, string][] = [
      [{}, 'productId'],
      [{ ...purchaseBody(p), quantity: 0 }, 'quantity'],
      [{ ...purchaseBody(p), quantity: 101 }, 'quantity'],
      [{ ...purchaseBody(p), quantity: 1.5 }, 'quantity'],
      [{ ...purchaseBody(p), shipping: undefined }, 'addressId'],
      [{ ...purchaseBody(p), addressId: crypto.randomUUID() }, 'addressId'],
      [{ ...purchaseBody(p), shipping: { ...SHIPPING, phone: 'x' } }, 'shipping.phone'],
    ];
    for (const [body, field] of bodies) {
      const res = await alice.request('POST', '/api/purchases', invalid(body));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fields?.[field], `${field}: ${JSON.stringify(res.body)}`).toEqual(expect.stringMatching(/^errors\./));
    }
  });

  it('uses a saved address, saves a typed one on request, and refuses another customer’s address', async () => {
    const p = await createProduct(staff);
    const saved = await bob.request('POST', '/api/me/addresses', { ...SHIPPING, recipient: 'Bob' });
    const withSaved = await buy(bob, p, { shipping: undefined, addressId: saved.body.id });
    expect(withSaved.shipping.recipient).toBe('Bob');
    const stolen = await alice.request('POST', '/api/purchases', {
      ...purchaseBody(p),
      shipping: undefined,
      addressId: saved.body.id,
    });
    expect(stolen.status).toBe(404);
    // the shop delivers in Korea only: an address abroad (for production orders) is refused, nothing held
    const abroad = await bob.request('POST', '/api/me/addresses', { ...SHIPPING, country: 'JP', postalCode: '100-0005' });
    expect(abroad.status).toBe(201);
    const stockBefore = (await stockOf(p.id)).stock;
    const foreign = await bob.request('POST', '/api/purchases', {
      ...purchaseBody(p),
      shipping: undefined,
      addressId: abroad.body.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ addressId: 'shop.errors.domesticOnly' });
    expect((await stockOf(p.id)).stock).toBe(stockBefore);
    await buy(bob, p, { shipping: { ...SHIPPING, recipient: 'Bob at home' }, saveAddress: true });
    expect((await bob.request('GET', '/api/me/addresses')).body.items.map((a: any) => a.recipient)).toContain('Bob at home');
  });

  it('20 buyers of the last unit at once: exactly one purchase, stock never below zero', async () => {
    const p = await createProduct(staff, { options: [{ nameKo: 'last', nameEn: 'last', price: 9000, stock: 1 }] });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => t.user()));
    const results = await Promise.all(buyers.map((b) => b.request('POST', '/api/purchases', purchaseBody(p))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await count(t, 'purchases', 'product_id = $1', [p.id])).toBe(1);
    const after = await stockOf(p.id);
    expect(after.stock).toBe(0);
    expect(after.options[0]!.stock).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  const keyed = (who: User, body: RequestBody<'POST', '/api/purchases'>, key: string) =>
    who.request('POST', '/api/purchases', body, { 'idempotency-key': key });

  it('a checkout sent again with the same key answers the first purchase: one purchase, units taken once', async () => {
    const p = await createProduct(staff, { options: [{ nameKo: 'a', nameEn: 'a', price: 10_000, stock: 10 }] });
    const key = crypto.randomUUID();
    const first = await keyed(alice, purchaseBody(p, { quantity: 2 }), key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await keyed(alice, purchaseBody(p, { quantity: 2 }), key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await count(t, 'purchases', 'product_id = $1', [p.id])).toBe(1);
    expect((await stockOf(p.id)).stock).toBe(8);
    // without a key, or with another key, each checkout is a purchase of its own
    expect((await alice.request('POST', '/api/purchases', purchaseBody(p))).status).toBe(201);
    expect((await keyed(alice, purchaseBody(p), `${key}-2`)).status).toBe(201);
    expect(await count(t, 'purchases', 'product_id = $1', [p.id])).toBe(3);
    expect((await stockOf(p.id)).stock).toBe(6);
  });

  it('ten concurrent sends with one key make one purchase; the key is the customer’s own', async () => {
    const p = await createProduct(staff, { options: [{ nameKo: 'a', nameEn: 'a', price: 10_000, stock: 10 }] });
    const key = `retry_${crypto.randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => keyed(bob, purchaseBody(p), key)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect((await stockOf(p.id)).stock).toBe(9);
    // another customer's checkout under the same key is theirs, not bob's purchase
    const other = await keyed(alice, purchaseBody(p), key);
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(results[0]!.body.id);
    expect(await count(t, 'purchases', 'product_id = $1', [p.id])).toBe(2);
  });

  it('a refused checkout keeps nothing under its key; a malformed key is a 400', async () => {
    const p = await createProduct(staff, { options: [{ nameKo: 'a', nameEn: 'a', price: 10_000, stock: 1 }] });
    const key = crypto.randomUUID();
    expect((await keyed(alice, purchaseBody(p, { quantity: 2 }), key)).status).toBe(409);
    expect((await keyed(alice, purchaseBody(p, { quantity: 1 }), key)).status).toBe(201);
    for (const bad of ['short', 'x'.repeat(101), 'has space-in-it', 'slash//key!']) {
      const res = await keyed(alice, purchaseBody(p), bad);
      expect(res.status, `${bad}: ${JSON.stringify(res.body)}`).toBe(400);
    }
    expect(await count(t, 'purchases', 'product_id = $1', [p.id])).toBe(1);
  });
});

describe('lists and ownership', () => {
  it('a customer lists only their own purchases with counts per state; another customer’s answers 404', async () => {
    const p = await createProduct(staff);
    const carol = await t.user();
    const mine = await buy(carol, p);
    const theirs = await buy(bob, p);
    const list = await carol.request('GET', '/api/purchases');
    expect(list.body.items.map((i: any) => i.id)).toEqual([mine.id]);
    expect(list.body.total).toBe(1);
    expect(list.body.counts).toMatchObject({ pending_payment: 1, paid: 0 });
    expect((await carol.request('GET', `/api/purchases/${theirs.id}`)).status).toBe(404);
    const probe = await carol.request('POST', `/api/purchases/${theirs.id}/transition`, { action: 'cancel', version: 0 });
    expect(probe.status).toBe(404);
    expect((await carol.request('GET', '/api/purchases?state=paid')).body).toMatchObject({ items: [], total: 0 });
    expect((await t.visitor.request('GET', '/api/purchases')).status).toBe(401);
    expect((await carol.request('GET', '/api/admin/purchases')).status).toBe(403);
    const staffList = await staff.request('GET', `/api/admin/purchases?q=${encodeURIComponent(mine.ref)}`);
    expect(staffList.body.items.map((i: any) => i.id)).toEqual([mine.id]);
    expect(staffList.body.items[0]!.customer).toMatchObject({ id: carol.id });
    const page = await staff.request('GET', '/api/admin/purchases?limit=1');
    expect(page.body.nextCursor).toEqual(expect.any(String));
    const next = await staff.request('GET', `/api/admin/purchases?limit=1&cursor=${page.body.nextCursor}`);
    expect(next.status).toBe(200);
    expect(next.body.counts).toBeNull();
    expect(next.body.items[0]!.id).not.toBe(page.body.items[0]!.id);
  });
});

describe('cancellation and release', () => {
  it('a customer cancels an unpaid purchase: the stock returns once', async () => {
    const p = await createProduct(staff, { options: [{ nameKo: 'a', nameEn: 'a', price: 5000, stock: 4 }] });
    const d = await buy(alice, p, { quantity: 3 });
    expect((await stockOf(p.id)).stock).toBe(1);
    const res = await alice.request('POST', `/api/purchases/${d.id}/transition`, { action: 'cancel', version: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'cancelled', reservedUntil: null, actions: [] });
    expect((await stockOf(p.id)).stock).toBe(4);
    const again = await alice.request('POST', `/api/purchases/${d.id}/transition`, { action: 'cancel', version: 1 });
    expect(again.status).toBe(409);
    expect((await stockOf(p.id)).stock).toBe(4);
  });

  it('releases reservations that ran out (system cancel, stock back, open checkout abandoned) and nothing else', async () => {
    const p = await createProduct(staff, { options: [{ nameKo: 'a', nameEn: 'a', price: 5000, stock: 5 }] });
    const old = await buy(alice, p, { quantity: 2 });
    const fresh = await buy(alice, p, { quantity: 1 });
    const { confirm } = await approve(alice, 'purchase', old.id);
    await t.db.pool.query(`update purchases set reserved_until = now() - interval '1 minute' where id = $1`, [old.id]);
    expect((await stockOf(p.id)).stock).toBe(2);
    const released = await releaseExpiredReservations(t.db.db);
    expect(released).toBeGreaterThanOrEqual(1);
    const d = (await alice.request('GET', `/api/purchases/${old.id}`)).body;
    expect(d.state).toBe('cancelled');
    expect(d.timeline.at(-1)).toMatchObject({ action: 'cancel', actor: 'system' });
    expect((await alice.request('GET', `/api/purchases/${fresh.id}`)).body.state).toBe('pending_payment');
    expect((await stockOf(p.id)).stock).toBe(4);
    expect((await alice.request('GET', `/api/payments/by-order/${confirm.orderId}`)).body.status).toBe('abandoned');
    // paying after the release: refused, nothing captured, nothing recorded
    const gateway = t.app.paymentGateway as TestGateway;
    const captures = gateway.captures;
    const late = await alice.request('POST', '/api/payments/confirm', confirm);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('PAYMENT_NOT_PAYABLE');
    expect(gateway.captures).toBe(captures);
    expect(await releaseExpiredReservations(t.db.db)).toBe(0);
    expect((await stockOf(p.id)).stock).toBe(4);
  });

  it('a paid purchase cancelled by the customer is refunded in full through the gateway and restocked', async () => {
    const p = await createProduct(staff, { options: [{ nameKo: 'a', nameEn: 'a', price: 30_000, stock: 2 }] });
    const d = await buy(alice, p);
    const paymentId = await pay(alice, 'purchase', d.id);
    const paid = (await alice.request('GET', `/api/purchases/${d.id}`)).body;
    expect(paid).toMatchObject({ state: 'paid', reservedUntil: null, payment: { id: paymentId, gateway: 'test' } });
    expect(paid.actions).toEqual(['cancel']);
    expect((await t.visitor.request('GET', `/api/products/${p.id}`)).body.soldCount).toBe(1);
    const noReason = await alice.request('POST', `/api/purchases/${d.id}/transition`, {
      action: 'cancel',
      version: paid.version,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: 'errors.required' });
    const res = await alice.request('POST', `/api/purchases/${d.id}/transition`, {
      action: 'cancel',
      version: paid.version,
      reason: 'Ordered twice',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'cancelled', refundedAmount: 33_000, cancelReason: 'Ordered twice' });
    const payment = (await staff.request('GET', `/api/admin/payments/${paymentId}`)).body;
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: 33_000, refundable: 0 });
    expect((await stockOf(p.id)).stock).toBe(2);
    expect(
      await count(t, 'notifications', "subject = 'purchase' and subject_id = $1 and action = 'cancel'", [d.id]),
    ).toBeGreaterThan(0);
  });
});

describe("staff's search by short terms (issue 27)", () => {
  it('finds by one or two characters, Korean words and LIKE wildcards exactly what "contains" finds', async () => {
    // the product's names through their joined text's indexes, the customer through the users' (lib/like.ts):
    // the matches of the LIKE alone on each field, or the reference
    const dana = await t.user({ email: `dana-${Date.now().toString(36)}@dalbit.kr` });
    await t.db.pool.query(`update users set name = '한다나', company_name = '달빛화장품' where id = $1`, [dana.id]);
    const serum = await createProduct(staff, {
      nameKo: '수분세럼 리필',
      nameEn: '100% Serum_refill \\ kr',
      options: [{ nameKo: 'a', nameEn: 'a', price: 10_000, stock: 10 }],
    });
    const mine = await buy(dana, serum, { quantity: 1 });
    await buy(alice, serum, { quantity: 1 });
    await expectSameAsContains(
      // '필 1' spans the two names: in neither
      [...CONTAINS_TERMS, '한다', '필 1', mine.ref.toLowerCase()],
      async (term) => {
        const res = await staff.request('GET', `/api/admin/purchases?limit=100&q=${encodeURIComponent(term)}`);
        expect(res.status, term).toBe(200);
        return res.body.items.map((i: { id: string }) => i.id);
      },
      async (like, term) =>
        (
          await t.db.pool.query(
            `select b.id from purchases b join users u on u.id = b.owner_id
             where lower(b.product_name_ko) like $1 or lower(b.product_name_en) like $1 or lower(u.name) like $1
               or lower(u.company_name) like $1 or lower(u.email) like $1 or b.id = $2`,
            [like, term === mine.ref.toLowerCase() ? mine.id : null],
          )
        ).rows.map((r) => r.id),
    );
    const found = async (q: string) =>
      (await staff.request('GET', `/api/admin/purchases?q=${encodeURIComponent(q)}`)).body.items.map((i: { id: string }) => i.id);
    expect(await found('달빛')).toEqual([mine.id]);
    expect((await found('%')).sort()).toEqual((await found('세럼')).sort());
  });
});
