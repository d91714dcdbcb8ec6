/**
 * Compliance per export market (issue 15, PRODUCT.md §3.10): the verdict of a formula against the
 * regulatory rules of each target market — pass / warning / fail, the lines that fail and why (a
 * translatable reason code), the label warnings the product needs and the fragrance allergens to declare.
 *
 * Pure functions only (no I/O), shared by the recipe editor — which recomputes on every keystroke — and
 * the server, which stores the verdict with each revision and re-checks it when a sample is requested or
 * a quote accepted. Rules are indexed once per rule set ({@link indexRules}, memoised on the rule set),
 * so a verdict is linear in the number of lines plus the rules that match them.
 *
 * How a rule applies to a recipe:
 * - it matches a substance by CAS number (any of the rule's) or by INCI name (case and spacing ignored);
 *   an ingredient whose CAS field holds several numbers ("515-69-5 / 23089-26-1") matches on any of them;
 * - it applies to the recipe's product type when `productTypes` is empty or names it, and
 *   `exceptProductTypes` does not; and only when the recipe has every exposure in `exposures`
 *   (leave-on, rinse-off, oral, spray, children — {@link exposuresOf});
 * - the concentration compared is the sum, in integer ten-thousandths of a percent, of every line of
 *   every ingredient the rule matches (so a rule naming several CAS numbers is a limit on their sum).
 *
 * Every applicable rule holds at once (there is no "most specific rule wins"): "3 % in rinse-off hair
 * products, 2 % in others" is two rules, the second with `exceptProductTypes`. A prohibition beats
 * everything: an ingredient prohibited in a market fails there, and that market reports nothing else
 * about it (no limit, conditions or label warning).
 */
import { percentToUnits, unitsToPercent, usageOf, type ProductType, type Usage } from '../recipes/formulation.ts';
import { MARKETS, type Market } from './markets.ts';

/* ------------------------------------------------------------------------------------------------ */
/* Vocabulary                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

export { MARKETS, type Market } from './markets.ts';

/**
 * Exposures a rule can be scoped to. A recipe always has its usage (leave-on or rinse-off); `oral` for
 * products applied to the lips or in the mouth (may be swallowed), `spray` for sprayed products,
 * `children` for products made for children under three.
 */
export const EXPOSURES = ['leave-on', 'rinse-off', 'oral', 'spray', 'children'] as const;
export type Exposure = (typeof EXPOSURES)[number];

/**
 * What a rule says about a substance in a market:
 * - `prohibited`: must not be present at all (where the rule applies);
 * - `restricted`: allowed up to `maxPercent`;
 * - `conditional`: allowed with conditions the formulator must confirm (a warning), optionally also capped;
 * - `allergen`: a fragrance allergen to declare on the label above the market's threshold.
 */
