import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Ordered ko/en taxonomies in one table, told apart by `kind`: ingredient categories and functions,
 * and the packaging option lists (types, materials, finishes) of admin-subsettings.
 */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('terms_kind_slug_idx').on(t.kind, t.slug), index('terms_kind_order_idx').on(t.kind, t.sortOrder)],
);
