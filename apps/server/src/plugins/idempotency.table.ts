import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to each creating request sent with an `Idempotency-Key` header (plugins/idempotency.ts):
 * a retry with the same key by the same caller gets this answer back instead of creating again.
 * `status` is null while the first request is still running. Rows older than a day are cleared.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** the user's id, or `visitor:<ip>` for visitors */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** `POST /api/...` (the route, not the URL), so one key cannot replay another route's answer */
    route: text('route').notNull(),
    status: integer('status'),
    body: text('body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