export const RULE_KINDS = ['prohibited', 'restricted', 'conditional', 'allergen'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Why a line fails or warns; the web app translates it (key compliance.reasons + the code). */
export const REASON_CODES = [
  'PROHIBITED',
  'OVER_LIMIT',
  'CONDITIONS',
  'UPCOMING',
  /** the substance is allowed in this market only in other product types / uses (positive-scope rules) */
  'NOT_ALLOWED_IN_TYPE',
  /** the substance must not be used with another substance the formula holds (`notWith`) */
  'NOT_WITH',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export const VERDICT_STATUSES = ['pass', 'warning', 'fail'] as const;
export type VerdictStatus = (typeof VERDICT_STATUSES)[number];

/** Product types sprayed / applied to the lips (the rest of the exposure comes from the usage). */
const SPRAY_TYPES: ReadonlySet<string> = new Set<ProductType>(['mist']);
const ORAL_TYPES: ReadonlySet<string> = new Set<ProductType>(['lip-balm', 'lip-tint']);

/** The exposures of a recipe: its usage, plus oral / spray from the product type, plus children when made for them. */
export function exposuresOf(productType: ProductType | null, forChildren = false): Exposure[] {
  const usage: Usage = productType ? usageOf(productType) : 'leave-on';
  const out: Exposure[] = [usage];
  if (productType && ORAL_TYPES.has(productType)) out.push('oral');
  if (productType && SPRAY_TYPES.has(productType)) out.push('spray');
  if (forChildren) out.push('children');
  return out;
}

/* ------------------------------------------------------------------------------------------------ */
/* Rules                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

/** One rule as the verdict reads it (the current version of a row of `compliance_rules`). */
export type ComplianceRule = {
  id: string;
  version: number;
  market: Market;
  /** the substance's INCI name (also how the rule is shown) */
  inciName: string;
  /** CAS numbers the rule matches; several = the limit is on their sum */
  casNumbers: readonly string[];
  kind: RuleKind;
  /** % w/w; for `restricted` the cap, for `conditional` an optional cap; ignored otherwise */
  maxPercent: number | null;
  /** product types the rule is limited to; empty = every type */
  productTypes: readonly string[];
  /** product types the rule does not apply to */
  exceptProductTypes: readonly string[];
  /** the rule applies only when the recipe has every one of these exposures; empty = always */
  exposures: readonly Exposure[];
  /** conditions of use (English / Korean; Korean may be empty) */
  conditions: string;
  conditionsKo: string;
  /** mandatory label warning in the market's language, and in English; empty = none */
  warning: string;
  warningEn: string;
  /** the label warning is needed only above this % (null = whenever present) */
  labelAbove: number | null;
  /** legal reference, e.g. "Reg. (EC) 1223/2009 Annex V/29" */
  reference: string;
  /** the date the rule applies to products placed on the market from, YYYY-MM-DD */
  effectiveFrom: string;
  /** deep link to the legal entry ('' = none recorded) */
  sourceUrl?: string;
  /**
   * The rule's product types / exposures are the ONLY uses in which its substance is allowed in the
   * market: when no positive-scope rule of the substance applies, it fails NOT_ALLOWED_IN_TYPE.
   * Absent = false.
   */
  positiveScope?: boolean;
  /** a key of SUBSTANCE_FAMILIES: the rule matches every member and compares Σ member % × factor. Absent = null */
  expressedAs?: string | null;
  /** CAS numbers or INCI names the substance must not be used with (NOT_WITH). Absent = [] */
  notWith?: readonly string[];
  /** applies only to products for children younger than this many years. Absent = null */
  childrenUnder?: number | null;
  /** YYYY-MM-DD: non-compliant products already on the market must leave shelves by then. Absent = null */
  sellOffUntil?: string | null;
  /** YYYY-MM-DD: the day someone last checked the rule against its source; null = unverified */
  verifiedOn?: string | null;
  /** the consolidated text read, e.g. "02009R1223-20250901". Absent = '' */
  consolidatedVersion?: string;
};

/** A market's facts the verdict needs: its allergen declaration thresholds (null = no declaration duty). */
export type MarketInfo = {
  code: Market;
  nameKo: string;
  nameEn: string;
  /** language of the market's label warnings (BCP 47) */
  language: string;
  authority: string;
  allergenLeaveOn: number | null;
  allergenRinseOff: number | null;
  allergenReference: string;
};

export type RuleSet = { markets: readonly MarketInfo[]; rules: readonly ComplianceRule[] };

/** An INCI name as a lookup key: trimmed, spaces collapsed, upper-cased. */
export function inciKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The CAS numbers in an ingredient's CAS field ("515-69-5 / 23089-26-1" → two), trimmed. */
export function casNumbersOf(field: string | null | undefined): string[] {
  if (!field) return [];
  return field
    .split(/[\s/,;]+/)
    .map((s) => s.trim())
    .filter((s) => /^\d{2,7}-\d{2}-\d$/.test(s));
}

type IndexedRule = ComplianceRule & {
  /** position in the rule set (stable ordering of findings) */
  order: number;
  maxUnits: number | null;
  labelAboveUnits: number | null;
  only: ReadonlySet<string> | null;
  except: ReadonlySet<string> | null;
};

export type RuleIndex = {
  /** `cas:<number>` / `inci:<KEY>` → the rules that match it (every market) */
  byKey: ReadonlyMap<string, readonly IndexedRule[]>;
  markets: ReadonlyMap<Market, MarketInfo>;
  /** CAS field + INCI name of an ingredient → the rules it matches (filled as ingredients are met) */
  matches: Map<string, readonly IndexedRule[]>;
};

const indexCache = new WeakMap<object, RuleIndex>();

/**
 * Indexes a rule set by CAS and INCI once. Memoised on the rule set object: the editor passes the same
 * object (its query's data) on every keystroke and gets the same index back.
 */
export function indexRules(set: RuleSet): RuleIndex {
  const cached = indexCache.get(set);
  if (cached) return cached;
  const byKey = new Map<string, IndexedRule[]>();
  const add = (key: string, r: IndexedRule) => {
    const list = byKey.get(key);
    if (!list) byKey.set(key, [r]);
    else if (!list.includes(r)) list.push(r);
  };
  set.rules.forEach((rule, order) => {
    const r: IndexedRule = {
      ...rule,
      order,
      maxUnits: rule.maxPercent === null ? null : percentToUnits(rule.maxPercent),
      labelAboveUnits: rule.labelAbove === null ? null : percentToUnits(rule.labelAbove),
      only: rule.productTypes.length ? new Set(rule.productTypes) : null,
      except: rule.exceptProductTypes.length ? new Set(rule.exceptProductTypes) : null,
    };
    for (const cas of rule.casNumbers) add(`cas:${cas.trim()}`, r);
    if (rule.inciName.trim()) add(`inci:${inciKey(rule.inciName)}`, r);
  });
  const index: RuleIndex = { byKey, markets: new Map(set.markets.map((m) => [m.code, m])), matches: new Map() };
  indexCache.set(set, index);
  return index;
}

/** Whether a rule applies to a recipe of this product type with these exposures. */
export function ruleApplies(
  rule: Pick<ComplianceRule, 'productTypes' | 'exceptProductTypes' | 'exposures'>,
  productType: string | null,
  exposures: readonly Exposure[],
): boolean {
  if (rule.productTypes.length && (productType === null || !rule.productTypes.includes(productType))) return false;
  if (productType !== null && rule.exceptProductTypes.includes(productType)) return false;
  for (const e of rule.exposures) if (!exposures.includes(e)) return false;
  return true;
}

/* ------------------------------------------------------------------------------------------------ */
/* Verdict                                                                                          */
/* ------------------------------------------------------------------------------------------------ */

/** A substance an ingredient (a mixture) contains, from its supplier's documents. */
export type Constituent = {
  inciName: string;
  casNumber: string | null;
  /** % w/w of the ingredient, typical */
  percent: number;
  /** % w/w of the ingredient, maximum where known */
  maxPercent?: number | null;
};

/** One recipe line as the verdict needs it. */
export type ComplianceLine = {
  ingredientId: string;
  inciName: string;
  /** the ingredient's CAS field (may hold several numbers), or null */
  casNumber: string | null;
  /** % w/w */
  percent: number;
  /** the substances the ingredient is a mixture of (each counted at line % × constituent % / 100) */
  constituents?: readonly Constituent[];
};

export type ComplianceInput = {
  lines: readonly ComplianceLine[];
  productType: ProductType | null;
  forChildren?: boolean;
  /** the youngest age (years) the product is made for, when forChildren; null/absent = any age (0) */
  childrenAge?: number | null;
  markets: readonly Market[];
  /** YYYY-MM-DD: rules that take effect later only warn (UPCOMING); default: no rule is upcoming */
  asOf?: string;
};

/** Where a substance came from: a line, itself or one of its ingredient's constituents. */
export type SubstanceSource = {
  lineIndex: number;
  ingredientId: string;
  /** the constituent's INCI name; null = the ingredient itself */
  viaConstituent: string | null;
  /** the substance's % in the formula from this source */
  percent: number;
};

export type Finding = {
  code: ReasonCode;
  severity: 'fail' | 'warning';
  ruleId: string;
  ruleVersion: number;
  kind: RuleKind;
  /** the rule's substance */
  inciName: string;
  /** the matched ingredients and every one of their lines (indexes into the input, ascending) */
  ingredientIds: string[];
  lineIndexes: number[];
  /** the concentration of the matched substances (sum over their sources), % */
  percent: number;
  /** the concentration compared after the expressedAs conversion (null: the rule converts nothing) */
  convertedPercent: number | null;
  /** where the matched substances came from */
  sources: SubstanceSource[];
  /** the cap (null for a prohibition or conditions without a cap) */
  limit: number | null;
  conditions: string;
  conditionsKo: string;
  reference: string;
  effectiveFrom: string;
  /** the shelf deadline of non-compliant products already on the market (null: none) */
  sellOffUntil: string | null;
  /** NOT_WITH: the substances in the formula it must not be used with (their names as the formula has them) */
  conflictsWith?: string[];
  /** NOT_ALLOWED_IN_TYPE: the uses the market allows it in (one entry per positive-scope rule) */
  allowedIn?: { productTypes: string[]; exposures: Exposure[]; childrenUnder: number | null }[];
};

export type LabelWarning = {
  ruleId: string;
  ruleVersion: number;
  inciName: string;
  /** in the market's language */
  text: string;
  textEn: string;
  reference: string;
};

export type AllergenDeclaration = {
  /** the first line's ingredient the substance came from */
  ingredientId: string;
  /** the substance (the rule's name when it came from constituents only) */
  inciName: string;
  percent: number;
  lineIndexes: number[];
  ruleId: string;
  reference: string;
  convertedPercent: number | null;
  sources: SubstanceSource[];
};

export type MarketVerdict = {
  market: Market;
  status: VerdictStatus;
  /** fails first, then warnings; each in rule order */
  findings: Finding[];
  labelWarnings: LabelWarning[];
  /** declarable allergens above the threshold, by concentration descending */
  allergens: AllergenDeclaration[];
  /** the market's threshold for this recipe's usage; null = the market asks for no declaration */
  allergenThreshold: number | null;
};

export type ComplianceVerdict = {
  exposures: Exposure[];
  /** the worst market status; 'pass' when no market is chosen */
  status: VerdictStatus;
  markets: MarketVerdict[];
};

const RANK: Record<VerdictStatus, number> = { pass: 0, warning: 1, fail: 2 };
export const worstStatus = (statuses: Iterable<VerdictStatus>): VerdictStatus => {
  let worst: VerdictStatus = 'pass';
  for (const s of statuses) if (RANK[s] > RANK[worst]) worst = s;
  return worst;
};

/** Ingredient-level aggregate of the input lines. */
type Group = { ingredientId: string; inciName: string; units: number; indexes: number[]; rules: IndexedRule[] };

/**
 * The rules (every market) an ingredient matches by its CAS field or INCI name, parsed and looked up
 * once per ingredient for the life of the index: a keystroke only reads the cache.
 */
function matchesOf(index: RuleIndex, casNumber: string | null, inciName: string): readonly IndexedRule[] {
  const key = `${casNumber ?? ''}\u0000${inciName}`;
  let found = index.matches.get(key);
  if (!found) {
    const rules: IndexedRule[] = [];
    const take = (k: string) => {
      for (const r of index.byKey.get(k) ?? []) if (!rules.includes(r)) rules.push(r);
    };
    for (const cas of casNumbersOf(casNumber)) take(`cas:${cas}`);
    take(`inci:${inciKey(inciName)}`);
    found = rules;
    // a bound on what a long editing session can add (every catalogue ingredient fits many times over)
    if (index.matches.size > 20_000) index.matches.clear();
    index.matches.set(key, found);
  }
  return found;
}

/** Lines grouped by ingredient, with the rules of the target markets each matches. */
function groupLines(lines: readonly ComplianceLine[], index: RuleIndex, markets: ReadonlySet<Market>): Group[] {
  const byId = new Map<string, Group>();
  const groups: Group[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let g = byId.get(line.ingredientId);
    if (!g) {
      const all = matchesOf(index, line.casNumber, line.inciName);
      const rules = all.length ? all.filter((r) => markets.has(r.market)) : [];
      g = { ingredientId: line.ingredientId, inciName: line.inciName, units: 0, indexes: [], rules };
      byId.set(line.ingredientId, g);
      groups.push(g);
    }
    g.indexes.push(i);
    // a percent that is not a positive finite number contributes nothing (the editor's half-typed lines)
    if (line.percent > 0 && Number.isFinite(line.percent)) g.units += percentToUnits(line.percent);
  }
  return groups;
}

/** Per rule: the matched ingredients and their summed units. */
type RuleHit = { rule: IndexedRule; units: number; groups: Group[] };

function emptyVerdict(market: Market, threshold: number | null): MarketVerdict {
  return { market, status: 'pass', findings: [], labelWarnings: [], allergens: [], allergenThreshold: threshold };
}

/**
 * The verdict of a formula in each target market (in the order of {@link MARKETS}; unknown or repeated
 * markets are ignored). A market without information in the rule set passes with no findings.
 */
export function complianceVerdict(input: ComplianceInput, set: RuleSet | RuleIndex): ComplianceVerdict {
  const index = 'byKey' in set ? set : indexRules(set);
  const exposures = exposuresOf(input.productType, input.forChildren ?? false);
  const usage = exposures[0] as Usage;
  const wanted = new Set(input.markets);
  const markets = MARKETS.filter((m) => wanted.has(m));
  const marketSet = new Set<Market>(markets);
  const groups = groupLines(input.lines, index, marketSet);

  // every applicable rule with the ingredients it matched
  const hits = new Map<string, RuleHit>();
  for (const g of groups) {
    if (g.units <= 0) continue;
    for (const r of g.rules) {
      if (!ruleApplies(r, input.productType, exposures)) continue;
      const hit = hits.get(r.id);
      if (hit) {
        hit.units += g.units;
        hit.groups.push(g);
      } else hits.set(r.id, { rule: r, units: g.units, groups: [g] });
    }
  }
  const ordered = [...hits.values()].sort((a, b) => a.rule.order - b.rule.order);

  const verdicts = markets.map((market) => {
    const info = index.markets.get(market);
    const threshold = info ? (usage === 'rinse-off' ? info.allergenRinseOff : info.allergenLeaveOn) : null;
    return emptyVerdict(market, threshold);
  });
  const byMarket = new Map(verdicts.map((v) => [v.market, v]));

  // prohibitions first: the ingredients they catch are settled in that market
  const prohibited = new Map<Market, Set<string>>(markets.map((m) => [m, new Set<string>()]));
  for (const hit of ordered) {
    if (hit.rule.kind !== 'prohibited') continue;
    const upcoming = isUpcoming(hit.rule, input.asOf);
    if (!upcoming) for (const g of hit.groups) prohibited.get(hit.rule.market)!.add(g.ingredientId);
    byMarket
      .get(hit.rule.market)!
      .findings.push(finding(hit, upcoming ? 'UPCOMING' : 'PROHIBITED', upcoming ? 'warning' : 'fail'));
  }

  const allergenSeen = new Map<Market, Set<string>>(markets.map((m) => [m, new Set<string>()]));
  const warningSeen = new Map<Market, Set<string>>(markets.map((m) => [m, new Set<string>()]));
  for (const hit of ordered) {
    const r = hit.rule;
    if (r.kind === 'prohibited') continue;
    const v = byMarket.get(r.market)!;
    const banned = prohibited.get(r.market)!;
    const live = hit.groups.filter((g) => !banned.has(g.ingredientId));
    if (!live.length) continue;
    const units = live.length === hit.groups.length ? hit.units : live.reduce((n, g) => n + g.units, 0);
    const h: RuleHit = { rule: r, units, groups: live };
    const upcoming = isUpcoming(r, input.asOf);

    if (r.kind === 'allergen') {
      if (v.allergenThreshold === null || units <= percentToUnits(v.allergenThreshold)) continue;
      for (const g of live) {
        if (allergenSeen.get(r.market)!.has(g.ingredientId)) continue;
        allergenSeen.get(r.market)!.add(g.ingredientId);
        v.allergens.push({
          ingredientId: g.ingredientId,
          inciName: g.inciName,
          percent: unitsToPercent(g.units),
          lineIndexes: g.indexes,
          ruleId: r.id,
          reference: r.reference,
          convertedPercent: null,
          sources: g.indexes.map((i) => ({ lineIndex: i, ingredientId: g.ingredientId, viaConstituent: null, percent: 0 })),
        });
      }
      continue;
    }

    const over = r.maxUnits !== null && units > r.maxUnits;
    if (over) v.findings.push(finding(h, upcoming ? 'UPCOMING' : 'OVER_LIMIT', upcoming ? 'warning' : 'fail'));
    else if (r.kind === 'conditional') v.findings.push(finding(h, 'CONDITIONS', 'warning'));

    if ((r.warning || r.warningEn) && (r.labelAboveUnits === null || units > r.labelAboveUnits)) {
      const key = r.warning || r.warningEn;
      if (!warningSeen.get(r.market)!.has(key)) {
        warningSeen.get(r.market)!.add(key);
        v.labelWarnings.push({
          ruleId: r.id,
          ruleVersion: r.version,
          inciName: r.inciName,
          text: r.warning || r.warningEn,
          textEn: r.warningEn || r.warning,
          reference: r.reference,
        });
      }
    }
  }

  for (const v of verdicts) {
    v.findings.sort((a, b) => RANK[b.severity] - RANK[a.severity]);
    v.allergens.sort((a, b) => b.percent - a.percent || (a.inciName < b.inciName ? -1 : a.inciName > b.inciName ? 1 : 0));
    v.status = worstStatus(v.findings.map((f) => f.severity));
  }
  return { exposures, status: worstStatus(verdicts.map((v) => v.status)), markets: verdicts };
}

function isUpcoming(rule: ComplianceRule, asOf: string | undefined): boolean {
  return asOf !== undefined && rule.effectiveFrom > asOf;
}

function finding(hit: RuleHit, code: ReasonCode, severity: Finding['severity']): Finding {
  const r = hit.rule;
  const lineIndexes = hit.groups.flatMap((g) => g.indexes).sort((a, b) => a - b);
  return {
    code,
    severity,
    ruleId: r.id,
    ruleVersion: r.version,
    kind: r.kind,
    inciName: r.inciName,
    ingredientIds: hit.groups.map((g) => g.ingredientId),
    lineIndexes,
    percent: unitsToPercent(hit.units),
    convertedPercent: null,
    sources: [],
    limit: r.kind === 'prohibited' ? null : r.maxPercent,
    conditions: r.conditions,
    conditionsKo: r.conditionsKo,
    reference: r.reference,
    effectiveFrom: r.effectiveFrom,
    sellOffUntil: r.sellOffUntil ?? null,
  };
}
