/**
 * Staff's purchase queue counts its tabs from `purchase_counts` (migrations 0055–0056), kept by statement
 * triggers on purchases: after purchases are added, moved between states, edited and deleted, the counter
 * says what a count of the rows says; the queue without a search reads it, a search counts its matches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCounterAsRows } from '../../test/state-counters.ts';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { withStaffAndTwoCustomers } from '../../test/signed-in.ts';
import { buy, createProduct } from './shop.test-utils.ts';

type User = Caller & { id: string };
let t: TestApp;
let staff: User;
let alice: User;
const tag = Date.now().toString(36);

beforeAll(async () => ({ t, admin: staff, a: alice } = await withStaffAndTwoCustomers(startTestApp())));
afterAll(() => t?.close());

const q = (text: string, params: unknown[] = []) => t.db.pool.query(text, params);

const same = () => expectCounterAsRows(t, 'purchase_counts', 'purchases');

describe("staff's purchase queue at scale: the tabs from a counter", () => {
  it('keeps the counter equal to the rows through inserts, state changes, edits and deletes', async () => {
    const product = await createProduct(staff, { nameEn: `Counted Mist ${tag}` });
    const first = await buy(alice, product);
    await same();
    // many at once (one statement, one trigger call), in two states
    const columns = (
      await q(
        `select column_name from information_schema.columns where table_name = 'purchases'
           and column_name not in ('id', 'number', 'note', 'state', 'created_at', 'updated_at')`,
      )
    ).rows.map((r: { column_name: string }) => `"${r.column_name}"`);
    await q(
      `insert into purchases (${columns.join(', ')}, note, state, created_at, updated_at)
       select ${columns.map((c) => `x.${c}`).join(', ')}, $2, case when g % 3 = 0 then 'paid' else 'cancelled' end, now(), now()
       from purchases x, generate_series(1, 30) g where x.id = $1`,
      [first.id, `counted ${tag}`],
    );
    await same();
    await q(`update purchases set state = 'preparing' where note = $1 and state = 'paid'`, [`counted ${tag}`]);
    await q(`update purchases set carrier = 'CJ' where note = $1`, [`counted ${tag}`]);
    await same();
    await q(`delete from purchases where note = $1 and state = 'cancelled'`, [`counted ${tag}`]);
    await same();
  });

  it('is what the queue reads without a search; a search counts its own matches', async () => {
    const listed = async (query = '') => (await staff.request('GET', `/api/admin/purchases?limit=5${query}`)).body;
    const before = await listed();
    await q(`insert into purchase_counts (state, n) values ('cancelled', 1000)`);
    try {
      const after = await listed();
      expect(after.counts!.cancelled).toBe(before.counts!.cancelled + 1000);
      expect(after.total).toBe(before.total + 1000);
      const searched = await listed(`&q=${encodeURIComponent(`Counted Mist ${tag}`)}`);
      expect(searched.counts!.cancelled).toBe(0);
      expect(searched.counts!.preparing).toBe(10);
    } finally {
      await q(`insert into purchase_counts (state, n) values ('cancelled', -1000)`);
    }
  });
});
