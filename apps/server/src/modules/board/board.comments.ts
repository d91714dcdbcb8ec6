import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Comment, CommentData, CommentPage, CommentThread } from '@formulab/shared/content/content.schema';
import type { Db } from '../../db/client.ts';
import { pagesChanged } from '../realtime/bus.ts';
import { AppError, changedMeanwhile, notFound } from '../../errors.ts';
import type { Keyset } from '../../lib/keyset.ts';
import { atVersion, nextVersion } from '../../lib/versions.ts';
import { iso, queryPage } from '../content/content.service.ts';
import { boardComments, boardPosts } from './board.table.ts';
import { mayChangeComment, mayReadPost, type BoardViewer } from './board.policy.ts';

/**
 * Comments on board posts and replies to them (one level deep), oldest first as a conversation
 * reads. Comments are plain text. A deleted comment keeps its row, emptied: a deleted comment still
 * shows (as deleted) while it has replies, and disappears from the list when it has none.
 */

type Row = {
  id: string;
  parent_id: string | null;
  author_id: string;
  author_name: string;
  body: string;
  deleted_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  version: number;
};
const COLUMNS = sql`c.id, c.parent_id, c.author_id, u.name as author_name, c.body, c.deleted_at, c.created_at, c.updated_at, c.version`;
const keyset: Keyset = {
  sort: 'oldest',
  columns: [
    { expr: sql`c.created_at`, type: 'micros' },
    { expr: sql`c.id`, type: 'uuid' },
  ],
};
/** Most replies shown under one comment. */
const MAX_REPLIES = 200;

function present(r: Row, viewer: BoardViewer): Comment {
  const deleted = r.deleted_at !== null;
  return {
    id: r.id,
    parentId: r.parent_id,
    author: { name: deleted ? '' : r.author_name },
    body: deleted ? '' : r.body,
    deleted,
    mine: !deleted && viewer.userId !== null && r.author_id === viewer.userId,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: r.version,
  };
}

/** The post, when `viewer` may read it; else 404. */
async function readablePost(db: Db, postId: string, viewer: BoardViewer): Promise<void> {
  const [post] = await db
    .select({ authorId: boardPosts.authorId, hidden: boardPosts.hidden })
    .from(boardPosts)
    .where(eq(boardPosts.id, postId));
  if (!post || !mayReadPost(post, viewer)) throw notFound('No such post');
}

/** A page of top-level comments with all their replies; staff (`staff`) read hidden posts' too. */
export async function listComments(
  db: Db,
  postId: string,
  q: { limit: number; cursor?: string },
  viewer: BoardViewer,
  staff = false,
): Promise<CommentPage> {
  if (!staff) await readablePost(db, postId, viewer);
  const page = await queryPage<Row, Row>(
    db,
    {
      select: COLUMNS,
      from: sql`board_comments c join users u on u.id = c.author_id`,
      where: [
        sql`c.post_id = ${postId}`,
        sql`c.parent_id is null`,
        sql`(c.deleted_at is null or exists (select 1 from board_comments r where r.parent_id = c.id and r.deleted_at is null))`,
      ],
      keyset,
      limit: q.limit,
      cursor: q.cursor,
    },
    (r) => r,
  );
  const ids = page.items.map((r) => r.id);
  const replies = ids.length
    ? (
        await db.execute<Row>(sql`
          select ${COLUMNS} from (
            select c.*, row_number() over (partition by c.parent_id order by c.created_at, c.id) as n
            from board_comments c where c.parent_id = any(${sql.param(ids)}::uuid[]) and c.deleted_at is null
          ) c join users u on u.id = c.author_id
          where c.n <= ${MAX_REPLIES}
          order by c.created_at, c.id`)
      ).rows
    : [];
  const items: CommentThread[] = page.items.map((r) => ({
    ...present(r, viewer),
    replies: replies.filter((x) => x.parent_id === r.id).map((x) => present(x, viewer)),
  }));
  return { ...page, items };
}

