import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ShipTo } from '@formulab/shared/shop/addresses.schema';
import { users } from '../auth/auth.table.ts';
import { quotes } from '../quotes/quotes.table.ts';
import { recipes } from '../recipes/recipes.table.ts';

/**
 * A production order (PRODUCT.md §3.6), made in the transaction that accepts a quote, at the quoted
 * price of the accepted revision. `payment_status` is the money side; `state` the production side.
 */
export const productionOrders = pgTable(
  'production_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** human reference: O-000042 */
    number: serial('number').notNull().unique(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    quoteRevision: integer('quote_revision').notNull(),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    recipeRevision: integer('recipe_revision').notNull(),
    recipeName: text('recipe_name').notNull(),
    packagingName: text('packaging_name'),
    quantity: integer('quantity').notNull(),
    /** the accepted quote's ship-to and incoterm, copied with the price */
    shipTo: jsonb('ship_to').$type<ShipTo>(),
    incoterm: text('incoterm'),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    state: text('state').notNull().default('pending_payment'),
    version: integer('version').notNull().default(0),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** the latest shipment's (order_shipments holds every one) */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('production_orders_owner_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('production_orders_owner_state_idx').on(t.ownerId, t.state, t.createdAt.desc(), t.id.desc()),
    index('production_orders_state_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('production_orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
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
