import { sql, type SQL } from 'drizzle-orm';
import { isStaff, type WorkflowViewer } from '../../lib/workflow-viewer.ts';
export { isStaff };

/**
 * Who may read and move sample requests (PRODUCT.md §3.4). Deny by default; callers turn a false into
 * 404, so another customer's request is indistinguishable from one that does not exist.
 *
 * - A customer reads their own requests and takes the customer's transitions on them (the machine,
 *   samples.states.ts, says which).
 * - Staff read every request, take the staff transitions and write internal notes, through
 *   /api/admin only.
 * - A request is made from the caller's own recipe, not deleted, and usable (`recipes.valid`).
 */

export type SampleViewer = WorkflowViewer;

export function mayReadSample(row: { ownerId: string }, viewer: SampleViewer): boolean {
  return isStaff(viewer) || row.ownerId === viewer.customerId;
}

/** A recipe the caller may ask a sample of: theirs and not deleted (else 404); `valid` is checked apart (400). */
export function mayUseRecipe(recipe: { ownerId: string; deletedAt: Date | string | null }, userId: string): boolean {
  return recipe.deletedAt === null && recipe.ownerId === userId;
}

/** SQL filter of a customer's list (alias `s`). */
export function ownSampleFilter(ownerId: string): SQL {
  return sql`s.owner_id = ${ownerId}`;
}
