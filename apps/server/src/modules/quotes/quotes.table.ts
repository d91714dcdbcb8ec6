import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import type { ShipTo } from '@formulab/shared/shop/addresses.schema';
import { users } from '../auth/auth.table.ts';
import { subMaterials } from '../sub-materials/sub-materials.table.ts';
import { stamps } from '../../db/columns.ts';
import { pinnedRecipeSnapshot, queueIndexes, recordHead } from '../workflow/workflow.columns.ts';

/** One line of staff's answer. */
export type QuoteLine = { kind: 'formulation' | 'filling' | 'packaging' | 'other'; label: string; amount: number };

/**
 * A quote request and staff's current answer (PRODUCT.md §3.5). Each answer is a row of
 * `quote_revisions`; the columns here repeat the current one so lists need no join. The recipe
 * revision is pinned like a sample request's.
 */
export const quotes = pgTable(
  'quotes',
  {
    /** human reference: Q-000042 */
    ...recordHead(),
    ...pinnedRecipeSnapshot(),
    /** the pinned revision's compliance verdict against the rules in force when the quote was accepted */
    acceptCompliance: jsonb('accept_compliance').$type<StoredVerdict>(),
    packagingId: uuid('packaging_id').references(() => subMaterials.id, { onDelete: 'set null' }),
    packagingName: text('packaging_name'),
    quantity: integer('quantity').notNull(),
    /** where the goods go: a saved address copied at the request (null on quotes made before ship-to existed) */
    shipTo: jsonb('ship_to').$type<ShipTo>(),
    /** the Incoterms® rule (orders/delivery.ts): required abroad, optional at home */
    incoterm: text('incoterm'),
    /** VAT (orders/tax.ts): standard at home, zero-rated abroad, from the ship-to; null before VAT was itemised */
    taxTreatment: text('tax_treatment'),
    wishedDate: date('wished_date', { mode: 'string' }),
    note: text('note').notNull().default(''),
    state: text('state').notNull().default('requested'),
    version: integer('version').notNull().default(0),
    /** the current revision's number (0 until staff answer) and its figures */
    revision: integer('revision').notNull().default(0),
    unitPrice: bigint('unit_price', { mode: 'number' }),
    /** the supply amount (the lines' sum, VAT excluded) */
    total: bigint('total', { mode: 'number' }),
    /** the tax on it: total + vat is what the customer pays */
    vat: bigint('vat', { mode: 'number' }),
    leadTimeDays: integer('lead_time_days'),
    validUntil: date('valid_until', { mode: 'string' }),
    declineReason: text('decline_reason'),
    ...stamps(),
  },
  (t) => [
    ...queueIndexes('quotes', t, { ownerState: false }),
    // the expiry job's scan
    index('quotes_quoted_valid_idx')
      .on(t.validUntil)
      .where(sql`state = 'quoted'`),
    index('quotes_recipe_idx')
      .on(t.recipeId)
      .where(sql`recipe_id is not null`),
    // staff's search ("contains", any case) in the recipe name: trigrams (migration 0001's pg_trgm)
    index('quotes_recipe_name_trgm_idx').using('gin', sql`lower(${t.recipeName}) gin_trgm_ops`),
    // …and by its characters and pairs, for the terms without a trigram (lib/like.ts, decision 0029)
    index('quotes_recipe_name_grams_idx').using('gin', sql`search_grams(lower(${t.recipeName}))`),
  ],
);

/** Every answer staff gave to a quote; `number` counts from 1 per quote. */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
    leadTimeDays: integer('lead_time_days').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.number] })],
);
