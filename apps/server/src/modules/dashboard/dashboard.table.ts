import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What the admin dashboard's series counts, per Asia/Seoul day of creation: `customers` (users whose
 * role is customer), `samples` (sample requests), `quotes` and `orders` (production orders). Kept by
 * statement triggers on those tables (migration 0046), so a sign-up, a role change, an import or a
 * deleted account moves it in the same transaction; the dashboard reads 30 days of it, and the
 * customers' total as its sum, instead of counting tens of thousands of rows on every visit.
 */
export const dashboardDaily = pgTable(
  'dashboard_daily',
  {
    /** customers | samples | quotes | orders */
    what: text('what').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.what, t.day] })],
);
