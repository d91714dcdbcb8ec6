import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AdminPostListQuery,
  BoardCategory,
  CategoryData,
  PostData,
  PostDetail,
  PostListQuery,
  PostPage,
  PostSummary,
  ReportData,
} from '@formulab/shared/content/content.schema';
import { MAX_POST_IMAGES } from '@formulab/shared/content/content.schema';
import type { Db } from '../../db/client.ts';
import { pagesChanged } from '../realtime/bus.ts';
import { AppError, changedMeanwhile, notFound, refuseIfInUse } from '../../errors.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/versions.ts';
import type { Keyset } from '../../lib/keyset.ts';
import { deleteOwnedFiles, removeStored, syncOwnedFiles, withImageSizes } from '../files/files.service.ts';
import type { FileStorage } from '../files/storage.ts';
import { cleanBody, iso, queryPage, searchFilter } from '../content/content.service.ts';
import { excerpt, imageIds } from '../content/rich-text.ts';
import { recordPostView } from '../content/views.ts';
import { boardCategories, boardPosts, boardReports } from './board.table.ts';
import { mayChangePost, mayReadPost, publicPostFilter, type BoardViewer } from './board.policy.ts';

/* -------------------------------------------------- categories -------------------------------------------------- */

export async function listCategories(db: Db): Promise<{ items: BoardCategory[] }> {
  const res = await db.execute<BoardCategory>(sql`
    select c.id, c.slug, c.name_ko as "nameKo", c.name_en as "nameEn", c.position, c.version,
      (select count(*)::int from board_posts p where p.category_id = c.id and not p.hidden) as "postCount"
    from board_categories c order by c.position, c.id`);
  return { items: res.rows };
}

async function categoryById(db: Db, id: number): Promise<BoardCategory> {
  const found = (await listCategories(db)).items.find((c) => c.id === id);
  if (!found) throw notFound('No such category');
  return found;
}

const slugTaken = () => new AppError(409, 'CONFLICT', 'Slug in use', { slug: 'errors.slugTaken' });

/**
 * 409 on each label another category already has, ignoring case and white space (as the taxonomy
 * lists do): a picker must not list "Questions" twice.
 */
async function refuseLabelClash(db: Db, input: CategoryData, exceptId = -1): Promise<void> {
  const norm = (col: SQL, v: string) =>
    sql`lower(regexp_replace(${col}, '[[:space:]]+', '', 'g')) = lower(regexp_replace(${v}, '[[:space:]]+', '', 'g'))`;
  const { rows } = await db.execute<{ ko: boolean; en: boolean }>(sql`
    select bool_or(${norm(sql`name_ko`, input.nameKo)}) as ko, bool_or(${norm(sql`name_en`, input.nameEn)}) as en
    from board_categories where id <> ${exceptId}`);
  const fields: Record<string, string> = {};
  if (rows[0]?.ko) fields.nameKo = 'errors.labelTaken';
  if (rows[0]?.en) fields.nameEn = 'errors.labelTaken';
  if (Object.keys(fields).length) throw new AppError(409, 'CONFLICT', 'Another category has that name', fields);
}

/**
 * The board's pages after a category changed (after it committed: each write is one statement): the
 * list's tabs, and every post's page, which names its category.
 */
const categoriesChanged = (db: Db) => pagesChanged(db, 'board-post', 'all');

export async function createCategory(db: Db, raw: CategoryData): Promise<BoardCategory> {
  const { version: _version, ...input } = raw;
  await refuseLabelClash(db, input);
  const [row] = await db.insert(boardCategories).values(input).onConflictDoNothing().returning({ id: boardCategories.id });
  if (!row) throw slugTaken();
  await categoriesChanged(db);
  return categoryById(db, row.id);
}

/** Renames or moves a category; with `version`, a save over someone else's change is 409 CHANGED_MEANWHILE. */
export async function updateCategory(db: Db, id: number, raw: CategoryData): Promise<BoardCategory> {
  const { version, ...input } = raw;
  const clash = await db
    .select({ id: boardCategories.id })
    .from(boardCategories)
    .where(and(eq(boardCategories.slug, input.slug), sql`${boardCategories.id} <> ${id}`));
  if (clash.length) throw slugTaken();
  await refuseLabelClash(db, input, id);
  const [row] = await db
    .update(boardCategories)
    .set({ ...input, ...nextVersion(boardCategories) })
    .where(atVersion(boardCategories, id, version))
    .returning({ id: boardCategories.id });
  if (!row) await missingOrStale(db, 'board_categories', id, 'boardCategory', 'No such category');
  await categoriesChanged(db);
  return categoryById(db, id);
}

