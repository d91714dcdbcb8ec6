import { eq, sql, type SQL } from 'drizzle-orm';
import type { IrData, IrListQuery, IrPage, IrPost, IrYears } from '@formulab/shared/content/content.schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/versions.ts';
import { toCsv, CSV_MAX_ROWS } from '../../lib/csv.ts';
import { keysetOrder, type Keyset } from '../../lib/keyset.ts';
import { deleteOwnedFiles, filesByIds, removeStored, syncOwnedFiles } from '../files/files.service.ts';
import type { FileStorage } from '../files/storage.ts';
import { cleanBody, iso, queryPage, searchFilter } from '../content/content.service.ts';
import { irPosts } from './ir.table.ts';
import {
  mayReadPublication,
  publicationFilter,
  scheduled,
  STAFF_READER,
  type PublicationReader,
} from '../content/publication.policy.ts';
import { pagesChanged } from '../realtime/bus.ts';

/**
 * IR disclosures (PRODUCT.md §3.7): grouped by the year of their disclosure date in Korea, newest
 * first, each with its PDFs. The public sees those whose date has passed; staff see all.
 */

type Row = {
  id: string;
  title: string;
  body: string;
  publish_at: string | Date;
  year: number;
  scheduled: boolean;
  attachment_ids: string[];
  version: number;
  updated_at: string | Date;
};
const YEAR = sql`extract(year from i.publish_at at time zone 'Asia/Seoul')::int`;
const COLUMNS = sql`i.id, i.title, i.body, i.publish_at, ${YEAR} as year, ${scheduled('i')} as scheduled, i.attachment_ids, i.version, i.updated_at`;
const keyset: Keyset = {
  sort: 'publish',
  columns: [
    { expr: sql`i.publish_at`, type: 'micros', desc: true },
    { expr: sql`i.id`, type: 'uuid', desc: true },
  ],
};

async function presentAll(db: Db, rows: Row[]): Promise<IrPost[]> {
  const files = new Map((await filesByIds(db, [...new Set(rows.flatMap((r) => r.attachment_ids))])).map((f) => [f.id, f]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    publishAt: iso(r.publish_at),
    year: r.year,
    scheduled: r.scheduled,
    attachments: r.attachment_ids.flatMap((id) => (files.has(id) ? [files.get(id)!] : [])),
    version: r.version,
    updatedAt: iso(r.updated_at),
  }));
}

function listFilters(q: Pick<IrListQuery, 'year' | 'q'>, reader: PublicationReader): SQL[] {
  const visible = publicationFilter('i', reader);
  return [
    ...(visible ? [visible] : []),
    ...(q.year ? [sql`${YEAR} = ${q.year}`] : []),
    // title and text through their trigram or gram index (lib/like.ts, migration 0051)
    ...searchFilter('i', q.q, sql`lower(i.title || ' ' || i.body_text)`),
  ];
}

/** A page of disclosures (of one year when asked), newest first; staff see scheduled ones too. */
export async function listIr(db: Db, q: IrListQuery, reader: PublicationReader): Promise<IrPage> {
  const where = listFilters(q, reader);
  const page = await queryPage<Row, Row>(
    db,
    { select: COLUMNS, from: sql`ir_posts i`, where, keyset, limit: q.limit, cursor: q.cursor },
    (r) => r,
  );
  return { ...page, items: await presentAll(db, page.items) };
}

/**
 * Staff's list with the same filters (year, search) as CSV, newest first, scheduled ones too (at most
 * 50,000 rows, as the payments CSV); the documents by file name.
 */
export async function irCsv(db: Db, q: Pick<IrListQuery, 'year' | 'q'>): Promise<string> {
  const where = listFilters(q, STAFF_READER);
  const { rows } = await db.execute<Row & { created_at: string | Date }>(sql`
    select ${COLUMNS}, i.created_at from ir_posts i
    where ${where.length ? sql.join(where, sql` and `) : sql`true`}
    order by ${keysetOrder(keyset)} limit ${CSV_MAX_ROWS}`);
  const posts = await presentAll(db, rows);
  return toCsv(
    ['id', 'title', 'year', 'status', 'publishAt', 'documents', 'createdAt', 'updatedAt'],
    posts.map((p, i) => [
      p.id,
      p.title,
      p.year,
      p.scheduled ? 'scheduled' : 'published',
      p.publishAt,
      p.attachments.map((f) => f.name).join('; '),
      iso(rows[i]!.created_at),
      p.updatedAt,
    ]),
  );
}

/** The years that have disclosures, newest first, with how many each. */
export async function irYears(db: Db, reader: PublicationReader): Promise<IrYears> {
  const visible = publicationFilter('i', reader);
  const res = await db.execute<{ year: number; count: number }>(sql`
    select ${YEAR} as year, count(*)::int as count from ir_posts i
    ${visible ? sql`where ${visible}` : sql``}
    group by 1 order by 1 desc`);
  return { items: res.rows };
}

export async function getIr(db: Db, id: string, reader: PublicationReader): Promise<IrPost> {
  const res = await db.execute<Row>(sql`select ${COLUMNS} from ir_posts i where i.id = ${id}`);
  const row = res.rows[0];
  if (!row || !mayReadPublication(row, reader)) throw notFound('No such disclosure');
  return (await presentAll(db, [row]))[0]!;
}

function values(input: IrData) {
  const { body, bodyText } = cleanBody(input.body, 'body', false);
  return {
    title: input.title,
    body,
    bodyText,
    publishAt: new Date(input.publishAt),
    attachmentIds: [...new Set(input.attachmentIds)],
  };
}

const syncPdfs = (tx: Db, id: string, ids: string[]) =>
  syncOwnedFiles(tx, { type: 'ir-post', id }, ids, { kinds: ['document'], field: 'attachmentIds' });

export async function createIr(db: Db, userId: string, input: IrData): Promise<IrPost> {
  const v = values(input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(irPosts)
      .values({ ...v, createdBy: userId })
      .returning({ id: irPosts.id });
    await syncPdfs(tx, row!.id, v.attachmentIds);
    await pagesChanged(tx, 'ir', [row!.id]); // the IR page lists it (once its hour has come)
    return row!.id;
  });
  return getIr(db, id, STAFF_READER);
}

export async function updateIr(db: Db, storage: FileStorage, id: string, input: IrData): Promise<IrPost> {
  const v = values(input);
  const dropped = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(irPosts)
      .set({ ...v, ...nextVersion(irPosts), updatedAt: new Date() })
      .where(atVersion(irPosts, id, input.version))
      .returning({ id: irPosts.id });
    if (!row) await missingOrStale(tx, 'ir_posts', id, 'irPost', 'No such disclosure');
    await pagesChanged(tx, 'ir', [id]);
    return syncPdfs(tx, id, v.attachmentIds);
  });
  await removeStored(storage, dropped);
  return getIr(db, id, STAFF_READER);
}

export async function deleteIr(db: Db, storage: FileStorage, id: string): Promise<void> {
  const dropped = await db.transaction(async (tx) => {
    const [row] = await tx.delete(irPosts).where(eq(irPosts.id, id)).returning({ id: irPosts.id });
    if (!row) throw notFound('No such disclosure');
    await pagesChanged(tx, 'ir', [id]);
    return deleteOwnedFiles(tx, { type: 'ir-post', id });
  });
  await removeStored(storage, dropped);
}
