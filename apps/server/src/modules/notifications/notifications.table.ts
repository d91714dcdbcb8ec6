import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/**
 * In-app notifications: one row per recipient and event. The text is not stored: the screen
 * translates `subject` + `action` (+ `ref`, `state`) in the reader's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(), // sample | quote | order
    subjectId: uuid('subject_id').notNull(),
    action: text('action').notNull(),
    /** the record's human reference, e.g. S-000042 */
    ref: text('ref').notNull(),
    state: text('state').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);
