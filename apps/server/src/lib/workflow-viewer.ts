/**
 * What every workflow area (samples, quotes, orders, purchases, inquiries) says the same way about who
 * is looking and what its queue counts — once, so an area's policy and service do not copy it (issue 24
 * item 1: the server half of the record kit).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '@formulab/shared/workflow/machine';
import type { Db } from '../db/client.ts';
import { SEARCH_COUNT_CAP } from '@formulab/shared/pagination';
import { CAPPED_LIMIT, cappedCount, SEARCH_WINDOW, searchPageRows } from './search-page.ts';
import type { SearchCondition } from './like.ts';
import {
  decodePageCursor,
  keysetAfter,
  keysetPage,
  keysetOrder,
  keysetPageQuery,
  keysetSelect,
  windowPageQuery,
  type Keyset,
} from './keyset.ts';

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

/** A queue's page: its rows, its next cursor, its total (`totalCapped` past a search's cap) and tab counts. */
export type QueueResult<T, S extends string> = {
  items: T[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
  counts: Record<S, number> | null;
};

/**
 * One page of a list of records that move through states (a staff queue, a customer's list), in
 * `keyset` order, and on the first page how many records each state holds under the same filters (the
 * tabs), the two statements side by side. The total is the chosen tab's count, or all of them; a later
 * page keeps the first page's total (from its cursor) and carries no counts (the tabs then offer every
 * state without numbers).
 *
 * A search (`search`) counts its matches up to SEARCH_COUNT_CAP first. A term under the cap has its
 * page from all its matches (`page`, matches first: few rows); one past it, from the newest rows
 * (`search.page`, a bounded walk that a common term fills at once), falling back to `page` when the walk
 * did not fill it. A later page knows which from the total its cursor carries.
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
    /**
     * a search: `counts` then answers (state, n) for at most SEARCH_COUNT_CAP + 1 matches, `tab` counts
     * the chosen state's the same way, and `page` is the newest rows' walk (`windowPageQuery`)
     */
    search?: {
      page: (after: SQL) => SQL;
      /**
       * the first page and the counts in one statement (`countedFirstPage`): its rows carry the matches by
       * state (`state_counts`), read up to SEARCH_COUNT_CAP + 1, and are the page while those stay under it
       */
      first?: () => SQL;
      tab: (state: S) => SQL;
      /**
       * a common term's first counts (`SearchCondition.common`): the newest SEARCH_WINDOW rows under the
       * filters (`all`), and under the chosen tab too (`tab`), each answering its matches by state up to
       * the cap and how many rows it walks (`probeStatement`)
       */
      probe?: { all: SQL; tab: SQL };
    };
    present: (row: R) => T;
  },
): Promise<QueueResult<T, S>> {
  const after = decodePageCursor(o.q.cursor, o.keyset);
  const afterSql = after ? sql`and ${keysetAfter(o.keyset, after.key)}` : sql``;
  const tally = (grouped: { state: string; n: number }[]) => {
    const counts = emptyCounts(o.states);
    for (const r of grouped) if (r.state in counts) counts[r.state as S] = r.n;
    return counts;
  };
  if (!o.search) {
    const [page, grouped] = await Promise.all([
      db.execute<R>(o.page(afterSql)),
      after ? null : db.execute<{ state: string; n: number }>(o.counts),
    ]);
    const counts = grouped ? tally(grouped.rows) : null;
    const total = !counts ? after!.total : o.q.state ? counts[o.q.state] : sumOf(counts);
    return { ...keysetPage(o.keyset, page.rows as R[], o.q.limit, total, o.present), totalCapped: false, counts };
  }
  let counts: Record<S, number> | null = null;
  let total = after?.total ?? 0;
  // a common term: most rows match, so the newest rows hold more than the cap and the index need not
  // be asked for every match (a word in 22,001 customers' names: their million quotes' owner entries)
  const probed = !after && o.search.probe ? await probeNewest(db, o.search.probe, o.q.state, tally) : null;
  // the newest rows hold less than a page of the term's matches (its customers are many, their records
  // few: a word in 22,001 customers' names, 14 purchases): the page can only come from all its matches
  const few = !!probed && !probed.windowIsAll && probed.windowMatches <= o.q.limit;
  // so, unless one statement reads both (below), they are read beside the counts, not after them (both
  // ask the same customers' ids of the index) (a native promise: drizzle's runs its statement again each
  // time it is awaited)
  const early = few && (!o.search.first || probed.counted) ? Promise.resolve(db.execute<R>(o.page(afterSql))) : null;
  early?.catch(() => undefined);
  // a term that is not common, or a common one whose newest rows hold few matches (unless the walk already
  // counted past the cap): its matches are read once, up to the cap, for the counts and the first page
  // together (a recipe's name: its trigrams looked up once, not once to count and once for the page; a word
  // in 22,001 customers' names: their ids and the owner index's entries for them found once, not twice)
  const first =
    !after && (!probed || (few && !probed.counted)) && o.search.first
      ? (await db.execute<R & { state_counts: Record<string, number> }>(o.search.first())).rows
      : null;
  if (!after) {
    if (probed?.counted) counts = probed.counts;
    else {
      // (no page row, no counts in it: the tab holds no match, and the counts are asked on their own)
      counts = first?.length
        ? tally(Object.entries(first[0]!.state_counts).map(([state, n]) => ({ state, n })))
        : tally((await db.execute<{ state: string; n: number }>(o.counts)).rows);
      // past the cap the tabs' numbers are partial: none shown
      if (sumOf(counts) > SEARCH_COUNT_CAP) counts = null;
    }
    if (probed?.tabCounted) total = probed.total;
    else if (counts) total = o.q.state ? counts[o.q.state] : sumOf(counts);
    // past the cap, the chosen tab counted on its own
    else if (o.q.state) total = (await db.execute<{ n: number }>(o.search.tab(o.q.state))).rows[0]?.n ?? 0;
    else total = SEARCH_COUNT_CAP + 1;
  }
  const search = o.search;
  const rows = early
    ? ((await early).rows as R[])
    : first && counts
      ? (first as R[])
      : await searchPageRows<R>(db, {
          total,
          limit: o.q.limit,
          window: () => search.page(afterSql),
          matches: () => o.page(afterSql),
          windowIsAll: probed?.windowIsAll ?? false,
        });
  return { ...keysetPage(o.keyset, rows, o.q.limit, total, o.present), totalCapped: total > SEARCH_COUNT_CAP, counts };
}

