import { expect } from 'vitest';
import { foldStateCounts, STATE_COUNTERS, type StateCounter } from '../lib/state-counts.ts';
import type { TestApp } from './harness.ts';

/**
 * A counter kept by triggers as rows of changes (`state_counts_*`, migrations 0054–0058,
 * `STATE_COUNTERS`) says what a count of its table's rows by the counter's key says (keys with no row
 * left out of both), before and after its rows are folded into one a key.
 */
export async function expectCounterAsRows(t: TestApp, counter: StateCounter, table: string): Promise<void> {
  const q = (text: string) => t.db.pool.query(text);
  const key = STATE_COUNTERS[counter].join(', ');
  const kept = () => q(`select ${key}, sum(n)::int as n from ${counter} group by ${key} having sum(n) <> 0 order by ${key}`);
  const counted = (await q(`select ${key}, count(*)::int as n from ${table} group by ${key} order by ${key}`)).rows;
  expect((await kept()).rows).toEqual(counted);
  await foldStateCounts(t.db.db);
  expect((await kept()).rows).toEqual(counted);
  const rows = (await q(`select ${key}, count(*)::int as n from ${counter} group by ${key} having count(*) > 1`)).rows;
  expect(rows, 'folded: one row a key').toEqual([]);
}
