import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Uploaded files. A file is uploaded first (owner unset) and then attached to a record; the record
 * owns it from then on, and removing the record or detaching the file deletes its bytes.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(), // image | document
    docKind: text('doc_kind'), // spec | msds | coa | other (documents)
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    /** an image's pixel size as shown (EXIF orientation applied); null for documents and until backfilled */
    width: integer('width'),
    height: integer('height'),
    /** an image's WebP for pages (at most DISPLAY_IMAGE_MAX px a side); null until backfilled */
    displayKey: text('display_key'),
    displayWidth: integer('display_width'),
    displayHeight: integer('display_height'),
    ownerType: text('owner_type'), // ingredient | sub-material
    ownerId: uuid('owner_id'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerType, t.ownerId),
    index('files_unattached_idx')
      .on(t.createdAt)
      .where(sql`owner_id is null`),
    // the start-up backfill finds the images still without a display variant
    index('files_display_missing_idx')
      .on(t.createdAt)
      .where(sql`kind = 'image' and display_key is null`),
  ],
);
