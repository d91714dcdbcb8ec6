import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Terms, privacy and refund policies; each edit is a new version with its effective date. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull(),
    bodyKo: text('body_ko').notNull(),
    bodyEn: text('body_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('policies_kind_version_idx').on(t.kind, t.version)],
);
