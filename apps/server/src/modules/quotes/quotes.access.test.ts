/** Customer A probing customer B's quotes and orders: every route answers 404, nothing changes, nothing leaks into lists. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, ErrorFields, TestApp } from '../../test/harness.ts';
import {
  answerBody,
  makeOrder,
  startQuoteWorld,
  quotedQuote,
  requestBody,
  requestQuote,
  usableRecipe,
  type QuoteWorld,
  shipToOf,
} from './quotes.test-utils.ts';

let t: TestApp;
let w: QuoteWorld;
let a: Caller & { id: string };
let b: Caller & { id: string };

beforeAll(async () => ({ t, w, a, b } = await startQuoteWorld()));
afterAll(() => t?.close());

async function snapshot(table: string, id: string) {
  return (await t.db.pool.query(`select * from ${table} where id = $1`, [id])).rows[0];
}

describe("customer A and customer B's quotes and orders", () => {
  it("every quote route with B's quote id answers 404 to A (PDF included), and B's quote is unchanged", async () => {
    const secret = await quotedQuote(t, w, b, { note: 'B secret launch' });
    const before = await snapshot('quotes', secret.id);
    const probes: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', '/revisions/1'],
      ['GET', '/pdf'],
      ['GET', '/pdf?lang=en'],
      ['POST', '/transitions', { action: 'accept', version: secret.version }],
      ['POST', '/transitions', { action: 'reject', version: secret.version }],
      ['POST', '/transitions', { action: 'cancel', version: secret.version }],
    ];
    for (const [method, suffix, body] of probes) {
      // any of the record's routes: only the error body is read
      const res = await a.request<ErrorFields>(method, `/api/quotes/${secret.id}${suffix}`, body);
      expect(res.status, `${method} ${suffix}`).toBe(404);
      expect(res.body.code, `${method} ${suffix}`).toBe('NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain('B secret');
    }
    // and the staff routes are not theirs at all
    for (const [method, suffix, body] of [
      ['GET', ''],
      ['GET', '/pdf'],
      ['POST', '/answer', answerBody(secret.version)],
      ['POST', '/transitions', { action: 'decline', version: secret.version, reason: 'x' }],
      ['POST', '/notes', { note: 'x' }],
    ] as const) {
      expect((await a.request(method, `/api/admin/quotes/${secret.id}${suffix}`, body)).status, suffix).toBe(403);
    }
    expect(await snapshot('quotes', secret.id)).toEqual(before);
    expect((await b.request('GET', `/api/quotes/${secret.id}`)).status).toBe(200);
  });

  it("A cannot request a quote for B's recipe nor read its minimum", async () => {
    const theirs = await usableRecipe(w, b);
    const shipToAddressId = await shipToOf(a);
    expect((await a.request('POST', '/api/quotes', requestBody(theirs.id, w.bottle, { shipToAddressId }))).status).toBe(404);
    expect((await a.request('GET', `/api/quotes/minimum?recipeId=${theirs.id}&packagingId=${w.bottle}`)).status).toBe(404);
  });

  it("every order route with B's order id answers 404 to A, and B's order is unchanged", async () => {
    const order = await makeOrder(t, w, b);
    const before = await snapshot('production_orders', order.id);
    for (const [method, suffix, body] of [
      ['GET', ''],
      ['POST', '/transitions', { action: 'cancel', version: order.version, reason: 'x' }],
      ['POST', '/transitions', { action: 'deliver', version: order.version }],
    ] as const) {
      const res = await a.request(method, `/api/orders/${order.id}${suffix}`, body);
      expect(res.status, `${method} ${suffix}`).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    for (const [method, suffix, body] of [
      ['GET', ''],
      ['POST', '/transitions', { action: 'record_payment', version: order.version }],
      ['POST', '/notes', { note: 'x' }],
    ] as const) {
      expect((await a.request(method, `/api/admin/orders/${order.id}${suffix}`, body)).status, suffix).toBe(403);
    }
    expect(await snapshot('production_orders', order.id)).toEqual(before);
  });

  it("B's quotes and orders are never in A's lists, whatever the filter; counts are A's own", async () => {
    const mine = await requestQuote(a, requestBody((await usableRecipe(w, a)).id, w.bottle));
    const myOrder = await makeOrder(t, w, a);
    await makeOrder(t, w, b);
    await quotedQuote(t, w, b);
    const bQuotes = (await b.request('GET', '/api/quotes?limit=100')).body.items.map((q: any) => q.id);
    const bOrders = (await b.request('GET', '/api/orders?limit=100')).body.items.map((o: any) => o.id);
    expect(bQuotes.length).toBeGreaterThan(0);
    expect(bOrders.length).toBeGreaterThan(0);
    for (const q of ['', '?state=requested', '?state=quoted', '?state=ordered', '?limit=1'] as const) {
      const res = await a.request('GET', `/api/quotes${q}`);
      expect(res.status, q).toBe(200);
      for (const item of res.body.items) expect(bQuotes).not.toContain(item.id);
      expect(res.body.items.every((i: any) => i.customer === null)).toBe(true);
    }
    const all = (await a.request('GET', '/api/quotes?limit=100')).body;
    expect(all.items.map((i: any) => i.id)).toContain(mine.id);
    const own = await t.db.pool.query<{ state: keyof NonNullable<typeof all.counts>; n: number }>(
      `select state, count(*)::int as n from quotes where owner_id = $1 group by state`,
      [a.id],
    );
    for (const r of own.rows) expect(all.counts![r.state]).toBe(r.n);
    expect(all.total).toBe(own.rows.reduce((s, r) => s + r.n, 0));

    for (const q of ['', '?state=pending_payment', '?state=paid', '?limit=1'] as const) {
      const res = await a.request('GET', `/api/orders${q}`);
      expect(res.status, q).toBe(200);
      for (const item of res.body.items) expect(bOrders).not.toContain(item.id);
    }
    const orders = (await a.request('GET', '/api/orders')).body;
    expect(orders.items.map((o: any) => o.id)).toEqual([myOrder.id]);
    expect(orders.counts).toMatchObject({ pending_payment: 1, paid: 0 });
    // a bad filter is a field error
    expect((await a.request('GET', '/api/orders?state=lost')).status).toBe(400);
    expect((await a.request('GET', '/api/quotes?cursor=nonsense')).body.fields).toEqual({ cursor: 'errors.invalidCursor' });
  });

  it('staff see everyone, search by reference and customer, and filter by state and payment', async () => {
    const order = await makeOrder(t, w, b);
    const byRef = await w.admin.request('GET', `/api/admin/orders?q=${encodeURIComponent(order.ref)}`);
    expect(byRef.body.items.map((o: any) => o.id)).toEqual([order.id]);
    expect(byRef.body.items[0]!.customer).toMatchObject({ id: b.id });
    const email = (await t.db.pool.query('select email from users where id = $1', [b.id])).rows[0].email;
    const byCustomer = (await w.admin.request('GET', `/api/admin/orders?q=${encodeURIComponent(email)}&limit=100`)).body;
    expect(byCustomer.items.length).toBeGreaterThan(0);
    expect(byCustomer.items.every((o: any) => o.customer.id === b.id)).toBe(true);
    const unpaid = (await w.admin.request('GET', '/api/admin/orders?payment=unpaid&state=pending_payment&limit=100')).body;
    expect(unpaid.items.every((o: any) => o.paymentStatus === 'unpaid' && o.state === 'pending_payment')).toBe(true);
    expect(unpaid.items.map((o: any) => o.id)).toContain(order.id);

    const quote = await quotedQuote(t, w, b, {});
    const qRef = (await w.admin.request('GET', `/api/admin/quotes?q=${quote.ref}`)).body;
    expect(qRef.items.map((q: any) => q.id)).toEqual([quote.id]);
    const quoted = (await w.admin.request('GET', '/api/admin/quotes?state=quoted&limit=100')).body;
    expect(quoted.items.every((q: any) => q.state === 'quoted')).toBe(true);
    expect(quoted.total).toBe(quoted.counts!.quoted);
  });

  it('lists page by cursor without repeats, newest first', async () => {
    const c = await t.user();
    for (let i = 0; i < 5; i++) await requestQuote(c, requestBody((await usableRecipe(w, c)).id, w.bottle));
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res: any = await c.request('GET', `/api/quotes?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(5);
      seen.push(...res.body.items.map((q: any) => q.id));
      cursor = res.body.nextCursor;
    }
    expect(new Set(seen).size).toBe(5);
  });
});
