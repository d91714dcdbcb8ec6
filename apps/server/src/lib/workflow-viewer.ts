/**
 * What every workflow area (samples, quotes, orders, purchases, inquiries) says the same way about who
 * is looking and what its queue counts — once, so an area's policy and service do not copy it (issue 24
 * item 1: the server half of the record kit).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '@formulab/shared/workflow/machine';
import type { Db } from '../db/client.ts';
import { decodePageCursor, keysetAfter, keysetPage, keysetPageQuery, keysetSelect, type Keyset } from './keyset.ts';

/** Who reads or acts on a workflow record: its customer, or staff. */
export type WorkflowViewer = { customerId: string } | { staffId: string };

/** What every record's list row reads of its own columns (snake_case, as the SQL answers them). */
export type RecordRow = { id: string; number: number; state: string; created_at: Date | string; updated_at: Date | string };

export function isStaff(v: WorkflowViewer): v is { staffId: string } {
  return 'staffId' in v;
}

/** Who the state machine hears taking a step. */
export function actorOf(v: WorkflowViewer): Actor {
  return isStaff(v) ? 'staff' : 'customer';
}

/** The person behind the viewer (timeline events, read marks). */
export function userIdOf(v: WorkflowViewer): string {
  return isStaff(v) ? v.staffId : v.customerId;
}

/** A queue's tab counts with every state at 0 (the counted ones are then filled in). */
export function emptyCounts<S extends string>(states: readonly S[]): Record<S, number> {
  return Object.fromEntries(states.map((s) => [s, 0])) as Record<S, number>;
}

/**
 * One page of a list of records that move through states (a staff queue, a customer's list), in
 * `keyset` order, and on the first page how many records each state holds under the same filters (the
 * tabs), the two statements side by side. The total is the chosen tab's count, or all of them; a later
 * page keeps the first page's total (from its cursor) and carries no counts (the tabs then offer every
 * state without numbers).
 */
export async function queuePage<R extends Record<string, unknown> & { page_key: string[] }, T, S extends string>(
  db: Db,
  o: {
    keyset: Keyset;
    states: readonly S[];
    q: { state?: S; limit: number; cursor?: string };
    /** the page's statement, given the cursor's condition (`and …`; nothing on the first page) */
    page: (after: SQL) => SQL;
    /** answers (state, n): a group-by of the filtered rows, or a per-state counter kept by triggers */
    counts: SQL;
    present: (row: R) => T;
  },
): Promise<{ items: T[]; nextCursor: string | null; total: number; counts: Record<S, number> | null }> {
  const after = decodePageCursor(o.q.cursor, o.keyset);
  const [page, grouped] = await Promise.all([
    db.execute<R>(o.page(after ? sql`and ${keysetAfter(o.keyset, after.key)}` : sql``)),
    after ? null : db.execute<{ state: string; n: number }>(o.counts),
  ]);
  let counts: Record<S, number> | null = null;
  let total = after?.total ?? 0;
  if (grouped) {
    counts = emptyCounts(o.states);
    for (const r of grouped.rows) if (r.state in counts) counts[r.state as S] = r.n;
    total = o.q.state ? counts[o.q.state] : Object.values<number>(counts).reduce((a, b) => a + b, 0);
  }
  return { ...keysetPage(o.keyset, page.rows as R[], o.q.limit, total, o.present), counts };
}

/**
 * `queuePage` for a list of one table's records (`table` as `alias`, ordered by `keyset`): the page is
 * `keysetPageQuery` of `select` (the page key added) from `from`, under the `where` filters (all of
 * them; none is every record), the chosen tab's state and the cursor; `search` finds a search's matches
 * first. The tabs count the filtered rows by state, unless `counter` (a per-state counter kept by
 * triggers) answers them.
 */
export function recordListPage<R extends Record<string, unknown> & { page_key: string[] }, T, S extends string>(
  db: Db,
  o: {
    table: string;
    alias: string;
    select: SQL;
    from: SQL;
    where: SQL[];
    keyset: Keyset;
    states: readonly S[];
    q: { state?: S; limit: number; cursor?: string };
    search: boolean;
    counter?: SQL;
    present: (row: R) => T;
  },
): Promise<{ items: T[]; nextCursor: string | null; total: number; counts: Record<S, number> | null }> {
  const table = sql.raw(o.table);
  const alias = sql.raw(o.alias);
  const filter = o.where.length ? sql.join(o.where, sql` and `) : sql`true`;
  const stateFilter = o.q.state ? sql`and ${alias}.state = ${o.q.state}` : sql``;
  return queuePage(db, {
    keyset: o.keyset,
    states: o.states,
    q: o.q,
    page: (after) =>
      keysetPageQuery({
        select: sql`${o.select}, ${keysetSelect(o.keyset)} as page_key`,
        from: o.from,
        table,
        alias,
        where: sql`${filter} ${stateFilter} ${after}`,
        keyset: o.keyset,
        limit: o.q.limit,
        matchesFirst: o.search,
      }),
    counts:
      o.counter ?? sql`select ${alias}.state, count(*)::int as n from ${table} ${alias} where ${filter} group by ${alias}.state`,
    present: o.present,
  });
}
