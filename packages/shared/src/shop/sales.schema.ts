/** Admin `sales` (PRODUCT.md §3.6): money actually collected, net of refunds, in KRW. */
import { z } from 'zod';
import { PAYMENT_KINDS } from './payments.states.ts';
import { dayRangeQuerySchema } from '../dates.ts';

export const SALES_BUCKETS = ['day', 'week', 'month'] as const;
export type SalesBucket = (typeof SALES_BUCKETS)[number];

/** GET /api/admin/sales and /api/admin/sales.csv; dates are calendar days in Asia/Seoul, inclusive. */
/** The longest range a sales report covers (ten years of days). */
export const SALES_MAX_DAYS = 3660;

// every bucket of the range is answered, even empty ones: at most ten years of them
export const salesQuerySchema = dayRangeQuerySchema(SALES_BUCKETS, SALES_MAX_DAYS);
export type SalesQuery = z.infer<typeof salesQuerySchema>;

const byKind = z.object(
  Object.fromEntries(PAYMENT_KINDS.map((k) => [k, z.number().int()])) as Record<(typeof PAYMENT_KINDS)[number], z.ZodNumber>,
);

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(SALES_BUCKETS),
  totals: z.object({
    gross: z.number().int(),
    refunded: z.number().int(),
    net: z.number().int(),
    payments: z.number().int(),
    byKind,
  }),
  /** one row per bucket in the range, empty buckets included (start date of the bucket) */
  series: z.array(z.object({ bucket: z.string(), net: z.number().int(), refunded: z.number().int(), byKind })),
  topProducts: z.array(
    z.object({ id: z.string().uuid(), nameKo: z.string(), nameEn: z.string(), units: z.number().int(), net: z.number().int() }),
  ),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
