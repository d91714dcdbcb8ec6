import { sql, type SQL } from 'drizzle-orm';

/**
 * Who sees a pipeline (PRODUCT.md §3.4–3.6: the sample requests, quotes and orders made from recipes).
 * Deny by default; callers turn a false into 404.
 *
 * - A customer sees the pipeline of a recipe they may read (`recipes.policy`: their own), and only their
 *   own records in it — a public recipe of someone else's shows none of its owner's requests.
 * - The summary on the dashboard is the caller's own open records.
 * - Staff read records through the areas' own queues, not here.
 */
export function ownRecords(ownerId: string): SQL {
  return sql`owner_id = ${ownerId}`;
}
