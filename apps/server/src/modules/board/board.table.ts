import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { searchText, stamps, versioned } from '../../db/columns.ts';

/** Board categories, ordered by `position`; staff manage them, a category in use cannot be deleted. */
export const boardCategories = pgTable(
  'board_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the optimistic lock: every save names the version it started from; a stale one is 409 CHANGED_MEANWHILE */
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('board_categories_slug_idx').on(t.slug)],
);

/**
 * Posts by signed-in users. `body` is sanitised HTML, `body_text` its plain text; images in the body
 * are `files` rows owned by ('board-post', id). Staff hide (the public no longer sees it; the author
 * still does) or pin. `view_count` counts one view per viewer per day (board_post_views);
 * `comment_count` counts the comments that are not deleted.
 */
export const boardPosts = pgTable(
  'board_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => boardCategories.id),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    bodyText: text('body_text').notNull(),
    hasImage: boolean('has_image').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...versioned(),
    searchText: searchText(sql`lower(title || ' ' || body_text)`),
  },
  (t) => [
    // the default sort (pinned first, newest first), on the keyset's own expressions (pinned as an int,
    // created_at, id), so that a page is read from the index instead of sorting every post
    index('board_posts_latest_idx').on(sql`(${t.pinned}::int) desc nulls last`, t.createdAt.desc(), t.id.desc()),
    index('board_posts_category_idx').on(t.categoryId, sql`(${t.pinned}::int) desc nulls last`, t.createdAt.desc(), t.id.desc()),
    // sort=views and sort=comments: their keysets (view_count or comment_count, then id; no pinned first)
    index('board_posts_views_idx').on(t.viewCount.desc(), t.id.desc()),
    index('board_posts_comments_idx').on(t.commentCount.desc(), t.id.desc()),
    index('board_posts_author_idx').on(t.authorId),
    index('board_posts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // …and by its characters and pairs, for the terms without a trigram (lib/like.ts, decision 0029)
    index('board_posts_search_grams_idx').using('gin', sql`search_grams(${t.searchText})`),
  ],
);

/** Comments and replies (one level: a reply's parent is a top-level comment). Deleting keeps the row, emptied. */
export const boardComments = pgTable(
  'board_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => boardComments.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** the optimistic lock: every edit names the version it started from; a stale one is 409 CHANGED_MEANWHILE */
    version: integer('version').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    index('board_comments_post_idx')
      .on(t.postId, t.createdAt, t.id)
      .where(sql`parent_id is null`),
    index('board_comments_parent_idx').on(t.parentId, t.createdAt),
  ],
);

/** One report per user per post. */
export const boardReports = pgTable(
  'board_reports',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * Who viewed a post on which day (Korean date), so that a reload does not count twice: the viewer is
 * an HMAC of the user id when signed in, else of the IP address and User-Agent (never stored in
 * clear). Rows older than two days are pruned as views are recorded.
 */
export const boardPostViews = pgTable(
  'board_post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewer, t.day] }), index('board_post_views_day_idx').on(t.day)],
);
