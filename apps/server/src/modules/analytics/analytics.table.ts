import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
