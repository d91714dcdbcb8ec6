/**
 * Every transition of quotes and production orders, allowed and refused, for every state × action ×
 * actor, DRIVEN FROM the machines (quoteMachine, orderMachine): what the machine allows answers 200 and
 * moves the record (an event, a notification to the other side); everything else answers 409
 * TRANSITION_NOT_ALLOWED and changes nothing. A record is put into each state directly in the database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTransition, type Actor } from '@formulab/shared/workflow/machine';
import { QUOTE_ACTIONS, QUOTE_STATES, quoteMachine, type QuoteState } from '@formulab/shared/quotes/quotes.states';
import { ORDER_ACTIONS, ORDER_STATES, orderMachine, type OrderState } from '@formulab/shared/orders/orders.states';
import type { Caller, TestApp, TestResponse } from '../../test/harness.ts';
import { count } from '../../test/catalogue-fixtures.ts';
import { expireQuote } from './quotes.service.ts';
import { answerBody, backdateValidity, makeOrder, quotedQuote, startQuoteWorld, type QuoteWorld } from './quotes.test-utils.ts';

let t: TestApp;
let w: QuoteWorld;
let customer: Caller & { id: string };

beforeAll(async () => ({ t, w, a: customer } = await startQuoteWorld()));
afterAll(() => t?.close());

const HTTP_ACTORS = ['customer', 'staff'] as const;

async function row(table: 'quotes' | 'production_orders', id: string) {
  return (await t.db.pool.query(`select * from ${table} where id = $1`, [id])).rows[0];
}

async function events(subject: string, id: string) {
  return count(t, 'workflow_events', 'subject = $1 and subject_id = $2', [subject, id]);
}

async function notified(userId: string | 'staff', id: string) {
  return userId === 'staff'
    ? count(t, 'notifications', 'subject_id = $1 and user_id = $2', [id, w.admin.id])
    : count(t, 'notifications', 'subject_id = $1 and user_id = $2', [id, userId]);
}

type Probed = { table: 'quotes' | 'production_orders'; subject: 'quote' | 'order'; id: string };

/** A step the machine refuses: 409 TRANSITION_NOT_ALLOWED, the record and its events as they were. */
async function expectRefused(p: Probed, call: () => Promise<TestResponse<any>>) {
  const before = { row: await row(p.table, p.id), events: await events(p.subject, p.id) };
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body.code).toBe('TRANSITION_NOT_ALLOWED');
  expect(await row(p.table, p.id)).toEqual(before.row);
  expect(await events(p.subject, p.id)).toBe(before.events);
}

/** A step the machine allows, by `actor`: 200, `steps` events more and the other side told once. */
async function expectAllowed(p: Probed, actor: (typeof HTTP_ACTORS)[number], call: () => Promise<TestResponse<any>>, steps = 1) {
  const eventsBefore = await events(p.subject, p.id);
  const other: string = actor === 'customer' ? 'staff' : customer.id;
  const toldBefore = await notified(other, p.id);
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(await events(p.subject, p.id)).toBe(eventsBefore + steps);
  expect(await notified(other, p.id)).toBe(toldBefore + 1);
  return res;
}

/* ------------------------------------------------ quotes ------------------------------------------------ */

/** A quote of `customer` in `state`: answered once (figures, a valid date), then moved there in the database. */
async function quoteIn(state: QuoteState) {
  const q = await quotedQuote(t, w, customer);
  await t.db.pool.query('update quotes set state = $2 where id = $1', [q.id, state]);
  return { id: q.id, version: q.version };
}

function quoteCall(actor: (typeof HTTP_ACTORS)[number], action: string, q: { id: string; version: number }) {
  if (actor === 'customer') {
    return customer.request('POST', `/api/quotes/${q.id}/transitions`, { action, version: q.version, reason: 'Changed plans' });
  }
  // staff answer through their own route (line items); every other action through the transition route
  return action === 'quote'
    ? w.admin.request('POST', `/api/admin/quotes/${q.id}/answer`, answerBody(q.version))
    : w.admin.request('POST', `/api/admin/quotes/${q.id}/transitions`, { action, version: q.version, reason: 'Not feasible' });
}

