import { bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/**
 * Every transition of a sample request, quote or production order (who, when, from, to, note), and
 * staff's internal notes (`internal`, never sent to customers). The timeline both sides see is read
 * from here, in id order.
 */
export const workflowEvents = pgTable(
  'workflow_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(), // sample | quote | order
    subjectId: uuid('subject_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actor: text('actor').notNull(), // customer | staff | system
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    internal: boolean('internal').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_events_subject_idx').on(t.subject, t.subjectId, t.id)],
);
