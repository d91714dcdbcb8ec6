import { sql, type SQL } from 'drizzle-orm';
import { isStaff, type WorkflowViewer } from '../../lib/workflow-viewer.ts';
export { isStaff };

/**
 * Who may read and write inquiries (PRODUCT.md §3.8). Deny by default; callers turn a false into 404,
 * so another customer's inquiry is indistinguishable from one that does not exist.
 *
 * - A customer reads their own inquiries, replies to them and closes them (inquiries.states.ts says
 *   which step is whose); their files are readable by them and staff only (files.service.ts).
 * - Staff read every inquiry, answer and close them, through /api/admin only.
 * - Partnership inquiries: anybody may send one (rate-limited per address, with a honeypot); staff
 *   read and move them; a user who sent one signed in sees its state (never staff's notes).
 */
export type InquiryViewer = WorkflowViewer;

export function mayReadInquiry(row: { ownerId: string }, viewer: InquiryViewer): boolean {
  return isStaff(viewer) || row.ownerId === viewer.customerId;
}

/** SQL filter of a customer's list (alias `i`). */
export function ownInquiryFilter(ownerId: string): SQL {
  return sql`i.owner_id = ${ownerId}`;
}
