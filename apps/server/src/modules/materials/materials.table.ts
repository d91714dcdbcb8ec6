import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Lot } from '@formulab/shared/catalogue/materials.schema';
import { ingredients, num } from '../ingredients/ingredients.table.ts';
import { versioned } from '../../db/columns.ts';

/** A purchasable raw material behind an ingredient: trade name, supplier, cost, stock and lots. */
export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'restrict' }),
    tradeName: text('trade_name').notNull(),
    supplier: text('supplier').notNull(),
    unitCostPerKg: integer('unit_cost_per_kg').notNull(),
    stockKg: num('stock_kg').notNull(),
    reorderLevelKg: num('reorder_level_kg').notNull(),
    lots: jsonb('lots').$type<Lot[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...versioned(),
  },
  (t) => [
    index('materials_ingredient_idx').on(t.ingredientId),
    index('materials_trade_name_idx').on(t.tradeName, t.id),
    // staff's search ("contains", any case) in trade name or supplier: trigrams, and characters and pairs
    // for the terms without a trigram (lib/like.ts containsAnyField, decision 0029)
    index('materials_search_trgm_idx').using('gin', sql`lower(${t.tradeName} || ' ' || ${t.supplier}) gin_trgm_ops`),
    index('materials_search_grams_idx').using('gin', sql`search_grams(lower(${t.tradeName} || ' ' || ${t.supplier}))`),
  ],
);
