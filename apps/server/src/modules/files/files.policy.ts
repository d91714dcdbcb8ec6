import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { files } from './files.table.ts';
import { published } from '../content/publication.policy.ts';
import { productListed } from '../products/products.policy.ts';

/**
 * Who may download and attach files (PRODUCT.md §3.2, §3.7–3.9). Deny by default; callers turn a
 * false into 404 (download) or a 400 on the field (attach), so a file the caller may not see is
 * indistinguishable from one that does not exist.
 *
 * - Staff download every file (the admin session, on the same public route).
 * - An unattached upload is its uploader's (and staff's) only: a board author sees the picture just
 *   put in a draft; a visitor's upload (a partnership inquiry's) is seen by staff only.
 * - An attached file follows the record that holds it (OWNER_VISIBLE): public records while they are
 *   visible (a catalogue item marked visible, a published notice or IR post, a product on sale, a board
 *   post not hidden — or hidden, to its author); private records to their customer only (an inquiry,
 *   a partnership inquiry sent signed in, a chat conversation, a safety report of a live recipe).
 *   A record type not listed shows its files to staff only.
 * - A customer attaches only their own unattached uploads (or files the record already holds).
 */

/** What a file belongs to (files.owner_type). */
export type OwnerType =
  | 'ingredient'
  | 'sub-material'
  | 'notice'
  | 'notice-image'
  | 'board-post'
  | 'ir-post'
  | 'product'
  | 'inquiry'
  | 'partnership'
  | 'chat'
  | 'compliance-report';

/** Who is downloading: staff, a signed-in user, or a visitor (`userId` null). */
export type FileViewer = { isAdmin: boolean; userId: string | null };

/** The columns the rules look at. */
export type FileAccessRow = { ownerType: string | null; ownerId: string | null; createdBy: string | null };

/**
 * Whether a non-staff viewer may see the files of a record (one row, `visible`): see the list above.
 * `viewerId` null (a visitor) never matches an owner.
 */
const OWNER_VISIBLE: Record<OwnerType, (id: string, viewerId: string | null) => SQL> = {
  ingredient: (id) => sql`select visible from ingredients where id = ${id}`,
  'sub-material': (id) => sql`select visible from sub_materials where id = ${id}`,
  notice: (id) => sql`select ${published()} as visible from notices where id = ${id}`,
  'notice-image': (id) => sql`select ${published()} as visible from notices where id = ${id}`,
  // a hidden post stays visible to its author
  'board-post': (id, viewerId) =>
    sql`select (not hidden or author_id = ${viewerId ?? ''}) as visible from board_posts where id = ${id}`,
  'ir-post': (id) => sql`select ${published()} as visible from ir_posts where id = ${id}`,
  product: (id) => sql`select ${productListed()} as visible from products where id = ${id}`,
  inquiry: (id, viewerId) => sql`select owner_id = ${viewerId ?? ''} as visible from inquiries where id = ${id}`,
  partnership: (id, viewerId) =>
    sql`select coalesce(user_id = ${viewerId ?? ''}, false) as visible from partnership_inquiries where id = ${id}`,
  // a chat attachment: the conversation's customer (and staff)
  chat: (id, viewerId) => sql`select customer_id = ${viewerId ?? ''} as visible from chat_conversations where id = ${id}`,
  // a safety assessor's report (issue 15): the recipe's owner (and staff), while the recipe is not deleted
  'compliance-report': (id, viewerId) =>
    sql`select (r.owner_id = ${viewerId ?? ''} and r.deleted_at is null) as visible
      from compliance_reports c join recipes r on r.id = c.recipe_id where c.id = ${id}`,
};

/**
 * Whether the viewer may download the file: 'allow', 'deny' (404), or 'ask-owner' — the answer is the
 * holding record's, from `ownerVisible` (one statement).
 */
export function downloadRule(file: FileAccessRow, viewer: FileViewer): 'allow' | 'deny' | 'ask-owner' {
  if (viewer.isAdmin) return 'allow';
  if (!file.ownerId) return viewer.userId !== null && file.createdBy === viewer.userId ? 'allow' : 'deny';
  return file.ownerType !== null && Object.hasOwn(OWNER_VISIBLE, file.ownerType) ? 'ask-owner' : 'deny';
}

/** The statement that answers 'ask-owner' for this file (only call it after downloadRule said so). */
export function ownerVisible(file: { ownerType: string; ownerId: string }, viewerId: string | null): SQL {
  return OWNER_VISIBLE[file.ownerType as OwnerType](file.ownerId, viewerId);
}

/**
 * Whether a file may become (or stay) one of `owner`'s: an unattached upload — by `uploadedBy` when
 * given (a customer attaches only their own) — or a file the record already holds; of one of `kinds`.
 */
export function mayAttach(
  file: FileAccessRow & { kind: string },
  owner: { type: OwnerType; id: string },
  opts: { kinds: readonly string[]; uploadedBy?: string },
): boolean {
  if (!opts.kinds.includes(file.kind)) return false;
  if (file.ownerId === null) return opts.uploadedBy === undefined || file.createdBy === opts.uploadedBy;
  return file.ownerType === owner.type && file.ownerId === owner.id;
}

/** mayAttach as a filter, for claiming: unattached uploads of `uploadedBy`, of one of `kinds`. */
export function claimableBy(uploadedBy: string, kinds: readonly string[]): SQL {
  return and(isNull(files.ownerId), eq(files.createdBy, uploadedBy), inArray(files.kind, [...kinds]))!;
}
