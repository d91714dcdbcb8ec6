import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStates, staffWaitingStates } from '@formulab/shared/pipeline/pipeline.schema';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { creamBody, createRecipe, makeCatalogue, type Catalogue } from '../recipes/recipes.test-utils.ts';
import { sampleRequests } from '../samples/samples.table.ts';
import { insertOrder, insertQuote, insertSample } from './pipeline.test-utils.ts';
import { withStaffAndTwoCustomers } from '../../test/signed-in.ts';

type User = Caller & { id: string };

let t: TestApp;
let admin: User;
let a: User;
let b: User;
let c: Catalogue;

beforeAll(async () => {
  ({ t, admin, a, b } = await withStaffAndTwoCustomers(startTestApp({ rateLimit: { authMax: 10_000, authWindowSeconds: 60 } })));
  c = await makeCatalogue(t, admin);
});
afterAll(() => t?.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('GET /api/recipes/:id/pipeline', () => {
  it("lists the recipe's samples, quotes and orders, newest first, with their refs, pinned revision and amount", async () => {
    const recipe = await createRecipe(a, creamBody(c));
    const other = await createRecipe(a, creamBody(c));
    const db = t.db.db;
    const s1 = await insertSample(db, {
      ownerId: a.id,
      recipeId: recipe.id,
      state: 'delivered',
      fee: 30_000,
      at: minutesAgo(30),
    });
    const s2 = await insertSample(db, { ownerId: a.id, recipeId: recipe.id, recipeRevision: 3, at: minutesAgo(5) });
    await insertSample(db, { ownerId: a.id, recipeId: other.id });
    const q = await insertQuote(db, { ownerId: a.id, recipeId: recipe.id, recipeRevision: 2, state: 'quoted', total: 2_400_000 });
    const { order, quote: ordered } = await insertOrder(db, { ownerId: a.id, recipeId: recipe.id, recipeRevision: 2 });

    const res = await a.request('GET', `/api/recipes/${recipe.id}/pipeline`);
    expect(res.status).toBe(200);
    expect(res.body.samples.total).toBe(2);
    expect(res.body.samples.items).toEqual([
      {
        id: s2.id,
        ref: `S-${String(s2.number).padStart(6, '0')}`,
        state: 'submitted',
        recipeRevision: 3,
        createdAt: s2.createdAt.toISOString(),
        amount: null,
      },
      expect.objectContaining({ id: s1.id, state: 'delivered', amount: 30_000, recipeRevision: 1 }),
    ]);
    expect(res.body.samples.items[0]!.ref).toMatch(/^S-\d{6}$/);
    expect(res.body.quotes.total).toBe(2);
    expect(res.body.quotes.items.map((i: any) => i.id).sort()).toEqual([q.id, ordered.id].sort());
    expect(res.body.quotes.items.find((i: any) => i.id === q.id)).toMatchObject({
      ref: `Q-${String(q.number).padStart(6, '0')}`,
      state: 'quoted',
      amount: 2_400_000,
      recipeRevision: 2,
    });
    expect(res.body.orders).toEqual({
      total: 1,
      items: [
        {
          id: order.id,
          ref: `O-${String(order.number).padStart(6, '0')}`,
          state: 'pending_payment',
          recipeRevision: 2,
          createdAt: order.createdAt.toISOString(),
          amount: 1_500_000,
        },
      ],
    });
  });

  it('answers empty areas for a recipe with no records yet', async () => {
    const recipe = await createRecipe(a, creamBody(c));
    const res = await a.request('GET', `/api/recipes/${recipe.id}/pipeline`);
    expect(res.body).toEqual({
      samples: { items: [], total: 0 },
      quotes: { items: [], total: 0 },
      orders: { items: [], total: 0 },
    });
  });

  it('caps each area at 20 records and still counts them all', async () => {
    const recipe = await createRecipe(a, creamBody(c));
    for (let i = 0; i < 22; i++)
      await insertSample(t.db.db, { ownerId: a.id, recipeId: recipe.id, at: minutesAgo(100 - i), state: 'cancelled' });
    const res = await a.request('GET', `/api/recipes/${recipe.id}/pipeline`);
    expect(res.body.samples.total).toBe(22);
    expect(res.body.samples.items).toHaveLength(20);
    const times = res.body.samples.items.map((i: any) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("B asking for A's recipe gets 404, and so do unknown and deleted recipes; a bad id is 400", async () => {
    const recipe = await createRecipe(a, creamBody(c));
    await insertSample(t.db.db, { ownerId: a.id, recipeId: recipe.id });
    const probe = await b.request('GET', `/api/recipes/${recipe.id}/pipeline`);
    expect(probe.status).toBe(404);
    expect(probe.body).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    // even when A published it
    expect((await a.request('POST', `/api/recipes/${recipe.id}/visibility`, { visibility: 'public' })).status).toBe(200);
    expect((await b.request('GET', `/api/recipes/${recipe.id}/pipeline`)).status).toBe(404);
    expect((await a.request('GET', `/api/recipes/${crypto.randomUUID()}/pipeline`)).status).toBe(404);
    expect((await a.request('GET', '/api/recipes/not-a-uuid/pipeline')).status).toBe(400);
    expect((await t.visitor.request('GET', `/api/recipes/${recipe.id}/pipeline`)).status).toBe(401);
    expect((await a.request('DELETE', `/api/recipes/${recipe.id}`)).status).toBe(204);
    expect((await a.request('GET', `/api/recipes/${recipe.id}/pipeline`)).status).toBe(404);
  });

  it("never lists another customer's record, even one pointing at the caller's recipe", async () => {
    const recipe = await createRecipe(a, creamBody(c));
    await insertSample(t.db.db, { ownerId: b.id, recipeId: recipe.id });
    const res = await a.request('GET', `/api/recipes/${recipe.id}/pipeline`);
    expect(res.body.samples).toEqual({ items: [], total: 0 });
  });
});

describe('GET /api/pipeline/summary', () => {
  it("counts the caller's open records only, flags what awaits them, and lists those first, then the latest updated", async () => {
    const u = await t.user();
    const other = await t.user();
    const db = t.db.db;
    // open samples: submitted, awaiting_payment (needs action), shipped; closed: delivered, cancelled
    const s1 = await insertSample(db, { ownerId: u.id, recipeName: 'Rose toner', at: minutesAgo(50) });
    const s2 = await insertSample(db, { ownerId: u.id, state: 'awaiting_payment', fee: 20_000, at: minutesAgo(60) });
    const s3 = await insertSample(db, { ownerId: u.id, state: 'shipped', at: minutesAgo(30) });
    await insertSample(db, { ownerId: u.id, state: 'delivered', at: minutesAgo(1) });
    await insertSample(db, { ownerId: u.id, state: 'cancelled', at: minutesAgo(2) });
    // quotes: requested, quoted (needs action); expired is closed
    const q1 = await insertQuote(db, { ownerId: u.id, state: 'quoted', total: 9_000_000, at: minutesAgo(4) });
    await insertQuote(db, { ownerId: u.id, at: minutesAgo(3) });
    await insertQuote(db, { ownerId: u.id, state: 'expired' });
    // an order that waits for payment (and its quote, ordered: closed)
    const { order } = await insertOrder(db, { ownerId: u.id, at: minutesAgo(6) });
    // another customer's records never count
    await insertSample(db, { ownerId: other.id, state: 'awaiting_payment' });
    await insertOrder(db, { ownerId: other.id, state: 'paid' });

    const res = await u.request('GET', '/api/pipeline/summary');
    expect(res.status).toBe(200);
    expect(res.body.samples.open).toBe(3);
    expect(res.body.samples.needsAction).toBe(1);
    expect(res.body.samples.latest.map((i: any) => i.id)).toEqual([s2.id, s3.id, s1.id]);
    expect(res.body.samples.latest[0]).toEqual({
      id: s2.id,
      ref: `S-${String(s2.number).padStart(6, '0')}`,
      state: 'awaiting_payment',
      recipeName: 'Test cream',
      updatedAt: s2.updatedAt.toISOString(),
      needsAction: true,
    });
    expect(res.body.samples.latest[2]).toMatchObject({ recipeName: 'Rose toner', needsAction: false });
    expect(res.body.quotes).toMatchObject({ open: 2, needsAction: 1 });
    expect(res.body.quotes.latest[0]).toMatchObject({ id: q1.id, state: 'quoted', needsAction: true });
    expect(res.body.orders).toEqual({
      open: 1,
      needsAction: 1,
      latest: [expect.objectContaining({ id: order.id, ref: `O-${String(order.number).padStart(6, '0')}`, needsAction: true })],
    });

    const theirs = await other.request('GET', '/api/pipeline/summary');
    expect(theirs.body.samples).toMatchObject({ open: 1, needsAction: 1 });
    expect(theirs.body.quotes).toMatchObject({ open: 0, needsAction: 0, latest: [] });
    expect(theirs.body.orders).toMatchObject({ open: 1, needsAction: 0 });
  });

  it('shows at most five per area, with the full count', async () => {
    const u = await t.user();
    for (let i = 0; i < 7; i++) await insertSample(t.db.db, { ownerId: u.id, at: minutesAgo(i) });
    const res = await u.request('GET', '/api/pipeline/summary');
    expect(res.body.samples.open).toBe(7);
    expect(res.body.samples.latest).toHaveLength(5);
  });

  it('is empty for a new customer and refuses visitors', async () => {
    const u = await t.user();
    const empty = { open: 0, needsAction: 0, latest: [] };
    expect((await u.request('GET', '/api/pipeline/summary')).body).toEqual({ samples: empty, quotes: empty, orders: empty });
    expect((await t.visitor.request('GET', '/api/pipeline/summary')).status).toBe(401);
  });
});

describe('GET /api/admin/pipeline/counts', () => {
  it('counts every record waiting for staff, per area and state, and nothing else', async () => {
    const res = await admin.request('GET', '/api/admin/pipeline/counts');
    expect(res.status).toBe(200);
    // the same numbers straight from the tables, by the machines' definition
    const expected = async (table: string, subject: 'sample' | 'quote' | 'order') => {
      const states = staffWaitingStates(subject);
      const { rows } = await t.db.db.execute<{ state: string; n: number }>(
        sql`select state, count(*)::int as n from ${sql.raw(table)} where state = any(${sql.param(states)}::text[]) group by state`,
      );
      const byState = Object.fromEntries(rows.map((r) => [r.state, r.n]));
      return { total: rows.reduce((s, r) => s + r.n, 0), byState };
    };
    expect(res.body).toEqual({
      samples: await expected('sample_requests', 'sample'),
      quotes: await expected('quotes', 'quote'),
      orders: await expected('production_orders', 'order'),
    });
    expect(res.body.samples.total).toBeGreaterThan(0);
    // waiting on the customer or closed: never counted
    expect(res.body.samples.byState).not.toHaveProperty('awaiting_payment');
    expect(res.body.samples.byState).not.toHaveProperty('delivered');
    expect(res.body.quotes.byState).not.toHaveProperty('quoted');
    expect(res.body.orders.byState).not.toHaveProperty('pending_payment');

    // one more submitted sample and one more paid order show at once
    const u = await t.user();
    await insertSample(t.db.db, { ownerId: u.id });
    await insertOrder(t.db.db, { ownerId: u.id, state: 'paid' });
    const after = await admin.request('GET', '/api/admin/pipeline/counts');
    expect(after.body.samples.total).toBe(res.body.samples.total + 1);
    expect(after.body.samples.byState.submitted).toBe((res.body.samples.byState.submitted ?? 0) + 1);
    expect(after.body.orders.byState.paid).toBe((res.body.orders.byState.paid ?? 0) + 1);
    // the quote it came from is ordered (closed): quotes unchanged
    expect(after.body.quotes).toEqual(res.body.quotes);
    await t.db.db.update(sampleRequests).set({ state: 'rejected' }).where(eq(sampleRequests.ownerId, u.id));
    expect((await admin.request('GET', '/api/admin/pipeline/counts')).body.samples).toEqual(res.body.samples);
  });

  it('is for staff only', async () => {
    expect((await a.request('GET', '/api/admin/pipeline/counts')).status).toBe(403);
    expect((await t.visitor.request('GET', '/api/admin/pipeline/counts')).status).toBe(401);
  });

  it('uses the machines: open and staff-waiting states', () => {
    expect(staffWaitingStates('sample')).toEqual(['submitted', 'reviewing', 'in_production', 'shipped']);
    expect(staffWaitingStates('quote')).toEqual(['requested']);
    expect(staffWaitingStates('order')).toEqual(['paid', 'in_production', 'quality_check', 'partially_shipped', 'shipped']);
    expect(openStates('quote')).toEqual(['requested', 'quoted', 'accepted']);
  });
});
