import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  complianceVerdict,
  indexRules,
  type ComplianceLine,
  type ComplianceRule,
  type Exposure,
  type Market,
  type RuleForm,
  type RuleIndex,
} from '@formulab/shared/compliance/compliance';
import { checkedMarkets } from '@formulab/shared/compliance/markets';
import type { RecipeCompliance, RuleSetResponse, StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import { isProductType } from '@formulab/shared/recipes/formulation';
import type { LineIngredient, RecipeData } from '@formulab/shared/recipes/recipes.schema';
import { seoulToday } from '@formulab/shared/dates';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { loadConstituents } from '../ingredients/ingredients.constituents.ts';
import { loadLineIngredients } from '../recipes/recipes.lines.ts';
import type { RecipeReader } from '../recipes/recipes.policy.ts';
import { mayReadCompliance } from './compliance.policy.ts';

type MarketRow = {
  code: Market;
  name_ko: string;
  name_en: string;
  language: string;
  authority: string;
  framework: string;
  allergen_leave_on: string | null;
  allergen_rinse_off: string | null;
  allergen_reference: string;
};
/** A rule as `loadRuleSet` reads it (the dates as text); staff's list reads the same columns and more. */
export type RuleRow = {
  id: string;
  version: number;
  market: Market;
  inci_name: string;
  cas_numbers: string[];
  kind: ComplianceRule['kind'];
  max_percent: string | null;
  product_types: string[];
  except_product_types: string[];
  exposures: Exposure[];
  conditions: string;
  conditions_ko: string;
  warning: string;
  warning_en: string;
  label_above: string | null;
  reference: string;
  source_url: string;
  effective_from: string;
  positive_scope: boolean;
  expressed_as: string | null;
  not_with: string[];
  children_under: number | null;
  sell_off_until: string | null;
  verified_on: string | null;
  consolidated_version: string;
  form: string;
};

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** A rule as the rule set carries it: its row in camelCase, numerics as numbers. */
export function ruleFromRow(r: RuleRow) {
  return {
    id: r.id,
    version: r.version,
    market: r.market,
    inciName: r.inci_name,
    casNumbers: r.cas_numbers,
    kind: r.kind,
    maxPercent: num(r.max_percent),
    productTypes: r.product_types,
    exceptProductTypes: r.except_product_types,
    exposures: r.exposures,
    conditions: r.conditions,
    conditionsKo: r.conditions_ko,
    warning: r.warning,
    warningEn: r.warning_en,
    labelAbove: num(r.label_above),
    reference: r.reference,
    sourceUrl: r.source_url,
    effectiveFrom: r.effective_from,
    positiveScope: r.positive_scope,
    expressedAs: r.expressed_as,
    notWith: r.not_with,
    childrenUnder: r.children_under,
    sellOffUntil: r.sell_off_until,
    verifiedOn: r.verified_on,
    consolidatedVersion: r.consolidated_version,
    form: r.form as RuleForm,
  };
}

export type LoadedRuleSet = RuleSetResponse & { index: RuleIndex };

/** The rule set last read on this instance, by its version. */
let cached: LoadedRuleSet | null = null;

/**
 * The version of the rule set: it changes with every rule or market written (count and latest change)
 * and with every composition (issue 22: the set carries them) — the number of constituents and the
 * latest composition change (an index read). One statement over a few hundred rows.
 */
async function ruleSetVersion(db: Db): Promise<string> {
  const { rows } = await db.execute<{
    d: string;
    n: number;
    r: string | null;
    m: string | null;
    c: number;
    cu: string | null;
  }>(sql`
    select current_database() as d, (select count(*)::int from compliance_rules) as n,
      (select max(updated_at)::text from compliance_rules) as r,
      (select max(updated_at)::text from compliance_markets) as m,
      (select count(*)::int from ingredient_constituents) as c,
      (select max(composition_updated_at)::text from ingredients) as cu`);
  const row = rows[0]!;
  const ms = (t: string | null) => Date.parse(t ?? '1970-01-01Z') || 0;
  // the database's name keeps two databases served by one process (tests) from sharing a cached set
  const stamp = `${row.d}/${row.n}-${ms(row.r)}-${ms(row.m)}/${row.c}-${ms(row.cu)}`;
  return createHash('sha1').update(stamp).digest('base64url').slice(0, 16);
}

/**
 * Every market and the current version of every rule that is not retired, with its CAS / INCI index —
 * read again only when the version moved (another instance's change included, since the version is
 * read from the database each time).
 */
export async function loadRuleSet(db: Db): Promise<LoadedRuleSet> {
  const version = await ruleSetVersion(db);
  if (cached && cached.version === version) return cached;
  const markets = await db.execute<MarketRow>(sql`
    select code, name_ko, name_en, language, authority, framework, allergen_leave_on, allergen_rinse_off, allergen_reference
    from compliance_markets order by position, code`);
  const rules = await db.execute<RuleRow>(sql`
    select id, version, market, inci_name, cas_numbers, kind, max_percent, product_types, except_product_types, exposures,
      conditions, conditions_ko, warning, warning_en, label_above, reference, source_url, effective_from::text as effective_from,
      positive_scope, expressed_as, not_with, children_under, sell_off_until::text as sell_off_until,
      verified_on::text as verified_on, consolidated_version, form
    from compliance_rules r join compliance_markets m on m.code = r.market
    where r.retired_at is null
    order by m.position, lower(r.inci_name), r.created_at, r.id`);
  const compositions = await loadConstituents(db, null);
  // a constituent's Korean and Chinese names, where the catalogue holds it as an ingredient too
  // (read with the rule set: a renamed ingredient shows in labels from the set's next version)
  const names = await db.execute<{ inci: string; name_ko: string; name_zh: string | null }>(sql`
    select lower(i.inci_name) as inci, i.name_ko, i.name_zh from ingredients i
    where lower(i.inci_name) in (select lower(c.inci_name) from ingredient_constituents c)`);
  const set: RuleSetResponse = {
    version,
    markets: markets.rows.map((m) => ({
      code: m.code,
      nameKo: m.name_ko,
      nameEn: m.name_en,
      language: m.language,
      authority: m.authority,
      framework: m.framework,
      allergenLeaveOn: num(m.allergen_leave_on),
      allergenRinseOff: num(m.allergen_rinse_off),
      allergenReference: m.allergen_reference,
    })),
    rules: rules.rows.map(ruleFromRow),
    compositions: Object.fromEntries(
      [...compositions].map(([id, list]) => [
        id,
        list.map((c) => ({ inciName: c.inciName, casNumber: c.casNumber, percent: c.percent, maxPercent: c.maxPercent })),
      ]),
    ),
    substanceNames: Object.fromEntries(names.rows.map((r) => [r.inci, { nameKo: r.name_ko || null, nameZh: r.name_zh }])),
  };
  const loaded: LoadedRuleSet = { ...set, index: indexRules(set) };
  cached = loaded;
  return loaded;
}

/** Today in Seoul (YYYY-MM-DD): rules taking effect later only warn (the shared `seoulToday`). */
export const seoulDate = seoulToday;

/**
 * The verdict of recipe data in its target markets (the home market when none is ticked), with the catalogue facts of its lines (CAS, INCI) —
 * the same shared function the editor runs — in the shape stored with a revision, a sample request or
 * an accepted quote. Lines whose ingredient is gone are judged by nothing (no name, no CAS).
 */
export function verdictFor(
  set: LoadedRuleSet,
  data: Pick<RecipeData, 'productType' | 'lines' | 'targetMarkets' | 'forChildren'> & { childrenAge?: number | null },
  facts: ReadonlyMap<string, Pick<LineIngredient, 'inciName' | 'casNumber' | 'nano'>>,
  now = new Date(),
): StoredVerdict {
  // each line with its ingredient's composition (issue 22): the verdict is computed on substances
  const lines: ComplianceLine[] = data.lines.map((l) => {
    const f = facts.get(l.ingredientId);
    const constituents = f ? set.compositions[l.ingredientId] : undefined;
    return {
      ingredientId: l.ingredientId,
      percent: l.percent,
      inciName: f?.inciName ?? '',
      casNumber: f?.casNumber ?? null,
      ...(constituents?.length ? { constituents } : {}),
      ...(f?.nano ? { nano: true } : {}),
    };
  });
  // no market ticked: the home market's rules (decision 0018) — a recipe is never judged by none
  const markets = checkedMarkets(data.targetMarkets);
  const forChildren = data.forChildren ?? false;
  const childrenAge = forChildren ? (data.childrenAge ?? null) : null;
  const v = complianceVerdict(
    {
      lines,
      productType: isProductType(data.productType) ? data.productType : null,
      forChildren,
      childrenAge,
      markets,
      asOf: seoulDate(now),
    },
    set.index,
  );
  return {
    checkedAt: now.toISOString(),
    rulesVersion: set.version,
    markets: v.markets.map((m) => m.market),
    forChildren,
    childrenAge,
    exposures: v.exposures,
    status: v.status,
    verdicts: v.markets,
  };
}

/**
 * The verdict of a pinned revision's snapshot against today's rules and today's catalogue facts — what a
 * sample request and an accepted quote record. It is recorded, not enforced: the formula was already
 * checked at each save, and whether a product may be sold in a market is the brand's call.
 */
export async function verdictOfSnapshot(db: Db, snapshot: RecipeData): Promise<StoredVerdict> {
  const lines = snapshot.lines ?? [];
  const facts = await loadLineIngredients(
    db,
    lines.map((l) => l.ingredientId),
  );
  return verdictFor(await loadRuleSet(db), { ...snapshot, lines }, facts);
}

/** What `recipes` keeps of a verdict for its lists: the worst status (null without markets) and the failing markets. */
export function verdictSummary(v: StoredVerdict): { complianceStatus: string | null; failingMarkets: Market[] } {
  return {
    complianceStatus: v.markets.length ? v.status : null,
    failingMarkets: v.verdicts.filter((m) => m.status === 'fail').map((m) => m.market),
  };
}

/**
 * The verdict stored with a revision of a recipe (the current one by default) — for the owner only:
 * anybody else's, a deleted one or a revision that does not exist answers 404.
 */
export async function getRecipeCompliance(
  db: Db,
  recipeId: string,
  reader: RecipeReader,
  revision?: number,
): Promise<RecipeCompliance> {
  const { rows } = await db.execute<{
    owner_id: string;
    visibility: string;
    deleted_at: Date | null;
    number: number | null;
    compliance: StoredVerdict | null;
  }>(sql`
    select r.owner_id, r.visibility, r.deleted_at, v.number, v.compliance
    from recipes r left join recipe_revisions v on v.recipe_id = r.id and v.number = ${revision ?? sql`r.revision`}
    where r.id = ${recipeId}`);
  const r = rows[0];
  if (!r || !mayReadCompliance(r, reader)) {
    throw notFound('No such recipe');
  }
  if (r.number === null) throw notFound('No such revision');
  return { recipeId, revision: r.number, verdict: r.compliance };
}
