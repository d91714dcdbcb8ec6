import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { uuidList, versioned } from '../../db/columns.ts';

/**
 * Investor-relations disclosures: a title, an optional summary (sanitised HTML), the disclosure date
 * (its year in Korea groups the list) and PDF attachments — `files` rows owned by ('ir-post', id),
 * listed in `attachment_ids` order. Public once `publish_at` has passed.
 */
export const irPosts = pgTable(
  'ir_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    attachmentIds: uuidList('attachment_ids'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...versioned(),
  },
  (t) => [
    index('ir_posts_publish_idx').on(t.publishAt.desc(), t.id.desc()),
    // the search ("contains", any case) in title and text: trigrams, and characters and pairs for the
    // terms without a trigram (lib/like.ts, decision 0029)
    index('ir_posts_search_trgm_idx').using('gin', sql`lower(${t.title} || ' ' || ${t.bodyText}) gin_trgm_ops`),
    index('ir_posts_search_grams_idx').using('gin', sql`search_grams(lower(${t.title} || ' ' || ${t.bodyText}))`),
  ],
);
