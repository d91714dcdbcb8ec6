import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The per-state counters kept as rows of changes (migrations 0054–0058): a statement on the counted
 * table appends one row a key it moved (+n or -n), which locks nothing another writer waits for; a
 * key's count is the sum of its rows. Each counter with its key's columns: the production orders' is
 * kept by state and payment status (staff's payment filter reads it by both).
 */
export const STATE_COUNTERS = {
  quote_counts: ['state'],
  purchase_counts: ['state'],
  sample_request_counts: ['state'],
  inquiry_counts: ['state'],
  partnership_inquiry_counts: ['state'],
  production_order_counts: ['state', 'payment_status'],
} as const satisfies Record<string, readonly string[]>;
export type StateCounter = keyof typeof STATE_COUNTERS;

/** How many rows each state holds, by the counter's sums (over its other key columns too): `state`, `n`. */
export function stateCounts(counter: StateCounter): SQL {
  return sql`select state, sum(n)::int as n from ${sql.identifier(counter)} group by state`;
}

/**
 * Folds each counter's rows into one row a key (none for a key at 0), so a read sums a handful: one
 * statement a counter, which changes no sum and leaves a key of one row alone. Rows appended meanwhile by
 * uncommitted writers are not seen, so not deleted, and are summed with the rest. Returns how many rows it
 * folded.
 */
export async function foldStateCounts(db: Db): Promise<number> {
  let folded = 0;
  for (const [counter, columns] of Object.entries(STATE_COUNTERS)) {
    const t = sql.identifier(counter);
    const key = sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const { rows } = await db.execute<{ n: number }>(sql`
      with many as (select ${key} from ${t} group by ${key} having count(*) > 1),
        gone as (delete from ${t} where (${key}) in (select ${key} from many) returning ${key}, n),
        kept as (insert into ${t} (${key}, n) select ${key}, sum(n) from gone group by ${key} having sum(n) <> 0)
      select count(*)::int as n from gone`);
    folded += rows[0]?.n ?? 0;
  }
  return folded;
}
