/**
 * First-party analytics (PRODUCT.md §3.9, decision 0010): page views sent by the web app, and the
 * funnel recipe → sample → quote → order computed from the business records. No personal data: see
 * the decision for what is and is not stored.
 */
import { z } from 'zod';
import { dayRangeQuerySchema } from '../dates.ts';

/** At most this many page views in one POST (the client sends a batch every few seconds). */
export const ANALYTICS_BATCH_MAX = 20;
export const ANALYTICS_PATH_MAX = 200;
export const ANALYTICS_HOST_MAX = 100;
/** Page views kept per client address and minute (more answers 429). */
export const ANALYTICS_RATE_LIMIT = { max: 60, windowSeconds: 60 } as const;

export const DEVICES = ['mobile', 'desktop'] as const;
export const ANALYTICS_LANGS = ['ko', 'en'] as const;

export const pageViewSchema = z
  .object({
    /** the route's pattern without query or hash (`/recipes/:id`) */
    path: z
      .string()
      .min(1, 'errors.required')
      .max(ANALYTICS_PATH_MAX, 'errors.tooLong')
      // the client joins the matched routes' paths as they are: one leading slash, none doubled
      .transform((p) => ('/' + p).replace(/\/+/g, '/'))
      .pipe(z.string().regex(/^\/[^?#\s]*$/, 'errors.invalid')),
    /** the referring site's host, only when it is another site */
    referrer: z
      .string()
      .max(ANALYTICS_HOST_MAX, 'errors.tooLong')
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'errors.invalid')
      .nullish(),
    lang: z.enum(ANALYTICS_LANGS, 'errors.invalid'),
    device: z.enum(DEVICES, 'errors.invalid'),
    /** when it was seen, ms since the epoch (at most a day old; the server clamps the future) */
    t: z.number().int().positive().optional(),
  })
  .strict();
export type PageView = z.infer<typeof pageViewSchema>;

/** POST /api/analytics/events */
export const analyticsBatchSchema = z
  .object({ events: z.array(pageViewSchema).min(1, 'errors.required').max(ANALYTICS_BATCH_MAX, 'errors.tooMany') })
  .strict();
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const ANALYTICS_BUCKETS = ['day', 'week', 'month'] as const;
/** The longest range one report covers. */
export const ANALYTICS_MAX_DAYS = 400;

/** GET /api/admin/analytics; dates are calendar days in Asia/Seoul, inclusive. */
export const analyticsQuerySchema = dayRangeQuerySchema(ANALYTICS_BUCKETS, ANALYTICS_MAX_DAYS);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int();
const named = z.object({ name: z.string(), views: count });

export const funnelMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** customers who created a recipe that month */
  recipe: count,
  /** … of them, who then requested a sample (that month or later) */
  sample: count,
  /** … of those, who then asked for a quote */
  quote: count,
  /** … of those, who then placed a production order */
  order: count,
});
export type FunnelMonth = z.infer<typeof funnelMonthSchema>;

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(ANALYTICS_BUCKETS),
  totals: z.object({ views: count, visitors: count }),
  /** one row per bucket, empty ones included; visitors are distinct per day, summed over the bucket */
  series: z.array(z.object({ bucket: z.string(), views: count, visitors: count })),
  topPages: z.array(named),
  topReferrers: z.array(named),
  devices: z.array(named),
  languages: z.array(named),
  /** one row per month touching the range, oldest first */
  funnel: z.array(funnelMonthSchema),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** A step's share of the step before it, 0–1 (0 when there was nobody). */
export function conversion(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}
