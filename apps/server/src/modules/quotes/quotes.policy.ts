import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@formulab/shared/quotes/quotes.schema';
import { isStaff, type WorkflowViewer } from '../../lib/workflow-viewer.ts';
export { isStaff };

/**
 * Who may read and move quotes and production orders (PRODUCT.md §3.5–3.6). Deny by default; callers
 * turn a false into 404, so another customer's quote or order is indistinguishable from one that does
 * not exist (its PDF included).
 *
 * - A customer reads their own quotes and orders and takes the customer's transitions on them (the
 *   machines, quotes.states.ts and orders.states.ts, say which).
 * - Staff read every quote and order, take the staff transitions and write internal notes, through
 *   /api/admin only.
 * - The system (the expiry job, the accept's own 'order' step) acts on any quote, never through HTTP.
 * - A quote is requested for the caller's own recipe, not deleted, and usable (`recipes.valid`).
 */

export type Viewer = WorkflowViewer;

export function mayRead(row: { ownerId: string }, viewer: Viewer): boolean {
  return isStaff(viewer) || row.ownerId === viewer.customerId;
}

/** A recipe the caller may ask a quote for: theirs and not deleted (else 404); `valid` is checked apart (400). */
export function mayUseRecipe(recipe: { ownerId: string; deletedAt: Date | string | null }, userId: string): boolean {
  return recipe.deletedAt === null && recipe.ownerId === userId;
}

/** SQL filter of a customer's quote list (alias `q`). */
export function ownQuoteFilter(ownerId: string): SQL {
  return sql`q.owner_id = ${ownerId}`;
}

/** Today in the company's time zone, as SQL (quote dates are days there; see quotes.schema.ts). */
export const TODAY = sql.raw(`(now() at time zone '${BUSINESS_TIME_ZONE}')::date`);

/** A quoted quote may be accepted only while its validity date has not passed (alias-free, for the UPDATE). */
export const stillValid = sql`valid_until >= ${TODAY}`;
