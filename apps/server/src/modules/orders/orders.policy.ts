import { sql, type SQL } from 'drizzle-orm';

/**
 * Who may read and move production orders (PRODUCT.md §3.6). Deny by default; callers turn a false
 * into 404, so another customer's order is indistinguishable from one that does not exist.
 *
 * - An order is made only by its customer accepting a quote (quotes.service.ts), never by a route.
 * - A customer reads their own orders and takes the customer's transitions (cancel before payment,
 *   confirm delivery; orders.states.ts says which).
 * - Staff read every order, take the staff transitions and write internal notes, through /api/admin.
 */
export { isStaff, mayRead, type Viewer } from '../quotes/quotes.policy.ts';

/** SQL filter of a customer's list (alias `o`): the owner's index leads every such query. */
export function ownOrderFilter(ownerId: string): SQL {
  return sql`o.owner_id = ${ownerId}`;
}
