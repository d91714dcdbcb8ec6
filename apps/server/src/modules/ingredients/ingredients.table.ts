import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from '../files/files.table.ts';
import { terms } from '../taxonomy/taxonomy.table.ts';
import { integerList, searchText, uuidList, versioned } from '../../db/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** numeric(…) read as a JS number (percentages and kilograms fit a double exactly enough). */
export const num = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(12,4)',
  fromDriver: (v) => Number(v),
  toDriver: (v) => String(v),
});

export const ingredients = pgTable(
  'ingredients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inciName: text('inci_name').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    /** issue 22: the Chinese standard name (IECIC) China's label list prints; null = none on file */
    nameZh: text('name_zh'),
    casNumber: text('cas_number'),
    ecNumber: text('ec_number'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => terms.id),
    functionIds: integerList('function_ids'),
    descriptionKo: text('description_ko').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    origin: text('origin').notNull(),
    useMin: num('use_min'),
    useMax: num('use_max'),
    /** a note on its regulation (text): the limits are the compliance rules' (issue 22 item 8) */
    limitNote: text('limit_note'),
    allergen: boolean('allergen').notNull().default(false),
    /** issue 22: a nanomaterial (Reg. (EC) 1223/2009 Art. 2(1)(k)) — "(nano)" on the EU label, nano-form rules */
    nano: boolean('nano').notNull().default(false),
    pricePerKg: integer('price_per_kg').notNull(),
    moqKg: num('moq_kg').notNull(),
    visible: boolean('visible').notNull().default(true),
    imageIds: uuidList('image_ids'),
    documentIds: uuidList('document_ids'),
    /** issue 22: the supplier document the composition was taken from (one of `document_ids`) */
    compositionDocumentId: uuid('composition_document_id').references(() => files.id, { onDelete: 'set null' }),
    /** counts the composition's changes (0: never set); an edit names the version it started from */
    compositionVersion: integer('composition_version').notNull().default(0),
    /** when the composition last changed: part of the compliance rule set's version (editors refetch) */
    compositionUpdatedAt: timestamp('composition_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...versioned(),
    // what a search matches: every name and the CAS number, lower-cased (trigram index below)
    searchText: searchText(sql`lower(inci_name || ' ' || name_ko || ' ' || name_en || ' ' || coalesce(cas_number, ''))`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple', inci_name || ' ' || name_ko || ' ' || name_en || ' ' || description_ko || ' ' || description_en)`,
      ),
  },
  (t) => [
    uniqueIndex('ingredients_inci_unique').on(sql`lower(${t.inciName})`),
    index('ingredients_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // …and by its characters and pairs, for the terms without a trigram (lib/like.ts, decision 0029)
    index('ingredients_search_grams_idx').using('gin', sql`search_grams(${t.searchText})`),
    index('ingredients_search_fts_idx').using('gin', t.searchVector),
    index('ingredients_functions_idx').using('gin', t.functionIds),
    index('ingredients_category_idx').on(t.categoryId),
    index('ingredients_cas_idx').on(t.casNumber),
    index('ingredients_name_en_idx').on(t.nameEn, t.id),
    // the public catalogue: its first page in name order and its total (an index-only count) read only visible rows
    index('ingredients_visible_name_idx')
      .on(t.nameEn, t.id)
      .where(sql`visible`),
    // max(composition_updated_at) for the rule set's version: one index read
    index('ingredients_composition_updated_idx').on(t.compositionUpdatedAt),
  ],
);

/**
 * What an ingredient is made of (issue 22): an essential oil, a fragrance compound, an extract in its
 * carrier, a trade-name blend. Each constituent is a substance with its typical % w/w of the ingredient
 * (and the maximum where the supplier gives one) and where the figure comes from (supplier document,
 * ISO standard). The compliance verdict judges substances: a line's constituents count at
 * line % × constituent % / 100. Written as a whole by the composition editor (positions 0…n-1).
 */
export const ingredientConstituents = pgTable(
  'ingredient_constituents',
  {
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    inciName: text('inci_name').notNull(),
    casNumber: text('cas_number'),
    percent: num('percent').notNull(),
    maxPercent: num('max_percent'),
    /** supplier document / ISO standard reference, and "typical, unverified" where not confirmed */
    source: text('source').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.ingredientId, t.position] }),
    check('ingredient_constituents_percent_check', sql`${t.percent} >= 0 and ${t.percent} <= 100`),
    check(
      'ingredient_constituents_max_percent_check',
      sql`${t.maxPercent} is null or (${t.maxPercent} >= ${t.percent} and ${t.maxPercent} <= 100)`,
    ),
  ],
);

/**
 * The words ingredient names are made of (INCI, English, CAS; three characters or more), kept by a
 * trigger on `ingredients` (migration 0006). A search with a typo looks up the nearest words here —
 * a few thousand short strings — instead of comparing the term with every ingredient's whole text.
 * Words of deleted or renamed ingredients stay; they match nothing and cost nothing.
 */
export const ingredientSearchWords = pgTable('ingredient_search_words', { word: text('word').primaryKey() }, (t) => [
  index('ingredient_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * How many ingredients there are ('all') and how many are visible ('visible'), kept exact by a trigger
 * on `ingredients` (migration 0007): the unfiltered catalogue's total is one row read instead of a
 * count over every ingredient on each first page.
 */
export const ingredientCounts = pgTable('ingredient_counts', {
  key: text('key').primaryKey(),
  n: integer('n').notNull(),
});
