import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  AdminNoticeListQuery,
  NoticeData,
  NoticeDetail,
  NoticeListQuery,
  NoticePage,
  NoticeSummary,
} from '@formulab/shared/content/content.schema';
import type { Db } from '../../db/client.ts';
import { pagesChanged } from '../realtime/bus.ts';
import { notFound } from '../../errors.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/versions.ts';
import { toCsv, CSV_MAX_ROWS } from '../../lib/csv.ts';
import { byColumn, keysetOrder, type Keyset } from '../../lib/keyset.ts';
import { deleteOwnedFiles, filesByIds, removeStored, syncOwnedFiles, withImageSizes } from '../files/files.service.ts';
import type { FileStorage } from '../files/storage.ts';
import { cleanBody, iso, queryPage, searchFilter } from '../content/content.service.ts';
import { excerpt, imageIds } from '../content/rich-text.ts';
import { notices } from './notices.table.ts';
import { mayReadPublication, published, scheduled, STAFF_READER, type PublicationReader } from '../content/publication.policy.ts';

/**
 * Notices (PRODUCT.md §3.7). The public reads those whose publish date has passed, pinned first and
 * then newest; staff read all of them (scheduled ones too) and write them. A notice not yet public
 * answers 404 to the public, exactly like one that does not exist.
 */

type Row = {
  id: string;
  title: string;
  pinned: boolean;
  publish_at: string | Date;
  body_text: string;
  attachment_ids: string[];
  version: number;
  updated_at: string | Date;
  scheduled: boolean;
};
const COLUMNS = sql`n.id, n.title, n.pinned, n.publish_at, n.body_text, n.attachment_ids, n.version, n.updated_at, ${scheduled('n')} as scheduled`;
const PUBLISHED = published('n');

const publicKeyset: Keyset = {
  sort: 'pinned',
  columns: [
    { expr: sql`n.pinned::int`, type: 'int', desc: true },
    { expr: sql`n.publish_at`, type: 'micros', desc: true },
    { expr: sql`n.id`, type: 'uuid', desc: true },
  ],
};
const adminKeyset = byColumn('publish', 'n', 'publish_at', 'micros', true);

function presentSummary(r: Row): NoticeSummary {
  return {
    id: r.id,
    title: r.title,
    pinned: r.pinned,
    publishAt: iso(r.publish_at),
    status: r.scheduled ? 'scheduled' : 'published',
    excerpt: excerpt(r.body_text),
    attachmentCount: r.attachment_ids.length,
    version: r.version,
    updatedAt: iso(r.updated_at),
  };
}

/** Published notices, pinned first, newest first; `q` searches title and text. */
export function listNotices(db: Db, q: NoticeListQuery): Promise<NoticePage> {
  return queryPage<Row, NoticeSummary>(
    db,
    {
      select: COLUMNS,
      from: sql`notices n`,
      where: [PUBLISHED, ...searchFilter('n', q.q)],
      keyset: publicKeyset,
      limit: q.limit,
      cursor: q.cursor,
    },
    presentSummary,
  );
}

/** Staff's filters: status and search. */
function adminFilters(q: Pick<AdminNoticeListQuery, 'status' | 'q'>): SQL[] {
  const status = q.status === 'published' ? [PUBLISHED] : q.status === 'scheduled' ? [scheduled('n')] : [];
  return [...status, ...searchFilter('n', q.q)];
}

/** Every notice for staff, newest publish date first (scheduled ones on top); filter by status. */
export function listAllNotices(db: Db, q: AdminNoticeListQuery): Promise<NoticePage> {
  return queryPage<Row, NoticeSummary>(
    db,
    {
      select: COLUMNS,
      from: sql`notices n`,
      where: adminFilters(q),
      keyset: adminKeyset,
      limit: q.limit,
      cursor: q.cursor,
    },
    presentSummary,
  );
}