const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * A common term's first counts from the newest rows (`cappedSearch`'s `probe`), before any index is asked
 * for all its matches. The chosen tab's walk comes first: past the cap there, nothing else is counted.
 * Otherwise the walk under the filters alone follows, and what the two settle is kept:
 * - the tabs' numbers (`counted`): exact when that walk saw fewer than SEARCH_WINDOW rows (it saw them
 *   all), none when its matches pass the cap;
 * - the chosen tab's total (`tabCounted`): exact when its walk saw all of the tab's rows; and then the
 *   page is that walk's (`windowIsAll`), which read every row a page could hold, so no index is asked
 *   for the matches either (a word in 22,001 customers' names, the quotes' `quoted` tab: 0.35 → 0.04 s).
 * What they leave unsettled is counted by the indexes, as a term that is not common.
 */
async function probeNewest<S extends string>(
  db: Db,
  probe: { all: SQL; tab: SQL },
  state: S | undefined,
  tally: (grouped: { state: string; n: number }[]) => Record<S, number>,
): Promise<{
  counts: Record<S, number> | null;
  total: number;
  counted: boolean;
  tabCounted: boolean;
  windowIsAll: boolean;
  /** how many matches the walk of the chosen tab (or of all, without one) found, up to the cap + 1 */
  windowMatches: number;
}> {
  const read = async (statement: SQL) => {
    const { rows } = await db.execute<{ seen: number; counts: Record<string, number> }>(statement);
    const found = Object.entries(rows[0]?.counts ?? {}).map(([state, n]) => ({ state, n }));
    return { counts: tally(found), n: found.reduce((a, r) => a + r.n, 0), all: (rows[0]?.seen ?? 0) < SEARCH_WINDOW };
  };
  // the chosen tab first: past the cap there, the whole is too, and nothing else need be walked
  const tab = state ? await read(probe.tab) : null;
  if (tab && tab.n > SEARCH_COUNT_CAP)
    return {
      counts: null,
      total: SEARCH_COUNT_CAP + 1,
      counted: true,
      tabCounted: true,
      windowIsAll: false,
      windowMatches: tab.n,
    };
  const all = await read(probe.all);
  const past = all.n > SEARCH_COUNT_CAP;
  const counted = all.all || past;
  const counts = counted && !past ? all.counts : null;
  const capped = (n: number) => Math.min(n, SEARCH_COUNT_CAP + 1);
  if (!state) return { counts, total: capped(all.n), counted, tabCounted: counted, windowIsAll: all.all, windowMatches: all.n };
  return { counts, total: tab!.n, counted, tabCounted: tab!.all, windowIsAll: tab!.all, windowMatches: tab!.n };
}

