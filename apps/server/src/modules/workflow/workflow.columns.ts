import { index, integer, jsonb, serial, text, uuid, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import type { RecipeData } from '@formulab/shared/recipes/recipes.schema';
import { users } from '../auth/auth.table.ts';
import { recipes } from '../recipes/recipes.table.ts';

/**
 * The columns and indexes every customer's record with a state machine declares alike (samples,
 * quotes, orders, purchases, inquiries). Each call makes new column builders, as each table needs its
 * own; the SQL they make is what the tables wrote by hand (`npm run db:generate` writes nothing).
 */

/** Its id, its human number (S-000042 …: the area's prefix) and the customer it belongs to. */
export const recordHead = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  number: serial('number').notNull().unique(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** The recipe revision a request pins: its number and name, kept after the recipe changes or is deleted. */
export const pinnedRecipe = () => ({
  recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
  recipeRevision: integer('recipe_revision').notNull(),
  recipeName: text('recipe_name').notNull(),
});

/** …and the copy of its snapshot, for a record that shows the formula as it was (samples, quotes). */
export const pinnedRecipeSnapshot = () => ({
  ...pinnedRecipe(),
  recipeSnapshot: jsonb('recipe_snapshot').$type<RecipeData>().notNull(),
});

type QueueColumns = Record<'id' | 'ownerId' | 'state' | 'createdAt', ExtraConfigColumn>;

/**
 * The indexes of a record's lists, newest first (`newestFirst`): the customer's own list and its state
 * tabs (counts from the index alone; `ownerState: false` where a table has not needed them yet), and
 * staff's queue by state and as a whole.
 */
export function queueIndexes(table: string, t: QueueColumns, { ownerState = true } = {}) {
  return [
    index(`${table}_owner_idx`).on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    ...(ownerState ? [index(`${table}_owner_state_idx`).on(t.ownerId, t.state, t.createdAt.desc(), t.id.desc())] : []),
    index(`${table}_state_idx`).on(t.state, t.createdAt.desc(), t.id.desc()),
    index(`${table}_created_idx`).on(t.createdAt.desc(), t.id.desc()),
  ];
}
