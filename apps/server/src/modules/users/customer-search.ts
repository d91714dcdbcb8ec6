import { sql, type SQL } from 'drizzle-orm';

/**
 * The ids of the users whose name, company name or e-mail contains `like` (a lower-case "contains"
 * pattern, lib/like.ts), as an array for `owner_id = any(…)` in staff's queue searches (sample
 * requests, quotes, orders). The array is computed once (an InitPlan), so the queue's table is read
 * through its owner index, in a BitmapOr with the other index conditions of the search, instead of
 * being joined with `users` and filtered row by row.
 *
 * The users are found through `users_search_trgm_idx` (migration 0021): its expression, name, e-mail
 * and company joined by spaces, contains every field's text, so it selects a superset; the per-field
 * test then keeps the meaning exact (a term that spans two fields, "kim a@", matches the joined text
 * but no field).
 */
export function customerIdsMatching(like: string): SQL {
  return sql`array(select c.id from users c
    where lower(c.name || ' ' || c.email || ' ' || c.company_name) like ${like}
      and (lower(c.name) like ${like} or lower(c.company_name) like ${like} or lower(c.email) like ${like}))`;
}