/**
 * `queuePage` for a list of one table's records (`table` as `alias`, ordered by `keyset`): the page is
 * `keysetPageQuery` of `select` (the page key added) from `from`, under the `where` filters (all of
 * them; none is every record), the chosen tab's state and the cursor. The tabs count the filtered rows
 * by state, unless `counter` (a per-state counter kept by triggers) answers them. `search`, a search's
 * condition on the table (beside the filters), finds its matches first and counts them up to
 * SEARCH_COUNT_CAP; past it the page comes from the newest rows (`windowPageQuery`).
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
    search?: SearchCondition;
    counter?: SQL;
    present: (row: R) => T;
  },
): Promise<QueueResult<T, S>> {
  const table = sql.raw(o.table);
  const alias = sql.raw(o.alias);
  const filters = o.where.length ? sql.join(o.where, sql` and `) : sql`true`;
  const filter = o.search ? sql`${filters} and ${o.search.where}` : filters;
  const stateFilter = o.q.state ? sql`and ${alias}.state = ${o.q.state}` : sql``;
  const select = sql`${o.select}, ${keysetSelect(o.keyset)} as page_key`;
  const search = o.search;
  return queuePage(db, {
    keyset: o.keyset,
    states: o.states,
    q: o.q,
    page: (after) =>
      keysetPageQuery({
        select,
        from: o.from,
        table,
        alias,
        where: sql`${filter} ${stateFilter} ${after}`,
        keyset: o.keyset,
        limit: o.q.limit,
        matchesFirst: !!search,
      }),
    ...(search
      ? withFirstPage(
          cappedSearch<S>({
            table,
            alias,
            select,
            from: o.from,
            filters,
            stateFilter,
            search,
            keyset: o.keyset,
            limit: o.q.limit,
          }),
          () => countedFirstPage({ select, from: o.from, table, alias, filter, stateFilter, keyset: o.keyset, limit: o.q.limit }),
        )
      : {
          counts:
            o.counter ??
            sql`select ${alias}.state, count(*)::int as n from ${table} ${alias} where ${filter} group by ${alias}.state`,
        }),
    present: o.present,
  });
}

/**
 * A search's first page and its counts by state in one statement (`queuePage`'s `search.first`): its
 * matches (`filter`) read once, up to SEARCH_COUNT_CAP + 1, their numbers by state on every row of the
 * page (`state_counts`, an InitPlan computed once), and the chosen tab's (`stateFilter`) newest `limit + 1`
 * of them. While the matches stay under the cap they are all of them, so the page is the page; past it
 * the caller counts and pages otherwise. No row when the tab holds no match.
 */
