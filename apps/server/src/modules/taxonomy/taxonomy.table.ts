import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A label as the uniqueness check sees it: case and white space (anywhere) do not tell two labels apart. */
export const normalisedLabel = (column: string) => sql.raw(`lower(regexp_replace(${column}, '\\s+', '', 'g'))`);

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
    /** the optimistic lock: every save names the version it started from; a stale one is 409 CHANGED_MEANWHILE */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('terms_kind_slug_idx').on(t.kind, t.slug),
    index('terms_kind_order_idx').on(t.kind, t.sortOrder),
    // one label per list in each language: the pickers must not list "Humectant" three times
    uniqueIndex('terms_kind_name_ko_idx').on(t.kind, normalisedLabel('name_ko')),
    uniqueIndex('terms_kind_name_en_idx').on(t.kind, normalisedLabel('name_en')),
  ],
);