/** Staff's list with the same filters as CSV, in its order (at most 50,000 rows, as the payments CSV). */
export async function noticesCsv(db: Db, q: Pick<AdminNoticeListQuery, 'status' | 'q'>): Promise<string> {
  const where = adminFilters(q);
  const { rows } = await db.execute<Row & { created_at: string | Date }>(sql`
    select ${COLUMNS}, n.created_at from notices n
    where ${where.length ? sql.join(where, sql` and `) : sql`true`}
    order by ${keysetOrder(adminKeyset)} limit ${CSV_MAX_ROWS}`);
  return toCsv(
    ['id', 'title', 'status', 'pinned', 'publishAt', 'attachments', 'createdAt', 'updatedAt'],
    rows.map((r) => {
      const n = presentSummary(r);
      return [n.id, n.title, n.status, n.pinned ? 'yes' : 'no', n.publishAt, n.attachmentCount, iso(r.created_at), n.updatedAt];
    }),
  );
}

/** One notice with its body and attachments; 404 for the public until it is published. */
export async function getNotice(db: Db, id: string, reader: PublicationReader): Promise<NoticeDetail> {
  const [row] = await db
    .select({
      id: notices.id,
      title: notices.title,
      pinned: notices.pinned,
      publish_at: notices.publishAt,
      body_text: notices.bodyText,
      attachment_ids: notices.attachmentIds,
      version: notices.version,
      updated_at: notices.updatedAt,
      scheduled: sql<boolean>`${scheduled()}`,
      body: notices.body,
      createdAt: notices.createdAt,
    })
    .from(notices)
    .where(eq(notices.id, id));
  if (!row || !mayReadPublication(row, reader)) throw notFound('No such notice');
  return {
    ...presentSummary(row),
    body: await withImageSizes(db, row.body),
    attachments: await filesByIds(db, row.attachment_ids),
    createdAt: row.createdAt.toISOString(),
  };
}

function values(input: NoticeData) {
  const { body, bodyText } = cleanBody(input.body, 'body', true);
  return {
    title: input.title,
    body,
    bodyText,
    pinned: input.pinned,
    attachmentIds: [...new Set(input.attachmentIds)],
    ...(input.publishAt ? { publishAt: new Date(input.publishAt) } : {}),
  };
}

/** Takes ownership of the attachments and the images in the body; returns storage keys to remove. */
async function syncFiles(tx: Db, id: string, body: string, attachmentIds: string[]): Promise<string[]> {
  return [
    ...(await syncOwnedFiles(tx, { type: 'notice', id }, attachmentIds, {
      kinds: ['image', 'document'],
      field: 'attachmentIds',
    })),
    ...(await syncOwnedFiles(tx, { type: 'notice-image', id }, imageIds(body), { kinds: ['image'], field: 'body' })),
  ];
}

export async function createNotice(db: Db, userId: string, input: NoticeData): Promise<NoticeDetail> {
  const v = values(input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ ...v, createdBy: userId })
      .returning({ id: notices.id });
    await syncFiles(tx, row!.id, v.body, v.attachmentIds);
    await pagesChanged(tx, 'notice', [row!.id]); // the lists that show it
    return row!.id;
  });
  return getNotice(db, id, STAFF_READER);
}

export async function updateNotice(db: Db, storage: FileStorage, id: string, input: NoticeData): Promise<NoticeDetail> {
  const v = values(input);
  const dropped = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(notices)
      // publishAt null on an edit keeps the date it had
      .set({ ...v, ...nextVersion(notices), updatedAt: new Date() })
      .where(atVersion(notices, id, input.version))
      .returning({ id: notices.id });
    if (!row) await missingOrStale(tx, 'notices', id, 'notice', 'No such notice');
    await pagesChanged(tx, 'notice', [id]);
    return syncFiles(tx, id, v.body, v.attachmentIds);
  });
  await removeStored(storage, dropped);
  return getNotice(db, id, STAFF_READER);
}

export async function deleteNotice(db: Db, storage: FileStorage, id: string): Promise<void> {
  const dropped = await db.transaction(async (tx) => {
    const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
    if (!row) throw notFound('No such notice');
    await pagesChanged(tx, 'notice', [id]);
    return [
      ...(await deleteOwnedFiles(tx, { type: 'notice', id })),
      ...(await deleteOwnedFiles(tx, { type: 'notice-image', id })),
    ];
  });
  await removeStored(storage, dropped);
}