function countedFirstPage(o: {
  select: SQL;
  from: SQL;
  table: SQL;
  alias: SQL;
  filter: SQL;
  stateFilter: SQL;
  keyset: Keyset;
  limit: number;
}): SQL {
  const order = keysetOrder(o.keyset);
  return sql`
    with m as materialized (select ${o.alias}.id, ${o.alias}.created_at, ${o.alias}.state from ${o.table} ${o.alias} where ${o.filter} limit ${CAPPED_LIMIT})
    select ${o.select},
      (select coalesce(json_object_agg(g.state, g.n), '{}') from (select m.state, count(*)::int as n from m group by m.state) g) as state_counts
    from ${o.from} join (select ${o.alias}.id from m ${o.alias} where true ${o.stateFilter} order by ${order} limit ${o.limit + 1}) k on k.id = ${o.alias}.id
    order by ${order}`;
}

/** `cappedSearch`'s answer with the first page of a term under the cap (`queuePage`'s `search.first`). */
function withFirstPage<T extends { search: object }>(capped: T, first: () => SQL): T {
  return { ...capped, search: { ...capped.search, first } };
}

/**
 * `queuePage`'s `counts` and `search` for a search (`search`, beside the list's other `filters`) over
 * `table` as `alias` (decision 0032): the tabs counted over at most SEARCH_COUNT_CAP + 1 matches, the
 * chosen tab the same way, and past the cap the page from the newest rows under the other filters and the
 * tab (`stateFilter`). `recordListPage` and the inquiry queue (its own three orders) use it.
 */
export function cappedSearch<S extends string>(o: {
  table: SQL;
  alias: SQL;
  select: SQL;
  from: SQL;
  filters: SQL;
  stateFilter: SQL;
  search: SearchCondition;
  keyset: Keyset;
  limit: number;
}): { counts: SQL; search: { page: (after: SQL) => SQL; tab: (state: S) => SQL; probe?: { all: SQL; tab: SQL } } } {
  const { table, alias } = o;
  const filter = sql`${o.filters} and ${o.search.where}`;
  return {
    counts: sql`select c.state, count(*)::int as n
      from (select ${alias}.state from ${table} ${alias} where ${filter} limit ${CAPPED_LIMIT}) c group by c.state`,
    search: {
      probe: o.search.common ? { all: probeStatement(o, sql``), tab: probeStatement(o, o.stateFilter) } : undefined,
      page: (after) =>
        windowPageQuery({
          select: o.select,
          from: o.from,
          table,
          alias,
          where: sql`${o.filters} ${o.stateFilter} ${after}`,
          search: o.search.row,
          keyset: o.keyset,
          limit: o.limit,
          window: SEARCH_WINDOW,
        }),
      tab: (state) => cappedCount(table, alias, sql`${filter} and ${alias}.state = ${state}`),
    },
  };
}

/**
 * The walk of a common term's probe: the newest SEARCH_WINDOW rows under the filters (and `stateFilter`),
 * each tested by the search's `row` form (its own customer read by key, not the ids' array) until
 * SEARCH_COUNT_CAP + 1 have matched, answering one row: the matches by state (`counts`, a JSON object)
 * and how many rows the window holds (`seen`, from the index alone: fewer than the window, the walk saw
 * them all, and its counts are exact).
 */
function probeStatement(
  o: { table: SQL; alias: SQL; filters: SQL; search: SearchCondition; keyset: Keyset },
  stateFilter: SQL,
): SQL {
  const { table, alias } = o;
  const window = sql`select ${alias}.id, ${alias}.state from ${table} ${alias} where ${o.filters} ${stateFilter}
    order by ${keysetOrder(o.keyset)} limit ${sql.raw(String(SEARCH_WINDOW))}`;
  return sql`select (select count(*) from (${window}) s)::int as seen,
    coalesce((select json_object_agg(g.state, g.n) from (
      select c.state, count(*)::int as n from (
        select w.state from (${window}) w
          cross join lateral (select 1 from ${table} ${alias} where ${alias}.id = w.id and ${o.search.row} offset 0) m
        limit ${CAPPED_LIMIT}) c
      group by c.state) g), '{}') as counts`;
}
