import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import type { RecipeData } from '@formulab/shared/recipes/recipes.schema';
import { users } from '../auth/auth.table.ts';
import { recipes } from '../recipes/recipes.table.ts';
import { subMaterials } from '../sub-materials/sub-materials.table.ts';

/** A shipping address as the customer typed it (kept with the record: later profile changes don't move a parcel). */
export type ShippingAddress = { recipient: string; phone: string; postalCode: string; address: string; detail: string };

/**
 * A sample request (PRODUCT.md §3.4). The recipe revision is pinned: its number and a copy of its
 * snapshot stay readable after the recipe changes or is deleted. `version` is the optimistic lock of
 * every transition (modules/workflow/workflow.ts).
 */
export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** human reference: S-000042 */
    number: serial('number').notNull().unique(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    recipeRevision: integer('recipe_revision').notNull(),
    recipeName: text('recipe_name').notNull(),
    recipeSnapshot: jsonb('recipe_snapshot').$type<RecipeData>().notNull(),
    /** the pinned revision's compliance verdict against the rules in force when the sample was requested */
    compliance: jsonb('compliance').$type<StoredVerdict>(),
    quantity: integer('quantity').notNull(),
    packagingId: uuid('packaging_id').references(() => subMaterials.id, { onDelete: 'set null' }),
    packagingName: text('packaging_name'),
    shipping: jsonb('shipping').$type<ShippingAddress>().notNull(),
    note: text('note').notNull().default(''),
    state: text('state').notNull().default('submitted'),
    version: integer('version').notNull().default(0),
    fee: bigint('fee', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sample_requests_owner_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    // a customer's state tab, and their per-state counts read from the index alone
    index('sample_requests_owner_state_idx').on(t.ownerId, t.state, t.createdAt.desc(), t.id.desc()),
    index('sample_requests_state_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('sample_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('sample_requests_recipe_idx')
      .on(t.recipeId)
      .where(sql`recipe_id is not null`),
    // staff's search ("contains", any case) in the recipe name: trigrams (migration 0001's pg_trgm)
    index('sample_requests_recipe_name_trgm_idx').using('gin', sql`lower(${t.recipeName}) gin_trgm_ops`),
  ],
);
