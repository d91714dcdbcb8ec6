import { bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

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
    /** counts the edits of a scheduled version: an edit names the revision it started from (409 CHANGED_MEANWHILE) */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('policies_kind_version_idx').on(t.kind, t.version)],
);

/**
 * Every acceptance of a version of the terms or the privacy policy: who, which version, when. The rows
 * are written by the trigger `users_policy_accepted` (migration 0028) whenever `users.terms_version` or
 * `users.privacy_version` is set or changes — at sign-up and when a user accepts new versions
 * (`acceptPolicies`) alike — in the same statement, so nothing that records a version can forget the
 * log. Rows from before the log existed were copied from the users' columns, dated at the earliest the
 * acceptance can have happened (the later of sign-up and the version's effective date). Staff read
 * them at `GET /api/admin/policies/acceptances` (newest first).
 */
export const policyAcceptances = pgTable(
  'policy_acceptances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // staff's list, newest first (lib/keyset.ts: accepted_at, id), all kinds or one kind and version
    index('policy_acceptances_latest_idx').on(t.acceptedAt.desc(), t.id.desc()),
    index('policy_acceptances_version_idx').on(t.kind, t.version, t.acceptedAt.desc(), t.id.desc()),
    // a search finds its users first; and a user's deletion cascades here
    index('policy_acceptances_user_idx').on(t.userId),
  ],
);