/** Deletes a category that no post uses (hidden posts included); 409 IN_USE otherwise. */
export async function deleteCategory(db: Db, id: number): Promise<void> {
  const res = await db.execute<{ deleted: boolean | null; used: number }>(sql`
    with used as (select count(*)::int as n from board_posts where category_id = ${id}),
    gone as (delete from board_categories where id = ${id} and (select n from used) = 0 returning id)
    select exists(select 1 from gone) as deleted, (select n from used) as used,
      exists(select 1 from board_categories where id = ${id}) as present`);
  const r = res.rows[0] as { deleted: boolean; used: number; present: boolean };
  if (r.deleted) return categoriesChanged(db);
  if (!r.present) throw notFound('No such category');
  // like every other refused delete (issue 23 item 3): 409 IN_USE with `usedBy`, so the screen says
  // "still used by 3 board posts" (a post of any state, hidden ones included, keeps its category)
  refuseIfInUse('This category', { posts: r.used });
  throw new AppError(409, 'IN_USE', 'Posts use this category'); // not reached: kept and present means used
}

/* ----------------------------------------------------- posts ----------------------------------------------------- */

type Row = {
  id: string;
  title: string;
  body_text: string;
  has_image: boolean;
  hidden: boolean;
  pinned: boolean;
  view_count: number;
  comment_count: number;
  created_at: string | Date;
  updated_at: string | Date;
  author_id: string;
  author_name: string;
  category_id: number;
  category_slug: string;
  category_ko: string;
  category_en: string;
  report_count: number;
};

const columns = (withReports: boolean) => sql`p.id, p.title, p.body_text, p.has_image, p.hidden, p.pinned, p.view_count,
  p.comment_count, p.created_at, p.updated_at, p.author_id, u.name as author_name, c.id as category_id,
  c.slug as category_slug, c.name_ko as category_ko, c.name_en as category_en,
  ${withReports ? sql`(select count(*)::int from board_reports r where r.post_id = p.id)` : sql`0`} as report_count`;
const FROM = sql`board_posts p join users u on u.id = p.author_id join board_categories c on c.id = p.category_id`;

function postKeyset(sort: PostListQuery['sort']): Keyset {
  const id = { expr: sql`p.id`, type: 'uuid' as const, desc: true };
  const pinned = { expr: sql`p.pinned::int`, type: 'int' as const, desc: true };
  if (sort === 'views') return { sort, columns: [{ expr: sql`p.view_count`, type: 'int', desc: true }, id] };
  if (sort === 'comments') return { sort, columns: [{ expr: sql`p.comment_count`, type: 'int', desc: true }, id] };
  return { sort, columns: [pinned, { expr: sql`p.created_at`, type: 'micros', desc: true }, id] };
}

function presentSummary(r: Row, viewer: BoardViewer): PostSummary {
  return {
    id: r.id,
    category: { id: r.category_id, slug: r.category_slug, nameKo: r.category_ko, nameEn: r.category_en },
    title: r.title,
    excerpt: excerpt(r.body_text),
    author: { name: r.author_name },
    pinned: r.pinned,
    hidden: r.hidden,
    hasImage: r.has_image,
    viewCount: r.view_count,
    commentCount: r.comment_count,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    mine: viewer.userId !== null && r.author_id === viewer.userId,
    reportCount: r.report_count,
  };
}

function listFilters(q: PostListQuery): SQL[] {
  return [...(q.category ? [sql`p.category_id = ${q.category}`] : []), ...searchFilter('p', q.q)];
}

/** Posts that are not hidden, pinned first then newest (or by views / comments); search and category filter. */
export function listPosts(db: Db, q: PostListQuery, viewer: BoardViewer): Promise<PostPage> {
  return queryPage<Row, PostSummary>(
    db,
    {
      select: columns(false),
      from: FROM,
      // the filters read the post alone, and every post has its author and category: count posts only,
      // and without a search read the count of visible posts kept per category (migration 0015)
      countFrom: sql`board_posts p`,
      count: q.q?.trim()
        ? undefined
        : sql`(select coalesce(sum(n), 0)::int from board_post_counts ${q.category ? sql`where category_id = ${q.category}` : sql``})`,
      where: [publicPostFilter(), ...listFilters(q)],
      keyset: postKeyset(q.sort),
      limit: q.limit,
      cursor: q.cursor,
    },
    (r) => presentSummary(r, viewer),
  );
}

