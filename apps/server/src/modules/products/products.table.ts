import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stamps } from '../../db/columns.ts';

/**
 * A ready-made product of the shop (PRODUCT.md §3.6). `from_price` (the lowest option price) and
 * `stock` (all options together) are kept from `product_options` by the service
 * (`refreshProductTotals`) so that lists sort and filter on the product row alone. `search` is the
 * lower-cased code and names, for the trigram index behind `q`.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** human code: PR-00042 */
    number: serial('number').notNull().unique(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    summaryKo: text('summary_ko').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    descriptionKo: text('description_ko').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    category: text('category').notNull(),
    status: text('status').notNull().default('hidden'),
    /** the gallery, in order (the files are owned by the product: files.owner_type 'product') */
    imageIds: uuid('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    fromPrice: bigint('from_price', { mode: 'number' }).notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /** units sold and paid (the "popular" sort) */
    soldCount: integer('sold_count').notNull().default(0),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(sql`lower('pr-' || lpad(number::text, 5, '0') || ' ' || name_ko || ' ' || name_en)`),
    version: integer('version').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    // public lists (active and sold out) in each sort, and staff's (every status)
    index('products_public_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`status <> 'hidden'`),
    index('products_public_price_idx')
      .on(t.fromPrice, t.id)
      .where(sql`status <> 'hidden'`),
    index('products_public_name_idx')
      .on(t.nameKo, t.id)
      .where(sql`status <> 'hidden'`),
    index('products_public_popular_idx')
      .on(t.soldCount.desc(), t.id.desc())
      .where(sql`status <> 'hidden'`),
    index('products_public_category_idx')
      .on(t.category, t.createdAt.desc(), t.id.desc())
      .where(sql`status <> 'hidden'`),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('products_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    // …and by its characters and pairs, for the terms without a trigram (lib/like.ts, decision 0029)
    index('products_search_grams_idx').using('gin', sql`search_grams(${t.search})`),
  ],
);

/** One option of a product, with its own price and stock (a product without choices has one). */
export const productOptions = pgTable(
  'product_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** units that can still be bought; a checkout takes its units off at once (never below zero) */
    stock: integer('stock').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_options_product_idx').on(t.productId, t.position)],
);
