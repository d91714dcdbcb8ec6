import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PriceTier } from '@formulab/shared/catalogue/sub-materials.schema';
import { num } from '../ingredients/ingredients.table.ts';
import { terms } from '../taxonomy/taxonomy.table.ts';
import { integerList, searchText, uuidList, versioned } from '../../db/columns.ts';

/** Packaging: bottles, jars, tubes, pumps, caps, boxes, labels … with tiered unit prices. */
export const subMaterials = pgTable(
  'sub_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => terms.id),
    materialId: integer('material_id')
      .notNull()
      .references(() => terms.id),
    capacityMl: num('capacity_ml'),
    finishIds: integerList('finish_ids'),
    colours: jsonb('colours').$type<{ ko: string; en: string }[]>().notNull().default([]),
    moq: integer('moq').notNull(),
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull(),
    fromPrice: integer('from_price').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    descriptionKo: text('description_ko').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    imageIds: uuidList('image_ids'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...versioned(),
    searchText: searchText(sql`lower(code || ' ' || name_ko || ' ' || name_en)`),
  },
  (t) => [
    uniqueIndex('sub_materials_code_idx').on(t.code),
    index('sub_materials_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // …and by its characters and pairs, for the terms without a trigram (lib/like.ts, decision 0029)
    index('sub_materials_search_grams_idx').using('gin', sql`search_grams(${t.searchText})`),
    index('sub_materials_type_idx').on(t.typeId),
    index('sub_materials_material_idx').on(t.materialId),
    index('sub_materials_finishes_idx').using('gin', t.finishIds),
    index('sub_materials_capacity_idx').on(t.capacityMl),
  ],
);