/** Every post for staff, hidden ones too, with report counts; filter hidden / reported. */
export function listAllPosts(db: Db, q: AdminPostListQuery): Promise<PostPage> {
  const where = listFilters(q);
  if (q.hidden) where.push(sql`p.hidden = ${q.hidden === 'true'}`);
  if (q.reported === 'true') where.push(sql`exists (select 1 from board_reports r where r.post_id = p.id)`);
  if (q.reported === 'false') where.push(sql`not exists (select 1 from board_reports r where r.post_id = p.id)`);
  return queryPage<Row, PostSummary>(
    db,
    { select: columns(true), from: FROM, where, keyset: postKeyset(q.sort), limit: q.limit, cursor: q.cursor },
    (r) => presentSummary(r, { userId: null }),
  );
}

async function postRow(db: Db, id: string, withReports: boolean): Promise<(Row & { body: string; version: number }) | undefined> {
  const res = await db.execute<Row & { body: string; version: number }>(
    sql`select ${columns(withReports)}, p.body, p.version from ${FROM} where p.id = ${id}`,
  );
  return res.rows[0];
}

/**
 * One post for a reader: 404 when hidden from them. `view` (the reader's viewer key) counts a view,
 * once per viewer per day; the count shown includes it.
 */
export async function getPost(db: Db, id: string, viewer: BoardViewer, view?: string): Promise<PostDetail> {
  let row = await postRow(db, id, false);
  if (!row || !mayReadPost({ authorId: row.author_id, hidden: row.hidden }, viewer)) throw notFound('No such post');
  if (view) {
    await recordPostView(db, id, view);
    row = (await postRow(db, id, false)) ?? row;
  }
  const reported = viewer.userId
    ? (
        await db
          .select({ n: sql`1` })
          .from(boardReports)
          .where(and(eq(boardReports.postId, id), eq(boardReports.userId, viewer.userId)))
      ).length > 0
    : false;
  return { ...presentSummary(row, viewer), body: await withImageSizes(db, row.body), version: row.version, reported };
}

/** One post for staff, hidden or not, with its report count. */
export async function getPostForStaff(db: Db, id: string): Promise<PostDetail> {
  const row = await postRow(db, id, true);
  if (!row) throw notFound('No such post');
  return { ...presentSummary(row, { userId: null }), body: row.body, version: row.version, reported: false };
}

function values(input: PostData) {
  const { body, bodyText } = cleanBody(input.body, 'body', true);
  const images = imageIds(body);
  if (images.length > MAX_POST_IMAGES) throw new AppError(400, 'VALIDATION', 'Too many images', { body: 'errors.tooManyImages' });
  return { title: input.title, body, bodyText, categoryId: input.categoryId, hasImage: images.length > 0, images };
}

async function requireCategory(db: Db, id: number): Promise<void> {
  const [c] = await db.select({ id: boardCategories.id }).from(boardCategories).where(eq(boardCategories.id, id));
  if (!c) throw new AppError(400, 'VALIDATION', 'No such category', { categoryId: 'errors.invalidValue' });
}

/** The images in the body become the post's; the author may use only their own uploads. */
const syncImages = (tx: Db, id: string, images: string[], authorId: string) =>
  syncOwnedFiles(tx, { type: 'board-post', id }, images, { kinds: ['image'], field: 'body', uploadedBy: authorId });

export async function createPost(db: Db, authorId: string, input: PostData): Promise<PostDetail> {
  const { images, ...v } = values(input);
  await requireCategory(db, v.categoryId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(boardPosts)
      .values({ ...v, authorId })
      .returning({ id: boardPosts.id });
    await syncImages(tx, row!.id, images, authorId);
    await pagesChanged(tx, 'board-post', [row!.id]); // the lists that show it
    return row!.id;
  });
  return getPost(db, id, { userId: authorId });
}

/** The author's post, locked for the change; 404 for anybody else's (or none). */
async function ownPost(tx: Db, id: string, userId: string) {
  const [row] = await tx
    .select({ authorId: boardPosts.authorId, hidden: boardPosts.hidden })
    .from(boardPosts)
    .where(eq(boardPosts.id, id))
    .for('update');
  if (!row || !mayChangePost(row, userId)) throw notFound('No such post');
  return row;
}

