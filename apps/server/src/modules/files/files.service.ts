import crypto from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import {
  DISPLAY_IMAGE_MAX,
  DOCUMENT_KINDS,
  type IMAGE_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  THUMB_IMAGE_MAX,
  thumbSizeOf,
  type DocumentKind,
  type FileRef,
  type ThumbSize,
} from '@formulab/shared/catalogue/files.schema';
import type { Db } from '../../db/client.ts';
import { isStructurallyPdf } from '../../lib/pdf-structure.ts';
import { AppError, notFound } from '../../errors.ts';
import { claimableBy, downloadRule, mayAttach, ownerVisible, type FileViewer, type OwnerType } from './files.policy.ts';
import { files } from './files.table.ts';
import type { FileStorage } from './storage.ts';

type FileRow = typeof files.$inferSelect;
const IMAGE_FORMATS: Record<string, (typeof IMAGE_TYPES)[number]> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The file as the API shows it. */
export function presentFile(f: FileRow): FileRef {
  return {
    id: f.id,
    kind: f.kind === 'image' ? 'image' : 'document',
    docKind: (f.docKind as DocumentKind | null) ?? null,
    name: f.originalName,
    mime: f.mime,
    size: f.size,
    url: `/api/files/${f.id}`,
    thumbUrl: f.thumbKey ? `/api/files/${f.id}/thumb` : null,
    width: f.width,
    height: f.height,
    display:
      f.displayKey && f.displayWidth && f.displayHeight
        ? { url: `/api/files/${f.id}/display`, width: f.displayWidth, height: f.displayHeight }
        : null,
  };
}

/**
 * A list row's thumbnail of image `fileId` (an SQL expression, the record's first image): the image's
 * pixel size as JSON (`{ width, height }`, null until known), or null when there is no thumbnail. One
 * primary-key read per row of the page; `presentThumb` makes the row's `thumbUrl` and `thumbSize` of it.
 */
export const thumbSql = (fileId: SQL) =>
  sql`(select json_build_object('width', tf.width, 'height', tf.height) from files tf where tf.id = ${fileId} and tf.thumb_key is not null)`;

export type ThumbRow = { width: number | null; height: number | null } | null;

/** A list row's `thumbUrl` and `thumbSize` (its `<img width height>`) from `thumbSql`'s answer. */
export function presentThumb(fileId: string | null, thumb: ThumbRow): { thumbUrl: string | null; thumbSize: ThumbSize } {
  if (!fileId || !thumb) return { thumbUrl: null, thumbSize: null };
  return { thumbUrl: `/api/files/${fileId}/thumb`, thumbSize: thumbSizeOf(thumb.width, thumb.height) };
}

/** What an image's pages need besides its bytes: its size, and its WebP for pages with that one's size. */
type ImageVariant = Pick<FileRow, 'width' | 'height' | 'displayKey' | 'displayWidth' | 'displayHeight'>;

/**
 * Makes and stores the WebP pages show of an image (`<prefix>-display.webp`, at most DISPLAY_IMAGE_MAX
 * px a side, never enlarged, EXIF orientation applied) and returns it with the sizes; throws when the
 * image cannot be decoded.
 */