describe('quote transitions, from quoteMachine', () => {
  const probes = new Map<QuoteState, { id: string; version: number }>();
  beforeAll(async () => {
    for (const s of QUOTE_STATES) probes.set(s, await quoteIn(s));
  });

  const cases = QUOTE_STATES.flatMap((state) =>
    QUOTE_ACTIONS.flatMap((action) => HTTP_ACTORS.map((actor) => ({ state, action, actor }))),
  );

  it.each(cases)('$actor $action from $state', async ({ state, action, actor }) => {
    const allowed = findTransition(quoteMachine, state, action, actor);
    if (!allowed) {
      const q = probes.get(state)!;
      await expectRefused({ table: 'quotes', subject: 'quote', id: q.id }, () => quoteCall(actor, action, q));
      return;
    }
    const q = await quoteIn(state);
    // accepting is followed by the system's 'order' in the same transaction (its own event)
    const res = await expectAllowed(
      { table: 'quotes', subject: 'quote', id: q.id },
      actor,
      () => quoteCall(actor, action, q),
      action === 'accept' ? 2 : 1,
    );
    const to = action === 'accept' ? 'ordered' : allowed.to;
    expect(res.body.state).toBe(to);
    expect((await row('quotes', q.id)).state).toBe(to);
    expect(await count(t, 'production_orders', 'quote_id = $1', [q.id])).toBe(action === 'accept' ? 1 : 0);
    if (action === 'decline') expect(res.body.declineReason).toBe('Not feasible');
  });

  it('the system expires a quote only from quoted (and only once its validity has passed)', async () => {
    for (const state of QUOTE_STATES) {
      const q = await quoteIn(state);
      await backdateValidity(t, q.id);
      const allowed = !!findTransition(quoteMachine, state, 'expire', 'system');
      expect(await expireQuote(t.db.db, t.app.notifier, q.id), state).toBe(allowed);
      expect((await row('quotes', q.id)).state).toBe(allowed ? 'expired' : state);
    }
    const valid = await quoteIn('quoted');
    expect(await expireQuote(t.db.db, t.app.notifier, valid.id)).toBe(false);
  });

  it('declining needs a reason (400, nothing changes)', async () => {
    const q = await quoteIn('requested');
    const res = await w.admin.request('POST', `/api/admin/quotes/${q.id}/transitions`, { action: 'decline', version: q.version });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ reason: 'errors.required' });
    expect((await row('quotes', q.id)).state).toBe('requested');
  });
});

/* ------------------------------------------------ orders ------------------------------------------------ */

async function orderIn(state: OrderState, paymentStatus = state === 'pending_payment' ? 'unpaid' : 'paid') {
  const o = await makeOrder(t, w, customer);
  await t.db.pool.query('update production_orders set state = $2, payment_status = $3 where id = $1', [
    o.id,
    state,
    paymentStatus,
  ]);
  return { id: o.id as string, version: o.version as number };
}

const ORDER_BODY = { reason: 'Changed plans', carrier: 'CJ대한통운', trackingNumber: '6012-3456-7890' };

function orderCall(actor: (typeof HTTP_ACTORS)[number], action: string, o: { id: string; version: number }) {
  // a part shipment names its units (one); the rest ships without
  const body = { action, version: o.version, ...ORDER_BODY, ...(action === 'ship_part' ? { quantity: 1 } : {}) };
  return actor === 'customer'
    ? customer.request('POST', `/api/orders/${o.id}/transitions`, body)
    : w.admin.request('POST', `/api/admin/orders/${o.id}/transitions`, body);
}

