/**
 * A staff search over a large table (decision 0032): its matches are counted up to SEARCH_COUNT_CAP, and
 * past it the page comes from the newest rows. The workflow queues (`workflow-viewer.ts`) and the payment
 * list use it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@formulab/shared/pagination';
import type { Db } from '../db/client.ts';

// The cap itself, SEARCH_COUNT_CAP, is in @formulab/shared/pagination so the screens can say the number:
// counting every match of a term in a large share of the rows ("세럼" in an eighth of 300,000 requests)
// read them all for each first page; nobody pages through a thousand results of a search.

/** How many of the newest rows a search in many rows walks for its page before it reads all its matches. */
export const SEARCH_WINDOW = 2_000;

/** the cap's LIMIT, written into the statement: a constant the planner sees in a prepared statement's generic plan too */
export const CAPPED_LIMIT = sql.raw(String(SEARCH_COUNT_CAP + 1));

/** How many rows of `table` (as `alias`) match `where`, counted up to SEARCH_COUNT_CAP + 1 (`n`). */
export function cappedCount(table: SQL, alias: SQL, where: SQL): SQL {
  return sql`select count(*)::int as n from (select 1 from ${table} ${alias} where ${where} limit ${CAPPED_LIMIT}) c`;
}

/**
 * A search's page rows: when its total is past the cap, from the newest rows' walk (`window`,
 * `windowPageQuery`), if that fills the page; otherwise from all its matches (`matches`,
 * `keysetPageQuery`'s `matchesFirst`).
 */
export async function searchPageRows<R>(
  db: Db,
  o: {
    total: number;
    limit: number;
    window: () => SQL;
    matches: () => SQL;
    /** the newest rows' walk reads every row under the filters (a common term's probe saw them all): its page is the page */
    windowIsAll?: boolean;
  },
): Promise<R[]> {
  const read = async (statement: SQL) => (await db.execute(statement)).rows as R[];
  if (o.windowIsAll) return read(o.window());
  const rows = o.total > SEARCH_COUNT_CAP ? await read(o.window()) : [];
  // under the cap, or the newest rows held less than a page: the page from all the matches
  return rows.length > o.limit ? rows : read(o.matches());
}
