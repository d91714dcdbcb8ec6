import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { productOptions, products } from '../products/products.table.ts';
import type { ShippingAddress } from '../samples/samples.table.ts';
import { queueIndexes, recordHead } from '../workflow/workflow.columns.ts';
import { stamps, versioned } from '../../db/columns.ts';

/** A customer's saved shipping addresses (/account-settings), at most ADDRESSES_MAX, one default. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    /** ISO 3166-1 alpha-2 (SHIP_COUNTRIES); an address abroad ships only production orders */
    country: text('country').notNull().default('KR'),
    postalCode: text('postal_code').notNull(),
    address: text('address').notNull(),
    detail: text('detail').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...versioned(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_default_idx')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);

/**
 * A purchase of one product option (PRODUCT.md §3.6). Names and prices are copied at checkout, so the
 * receipt never changes when the product does. While `pending_payment` the units are held (taken off
 * the option's stock) until `reserved_until`; `restocked` says they went back, so they go back once.
 * A checkout sent again with the same Idempotency-Key (a retry after a lost answer) finds its purchase
 * by `idempotency_key` instead of making another.
 */
export const purchases = pgTable(
  'purchases',
  {
    /** human reference: P-000042 */
    ...recordHead(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    optionId: uuid('option_id').references(() => productOptions.id, { onDelete: 'set null' }),
    productNameKo: text('product_name_ko').notNull(),
    productNameEn: text('product_name_en').notNull(),
    optionNameKo: text('option_name_ko').notNull(),
    optionNameEn: text('option_name_en').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    shipping: jsonb('shipping').$type<ShippingAddress>().notNull(),
    note: text('note').notNull().default(''),
    state: text('state').notNull().default('pending_payment'),
    version: integer('version').notNull().default(0),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    restocked: boolean('restocked').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    cancelReason: text('cancel_reason'),
    /** the checkout's Idempotency-Key header, when sent: one purchase per customer and key */
    idempotencyKey: text('idempotency_key'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('purchases_idempotency_idx').on(t.ownerId, t.idempotencyKey),
    ...queueIndexes('purchases', t),
    index('purchases_product_idx').on(t.productId),
    // staff's search ("contains", any case) in the product's names: trigrams, and characters and pairs for
    // the terms without a trigram (lib/like.ts containsAnyField, decision 0029)
    index('purchases_search_trgm_idx').using('gin', sql`lower(${t.productNameKo} || ' ' || ${t.productNameEn}) gin_trgm_ops`),
    index('purchases_search_grams_idx').using('gin', sql`search_grams(lower(${t.productNameKo} || ' ' || ${t.productNameEn}))`),
    // the release job: reservations that ran out
    index('purchases_reserved_idx')
      .on(t.reservedUntil)
      .where(sql`state = 'pending_payment'`),
  ],
);