async function storeDisplayVariant(storage: FileStorage, prefix: string, data: Buffer): Promise<ImageVariant> {
  const meta = await sharp(data).metadata();
  const { data: display, info } = await sharp(data)
    .rotate()
    .resize(DISPLAY_IMAGE_MAX, DISPLAY_IMAGE_MAX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const displayKey = `${prefix}-display.webp`;
  await storage.put(displayKey, display);
  return {
    width: meta.autoOrient.width,
    height: meta.autoOrient.height,
    displayKey,
    displayWidth: info.width,
    displayHeight: info.height,
  };
}

/** The storage key's prefix of file `id` (its keys are `<prefix>.<ext>`, `<prefix>-thumb.webp` …). */
const keyPrefix = (id: string) => `${id.slice(0, 2)}/${id}`;

/** A safe display name: no path, no control characters, bounded length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}

/**
 * Stores an upload after checking what it really is: images are decoded (jpeg/png/webp, ≤ 10 MB)
 * and get a 320 px webp thumbnail; documents must be PDFs (`%PDF-` header, ≤ 20 MB). The claimed
 * name and type are never trusted.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  /** `userId` null: a visitor's file, sent with the form that claims it (a partnership inquiry) */
  input: { data: Buffer; name: string; kind: 'image' | 'document'; docKind?: string; userId: string | null },
): Promise<FileRef> {
  const id = crypto.randomUUID();
  const prefix = keyPrefix(id);
  let mime: string;
  let thumbKey: string | null = null;
  let variant: ImageVariant | null = null;
  let ext: string;
  if (input.kind === 'image') {
    if (input.data.length > MAX_IMAGE_BYTES)
      throw new AppError(400, 'VALIDATION', 'Image too large', { file: 'errors.imageTooLarge' });
    const meta = await sharp(input.data, { failOn: 'error' })
      .metadata()
      .catch(() => null);
    const format = meta?.format ? IMAGE_FORMATS[meta.format] : undefined;
    if (!meta || !format) throw new AppError(400, 'VALIDATION', 'Not a JPEG, PNG or WebP image', { file: 'errors.imageType' });
    mime = format;
    ext = meta.format === 'jpeg' ? 'jpg' : meta.format;
    // the header alone can look right: a cut-off or oversized picture fails only when decoded
    const thumb = await sharp(input.data)
      .rotate()
      .resize(THUMB_IMAGE_MAX, THUMB_IMAGE_MAX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
      .catch(() => {
        throw new AppError(400, 'VALIDATION', 'The image cannot be decoded', { file: 'errors.imageType' });
      });
    thumbKey = `${prefix}-thumb.webp`;
    await storage.put(thumbKey, thumb);
    variant = await storeDisplayVariant(storage, prefix, input.data).catch(() => {
      throw new AppError(400, 'VALIDATION', 'The image cannot be decoded', { file: 'errors.imageType' });
    });
  } else {
    if (input.data.length > MAX_DOCUMENT_BYTES)
      throw new AppError(400, 'VALIDATION', 'Document too large', { file: 'errors.documentTooLarge' });
    if (input.data.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new AppError(400, 'VALIDATION', 'Not a PDF document', { file: 'errors.documentType' });
    }
    // it starts like a PDF: it must also end like one (a cut-off or fake file is not a readable document)
    if (!isStructurallyPdf(input.data)) {
      throw new AppError(400, 'VALIDATION', 'Not a readable PDF document', { file: 'errors.pdfInvalid' });
    }
    mime = 'application/pdf';
    ext = 'pdf';
  }
  const docKind =
    input.kind === 'document' ? (DOCUMENT_KINDS.includes(input.docKind as DocumentKind) ? input.docKind! : 'other') : null;
  const storageKey = `${prefix}.${ext}`;
  await storage.put(storageKey, input.data);
  const [row] = await db
    .insert(files)
    .values({
      id,
      kind: input.kind,
      docKind,
      originalName: cleanFileName(input.name),
      mime,
      size: input.data.length,
      storageKey,
      thumbKey,
      ...variant,
      createdBy: input.userId,
    })
    .returning();
  return presentFile(row!);
}

/**
 * Makes `ids` the files of a record: new ones must be unattached uploads of the right kind (or
 * already this record's); rows of files the record no longer lists are deleted, and their storage
 * keys returned so the caller removes the bytes once its transaction has committed.
 */
export async function syncAttachments(
  db: Db,
  owner: { type: OwnerType; id: string },
  kind: 'image' | 'document',
  ids: string[],
): Promise<string[]> {
  return syncOwnedFiles(db, owner, ids, { kinds: [kind], field: kind === 'image' ? 'imageIds' : 'documentIds' });
}

/**
 * syncAttachments for any set of kinds: the files of (owner.type, owner.id) become exactly `ids`.
 * With `uploadedBy`, a new file must also have been uploaded by that user (a customer attaches only
 * their own uploads). A file that does not qualify is a 400 on `field`.
 */
export async function syncOwnedFiles(
  db: Db,
  owner: { type: OwnerType; id: string },
  ids: string[],
  opts: { kinds: ('image' | 'document')[]; field: string; uploadedBy?: string },
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const rows = await db.select().from(files).where(inArray(files.id, unique));
    const ok = rows.filter((f) => mayAttach(f, owner, opts));
    if (ok.length !== unique.length) {
      throw new AppError(400, 'VALIDATION', 'Unknown or foreign file', { [opts.field]: 'errors.fileUnknown' });
    }
    await db.update(files).set({ ownerType: owner.type, ownerId: owner.id }).where(inArray(files.id, unique));
  }
  const dropped = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.ownerType, owner.type),
        eq(files.ownerId, owner.id),
        inArray(files.kind, opts.kinds),
        unique.length ? sql`${files.id} <> all(${sql.param(unique)}::uuid[])` : undefined,
      ),
    );
  return deleteRows(db, dropped);
}

