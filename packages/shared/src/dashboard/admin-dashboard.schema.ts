/**
 * Admin `admin-dashboard` (PRODUCT.md §3.9, issue 14): the work waiting for staff, money collected,
 * new users, low stock and the last 30 days, in one answer. Days are Asia/Seoul calendar days.
 */
import { z } from 'zod';
import { staffCountsSchema } from '../pipeline/pipeline.schema.ts';

/** How many days the charts cover (today included). */
export const DASHBOARD_DAYS = 30;
/** How many low-stock items each list shows. */
export const DASHBOARD_LOW_STOCK = 5;
/** A product option at or below this many units counts as low on stock. */
export const PRODUCT_LOW_STOCK_UNITS = 10;

export const adminDashboardSchema = z.object({
  /** Asia/Seoul date the answer was computed for (YYYY-MM-DD) */
  today: z.string(),
  pending: z.object({
    pipeline: staffCountsSchema,
    /** customer inquiries waiting for staff (open) */
    inquiries: z.number(),
    /** partnership proposals nobody has looked at (new) */
    partnerships: z.number(),
    /** conversations with customer messages nobody has read */
    chats: z.number(),
    /** purchases whose customer asked for a refund */
    refunds: z.number(),
  }),
  revenue: z.object({ today: z.number(), month: z.number(), previousMonthToDate: z.number() }),
  users: z.object({ today: z.number(), week: z.number(), month: z.number(), total: z.number() }),
  lowStock: z.object({
    materials: z.object({
      count: z.number(),
      items: z.array(z.object({ id: z.string(), name: z.string(), stockKg: z.number(), reorderLevelKg: z.number() })),
    }),
    products: z.object({
      count: z.number(),
      items: z.array(z.object({ id: z.string(), nameKo: z.string(), nameEn: z.string(), option: z.string(), stock: z.number() })),
    }),
  }),
  /** one entry per day, oldest first, DASHBOARD_DAYS of them */
  series: z.array(
    z.object({
      day: z.string(),
      revenue: z.number(),
      newUsers: z.number(),
      samples: z.number(),
      quotes: z.number(),
      orders: z.number(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
