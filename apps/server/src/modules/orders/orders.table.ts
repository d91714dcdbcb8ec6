import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShipTo } from '@formulab/shared/shop/addresses.schema';
import { users } from '../auth/auth.table.ts';
import { quotes } from '../quotes/quotes.table.ts';
import { stamps } from '../../db/columns.ts';
import { pinnedRecipe, queueIndexes, recordHead } from '../workflow/workflow.columns.ts';

/**
 * A production order (PRODUCT.md §3.6), made in the transaction that accepts a quote, at the quoted
 * price of the accepted revision. `payment_status` is the money side; `state` the production side.
 */
export const productionOrders = pgTable(
  'production_orders',
  {
    /** human reference: O-000042 */
    ...recordHead(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    quoteRevision: integer('quote_revision').notNull(),
    ...pinnedRecipe(),
    packagingName: text('packaging_name'),
    quantity: integer('quantity').notNull(),
    /** the accepted quote's ship-to and incoterm, copied with the price */
    shipTo: jsonb('ship_to').$type<ShipTo>(),
    incoterm: text('incoterm'),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    /** the supply amount, as quoted (VAT excluded) */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** the tax on it (0 zero-rated, and on orders made before VAT was itemised): the customer pays total + vat */
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
    taxTreatment: text('tax_treatment'),
    state: text('state').notNull().default('pending_payment'),
    version: integer('version').notNull().default(0),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** the latest shipment's (order_shipments holds every one) */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    cancelReason: text('cancel_reason'),
    ...stamps(),
  },
  (t) => [
    ...queueIndexes('production_orders', t),
    index('production_orders_recipe_idx')
      .on(t.recipeId)
      .where(sql`recipe_id is not null`),
  ],
);

/**
 * The shipments of a production order (orders/delivery.ts): `number` counts from 1 per order; the
 * quantities add up to the order's when it is shipped (`ship` sends what `ship_part`s left).
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    quantity: integer('quantity').notNull(),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    note: text('note').notNull().default(''),
    staffId: text('staff_id').references(() => users.id, { onDelete: 'set null' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.number] })],
);

/**
 * Tax invoices (세금계산서, orders/tax.ts) staff make out for production orders sold in Korea: who sells
 * and who buys (registration numbers, names, as they were on the day), the supply amount, the tax and
 * the day it is made out. Cancelling one writes its negative twin (an amended invoice, kind
 * 'cancellation', `amends` the original) and marks the original cancelled; a corrected one is issued anew.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** human reference: T-000042 */
    number: serial('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull().default('original'),
    amends: uuid('amends'),
    state: text('state').notNull().default('issued'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    supplierBrn: text('supplier_brn').notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierCeo: text('supplier_ceo').notNull(),
    buyerBrn: text('buyer_brn').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerCeo: text('buyer_ceo').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    item: text('item').notNull(),
    supplyAmount: bigint('supply_amount', { mode: 'number' }).notNull(),
    taxAmount: bigint('tax_amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    staffId: text('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tax_invoices_order_idx').on(t.orderId, t.number),
    index('tax_invoices_issue_idx').on(t.issueDate, t.number),
    // one invoice in force per order
    uniqueIndex('tax_invoices_one_issued_idx')
      .on(t.orderId)
      .where(sql`kind = 'original' and state = 'issued'`),
  ],
);