/** A signed-in user comments on a post they can read, or replies to one of its top-level comments. */
export async function addComment(db: Db, postId: string, userId: string, input: CommentData): Promise<Comment> {
  await readablePost(db, postId, { userId });
  const id = await db.transaction(async (tx) => {
    if (input.parentId) {
      const [parent] = await tx
        .select({ postId: boardComments.postId, parentId: boardComments.parentId, deletedAt: boardComments.deletedAt })
        .from(boardComments)
        .where(eq(boardComments.id, input.parentId));
      // a reply goes under a live top-level comment of the same post
      if (!parent || parent.postId !== postId || parent.parentId !== null || parent.deletedAt !== null) {
        throw new AppError(400, 'VALIDATION', 'No such comment to reply to', { parentId: 'errors.invalidValue' });
      }
    }
    const [row] = await tx
      .insert(boardComments)
      .values({ postId, parentId: input.parentId, authorId: userId, body: input.body })
      .returning({ id: boardComments.id });
    await tx
      .update(boardPosts)
      .set({ commentCount: sql`${boardPosts.commentCount} + 1` })
      .where(eq(boardPosts.id, postId));
    await pagesChanged(tx, 'board-post', [postId]); // the post's page shows its comments
    return row!.id;
  });
  return getComment(db, id, { userId });
}

async function getComment(db: Db, id: string, viewer: BoardViewer): Promise<Comment> {
  const res = await db.execute<Row>(
    sql`select ${COLUMNS} from board_comments c join users u on u.id = c.author_id where c.id = ${id}`,
  );
  if (!res.rows[0]) throw notFound('No such comment');
  return present(res.rows[0], viewer);
}

/** The author's live comment, locked; 404 for anybody else's (or none), or one on a post they no longer see. */
async function ownComment(tx: Db, id: string, userId: string) {
  const [c] = await tx
    .select({ authorId: boardComments.authorId, deletedAt: boardComments.deletedAt, postId: boardComments.postId })
    .from(boardComments)
    .where(eq(boardComments.id, id))
    .for('update');
  if (!c || !mayChangeComment(c, userId)) throw notFound('No such comment');
  await readablePost(tx, c.postId, { userId });
  return c;
}

/** The author edits their comment; with `version`, an edit over another tab's change is 409 CHANGED_MEANWHILE. */
export async function editComment(
  db: Db,
  id: string,
  userId: string,
  input: { body: string; version?: number },
): Promise<Comment> {
  await db.transaction(async (tx) => {
    const c = await ownComment(tx, id, userId);
    const [row] = await tx
      .update(boardComments)
      .set({ body: input.body, updatedAt: new Date(), ...nextVersion(boardComments) })
      .where(atVersion(boardComments, id, input.version))
      .returning({ id: boardComments.id });
    if (!row) throw changedMeanwhile('comment'); // ownComment found and locked it: only the version differs
    await pagesChanged(tx, 'board-post', [c.postId]);
  });
  return getComment(db, id, { userId });
}

async function softDelete(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx
    .update(boardComments)
    .set({ body: '', deletedAt: new Date() })
    .where(and(eq(boardComments.id, id), isNull(boardComments.deletedAt)))
    .returning({ postId: boardComments.postId });
  if (!row) return false;
  // the post's page shows its comments
  await pagesChanged(tx, 'board-post', [row.postId]);
  await tx
    .update(boardPosts)
    .set({ commentCount: sql`greatest(${boardPosts.commentCount} - 1, 0)` })
    .where(eq(boardPosts.id, row.postId));
  return true;
}

/** The author deletes their comment (its words are gone; its replies stay). */
export async function deleteComment(db: Db, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownComment(tx, id, userId);
    await softDelete(tx, id);
  });
}

/** Staff delete any comment. */
export async function deleteCommentAsStaff(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await softDelete(tx, id))) throw notFound('No such comment');
  });
}