/**
 * Attaches `ids` to a record, adding to the files it already has: each must be an unattached upload
 * of one of `kinds` made by `uploadedBy` (nobody claims another user's upload, or a file already
 * attached elsewhere). Anything else is a 400 on `field` and nothing is claimed. Used by records that
 * gather files over time (an inquiry's messages; chat).
 */
export async function claimFiles(
  db: Db,
  owner: { type: OwnerType; id: string },
  ids: string[],
  opts: { kinds: ('image' | 'document')[]; field: string; uploadedBy: string },
): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const claimed = await db
    .update(files)
    .set({ ownerType: owner.type, ownerId: owner.id })
    .where(and(inArray(files.id, unique), claimableBy(opts.uploadedBy, opts.kinds)))
    .returning({ id: files.id });
  if (claimed.length !== unique.length) {
    throw new AppError(400, 'VALIDATION', 'Unknown or foreign file', { [opts.field]: 'errors.fileUnknown' });
  }
}

/** Deletes the rows of every file a record owns; returns the storage keys to remove after commit. */
export async function deleteOwnedFiles(db: Db, owner: { type: OwnerType; id: string }): Promise<string[]> {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerType, owner.type), eq(files.ownerId, owner.id)));
  return deleteRows(db, rows);
}

/**
 * Writes a record that owns files, in one transaction with its files (per kind, as `syncAttachments`):
 * `write` saves the record and returns its id. The bytes of files it no longer lists are removed once
 * the transaction has committed.
 */
export async function writeWithFiles(
  db: Db,
  storage: FileStorage,
  type: OwnerType,
  kinds: Partial<Record<'image' | 'document', string[]>>,
  write: (tx: Db) => Promise<string>,
): Promise<string> {
  const dropped: string[] = [];
  const id = await db.transaction(async (tx) => {
    const id = await write(tx);
    for (const [kind, ids] of Object.entries(kinds) as ['image' | 'document', string[]][]) {
      dropped.push(...(await syncAttachments(tx, { type, id }, kind, ids)));
    }
    return id;
  });
  await removeStored(storage, dropped);
  return id;
}

/**
 * Deletes record `id` (`remove`, which refuses or throws 404 as it must) with its files, in one
 * transaction; their bytes are removed once it has committed.
 */
export async function deleteWithFiles(
  db: Db,
  storage: FileStorage,
  owner: { type: OwnerType; id: string },
  remove: (tx: Db) => Promise<void>,
): Promise<void> {
  const dropped = await db.transaction(async (tx) => {
    await remove(tx);
    return deleteOwnedFiles(tx, owner);
  });
  await removeStored(storage, dropped);
}

/** Removes bytes whose rows are gone (a missing file is not an error). */
export async function removeStored(storage: FileStorage, keys: string[]): Promise<void> {
  for (const key of keys) await storage.remove(key).catch(() => {});
}

/** Uploads never attached to a record within a day are removed. */
export async function sweepUnattached(db: Db, storage: FileStorage, olderThanHours = 24): Promise<number> {
  const rows = await db
    .select()
    .from(files)
    .where(and(isNull(files.ownerId), lt(files.createdAt, sql`now() - make_interval(hours => ${olderThanHours})`)));
  await removeStored(storage, await deleteRows(db, rows));
  return rows.length;
}

async function deleteRows(db: Db, rows: FileRow[]): Promise<string[]> {
  if (!rows.length) return [];
  await db.delete(files).where(
    inArray(
      files.id,
      rows.map((r) => r.id),
    ),
  );
  return rows.flatMap(storedKeysOf);
}

