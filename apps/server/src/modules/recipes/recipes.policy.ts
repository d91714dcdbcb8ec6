import { sql, type SQL } from 'drizzle-orm';

/**
 * Who may read and change recipes (PRODUCT.md §3.3). Deny by default: every function answers false
 * unless a rule below says yes, and callers turn a false into 404 — a recipe the caller may not see
 * is indistinguishable from one that does not exist.
 *
 * - The owner reads and changes their own recipes while they are not deleted.
 * - Anyone reads (and a signed-in user copies, through the gallery) a recipe that is public and not deleted;
 *   the owner copies their own (mayChange).
 * - Staff read every recipe, deleted ones included, through the admin routes only.
 */

/** Who is reading: a customer (their user id) or staff through /api/admin. */
export type RecipeReader = { ownerId: string } | { admin: true };

/** The columns the rules look at. */
export type RecipeAccessRow = { ownerId: string; visibility: string; deletedAt: Date | string | null };

const live = (r: RecipeAccessRow) => r.deletedAt === null;

/** The owner's own, undeleted recipe; or anything for staff. */
export function mayRead(r: RecipeAccessRow, reader: RecipeReader): boolean {
  if ('admin' in reader) return reader.admin === true;
  return live(r) && r.ownerId === reader.ownerId;
}

/** Save, change visibility, delete, restore: the owner only, and never a deleted recipe (staff edit nothing here). */
export function mayChange(r: RecipeAccessRow, userId: string): boolean {
  return live(r) && r.ownerId === userId;
}

/** In the public gallery: public and not deleted. */
export function isPublished(r: RecipeAccessRow): boolean {
  return live(r) && r.visibility === 'public';
}

/**
 * Whether a recipe's "copied from" link may name its source: staff always; anybody else when the
 * source is theirs or published (a private source of someone else stays invisible, even by name).
 */
export function maySeeSource(source: RecipeAccessRow, reader: RecipeReader | { viewerId: string | null }): boolean {
  if ('admin' in reader) return reader.admin === true;
  const viewer = 'ownerId' in reader ? reader.ownerId : reader.viewerId;
  return isPublished(source) || (viewer !== null && mayChange(source, viewer));
}

/** SQL filter of a customer's list: their own recipes that are not deleted (alias `r`). */
export function ownListFilter(ownerId: string): SQL {
  return sql`r.owner_id = ${ownerId} and r.deleted_at is null`;
}

/** SQL filter of the public gallery (alias `r`); the literal matches the partial index `recipes_public_updated_idx`. */
export function publicListFilter(): SQL {
  return sql`r.visibility = 'public' and r.deleted_at is null`;
}
