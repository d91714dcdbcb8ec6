/**
 * Delivery of a production order (issue 25 item 2): the address book's countries, the quote's ship-to
 * and incoterm (copied into the order), part shipments with their quantities, and each shipment's
 * delivery note — refused input changes nothing; another customer's address, order or note is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, TestApp } from '../../test/harness.ts';
import {
  acceptQuote,
  answerQuote,
  foreignAddress,
  HANOI_ADDRESS,
  makeOrder,
  startQuoteWorld,
  requestBody,
  requestQuote,
  shipToOf,
  usableRecipe,
  type QuoteWorld,
} from '../quotes/quotes.test-utils.ts';
import { invalid, type RequestBody } from '../../test/harness.ts';

let t: TestApp;
let w: QuoteWorld;
let a: Caller & { id: string };
let b: Caller & { id: string };

beforeAll(async () => ({ t, w, a, b } = await startQuoteWorld()));
afterAll(() => t?.close());

const written = async () =>
  (
    await t.db.pool.query(
      `select (select count(*)::int from quotes) as quotes, (select count(*)::int from addresses) as addresses,
        (select count(*)::int from order_shipments) as shipments`,
    )
  ).rows[0];

describe('the address book', () => {
  it('keeps a country; the postal code is checked against it; an unknown country is refused', async () => {
    const id = await foreignAddress(a);
    const list = await a.request('GET', '/api/me/addresses');
    expect(list.body.items.find((x: { id: string }) => x.id === id)).toMatchObject({ country: 'VN', postalCode: '100000' });
    const base = { recipient: 'Lan', phone: '+84 24 3936 1234', address: '25 Ly Thuong Kiet', detail: '' };
    const before = await written();
    for (const [over, fields] of [
      [{ country: 'VN', postalCode: '1' }, { postalCode: 'shop.errors.postalCodeForeign' }],
      [{ country: 'GB', postalCode: 'SW1A 1AA!' }, { postalCode: 'shop.errors.postalCodeForeign' }],
      [{ postalCode: 'SW1A 1AA' }, { postalCode: 'errors.postalCode' }],
      [{ country: 'KR', postalCode: '1234' }, { postalCode: 'errors.postalCode' }],
      [{ country: 'XX', postalCode: '12345' }, { country: 'errors.invalidValue' }],
    ] as const) {
      const res = await a.request('POST', '/api/me/addresses', invalid({ ...base, ...over }));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.fields, JSON.stringify(over)).toEqual(fields);
    }
    expect(await written()).toEqual(before);
    const gb = await a.request('POST', '/api/me/addresses', { ...base, country: 'GB', postalCode: 'SW1A 1AA' });
    expect(gb.status).toBe(201);
    expect(gb.body).toMatchObject({ country: 'GB', postalCode: 'SW1A 1AA' });
    expect((await a.request('DELETE', `/api/me/addresses/${gb.body.id}`)).status).toBe(204);
  });
});

describe("a quote's ship-to", () => {
  it('is required, is one of the customer’s own addresses, and abroad needs an incoterm (nothing written)', async () => {
    const recipe = await usableRecipe(w, a);
    const abroad = await foreignAddress(a);
    const theirs = await shipToOf(b);
    const before = await written();
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [{}, 400, { shipToAddressId: 'errors.required' }],
      [{ shipToAddressId: abroad }, 400, { incoterm: 'workflow.errors.incotermRequired' }],
      [{ shipToAddressId: abroad, incoterm: 'DDP' }, 400, { incoterm: 'errors.invalidValue' }],
      [{ shipToAddressId: theirs }, 404, { shipToAddressId: 'errors.invalidValue' }],
    ];
    for (const [over, status, fields] of cases) {
      const res = await a.request('POST', '/api/quotes', requestBody(recipe.id, w.bottle, invalid(over)));
      expect(res.status, JSON.stringify(over)).toBe(status);
      expect(res.body.fields, JSON.stringify(over)).toEqual(fields);
    }
    expect(await written()).toEqual(before);
  });

  it('is copied into the quote (a later edit of the address moves nothing) and into the order it makes', async () => {
    const recipe = await usableRecipe(w, a);
    const abroad = await foreignAddress(a);
    const q = await requestQuote(a, requestBody(recipe.id, w.bottle, { shipToAddressId: abroad, incoterm: 'CIF' }));
    const shipTo = HANOI_ADDRESS;
    expect(q).toMatchObject({ shipTo, incoterm: 'CIF' });
    const book = (await a.request('GET', '/api/me/addresses')).body.items.find((x: { id: string }) => x.id === abroad);
    const { id: _id, ...fields } = book!;
    const moved = await a.request('PUT', `/api/me/addresses/${abroad}`, {
      // as read: its country a string, one of the list the form offers
      ...(fields as RequestBody<'PUT', `/api/me/addresses/${string}`>),
      isDefault: false,
      address: 'Elsewhere',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await a.request('GET', `/api/quotes/${q.id}`)).body.shipTo).toEqual(shipTo);
    // staff see it when they price
    expect((await w.admin.request('GET', `/api/admin/quotes/${q.id}`)).body).toMatchObject({ shipTo, incoterm: 'CIF' });
    const accepted = await acceptQuote(a, await answerQuote(w.admin, q));
    const order = (await a.request('GET', `/api/orders/${accepted.order!.id}`)).body;
    expect(order).toMatchObject({ shipTo, incoterm: 'CIF', shipments: [], remainingQuantity: order.quantity });
  });

  it('at home needs no incoterm, and may name one (collected: EXW)', async () => {
    const recipe = await usableRecipe(w, a);
    const home = await requestQuote(a, requestBody(recipe.id, w.bottle));
    expect(home).toMatchObject({ incoterm: null, shipTo: { country: 'KR', postalCode: '06236' } });
    const collected = await requestQuote(a, requestBody(recipe.id, w.bottle, { incoterm: 'EXW' }));
    expect(collected.incoterm).toBe('EXW');
  });
});

describe('part shipments', () => {
  /** An order of `a` ready to ship (paid, produced, checked). */
  async function readyOrder() {
    const o = await makeOrder(t, w, a);
    let version = o.version as number;
    for (const action of ['record_payment', 'start_production', 'check_quality']) {
      const res = await w.admin.request('POST', `/api/admin/orders/${o.id}/transitions`, { action, version });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      version = res.body.version;
    }
    return { id: o.id as string, version, quantity: o.quantity as number };
  }
  const ship = (id: string, body: RequestBody<'POST', `/api/admin/orders/${string}/transitions`>) =>
    w.admin.request('POST', `/api/admin/orders/${id}/transitions`, { carrier: 'HMM', trackingNumber: 'HMMU4410275', ...body });

  it('a part leaves fewer units than are left; the rest ships with `ship`; each is a shipment, the customer told', async () => {
    const o = await readyOrder();
    expect(o.quantity).toBe(3000);
    const before = await written();
    for (const [body, fields] of [
      [{ action: 'ship_part', version: o.version }, { quantity: 'errors.required' }],
      [{ action: 'ship_part', version: o.version, quantity: 3000 }, { quantity: 'workflow.errors.shipPartTooMany' }],
      [{ action: 'ship_part', version: o.version, quantity: 0 }, { quantity: 'errors.tooSmall' }],
      [{ action: 'ship_part', version: o.version, quantity: 1.5 }, { quantity: 'errors.integer' }],
      [{ action: 'ship', version: o.version, quantity: 2999 }, { quantity: 'workflow.errors.shipRestQuantity' }],
    ] as const) {
      const res = await ship(o.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toEqual(fields);
    }
    const tooMany = await ship(o.id, { action: 'ship_part', version: o.version, quantity: 3000 });
    expect(tooMany.body.max).toBe(2999);
    expect(await written()).toEqual(before);
    expect((await a.request('GET', `/api/orders/${o.id}`)).body.state).toBe('quality_check');

    const told = async () =>
      (await t.db.pool.query('select count(*)::int as n from notifications where user_id = $1 and subject_id = $2', [a.id, o.id]))
        .rows[0].n;
    const toldBefore = await told();
    const first = await ship(o.id, { action: 'ship_part', version: o.version, quantity: 1200, note: 'first container' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      state: 'partially_shipped',
      remainingQuantity: 1800,
      shipments: [{ number: 1, quantity: 1200, carrier: 'HMM', trackingNumber: 'HMMU4410275', note: 'first container' }],
    });
    expect(await told()).toBe(toldBefore + 1);
    // a second part, then the rest
    const second = await ship(o.id, { action: 'ship_part', version: first.body.version, quantity: 800, trackingNumber: 'T2' });
    expect(second.body).toMatchObject({ state: 'partially_shipped', remainingQuantity: 1000 });
    const rest = await ship(o.id, { action: 'ship', version: second.body.version, trackingNumber: 'T3' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body).toMatchObject({ state: 'shipped', remainingQuantity: 0, trackingNumber: 'T3' });
    expect(rest.body.shipments.map((s: { quantity: number }) => s.quantity)).toEqual([1200, 800, 1000]);
    // the customer sees the same, and confirms delivery
    const seen = (await a.request('GET', `/api/orders/${o.id}`)).body;
    expect(seen.shipments).toEqual(rest.body.shipments);
    const delivered = await a.request('POST', `/api/orders/${o.id}/transitions`, { action: 'deliver', version: seen.version });
    expect(delivered.body.state).toBe('delivered');
  });

  it('at most 50 shipments: the last is kept for the rest, so the order can always be shipped in full', async () => {
    const o = await readyOrder();
    await t.db.pool.query(
      `insert into order_shipments (order_id, number, quantity, carrier, tracking_number)
       select $1, g, 10, 'CJ', 'T' || g from generate_series(1, 49) g`,
      [o.id],
    );
    const part = await ship(o.id, { action: 'ship_part', version: o.version, quantity: 10 });
    expect(part.status).toBe(400);
    expect(part.body).toMatchObject({ fields: { quantity: 'workflow.errors.tooManyShipments' }, max: 50 });
    const rest = await ship(o.id, { action: 'ship', version: o.version });
    expect(rest.body).toMatchObject({ state: 'shipped', remainingQuantity: 0 });
    expect(rest.body.shipments).toHaveLength(50);
    expect(rest.body.shipments[49]!.quantity).toBe(o.quantity - 490);
  });

  it('the whole order may still leave at once', async () => {
    const o = await readyOrder();
    const res = await ship(o.id, { action: 'ship', version: o.version, quantity: o.quantity });
    expect(res.body).toMatchObject({ state: 'shipped', remainingQuantity: 0, shipments: [{ number: 1, quantity: o.quantity }] });
  });

  it("each shipment's delivery note: a PDF for its customer and staff in either language; 404 for anyone else", async () => {
    const o = await readyOrder();
    const shipped = await ship(o.id, { action: 'ship_part', version: o.version, quantity: 1000 });
    expect(shipped.status).toBe(200);
    for (const [caller, path] of [
      [a, `/api/orders/${o.id}/shipments/1/delivery-note`],
      [a, `/api/orders/${o.id}/shipments/1/delivery-note?lang=en`],
      [w.admin, `/api/admin/orders/${o.id}/shipments/1/delivery-note?lang=ko`],
    ] as const) {
      const res = await caller.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="O-\d{6}-1-(ko|en)\.pdf"$/);
      expect(String(res.body).startsWith('%PDF-')).toBe(true);
    }
    expect((await a.request('GET', `/api/orders/${o.id}/shipments/2/delivery-note`)).status).toBe(404);
    expect((await b.request('GET', `/api/orders/${o.id}/shipments/1/delivery-note`)).status).toBe(404);
    expect((await t.visitor.request('GET', `/api/orders/${o.id}/shipments/1/delivery-note`)).status).toBe(401);
    expect((await a.request('GET', `/api/admin/orders/${o.id}/shipments/1/delivery-note`)).status).toBe(403);
    expect((await a.request('GET', `/api/orders/${o.id}/shipments/1/delivery-note?lang=fr`)).status).toBe(400);
  });
});

