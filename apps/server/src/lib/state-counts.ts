import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The per-state counters kept as rows of changes (migrations 0054–0057): a statement on the counted
 * table appends one row a state it moved (+n or -n), which locks nothing another writer waits for; a
 * state's count is the sum of its rows.
 */
export const STATE_COUNTERS = [
  'quote_counts',
  'purchase_counts',
  'sample_request_counts',
  'inquiry_counts',
  'partnership_inquiry_counts',
] as const;
export type StateCounter = (typeof STATE_COUNTERS)[number];

/** How many rows each state holds, by the counter's sums: `state`, `n`. */
export function stateCounts(counter: StateCounter): SQL {
  return sql`select state, sum(n)::int as n from ${sql.identifier(counter)} group by state`;
}

/**
 * Folds each counter's rows into one row a state (none for a state at 0), so a read sums a handful:
 * one statement a counter, which changes no sum and leaves a state of one row alone. Rows appended meanwhile by uncommitted writers are not
 * seen, so not deleted, and are summed with the rest. Returns how many rows it folded.
 */
export async function foldStateCounts(db: Db): Promise<number> {
  let folded = 0;
  for (const counter of STATE_COUNTERS) {
    const t = sql.identifier(counter);
    const { rows } = await db.execute<{ n: number }>(sql`
      with many as (select state from ${t} group by state having count(*) > 1),
        gone as (delete from ${t} where state in (select state from many) returning state, n),
        kept as (insert into ${t} (state, n) select state, sum(n) from gone group by state having sum(n) <> 0)
      select count(*)::int as n from gone`);
    folded += rows[0]?.n ?? 0;
  }
  return folded;
}