/** Every key a file's bytes are stored under. */
const storedKeysOf = (r: FileRow) => [r.storageKey, r.thumbKey, r.displayKey].filter((k): k is string => !!k);

/**
 * Gives images stored before display variants existed theirs (migration 0048), `batch` at a time
 * until none is left; run at start, in the background. An image whose bytes are gone or cannot be
 * decoded is skipped (logged by `onError`) and stays without one: its pages show the original. Two
 * instances doing it at once write the same keys and values. Returns how many it made.
 */
export async function backfillImageVariants(
  db: Db,
  storage: FileStorage,
  opts: { batch?: number; onError?: (id: string, err: unknown) => void } = {},
): Promise<number> {
  const skipped = new Set<string>();
  let made = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(files)
      .where(
        and(
          eq(files.kind, 'image'),
          isNull(files.displayKey),
          skipped.size ? sql`${files.id} <> all(${sql.param([...skipped])}::uuid[])` : undefined,
        ),
      )
      .orderBy(files.createdAt)
      .limit(opts.batch ?? 20);
    if (!rows.length) return made;
    for (const row of rows) {
      try {
        const stream = await storage.get(row.storageKey);
        if (!stream) throw new Error(`no bytes at ${row.storageKey}`);
        const variant = await storeDisplayVariant(storage, keyPrefix(row.id), await buffer(stream));
        await db
          .update(files)
          .set(variant)
          .where(and(eq(files.id, row.id), isNull(files.displayKey)));
        made++;
      } catch (err) {
        skipped.add(row.id);
        opts.onError?.(row.id, err);
      }
    }
  }
}

/**
 * A file's row for download; 404 when absent or when its record is hidden from this caller (see
 * files.policy.ts: an inquiry's files are its customer's and staff's only). Staff see every file; an unattached upload is seen by staff and by the user who uploaded it (a board
 * author sees the picture they just put in their draft).
 */
export async function getFileForDownload(db: Db, id: string, viewer: FileViewer): Promise<FileRow> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row) throw notFound();
  const rule = downloadRule(row, viewer);
  if (rule === 'allow') return row;
  if (rule === 'deny' || !row.ownerType || !row.ownerId) throw notFound();
  const visible = await db.execute<{ visible: boolean }>(
    ownerVisible({ ownerType: row.ownerType, ownerId: row.ownerId }, viewer.userId),
  );
  if (!visible.rows[0]?.visible) throw notFound();
  return row;
}

/** How many uploads `userId` made in the last day that are not attached to anything yet. */
export async function recentUnattachedUploads(db: Db, userId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .where(and(eq(files.createdBy, userId), isNull(files.ownerId), sql`${files.createdAt} > now() - interval '1 day'`));
  return r?.n ?? 0;
}

/**
 * Rich text as pages show it: each image of ours given its pixel size (`width`, `height`), so the
 * browser keeps its box before the picture arrives (its CSS scales it to fit, keeping the ratio). Added
 * when read, never stored: the sanitiser allows neither attribute, so an edit saves what was written.
 * An image without a known size (not yet backfilled) stays as it was.
 */
export async function withImageSizes(db: Db, html: string): Promise<string> {
  const ids = [...html.matchAll(RICH_IMAGE)].map((m) => m[1]!);
  if (!ids.length) return html;
  const rows = await db
    .select({ id: files.id, width: files.width, height: files.height })
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
  const sizes = new Map(rows.flatMap((r) => (r.width && r.height ? [[r.id, r] as const] : [])));
  return html.replace(RICH_IMAGE, (tag, id: string) => {
    const size = sizes.get(id);
    return size ? `${tag} width="${size.width}" height="${size.height}"` : tag;
  });
}

/** An image's opening as the sanitiser writes it (rich-text.ts): `<img src="/api/files/<id>[/thumb]"`. */
const RICH_IMAGE = /<img src="\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/thumb)?"/g;

/** Presented files in the order of `ids`. */
export async function filesByIds(db: Db, ids: string[]): Promise<FileRef[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(files).where(inArray(files.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [presentFile(byId.get(id)!)] : []));
}
