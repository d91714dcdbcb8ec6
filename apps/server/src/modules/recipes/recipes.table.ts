import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import type { RecipeData } from '@formulab/shared/recipes/recipes.schema';
import { users } from '../auth/auth.table.ts';
import { ingredients, num } from '../ingredients/ingredients.table.ts';
import { integerList, searchText, stamps, textList } from '../../db/columns.ts';

/**
 * A customer's recipe: its current state. Lines live in `recipe_lines` (so an ingredient in use can be
 * found and cannot be deleted); every save also writes a full snapshot to `recipe_revisions`.
 * `total_percent`, `valid` and `line_count` are computed by the shared formulation logic at each save,
 * so lists can filter on them without reading lines.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productType: text('product_type').notNull(),
    description: text('description').notNull().default(''),
    functionIds: integerList('function_ids'),
    visibility: text('visibility').notNull().default('private'),
    costing: jsonb('costing').$type<RecipeData['costing']>().notNull(),
    revision: integer('revision').notNull().default(1),
    lineCount: integer('line_count').notNull().default(0),
    totalPercent: num('total_percent').notNull().default(0),
    valid: boolean('valid').notNull().default(false),
    /** export markets the recipe is checked against (KR, EU, CN, US, ASEAN), and whether it is made for under-threes */
    targetMarkets: textList('target_markets'),
    forChildren: boolean('for_children').notNull().default(false),
    /** the youngest age (years) a children's product is for; null: not stated (read as 0) */
    childrenAge: integer('children_age'),
    /** the current revision's verdict: worst status over the target markets (null: no market chosen) and the failing ones */
    complianceStatus: text('compliance_status'),
    failingMarkets: textList('failing_markets'),
    copiedFromId: uuid('copied_from_id').references((): AnyPgColumn => recipes.id, { onDelete: 'set null' }),
    ...stamps(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    searchText: searchText(sql`lower(name || ' ' || description)`),
  },
  (t) => [
    // a customer's list, newest first (keyset on updated_at, id)
    index('recipes_owner_updated_idx')
      .on(t.ownerId, t.updatedAt.desc(), t.id.desc())
      .where(sql`deleted_at is null`),
    index('recipes_owner_created_idx')
      .on(t.ownerId, t.createdAt.desc(), t.id.desc())
      .where(sql`deleted_at is null`),
    // staff's analytics funnel: the customers who made a recipe in a range of months (analytics.service.ts),
    // read from the index alone instead of a scan of every recipe (100 ms at 100,000 recipes)
    index('recipes_created_owner_idx').on(t.createdAt, t.ownerId),
    index('recipes_owner_name_idx')
      .on(t.ownerId, sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at is null`),
    // the public gallery
    index('recipes_public_updated_idx')
      .on(t.updatedAt.desc(), t.id.desc())
      .where(sql`visibility = 'public' and deleted_at is null`),
    // the gallery filtered by product type (its exact total, too)
    index('recipes_public_type_updated_idx')
      .on(t.productType, t.updatedAt.desc(), t.id.desc())
      .where(sql`visibility = 'public' and deleted_at is null`),
    index('recipes_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // …and by its characters and pairs, for the terms without a trigram (lib/like.ts, decision 0029)
    index('recipes_search_grams_idx').using('gin', sql`search_grams(${t.searchText})`),
    // staff list sorted by name across every owner
    index('recipes_name_idx').on(sql`lower(${t.name})`, t.id),
    index('recipes_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    // staff's report of recipes failing a market (issue 15)
    index('recipes_failing_markets_idx')
      .using('gin', t.failingMarkets)
      .where(sql`deleted_at is null and failing_markets <> '{}'`),
  ],
);

export const recipeLines = pgTable(
  'recipe_lines',
  {
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'restrict' }),
    percent: num('percent').notNull(),
    phase: text('phase'),
    note: text('note').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.position] }), index('recipe_lines_ingredient_idx').on(t.ingredientId)],
);

/** Snapshot of a recipe at each save; `number` counts from 1 per recipe. */
export const recipeRevisions = pgTable(
  'recipe_revisions',
  {
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<RecipeData>().notNull(),
    totalPercent: num('total_percent').notNull(),
    valid: boolean('valid').notNull(),
    lineCount: integer('line_count').notNull(),
    /** the compliance verdict computed at this save (null: saved before verdicts were stored) */
    compliance: jsonb('compliance').$type<StoredVerdict>(),
    note: text('note').notNull().default(''),
    restoredFrom: integer('restored_from'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.number] })],
);
