import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import { subMaterials } from '../sub-materials/sub-materials.table.ts';
import { stamps } from '../../db/columns.ts';
import { pinnedRecipeSnapshot, queueIndexes, recordHead } from '../workflow/workflow.columns.ts';

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
    /** human reference: S-000042 */
    ...recordHead(),
    ...pinnedRecipeSnapshot(),
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
    ...stamps(),
  },
  (t) => [
    ...queueIndexes('sample_requests', t),
    index('sample_requests_recipe_idx')
      .on(t.recipeId)
      .where(sql`recipe_id is not null`),
    // staff's search ("contains", any case) in the recipe name: trigrams (migration 0001's pg_trgm)
    index('sample_requests_recipe_name_trgm_idx').using('gin', sql`lower(${t.recipeName}) gin_trgm_ops`),
    // …and by its characters and pairs, for the terms without a trigram (lib/like.ts, decision 0029)
    index('sample_requests_recipe_name_grams_idx').using('gin', sql`search_grams(lower(${t.recipeName}))`),
  ],
);
