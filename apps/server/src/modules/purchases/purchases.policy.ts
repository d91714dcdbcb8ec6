import { sql, type SQL } from 'drizzle-orm';
import { actorOf, isStaff, userIdOf, type WorkflowViewer } from '../../lib/workflow-viewer.ts';
export { actorOf, isStaff, userIdOf };

/**
 * Who may read and move shop purchases (PRODUCT.md §3.6). Deny by default; callers turn a false into
 * 404, so another customer's purchase is indistinguishable from one that does not exist.
 *
 * - A purchase is made by a signed-in customer checking out, for themselves (purchases.service.ts).
 * - A customer reads their own purchases and takes the customer's steps on them (cancel, request a
 *   refund, confirm delivery; purchases.states.ts says which).
 * - Staff read every purchase and take the staff steps (prepare, ship, refund…), through /api/admin only.
 * - The system (the release job, a failed payment) cancels unpaid ones, never through HTTP.
 */

export type PurchaseViewer = WorkflowViewer;

/** The customer's own purchase, or any for staff (reading and stepping alike; the machine says which steps). */
export function mayReadPurchase(row: { ownerId: string }, viewer: PurchaseViewer): boolean {
  return isStaff(viewer) || row.ownerId === viewer.customerId;
}

/** SQL filter of a customer's list (alias `b`): `purchases_owner_idx` leads it. */
export function ownPurchaseFilter(ownerId: string): SQL {
  return sql`b.owner_id = ${ownerId}`;
}
