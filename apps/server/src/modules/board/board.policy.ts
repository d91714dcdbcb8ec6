import { sql, type SQL } from 'drizzle-orm';

/**
 * Who may read and change board posts and comments (PRODUCT.md §3.7). Deny by default; callers turn
 * a false into 404, so a hidden post, or someone else's post or comment on a change route, answers
 * exactly like one that does not exist.
 *
 * - Anyone (visitors too) reads posts that are not hidden, and their comments.
 * - The author also reads their own hidden post (and sees that it is hidden).
 * - Signed-in users write posts, comment on posts they can read, and report a post once.
 * - Only the author edits or deletes a post or a comment; staff moderate through /api/admin only
 *   (hide, pin, delete), never by editing someone's words.
 */

export type BoardViewer = { userId: string | null };
type PostAccessRow = { authorId: string; hidden: boolean };

export function mayReadPost(p: PostAccessRow, viewer: BoardViewer): boolean {
  return !p.hidden || (viewer.userId !== null && p.authorId === viewer.userId);
}

export function mayChangePost(p: PostAccessRow, userId: string): boolean {
  return p.authorId === userId;
}

export function mayChangeComment(c: { authorId: string; deletedAt: Date | null }, userId: string): boolean {
  return c.deletedAt === null && c.authorId === userId;
}

/** SQL filter of the public list (alias `p`): posts that are not hidden. */
export function publicPostFilter(): SQL {
  return sql`not p.hidden`;
}
