/**
 * Staff's order queue counts its tabs from `production_order_counts` (migrations 0011, 0058), kept by
 * statement triggers on production_orders as rows of changes by state and payment status: after orders are
 * added, moved, edited and deleted, the counter says what a count of the rows says, before and after the
 * fold; the queue without a search reads it, with its payment filter by both keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCounterAsRows } from '../../test/state-counters.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { makeOrder, makeQuoteWorld, type QuoteWorld } from '../quotes/quotes.test-utils.ts';

let t: TestApp;
let w: QuoteWorld;

beforeAll(async () => {
  t = await startTestApp();
  w = await makeQuoteWorld(t);
});
afterAll(() => t?.close());

const q = (text: string, params: unknown[] = []) => t.db.pool.query(text, params);

const same = () => expectCounterAsRows(t, 'production_order_counts', 'production_orders');

describe("staff's order queue at scale: the tabs from a counter of changes", () => {
  it('keeps the counter equal to the rows through inserts, moves, edits and deletes', async () => {
    const buyer = await t.user();
    const orders: { id: string }[] = [];
    for (let i = 0; i < 3; i++) orders.push(await makeOrder(t, w, buyer));
    // each order's insert appended a row of its own: no writer updated another's row
    const pending = `select count(*)::int as n from production_order_counts where state = 'pending_payment' and payment_status = 'unpaid'`;
    expect((await q(pending)).rows[0].n).toBe(3);
    await same();
    const ids = orders.map((o) => o.id);
    // two orders move in one statement (one trigger call): their pair loses two, the new pair gains two
    await q(`update production_orders set state = 'in_production', payment_status = 'paid' where id = any($1)`, [
      ids.slice(0, 2),
    ]);
    await same();
    // a change that moves no pair appends nothing
    const rowsBefore = (await q(`select count(*)::int as n from production_order_counts`)).rows[0].n;
    await q(`update production_orders set tracking_number = 'T-1' where id = any($1)`, [ids]);
    expect((await q(`select count(*)::int as n from production_order_counts`)).rows[0].n).toBe(rowsBefore);
    await q(`update production_orders set payment_status = 'refunded' where id = $1`, [ids[0]]);
    await same();
    await q(`delete from production_orders where id = $1`, [ids[2]]);
    await same();
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
