import { expect } from 'vitest';
import { foldStateCounts, type StateCounter } from '../lib/state-counts.ts';
import type { TestApp } from './harness.ts';

/**
 * A per-state counter kept by triggers as rows of changes (`state_counts_*`, migrations 0054–0057,
 * `STATE_COUNTERS`) says what a count of its table's rows by state says (states with no
 * row left out of both), before and after its rows are folded into one a state.
 */
export async function expectCounterAsRows(t: TestApp, counter: StateCounter, table: string): Promise<void> {
  const q = (text: string) => t.db.pool.query(text);
  const kept = () => q(`select state, sum(n)::int as n from ${counter} group by state having sum(n) <> 0 order by state`);
  const counted = (await q(`select state, count(*)::int as n from ${table} group by state order by state`)).rows;
  expect((await kept()).rows).toEqual(counted);
  await foldStateCounts(t.db.db);
  expect((await kept()).rows).toEqual(counted);
  const rows = (await q(`select state, count(*)::int as n from ${counter} group by state having count(*) > 1`)).rows;
  expect(rows, 'folded: one row a state').toEqual([]);
}
