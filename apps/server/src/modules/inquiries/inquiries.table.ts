import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { queueIndexes, recordHead } from '../workflow/workflow.columns.ts';
import { stamps } from '../../db/columns.ts';

/**
 * A customer's 1:1 inquiry (PRODUCT.md §3.8). The conversation is in `inquiry_messages`; the row keeps
 * what the lists show (message count, when and by whom the latest message was written). `version` is
 * the optimistic lock of the state machine (modules/workflow/workflow.ts).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    /** human reference: I-000042 */
    ...recordHead(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    state: text('state').notNull().default('open'),
    version: integer('version').notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageBy: text('last_message_by').notNull().default('customer'), // customer | staff
    ...stamps(),
  },
  (t) => [
    // a customer's list, its state tabs and staff's queue: newest (or oldest: the same indexes backwards)
    ...queueIndexes('inquiries', t),
    // …or by latest activity
    index('inquiries_activity_idx').on(t.lastMessageAt.desc(), t.id.desc()),
    index('inquiries_state_activity_idx').on(t.state, t.lastMessageAt.desc(), t.id.desc()),
    // staff's search by title ("contains", any case): trigrams (migration 0001's pg_trgm)
    index('inquiries_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // …and by its characters and pairs, for the terms without a trigram (lib/like.ts, decision 0029)
    index('inquiries_title_grams_idx').using('gin', sql`search_grams(lower(${t.title}))`),
  ],
);

/** One message of an inquiry's conversation; its files are owned by the inquiry (files.owner_type 'inquiry'). */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').notNull(), // customer | staff
    body: text('body').notNull(),
    attachmentIds: uuid('attachment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_messages_inquiry_idx').on(t.inquiryId, t.id)],
);

/**
 * A partnership inquiry (PRODUCT.md §3.8), from a visitor or a signed-in user (`user_id`, kept when it
 * was sent signed in). Its one optional file is owned by it (files.owner_type 'partnership').
 */
export const partnershipInquiries = pgTable(
  'partnership_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** human reference: PT-000042 */
    number: serial('number').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    type: text('type').notNull(),
    proposal: text('proposal').notNull(),
    attachmentId: uuid('attachment_id'),
    state: text('state').notNull().default('new'),
    version: integer('version').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    index('partnership_inquiries_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('partnership_inquiries_state_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('partnership_inquiries_user_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`user_id is not null`),
    // staff's search ("contains", any case) in company, contact name or e-mail: trigrams, and characters
    // and pairs for the terms without a trigram (lib/like.ts containsAnyField, decision 0029)
    index('partnership_inquiries_search_trgm_idx').using(
      'gin',
      sql`lower(${t.company} || ' ' || ${t.contactName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    index('partnership_inquiries_search_grams_idx').using(
      'gin',
      sql`search_grams(lower(${t.company} || ' ' || ${t.contactName} || ' ' || ${t.email}))`,
    ),
  ],
);
