import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ComplianceRuleData } from '@formulab/shared/compliance/compliance.schema';
import { users } from '../auth/auth.table.ts';
import { num } from '../ingredients/ingredients.table.ts';
import { stamps, textList } from '../../db/columns.ts';

/**
 * Compliance per export market (issue 15, decision 0011). Rules are data kept by staff:
 *
 * - `compliance_markets`: one row per market (KR, EU, CN, US, ASEAN) with its regulator, legal
 *   framework, the language of its label warnings and its fragrance-allergen declaration thresholds.
 * - `compliance_rules`: the **current** version of every rule — one substance (INCI + CAS numbers) in one
 *   market, its kind, cap, scope (product types, exposures), conditions, label warning and legal
 *   reference. `id` is the rule's identity for life; `version` counts its changes from 1. A rule that is
 *   no longer law is retired (`retired_at`), never deleted, so old verdicts can still name it.
 * - `compliance_rule_versions`: every version of every rule (version 1 included), written in the same
 *   transaction as the change, with the rule as it was (`snapshot`, the shape of
 *   `complianceRuleInputSchema`), who changed it, when and why. The history screen reads this table.
 */
export const complianceMarkets = pgTable('compliance_markets', {
  code: text('code').primaryKey(),
  position: integer('position').notNull(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  /** BCP 47 language of the market's label warnings (ko, en, zh) */
  language: text('language').notNull(),
  authority: text('authority').notNull(),
  framework: text('framework').notNull(),
  /** fragrance allergens are declared above these % (null: the market asks for no declaration) */
  allergenLeaveOn: num('allergen_leave_on'),
  allergenRinseOff: num('allergen_rinse_off'),
  allergenReference: text('allergen_reference').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const complianceRules = pgTable(
  'compliance_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    market: text('market')
      .notNull()
      .references(() => complianceMarkets.code),
    inciName: text('inci_name').notNull(),
    casNumbers: textList('cas_numbers'),
    /** prohibited | restricted | conditional | allergen */
    kind: text('kind').notNull(),
    maxPercent: num('max_percent'),
    productTypes: textList('product_types'),
    exceptProductTypes: textList('except_product_types'),
    /** leave-on | rinse-off | oral | spray | children: the rule applies when the recipe has all of them */
    exposures: textList('exposures'),
    conditions: text('conditions').notNull().default(''),
    conditionsKo: text('conditions_ko').notNull().default(''),
    /** mandatory label warning in the market's language, and in English */
    warning: text('warning').notNull().default(''),
    warningEn: text('warning_en').notNull().default(''),
    labelAbove: num('label_above'),
    /** legal reference: instrument, annex and entry ("Reg. (EC) 1223/2009 Annex V/29") */
    reference: text('reference').notNull(),
    sourceUrl: text('source_url').notNull().default(''),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** issue 22: the substance is allowed ONLY in this rule's product types / exposures (every other use fails) */
    positiveScope: boolean('positive_scope').notNull().default(false),
    /** a key of SUBSTANCE_FAMILIES: the cap is "expressed as" the family's parent (salts/esters converted) */
    expressedAs: text('expressed_as'),
    /** CAS numbers or INCI names the substance must not be used with */
    notWith: textList('not_with'),
    /** the rule applies only to products for children younger than this (years) */
    childrenUnder: smallint('children_under'),
    /** non-compliant products already on the market must leave shelves by this day */
    sellOffUntil: date('sell_off_until', { mode: 'string' }),
    /** the day someone last checked the rule against `source_url` (null: unverified) */
    verifiedOn: date('verified_on', { mode: 'string' }),
    /** the consolidated text read (e.g. EUR-Lex "02009R1223-20250901" or the MFDS notice) */
    consolidatedVersion: text('consolidated_version').notNull().default(''),
    /** any | nano | non-nano: the form of the substance the rule is about (an annex entry "… (nano)") */
    form: text('form').notNull().default('any'),
    version: integer('version').notNull().default(1),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...stamps(),
  },
  (t) => [
    check('compliance_rules_kind_check', sql`${t.kind} in ('prohibited', 'restricted', 'conditional', 'allergen')`),
    check('compliance_rules_version_check', sql`${t.version} >= 1`),
    check('compliance_rules_form_check', sql`${t.form} in ('any', 'nano', 'non-nano')`),
    check('compliance_rules_children_under_check', sql`${t.childrenUnder} is null or ${t.childrenUnder} between 1 and 18`),
    // the staff list per market by substance, and the rule-change job's lookups by INCI / CAS
    index('compliance_rules_market_inci_idx').on(t.market, sql`lower(${t.inciName})`, t.id),
    index('compliance_rules_inci_idx').on(sql`lower(${t.inciName})`),
    index('compliance_rules_cas_idx').using('gin', t.casNumbers),
  ],
);

export const complianceRuleVersions = pgTable(
  'compliance_rule_versions',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => complianceRules.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** the rule as it was at this version */
    snapshot: jsonb('snapshot').$type<ComplianceRuleData>().notNull(),
    /** created | updated | retired | restored */
    change: text('change').notNull(),
    note: text('note').notNull().default(''),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.version] }), index('compliance_rule_versions_changed_idx').on(t.changedAt.desc())],
);
