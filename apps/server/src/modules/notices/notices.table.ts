import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { searchText, uuidList, versioned } from '../../db/columns.ts';

/**
 * Notices from staff. `body` is sanitised HTML (modules/content/rich-text.ts), `body_text` its plain
 * text for search and excerpts. The public sees a notice once `publish_at` has passed; pinned ones
 * come first. Attachments are `files` rows owned by ('notice', id), images in the body by
 * ('notice-image', id).
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    bodyText: text('body_text').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    attachmentIds: uuidList('attachment_ids'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...versioned(),
    searchText: searchText(sql`lower(title || ' ' || body_text)`),
  },
  (t) => [
    // the public list: pinned first, newest first — the keyset's own expressions (pinned as an int,
    // publish_at, id), so that PostgreSQL reads a page from the index instead of sorting every notice
    index('notices_list_idx').on(sql`(${t.pinned}::int) desc nulls last`, t.publishAt.desc(), t.id.desc()),
    index('notices_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // …and by its characters and pairs, for the terms without a trigram (lib/like.ts, decision 0029)
    index('notices_search_grams_idx').using('gin', sql`search_grams(${t.searchText})`),
  ],
);
