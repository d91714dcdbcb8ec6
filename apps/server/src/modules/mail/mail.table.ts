import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the system sends; when no SMTP server is configured this is where they wait. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'), // queued | sent | failed | kept
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    // the backend console's outbox list, newest first, all or by status (keyset order)
    index('mail_outbox_recent_idx').on(t.createdAt.desc(), t.id.desc()),
    index('mail_outbox_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // its search ("contains", any case, in the address or the subject): trigrams of both joined, so one
    // index serves either field (migration 0001's pg_trgm); console.service.ts keeps the per-field test
    index('mail_outbox_search_trgm_idx').using('gin', sql`lower(${t.to} || ' ' || ${t.subject}) gin_trgm_ops`),
    // …and by its characters and pairs, for the terms without a trigram (lib/like.ts, decision 0029)
    index('mail_outbox_search_grams_idx').using('gin', sql`search_grams(lower(${t.to} || ' ' || ${t.subject}))`),
  ],
);