describe('order transitions, from orderMachine', () => {
  const probes = new Map<OrderState, { id: string; version: number }>();
  beforeAll(async () => {
    for (const s of ORDER_STATES) probes.set(s, await orderIn(s));
  });

  const cases = ORDER_STATES.flatMap((state) =>
    ORDER_ACTIONS.flatMap((action) => HTTP_ACTORS.map((actor) => ({ state, action, actor }))),
  );

  it.each(cases)('$actor $action from $state', async ({ state, action, actor }) => {
    const allowed = findTransition(orderMachine, state, action, actor as Actor);
    if (!allowed) {
      const o = probes.get(state)!;
      await expectRefused({ table: 'production_orders', subject: 'order', id: o.id }, () => orderCall(actor, action, o));
      return;
    }
    const o = await orderIn(state);
    const res = await expectAllowed({ table: 'production_orders', subject: 'order', id: o.id }, actor, () =>
      orderCall(actor, action, o),
    );
    expect(res.body.state).toBe(allowed.to);
    const after = await row('production_orders', o.id);
    if (action === 'record_payment') {
      expect(after.payment_status).toBe('paid');
      expect(after.paid_at).not.toBeNull();
    }
    if (action === 'ship' || action === 'ship_part') {
      expect(res.body).toMatchObject({ carrier: 'CJ대한통운', trackingNumber: '6012-3456-7890' });
      expect(res.body.shipments.at(-1)).toMatchObject({ carrier: 'CJ대한통운', trackingNumber: '6012-3456-7890' });
      expect(res.body.remainingQuantity).toBe(action === 'ship' ? 0 : res.body.quantity - 1);
    }
    if (action === 'cancel') {
      expect(res.body.cancelReason).toBe('Changed plans');
      // money received is owed back
      expect(after.payment_status).toBe(state === 'paid' ? 'refund_due' : 'unpaid');
    }
  });

  it('shipping needs carrier and tracking number, cancelling a reason (400, nothing changes)', async () => {
    const o = await orderIn('quality_check');
    const ship = await w.admin.request('POST', `/api/admin/orders/${o.id}/transitions`, { action: 'ship', version: o.version });
    expect(ship.status).toBe(400);
    expect(ship.body.fields).toEqual({ carrier: 'errors.required', trackingNumber: 'errors.required' });
    const p = await orderIn('pending_payment');
    const cancel = await customer.request('POST', `/api/orders/${p.id}/transitions`, { action: 'cancel', version: p.version });
    expect(cancel.status).toBe(400);
    expect(cancel.body.fields).toEqual({ reason: 'errors.required' });
    expect((await row('production_orders', o.id)).state).toBe('quality_check');
    expect((await row('production_orders', p.id)).state).toBe('pending_payment');
  });

  it('two staff transitions with the same version: one 200, one 409', async () => {
    const o = await orderIn('pending_payment');
    const other = await t.user({ role: 'admin' });
    const [a, b] = await Promise.all([
      w.admin.request('POST', `/api/admin/orders/${o.id}/transitions`, { action: 'record_payment', version: o.version }),
      other.request('POST', `/api/admin/orders/${o.id}/transitions`, { action: 'cancel', version: o.version, reason: 'Dup' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'order' });
    expect(await events('order', o.id)).toBe(2); // created + the winner
  });

  it('a second staff tab cancelling from the old version is told the order changed meanwhile', async () => {
    const o = await orderIn('pending_payment');
    const paid = await w.admin.request('POST', `/api/admin/orders/${o.id}/transitions`, {
      action: 'record_payment',
      version: o.version,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const before = { row: await row('production_orders', o.id), events: await events('order', o.id) };
    const other = await t.user({ role: 'admin' });
    const stale = await other.request('POST', `/api/admin/orders/${o.id}/transitions`, {
      action: 'cancel',
      version: o.version,
      reason: 'Duplicate',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'order' });
    expect(await row('production_orders', o.id)).toEqual(before.row);
    expect(await events('order', o.id)).toBe(before.events);
  });

  it('internal notes are for staff only', async () => {
    const o = await orderIn('paid');
    const res = await w.admin.request('POST', `/api/admin/orders/${o.id}/notes`, { note: 'Customer asked to hold until Monday' });
    expect(res.status).toBe(200);
    expect(res.body.timeline.at(-1)).toMatchObject({
      action: 'note',
      internal: true,
      note: 'Customer asked to hold until Monday',
    });
    const mine = (await customer.request('GET', `/api/orders/${o.id}`)).body;
    expect(JSON.stringify(mine)).not.toContain('hold until Monday');
    const q = await quoteIn('requested');
    const qn = await w.admin.request('POST', `/api/admin/quotes/${q.id}/notes`, { note: 'Check filler capacity' });
    expect(qn.status).toBe(200);
    expect(JSON.stringify((await customer.request('GET', `/api/quotes/${q.id}`)).body)).not.toContain('filler capacity');
    expect((await w.admin.request('POST', `/api/admin/orders/${o.id}/notes`, { note: ' ' })).status).toBe(400);
    // a note on no record: 404, and nothing written
    const before = await count(t, 'workflow_events');
    for (const path of ['orders', 'quotes', 'sample-requests'])
      expect((await w.admin.request('POST', `/api/admin/${path}/${randomUUID()}/notes`, { note: 'x' })).status).toBe(404);
    expect(await count(t, 'workflow_events')).toBe(before);
  });

  it("staff's per-state counts, kept by triggers, match the table after all these transitions (payment filter too)", async () => {
    const actual = async (payment?: string) => {
      const { rows } = await t.db.pool.query(
        `select state, count(*)::int as n from production_orders ${payment ? 'where payment_status = $1' : ''} group by state`,
        payment ? [payment] : [],
      );
      return Object.fromEntries(rows.map((r) => [r.state, r.n]));
    };
    for (const payment of [undefined, 'unpaid', 'paid', 'refund_due']) {
      const res = await w.admin.request('GET', `/api/admin/orders?limit=1${payment ? `&payment=${payment}` : ''}`);
      expect(res.status).toBe(200);
      const want = await actual(payment);
      for (const s of ORDER_STATES) expect(res.body.counts![s], `${payment} ${s}`).toBe(want[s] ?? 0);
      expect(res.body.total).toBe(Object.values(want).reduce((a: number, b) => a + (b as number), 0));
    }
  });
});
