import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log (issue 14): one row per staff action — who, what, on which record, when, and the
 * record before and after where the action knows them. Written in the action's transaction where
 * possible, so an action and its entry exist together. Never updated or deleted by the app.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** the staff member (kept as text: the entry outlives the account) */
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull().default(''),
    /** what was done, e.g. `user.suspend`, or `POST /api/admin/notices/:id` for the generic entries */
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    /** the HTTP status the action answered */
    status: integer('status'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc(), t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc(), t.id.desc()),
  ],
);
