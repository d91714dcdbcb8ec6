import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Money collected per Asia/Seoul day and payment kind, for staff's sales report and the admin
 * dashboard (issue 27): a payment's amount counts on the day it was approved while it is taken (paid,
 * partly or fully refunded), a refund on the day it was made. Kept by triggers on `payments`,
 * `payment_refunds` (migration 0046), so every path that moves money — the online confirm, staff's
 * offline payment, refunds, seeds, imports — keeps it exact without knowing it exists; a year of
 * reports reads about a thousand rows instead of every payment.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    payments: integer('payments').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

/**
 * The shop's taken purchase payments per Seoul day of approval and product, for the report's top
 * products: units bought, and what the payments kept after their refunds (whenever those were made).
 * Kept by triggers on `payments` and `purchases` (a payment counts here only while its purchase exists,
 * as the report's join said); `payments` tells a product that sold from one whose payments all left.
 */
export const salesProductDaily = pgTable(
  'sales_product_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull().default(0),
    payments: integer('payments').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);
