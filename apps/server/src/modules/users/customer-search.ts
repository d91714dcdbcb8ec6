import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anyOfSearch, contains, containsPattern, type Contains, type SearchCondition } from '../../lib/like.ts';

/**
 * The ids of the users whose name, company name or e-mail contains `term` (lower-case), as an array
 * for `owner_id = any(…)` in staff's queue searches (sample requests, quotes, orders, inquiries, chat,
 * policy acceptances). The array is computed once (an InitPlan), so the queue's table is read through
 * its owner index, in a BitmapOr with the other index conditions of the search, instead of being
 * joined with `users` and filtered row by row.
 *
 * The users are found through the indexes of name, e-mail and company joined by spaces
 * (`users_search_trgm_idx`, migration 0021, or `users_search_grams_idx` for a term without trigrams,
 * lib/like.ts): that text contains every field's, so it selects a superset; the per-field test then
 * keeps the meaning exact (a term that spans two fields, "kim a@", matches the joined text but no field).
 */
export function customerIdsMatching(term: string): SQL {
  return sql`array(select c.id from users c where ${customerMatches(term)})`;
}

/**
 * A user `c` whose name, company name or e-mail contains `term` (`customerIdsMatching`): the joined text's
 * index condition, then the per-field test, which is exact and implies the joined text's own test. That
 * test (`strpos` of the joined, lowered text) was written here too: a word in 22,001 customers' names
 * took 34 ms to look them up with it, 16.5 ms without (PostgreSQL 15, 122,005 accounts).
 */
function customerMatches(term: string): SQL {
  return sql`${contains(sql`lower(c.name || ' ' || c.email || ' ' || c.company_name)`, term).index}
      and ${customerFieldsContain(term)}`;
}

/**
 * The exact test of `customerMatches` alone, for a user already read by key: the joined text's grams and
 * `strpos` only lead its indexes to a superset, and computing them for each row a walk tests cost more
 * than the test.
 */
function customerFieldsContain(term: string): SQL {
  const like = containsPattern(term);
  return sql`(lower(c.name) like ${like} or lower(c.company_name) like ${like} or lower(c.email) like ${like})`;
}

/** How many customers' ids a queue's search sends along as a parameter at most (`customersMatching`). */
export const CUSTOMER_IDS_AS_PARAMETER = 5_000;

/**
 * `customerIdsMatching(term)` read once, ahead of a list's statements (the workflow queues, inquiries,
 * payments, chat, policy acceptances): the ids as a parameter (`…::text[]`) when there are at most
 * CUSTOMER_IDS_AS_PARAMETER of them, else the subquery itself (`many`: `customerOf` and `customerIn` then
 * write their conditions otherwise). A queue's search names its customers twice in each statement
 * (`anyOf`: once beside the indexes' conditions, once beside the exact tests) and sends two statements
 * (the counts and the page), so the subquery ran four times per request: 4 × 70 ms when a word
 * ("코스메틱") is in every one of 2,000 customers' company names. Given the ids, PostgreSQL also knows how
 * many there are, where it guessed the subquery's answer at one row.
 */
export async function customersMatching(db: Db, term: string): Promise<{ ids: SQL; many: boolean }> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select c.id from users c where ${customerMatches(term)} limit ${sql.raw(String(CUSTOMER_IDS_AS_PARAMETER + 1))}`,
  );
  return rows.length > CUSTOMER_IDS_AS_PARAMETER
    ? { ids: customerIdsMatching(term), many: true }
    : { ids: sql`${sql.param(rows.map((r) => r.id))}::text[]`, many: false };
}

/**
 * "`owner` (a users id column) is a customer `term` matches", read once ahead of a list's statements
 * (`customersMatching`), as a `Contains`: `index` for the owner index (`owner = any(ids)`), `test` for a
 * row already read. Up to CUSTOMER_IDS_AS_PARAMETER ids both are the array, a constant PostgreSQL hashes;
 * past it the array is a subquery, which it searches from its first id for each row tested (22,001
 * customers matched "코스메틱" in the bench: milliseconds a row), so the test reads the row's own customer
 * by its key instead, and tests its fields alone (`customerFieldsContain`).
 */
export async function customerOf(db: Db, owner: SQL, term: string): Promise<Contains & { common: boolean }> {
  const { ids, many } = await customersMatching(db, term);
  const index = sql`${owner} = any(${ids})`;
  return {
    index,
    test: many ? sql`exists (select 1 from users c where c.id = ${owner} and ${customerFieldsContain(term)})` : index,
    common: many,
  };
}

/**
 * "`column` (a users id) is a customer `term` matches", for a list whose search is that alone (the policy
 * acceptances; staff's chats walk their newest rows instead, with `customerOf`): the ids as a parameter
 * (`customersMatching`), or past CUSTOMER_IDS_AS_PARAMETER a semi-join with the matching users, which
 * PostgreSQL plans as a join (a hash of them, one probe a row) where `= any(array(select …))` compared each
 * row with every id (a word in 22,001 customers' names: the acceptances 1.1 s).
 */
export async function customerIn(db: Db, column: SQL, term: string): Promise<SQL> {
  const { ids, many } = await customersMatching(db, term);
  return many ? sql`${column} in (select c.id from users c where ${customerMatches(term)})` : sql`${column} = any(${ids})`;
}

/**
 * A staff queue's search for `term` over its table aliased `alias`: the record whose reference the term
 * is (`number`, when it parses as one), one whose `fields` contain it, or one of a customer it matches
 * (`customersMatching`, read first).
 */
export async function queueSearch(
  db: Db,
  alias: string,
  term: string,
  number: number | null,
  fields: (SQL | Contains)[],
): Promise<SearchCondition> {
  return anyOfSearch([
    ...(number !== null ? [sql`${sql.raw(alias)}.number = ${number}`] : []),
    ...fields,
    await customerOf(db, sql.raw(`${alias}.owner_id`), term),
  ]);
}
