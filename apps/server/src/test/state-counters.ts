import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/**
 * A per-state counter kept by triggers (`state_counts_*`, migration 0054: quote_counts, purchase_counts)
 * says what a count of its table's rows by state says (states with no row left out of both).
 */
export async function expectCounterAsRows(t: TestApp, counter: string, table: string): Promise<void> {
  const q = (text: string) => t.db.pool.query(text);
  const kept = (await q(`select state, n::int as n from ${counter} where n <> 0 order by state`)).rows;
  const counted = (await q(`select state, count(*)::int as n from ${table} group by state order by state`)).rows;
  expect(kept).toEqual(counted);
}
