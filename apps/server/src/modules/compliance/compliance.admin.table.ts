import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ComplianceRuleData } from '@formulab/shared/compliance/compliance.schema';
import { users } from '../auth/auth.table.ts';
import { files } from '../files/files.table.ts';
import { ingredients } from '../ingredients/ingredients.table.ts';
import { recipes } from '../recipes/recipes.table.ts';
import { complianceRules } from './compliance.table.ts';

/**
 * What staff's rule changes set going (issue 15, migration 0024):
 *
 * - `compliance_rechecks`: the rule-change job's queue. Every version staff write (create, edit,
 *   retire, restore, import) adds a row in the same transaction, with the rule as it was before
 *   (`before`: recipes that matched the old substance or market are affected too). The job
 *   (compliance.recheck.ts) takes the pending rows, rechecks the recipes they affect and marks them done.
 *   A change of an ingredient's composition queues a row too (`ingredient_id`, issue 22): every recipe
 *   holding that ingredient is rechecked in all its markets.
 * - `recipe_rule_checks`: the last rule-change check of each recipe — the rules whose change touched it,
 *   the per-market statuses before and after, whether the verdict changed (its owner was then notified).
 * - `compliance_reports`: safety assessors' reports (PDF files, owner type `compliance-report`) that staff
 *   attach to a recipe for a market; the dossier lists them and the recipe's owner may download them.
 */
export const complianceRechecks = pgTable(
  'compliance_rechecks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the rule that changed; null for a composition change (issue 22) */
    ruleId: uuid('rule_id').references(() => complianceRules.id, { onDelete: 'cascade' }),
    /** the ingredient whose composition changed (then `version` is its composition version) */
    ingredientId: uuid('ingredient_id').references(() => ingredients.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** the rule before this version (null: it was created) */
    before: jsonb('before').$type<ComplianceRuleData>(),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    recipesChecked: integer('recipes_checked'),
    recipesChanged: integer('recipes_changed'),
  },
  (t) => [
    index('compliance_rechecks_pending_idx')
      .on(t.id)
      .where(sql`done_at is null`),
    index('compliance_rechecks_rule_idx').on(t.ruleId, t.version),
    check('compliance_rechecks_subject_check', sql`(${t.ruleId} is null) <> (${t.ingredientId} is null)`),
  ],
);

export type RuleChangeRef = {
  ruleId: string;
  version: number;
  market: string;
  inciName: string;
  change: string;
  changedAt: string;
  reference: string;
};

export const recipeRuleChecks = pgTable('recipe_rule_checks', {
  recipeId: uuid('recipe_id')
    .primaryKey()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  /** the revision the check judged (the current one then) */
  revision: integer('revision').notNull(),
  /** the rule changes that touched the recipe in this check */
  changes: jsonb('changes').$type<RuleChangeRef[]>().notNull(),
  /** per target market: status before and after */
  before: jsonb('before').$type<Record<string, string>>().notNull(),
  after: jsonb('after').$type<Record<string, string>>().notNull(),
  /** a fingerprint of the verdict after (statuses, findings, label warnings, allergens): the next check compares with it */
  digest: text('digest').notNull(),
  changed: boolean('changed').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

export const complianceReports = pgTable(
  'compliance_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    market: text('market').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('compliance_reports_recipe_idx').on(t.recipeId, t.market)],
);
