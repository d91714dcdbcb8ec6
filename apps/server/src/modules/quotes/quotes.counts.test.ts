/**
 * Staff's quote queue counts its tabs from `quote_counts` (migration 0054), kept by statement triggers on
 * quotes: after quotes are added, moved between states, edited and deleted, the counter says what a
 * count of the rows says; the queue without a search reads it, a search counts its own matches.
 * The order queue's `production_order_counts` (migrations 0011, 0058), kept the same way by state and
 * payment status, is held to the same, and its payment filter reads it by both keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCounterAsRows } from '../../test/state-counters.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { answerQuote, makeOrder, makeQuoteWorld, requestBody, requestQuote, usableRecipe } from './quotes.test-utils.ts';
import type { QuoteWorld } from './quotes.test-utils.ts';

let t: TestApp;
let w: QuoteWorld;
const tag = Date.now().toString(36);

beforeAll(async () => {
  t = await startTestApp();
  w = await makeQuoteWorld(t);
});
afterAll(() => t?.close());

const q = (text: string, params: unknown[] = []) => t.db.pool.query(text, params);

const same = () => expectCounterAsRows(t, 'quote_counts', 'quotes');

describe("staff's quote queue at scale: the tabs from a counter", () => {
  it('keeps the counter equal to the rows through inserts, state changes, edits and deletes', async () => {
    const buyer = await t.user();
    const recipe = await usableRecipe(w, buyer, { name: `Counted Cream ${tag}` });
    const first = await requestQuote(buyer, requestBody(recipe.id, w.bottle));
    await answerQuote(w.admin, await requestQuote(buyer, requestBody(recipe.id, w.bottle)));
    await same();
    // many at once (one statement, one trigger call), in two states
    const columns = (
      await q(
        `select column_name from information_schema.columns where table_name = 'quotes'
           and column_name not in ('id', 'number', 'recipe_name', 'state', 'created_at', 'updated_at')`,
      )
    ).rows.map((r: { column_name: string }) => `"${r.column_name}"`);
    await q(
      `insert into quotes (${columns.join(', ')}, recipe_name, state, created_at, updated_at)
       select ${columns.map((c) => `x.${c}`).join(', ')}, $2 || ' ' || g, case when g % 3 = 0 then 'quoted' else 'requested' end, now(), now()
       from quotes x, generate_series(1, 30) g where x.id = $1`,
      [first.id, `Counted ${tag}`],
    );
    await same();
    await q(`update quotes set state = 'declined' where recipe_name like $1 and state = 'quoted'`, [`Counted ${tag} %`]);
    await q(`update quotes set note = 'edited' where recipe_name like $1`, [`Counted ${tag} %`]);
    await same();
    await q(`delete from quotes where recipe_name like $1 and state = 'requested'`, [`Counted ${tag} %`]);
    await same();
  });

  it('is what the queue reads without a search; a search counts its own matches', async () => {
    const listed = async (query = '') => (await w.admin.request('GET', `/api/admin/quotes?limit=5${query}`)).body;
    const before = await listed();
    await q(`insert into quote_counts (state, n) values ('requested', 1000)`);
    try {
      const after = await listed();
      expect(after.counts!.requested).toBe(before.counts!.requested + 1000);
      expect(after.total).toBe(before.total + 1000);
      const searched = await listed(`&q=${encodeURIComponent(`Counted ${tag}`)}`);
      expect(searched.counts!.requested).toBe(0);
      expect(searched.counts!.declined).toBe(10);
    } finally {
      await q(`insert into quote_counts (state, n) values ('requested', -1000)`);
    }
  });
});

const sameOrders = () => expectCounterAsRows(t, 'production_order_counts', 'production_orders');

describe("staff's order queue at scale: the tabs from a counter of changes", () => {
  it('keeps the counter equal to the rows through inserts, moves, edits and deletes', async () => {
    const buyer = await t.user();
    const orders: { id: string }[] = [];
    for (let i = 0; i < 3; i++) orders.push(await makeOrder(t, w, buyer));
    // each order's insert appended a row of its own: no writer updated another's row
    const pending = `select count(*)::int as n from production_order_counts where state = 'pending_payment' and payment_status = 'unpaid'`;
    expect((await q(pending)).rows[0].n).toBe(3);
    await sameOrders();
    const ids = orders.map((o) => o.id);
    // two orders move in one statement (one trigger call): their pair loses two, the new pair gains two
    await q(`update production_orders set state = 'in_production', payment_status = 'paid' where id = any($1)`, [
      ids.slice(0, 2),
    ]);
    await sameOrders();
    // a change that moves no pair appends nothing
    const rowsBefore = (await q(`select count(*)::int as n from production_order_counts`)).rows[0].n;
    await q(`update production_orders set tracking_number = 'T-1' where id = any($1)`, [ids]);
    expect((await q(`select count(*)::int as n from production_order_counts`)).rows[0].n).toBe(rowsBefore);
    await q(`update production_orders set payment_status = 'refunded' where id = $1`, [ids[0]]);
    await sameOrders();
    await q(`delete from production_orders where id = $1`, [ids[2]]);
    await sameOrders();
  });

  it('is what the queue reads without a search, by state and by payment status', async () => {
    const listed = async (query = '') => (await w.admin.request('GET', `/api/admin/orders?limit=5${query}`)).body;
    const [all, paid, unpaid] = [await listed(), await listed('&payment=paid'), await listed('&payment=unpaid')];
    await q(`insert into production_order_counts (state, payment_status, n) values ('in_production', 'paid', 1000)`);
    try {
      expect((await listed()).counts!.in_production).toBe(all.counts!.in_production + 1000);
      expect((await listed('&payment=paid')).counts!.in_production).toBe(paid.counts!.in_production + 1000);
      expect((await listed('&payment=unpaid')).counts!.in_production).toBe(unpaid.counts!.in_production);
    } finally {
      await q(`insert into production_order_counts (state, payment_status, n) values ('in_production', 'paid', -1000)`);
    }
  });
});