describe('migration 0044: orders shipped before shipments', () => {
  it('become one shipment of their whole quantity, on the day of their ship step, once', async () => {
    const o = await makeOrder(t, w, a);
    await t.db.pool.query(
      `update production_orders set state = 'shipped', payment_status = 'paid', carrier = 'CJ대한통운', tracking_number = '6012' where id = $1`,
      [o.id],
    );
    await t.db.pool.query(
      `insert into workflow_events (subject, subject_id, action, from_state, to_state, actor, actor_id, at)
       values ('order', $1, 'ship', 'quality_check', 'shipped', 'staff', $2, '2026-03-04T05:06:07Z')`,
      [o.id, w.admin.id],
    );
    const file = new URL('../../../drizzle/0044_delivery.sql', import.meta.url);
    const statements = (await import('node:fs')).readFileSync(file, 'utf8').split('--> statement-breakpoint');
    const backfill = statements.at(-1)!;
    expect(backfill).toContain('INSERT INTO "order_shipments"');
    await t.db.pool.query(backfill);
    await t.db.pool.query(backfill);
    const seen = (await a.request('GET', `/api/orders/${o.id}`)).body;
    expect(seen.shipments).toEqual([
      {
        number: 1,
        quantity: o.quantity,
        carrier: 'CJ대한통운',
        trackingNumber: '6012',
        note: '',
        shippedAt: '2026-03-04T05:06:07.000Z',
      },
    ]);
    expect(seen.remainingQuantity).toBe(0);
  });
});
