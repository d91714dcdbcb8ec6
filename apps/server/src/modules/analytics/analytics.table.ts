import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * First-party analytics (issue 14): page views and business events, no personal data. `visitor` is a
 * hash that changes every day (of a daily secret, the address and the browser), so visits can be
 * counted per day but nobody can be followed across days; no user id, no full address, no query
 * string. Browsers that send Do Not Track or Global Privacy Control are not recorded at all.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** page_view, or a business event: recipe_created, sample_requested, quote_requested, order_created … */
    kind: text('kind').notNull(),
    /** the route pattern or path without its query (page views) */
    path: text('path'),
    /** the referring site's host, if another site */
    referrer: text('referrer'),
    visitor: text('visitor'),
    lang: text('lang'),
    device: text('device'), // mobile | desktop
    props: jsonb('props'),
  },
  (t) => [index('analytics_events_at_idx').on(t.at), index('analytics_events_kind_idx').on(t.kind, t.at)],
);

/**
 * Page views summed per Seoul day (decision 0010): one `total` row (name '') with the day's views and
 * distinct visitors, and one row per path, referrer, device and language with its views. A statement
 * trigger on `analytics_events` adds every inserted view in the writer's transaction (migration 0047),
 * so the report reads only these rows, the open day included: a year of traffic is a few thousand rows
 * instead of a million. Pruning raw views leaves the sums alone.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** total | path | referrer | device | lang */
    dim: text('dim').notNull(),
    name: text('name').notNull(),
    views: integer('views').notNull(),
    /** distinct visitors of the day (total rows only) */
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dim, t.day, t.name] })],
);

/**
 * The visitors seen on each Seoul day, so that the trigger can tell a day's new visitor from one it has
 * counted (their hash changes every day, so yesterday's are kept only for a view that arrives up to an
 * hour late; the nightly job deletes older days).
 */
export const analyticsDayVisitors = pgTable(
  'analytics_day_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);
