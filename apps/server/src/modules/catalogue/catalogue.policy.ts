import { sql, type SQL } from 'drizzle-orm';

/**
 * Who may see catalogue items — ingredients and packaging (PRODUCT.md §3.2). Deny by default: a hidden
 * item exists only for staff; everyone else gets a 404 for it (files included) and never finds it in a
 * list. Staff reach hidden items through /api/admin only, which the access hook keeps to admins.
 */

/** Who is reading: staff through /api/admin, or anybody through the public catalogue. */
export type CatalogueViewer = { admin: boolean };

/** The public catalogue's reader. */
export const PUBLIC_VIEWER: CatalogueViewer = { admin: false };

/** Whether the viewer may read this item (callers turn false into 404). */
export function mayReadItem(item: { visible: boolean }, viewer: CatalogueViewer): boolean {
  return item.visible || viewer.admin;
}

/**
 * The visibility filter of a list (alias given): visible items only for the public; for staff what the
 * `visibility` filter asks (all when unset or 'all'). Returns null when nothing is filtered.
 */
export function visibilityFilter(alias: string, viewer: CatalogueViewer, requested?: 'visible' | 'hidden' | 'all'): SQL | null {
  const col = sql.raw(`${alias}.visible`);
  if (!viewer.admin || requested === 'visible') return sql`${col}`;
  if (requested === 'hidden') return sql`not ${col}`;
  return null;
}

/** Staff, through /api/admin. */
export const STAFF_VIEWER: CatalogueViewer = { admin: true };