export async function updatePost(db: Db, storage: FileStorage, id: string, userId: string, input: PostData): Promise<PostDetail> {
  const { images, ...v } = values(input);
  await requireCategory(db, v.categoryId);
  const dropped = await db.transaction(async (tx) => {
    await ownPost(tx, id, userId);
    const [row] = await tx
      .update(boardPosts)
      .set({ ...v, ...nextVersion(boardPosts), updatedAt: new Date() })
      .where(atVersion(boardPosts, id, input.version))
      .returning({ id: boardPosts.id });
    if (!row) throw changedMeanwhile('boardPost'); // ownPost found and locked it: only the version differs
    await pagesChanged(tx, 'board-post', [id]);
    return syncImages(tx, id, images, userId);
  });
  await removeStored(storage, dropped);
  return getPost(db, id, { userId });
}

async function removePost(db: Db, storage: FileStorage, id: string, check: (tx: Db) => Promise<unknown>): Promise<void> {
  const dropped = await db.transaction(async (tx) => {
    await check(tx);
    const [row] = await tx.delete(boardPosts).where(eq(boardPosts.id, id)).returning({ id: boardPosts.id });
    if (!row) throw notFound('No such post');
    await pagesChanged(tx, 'board-post', [id]);
    return deleteOwnedFiles(tx, { type: 'board-post', id });
  });
  await removeStored(storage, dropped);
}

/** The author deletes their post with its comments, reports and images. */
export function deletePost(db: Db, storage: FileStorage, id: string, userId: string): Promise<void> {
  return removePost(db, storage, id, (tx) => ownPost(tx, id, userId));
}

/** Staff delete any post. */
export function deletePostAsStaff(db: Db, storage: FileStorage, id: string): Promise<void> {
  return removePost(db, storage, id, async () => undefined);
}

/** Staff hide / show or pin / unpin a post. */
export async function moderatePost(db: Db, id: string, change: { hidden?: boolean; pinned?: boolean }): Promise<PostDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(boardPosts).set(change).where(eq(boardPosts.id, id)).returning({ id: boardPosts.id });
    if (!row) throw notFound('No such post');
    await pagesChanged(tx, 'board-post', [id]);
  });
  return getPostForStaff(db, id);
}

/** Staff act on several posts at once; returns how many were changed. */
export async function bulkModerate(
  db: Db,
  storage: FileStorage,
  ids: string[],
  action: 'hide' | 'show' | 'pin' | 'unpin' | 'delete',
): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  if (action === 'delete') {
    let n = 0;
    for (const id of unique) {
      await deletePostAsStaff(db, storage, id).then(
        () => n++,
        (err: unknown) => {
          if (!(err instanceof AppError && err.statusCode === 404)) throw err;
        },
      );
    }
    return { updated: n };
  }
  const set = action === 'hide' || action === 'show' ? { hidden: action === 'hide' } : { pinned: action === 'pin' };
  const rows = await db.transaction(async (tx) => {
    const changed = await tx
      .update(boardPosts)
      .set(set)
      .where(sql`${boardPosts.id} = any(${sql.param(unique)}::uuid[])`)
      .returning({ id: boardPosts.id });
    await pagesChanged(
      tx,
      'board-post',
      changed.map((r) => r.id),
    );
    return changed;
  });
  return { updated: rows.length };
}

/* ---------------------------------------------------- reports ---------------------------------------------------- */

/** A signed-in user reports a post they can read, once; a second report is 409. */
export async function reportPost(db: Db, id: string, userId: string, input: ReportData): Promise<void> {
  const [post] = await db
    .select({ authorId: boardPosts.authorId, hidden: boardPosts.hidden })
    .from(boardPosts)
    .where(eq(boardPosts.id, id));
  if (!post || !mayReadPost(post, { userId })) throw notFound('No such post');
  const [row] = await db
    .insert(boardReports)
    .values({ postId: id, userId, reason: input.reason, detail: input.detail })
    .onConflictDoNothing()
    .returning({ postId: boardReports.postId });
  if (!row) throw new AppError(409, 'CONFLICT', 'Reported already', { reason: 'errors.alreadyReported' });
}

export async function listReports(db: Db, id: string) {
  const [post] = await db.select({ id: boardPosts.id }).from(boardPosts).where(eq(boardPosts.id, id));
  if (!post) throw notFound('No such post');
  const res = await db.execute<{ reason: string; detail: string; name: string; email: string; created_at: string | Date }>(sql`
    select r.reason, r.detail, u.name, u.email, r.created_at from board_reports r join users u on u.id = r.user_id
    where r.post_id = ${id} order by r.created_at desc limit 200`);
  return {
    items: res.rows.map((r) => ({
      reason: r.reason as ReportData['reason'],
      detail: r.detail,
      reporter: { name: r.name, email: r.email },
      createdAt: iso(r.created_at),
    })),
  };
}
