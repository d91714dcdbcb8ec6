import { sql, type SQL } from 'drizzle-orm';
import { anyOf, containsPattern, containsText, type Contains } from '../../lib/like.ts';

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
  const like = containsPattern(term);
  return sql`array(select c.id from users c
    where ${containsText(sql`lower(c.name || ' ' || c.email || ' ' || c.company_name)`, term)}
      and (lower(c.name) like ${like} or lower(c.company_name) like ${like} or lower(c.email) like ${like}))`;
}

/**
 * A staff queue's search for `term` over its table aliased `alias`: the record whose reference the term
 * is (`number`, when it parses as one), one whose `fields` contain it, or one of a customer it matches.
 */
export function queueSearch(alias: string, term: string, number: number | null, fields: (SQL | Contains)[]): SQL {
  return anyOf([
    ...(number !== null ? [sql`${sql.raw(alias)}.number = ${number}`] : []),
    ...fields,
    sql`${sql.raw(alias)}.owner_id = any(${customerIdsMatching(term)})`,
  ]);
}
