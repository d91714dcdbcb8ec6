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
 *   (leave-on, rinse-off, oral, spray, children, aerosol — {@link exposuresOf}), and its `form` (any, nano,
 *   non-nano) is the form of the line's ingredient;
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
import { SUBSTANCE_FAMILIES } from './families.ts';

/* ------------------------------------------------------------------------------------------------ */
/* Vocabulary                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

export { MARKETS, type Market } from './markets.ts';

/**
 * Exposures a rule can be scoped to. A recipe always has its usage (leave-on or rinse-off); `oral` for
 * products applied to the lips or in the mouth (may be swallowed), `spray` for every sprayed product
 * (pump or propellant: "applications that may lead to exposure of the end-user's lungs by inhalation"),
 * `aerosol` for propellant sprays only ("aerosol dispensers", "propellant spray products") — an aerosol
 * product is also a `spray`; `children` for products made for children under three.
 */
export const EXPOSURES = ['leave-on', 'rinse-off', 'oral', 'spray', 'children', 'aerosol'] as const;
export type Exposure = (typeof EXPOSURES)[number];

/**
 * Which form of a substance a rule is about (EU Reg. (EC) 1223/2009 Art. 2(1)(k), Art. 16): `nano` rules
 * (an annex entry "… (nano)") apply only to lines of an ingredient the catalogue marks as a nanomaterial,
 * `non-nano` rules only to the others, `any` to both (e.g. a cap on the sum of both forms).
 */
export const RULE_FORMS = ['any', 'nano', 'non-nano'] as const;
export type RuleForm = (typeof RULE_FORMS)[number];

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

/**
 * Product types sprayed (pump or propellant), sprayed with a propellant, applied to the lips (the rest of
 * the exposure comes from the usage). `mist` is the pump spray, `aerosol-mist` the propellant one.
 */
const SPRAY_TYPES: ReadonlySet<string> = new Set<ProductType>(['mist', 'aerosol-mist']);
const AEROSOL_TYPES: ReadonlySet<string> = new Set<ProductType>(['aerosol-mist']);
const ORAL_TYPES: ReadonlySet<string> = new Set<ProductType>(['lip-balm', 'lip-tint']);

/**
 * The exposures of a recipe: its usage, plus oral / spray from the product type, plus `children` when
 * made for children under three (`childrenAge`: the youngest age it is for; absent = 0).
 */
export function exposuresOf(productType: ProductType | null, forChildren = false, childrenAge?: number | null): Exposure[] {
  const usage: Usage = productType ? usageOf(productType) : 'leave-on';
  const out: Exposure[] = [usage];
  if (productType && ORAL_TYPES.has(productType)) out.push('oral');
  if (productType && SPRAY_TYPES.has(productType)) out.push('spray');
  if (forChildren && (childrenAge ?? 0) < 3) out.push('children');
  if (productType && AEROSOL_TYPES.has(productType)) out.push('aerosol');
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
  /** the form of the substance the rule is about (nano / non-nano lines only). Absent = 'any' */
  form?: RuleForm;
};

/**
 * The `inciName` of a product rule: it names no substance but every formula of its scope (product types,
 * exposures, children's age) — a label warning a market requires of a kind of product (the US aerosol
 * warning of 21 CFR 740.11, Korea's cautions for every cosmetic). A `restricted` or `conditional` rule
 * with a warning and no cap; the verdict lists it among the label warnings of a formula with a line.
 */
export const PRODUCT_RULE = '*';

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
  /** expressedAs: lookup key of each family member → its factor (null: no conversion) */
  factors: ReadonlyMap<string, number> | null;
  /** notWith as lookup keys (`cas:` / `inci:`) */
  notWithKeys: readonly string[];
  /** positive scope: the positive-scope rules of the same substance and market (this one included) */
  scope: ScopeGroup | null;
  /** a mixture family's rule applies only when one of these substances is present (null: always) */
  requiredKeys: readonly string[] | null;
};

/** The positive-scope rules of one substance in one market: together they name every use it is allowed in. */
type ScopeGroup = { rules: IndexedRule[] };

/** A lookup of an ingredient or constituent: its substance keys and the rules (every market) it matches. */
type Lookup = {
  /** `cas:<number>` for each CAS, then `inci:<KEY>` */
  keys: string[];
  matches: readonly { rule: IndexedRule; factor: number }[];
};

export type RuleIndex = {
  /** `cas:<number>` / `inci:<KEY>` → the rules that match it (every market) */
  byKey: ReadonlyMap<string, readonly IndexedRule[]>;
  /** the product rules ({@link PRODUCT_RULE}), in rule order */
  products: readonly IndexedRule[];
  markets: ReadonlyMap<Market, MarketInfo>;
  /** CAS field + INCI name of an ingredient → its keys and the rules it matches (filled as ingredients are met) */
  matches: Map<string, Lookup>;
  /** the same for constituents, by object (a composition of the rule set's data is looked up once) */
  constituentMatches: WeakMap<Constituent, Lookup>;
};

const indexCache = new WeakMap<object, RuleIndex>();

const CAS_SHAPE = /^\d{2,7}-\d{2}-\d$/;
/** A substance named by CAS number or INCI name, as a lookup key. */
export function substanceKey(ref: string): string {
  const t = ref.trim();
  return CAS_SHAPE.test(t) ? `cas:${t}` : `inci:${inciKey(t)}`;
}

/**
 * Indexes a rule set by CAS and INCI once (an `expressedAs` rule under every member of its family).
 * Memoised on the rule set object: the editor passes the same object (its query's data) on every
 * keystroke and gets the same index back.
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
  const positive: IndexedRule[] = [];
  const products: IndexedRule[] = [];
  set.rules.forEach((rule, order) => {
    const family = rule.expressedAs ? SUBSTANCE_FAMILIES[rule.expressedAs] : undefined;
    let factors: Map<string, number> | null = null;
    if (family) {
      factors = new Map();
      for (const m of family.members) {
        factors.set(`cas:${m.casNumber}`, m.factor);
        if (!factors.has(`inci:${inciKey(m.inciName)}`)) factors.set(`inci:${inciKey(m.inciName)}`, m.factor);
      }
    }
    const r: IndexedRule = {
      ...rule,
      order,
      maxUnits: rule.maxPercent === null ? null : percentToUnits(rule.maxPercent),
      labelAboveUnits: rule.labelAbove === null ? null : percentToUnits(rule.labelAbove),
      factors,
      notWithKeys: (rule.notWith ?? []).filter((w) => w.trim()).map(substanceKey),
      scope: null,
      requiredKeys: family?.requires
        ? family.requires.flatMap((m) => [`cas:${m.casNumber}`, `inci:${inciKey(m.inciName)}`])
        : null,
    };
    if (rule.inciName.trim() === PRODUCT_RULE) {
      products.push(r);
      return;
    }
    for (const cas of rule.casNumbers) add(`cas:${cas.trim()}`, r);
    if (rule.inciName.trim()) add(`inci:${inciKey(rule.inciName)}`, r);
    if (factors) for (const key of factors.keys()) add(key, r);
    if (rule.positiveScope) positive.push(r);
  });
  // positive-scope rules of the same market and substance (same INCI or a shared CAS) form one scope
  for (const r of positive) {
    const key = inciKey(r.inciName);
    const cas = new Set(r.casNumbers.map((c) => c.trim()));
    const same = positive.filter(
      (o) => o.scope && o.market === r.market && (inciKey(o.inciName) === key || o.casNumbers.some((c) => cas.has(c.trim()))),
    );
    const target: ScopeGroup = same[0]?.scope ?? { rules: [] };
    // merge every group this rule bridges into the first
    for (const o of same) {
      const from = o.scope!;
      if (from === target) continue;
      for (const moved of from.rules) {
        moved.scope = target;
        target.rules.push(moved);
      }
      from.rules = [];
    }
    r.scope = target;
    target.rules.push(r);
  }
  for (const r of positive) r.scope!.rules.sort((a, b) => a.order - b.order);
  const index: RuleIndex = {
    byKey,
    products,
    markets: new Map(set.markets.map((m) => [m.code, m])),
    matches: new Map(),
    constituentMatches: new WeakMap(),
  };
  indexCache.set(set, index);
  return index;
}

/**
 * Every rule, of every market, that names an ingredient's substance — by a CAS number of its CAS field,
 * its INCI name or an "expressed as" family it belongs to — and then those naming a constituent of its
 * composition (`via` that constituent's name). What the catalogue shows as the ingredient's limits: the
 * catalogue keeps none of its own (issue 22 item 8). In market order, then rule order; each rule once.
 */
export function rulesOfIngredient(
  set: RuleSet | RuleIndex,
  ingredient: { inciName: string; casNumber: string | null },
  constituents: readonly Pick<Constituent, 'inciName' | 'casNumber'>[] = [],
): { rule: ComplianceRule; via: string | null }[] {
  const index = 'byKey' in set ? set : indexRules(set);
  const found = new Map<IndexedRule, string | null>();
  const collect = (inciName: string, cas: string | null, via: string | null) => {
    const keys = [...casNumbersOf(cas).map((c) => `cas:${c}`), ...(inciName.trim() ? [`inci:${inciKey(inciName)}`] : [])];
    for (const key of keys) for (const r of index.byKey.get(key) ?? []) if (!found.has(r)) found.set(r, via);
  };
  collect(ingredient.inciName, ingredient.casNumber, null);
  for (const c of constituents) collect(c.inciName, c.casNumber, c.inciName);
  const marketOrder = new Map<Market, number>(MARKETS.map((m, i) => [m, i]));
  return [...found]
    .sort(([a], [b]) => marketOrder.get(a.market)! - marketOrder.get(b.market)! || a.order - b.order)
    .map(([r, via]) => {
      const {
        order: _o,
        maxUnits: _m,
        labelAboveUnits: _l,
        factors: _f,
        notWithKeys: _n,
        scope: _s,
        requiredKeys: _r,
        ...rule
      } = r;
      return { rule, via };
    });
}

/**
 * Whether a rule applies to a recipe of this product type with these exposures, made for children of
 * `childAge` years and up (null: not made for children; by default 0 when the exposures name children).
 */
export function ruleApplies(
  rule: Pick<ComplianceRule, 'productTypes' | 'exceptProductTypes' | 'exposures' | 'childrenUnder'>,
  productType: string | null,
  exposures: readonly Exposure[],
  childAge: number | null = exposures.includes('children') ? 0 : null,
): boolean {
  if (rule.productTypes.length && (productType === null || !rule.productTypes.includes(productType))) return false;
  if (productType !== null && rule.exceptProductTypes.includes(productType)) return false;
  for (const e of rule.exposures) if (!exposures.includes(e)) return false;
  const under = rule.childrenUnder ?? null;
  if (under !== null && (childAge === null || !(childAge < under))) return false;
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
  /**
   * the ingredient is a nanomaterial (Reg. (EC) 1223/2009 Art. 2(1)(k)): the substance and every
   * constituent it carries count as the nano form. Absent = false
   */
  nano?: boolean;
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

/**
 * A duty the formula brings in a market that is not a pass / fail (it never changes the status): today
 * only the EU's notification of a nanomaterial (Reg. (EC) 1223/2009 Art. 16) — see {@link NANO_DUTIES}.
 */
export type MarketDuty = {
  code: 'NANO_NOTIFICATION';
  /** the nano lines the duty is about (their ingredients, line indexes and INCI names) */
  ingredientIds: string[];
  lineIndexes: number[];
  inciNames: string[];
  reference: string;
  sourceUrl: string;
  /** read in a copy of the legal text itself (false: secondary sources only) */
  verified: boolean;
};

/**
 * Art. 16 of Reg. (EC) 1223/2009 (as quoted in secondary sources read 2026-11-28 — the UK OPSS guidance
 * on notifying nanomaterials and summaries of the article; the OJ text itself was not found stored, so
 * unverified): a product containing a nanomaterial is notified to the Commission by electronic means six
 * months before it is placed on the market, except nanomaterials used as colourants, UV filters or
 * preservatives regulated under Art. 14 (an annex entry of the nano form). The verdict says it for every
 * nano line that no EU rule of the nano form (`form: 'nano'`) matches.
 */
export const NANO_DUTIES: Partial<Record<Market, Pick<MarketDuty, 'reference' | 'sourceUrl' | 'verified'>>> = {
  EU: {
    reference: 'Reg. (EC) 1223/2009 Art. 16 — notify the Commission 6 months before placing on the market',
    sourceUrl: 'https://eur-lex.europa.eu/eli/reg/2009/1223/oj',
    verified: false,
  },
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
  /** duties that do not change the status (the EU nanomaterial notification); absent in old verdicts */
  duties?: MarketDuty[];
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

/** One substance of the formula: every source (line, or a constituent of a line) that carries it. */
type Substance = { name: string; units: number; entries: Entry[] };
/** One source of a substance: `units` of it from line `lineIndex` (itself, or its constituent `via`). */
type Entry = { lineIndex: number; ingredientId: string; via: string | null; units: number; substance: Substance };
/** Per rule: the sources it matched, each with its expressedAs factor. */
type RuleHit = { rule: IndexedRule; entries: Entry[]; factors: number[] };

/** Absorbs floating-point noise of constituent shares (1e-6 units = 1e-10 %) when comparing with a cap. */
const EPSILON = 1e-6;
/** A computed concentration as a %, without floating-point noise below 1e-10 %. */
const toPercent = (units: number) => unitsToPercent(Math.round(units * 1e6) / 1e6);

/** The lookup keys and matching rules of a substance by its CAS field and INCI name (built once per index). */
function lookup(index: RuleIndex, casNumber: string | null, inciName: string): Lookup {
  const keys = casNumbersOf(casNumber).map((c) => `cas:${c}`);
  const name = inciName.trim() ? `inci:${inciKey(inciName)}` : null;
  if (name) keys.push(name);
  const matches: { rule: IndexedRule; factor: number }[] = [];
  for (const k of keys)
    for (const rule of index.byKey.get(k) ?? []) {
      if (matches.some((m) => m.rule === rule)) continue;
      matches.push({ rule, factor: rule.factors ? factorOf(rule.factors, keys) : 1 });
    }
  return { keys, matches };
}

/** The factor of the first key (CAS before INCI) that is a member of the rule's family; 1 otherwise. */
function factorOf(factors: ReadonlyMap<string, number>, keys: readonly string[]): number {
  for (const k of keys) {
    const f = factors.get(k);
    if (f !== undefined) return f;
  }
  return 1;
}

function lineLookup(index: RuleIndex, line: ComplianceLine): Lookup {
  const key = `${line.casNumber ?? ''}\u0000${line.inciName}`;
  let found = index.matches.get(key);
  if (!found) {
    found = lookup(index, line.casNumber, line.inciName);
    // a bound on what a long editing session can add (every catalogue ingredient fits many times over)
    if (index.matches.size > 20_000) index.matches.clear();
    index.matches.set(key, found);
  }
  return found;
}

function constituentLookup(index: RuleIndex, c: Constituent): Lookup {
  let found = index.constituentMatches.get(c);
  if (!found) {
    found = lookup(index, c.casNumber, c.inciName);
    index.constituentMatches.set(c, found);
  }
  return found;
}

function emptyVerdict(market: Market, threshold: number | null): MarketVerdict {
  return { market, status: 'pass', findings: [], labelWarnings: [], allergens: [], allergenThreshold: threshold, duties: [] };
}

/**
 * The verdict of a formula in each target market (in the order of {@link MARKETS}; unknown or repeated
 * markets are ignored). A market without information in the rule set passes with no findings.
 *
 * Substances: each line is its ingredient (by its own INCI / CAS) plus each constituent of its
 * composition at line % × constituent % / 100; the same substance (a shared CAS, else the same INCI)
 * from several lines or constituents is one substance, summed. Within one line, a rule that one of the
 * line's constituents matches does not also count the line itself (the composition is the exact
 * statement: an MCI/MI blend is its actives, not 100 % mixture).
 *
 * Beyond caps and conditions:
 * - `expressedAs`: the rule matches every member of its family and compares Σ member % × factor;
 * - positive scope: a substance matched by positive-scope rules of a market, none of which applies to
 *   the recipe's product type / exposures / children's age, fails NOT_ALLOWED_IN_TYPE (UPCOMING while
 *   every one of them takes effect later);
 * - `notWith`: fails NOT_WITH when a listed substance is present and the rule's substance comes from a
 *   line that does not itself carry the listed one (MI added beside an MCI/MI blend fails; the MI inside
 *   the blend alone does not);
 * - `childrenUnder`: the rule applies only to products for children younger than that
 *   (`forChildren && (childrenAge ?? 0) < childrenUnder`);
 * - `form`: a `nano` rule matches only lines marked `nano` (and their constituents), a `non-nano` rule
 *   only the others; each market with a duty for nanomaterials ({@link NANO_DUTIES}) lists, in
 *   `duties`, the nano lines no `nano` rule of that market matched (the status is not changed).
 */
export function complianceVerdict(input: ComplianceInput, set: RuleSet | RuleIndex): ComplianceVerdict {
  const index = 'byKey' in set ? set : indexRules(set);
  const forChildren = input.forChildren ?? false;
  const childAge = forChildren ? (input.childrenAge ?? 0) : null;
  const exposures = exposuresOf(input.productType, forChildren, input.childrenAge);
  const usage = exposures[0] as Usage;
  const wanted = new Set(input.markets);
  const markets = MARKETS.filter((m) => wanted.has(m));
  const marketSet = new Set<Market>(markets);
  const asOf = input.asOf;

  // 1. the formula's substances and, per applicable rule, the sources it matched
  const substances = new Map<string, Substance>();
  const hits = new Map<IndexedRule, RuleHit>();
  const applies = new Map<IndexedRule, boolean>();
  /** positive-scope groups met, with the sources their rules matched */
  const scoped = new Map<ScopeGroup, Set<Entry>>();
  /** rule → the last line one of whose constituents it matched (so the line itself is not counted again) */
  const viaLine = new Map<IndexedRule, number>();

  /** per market: the nano lines an annex entry of the nano form (`form: 'nano'`) matched */
  const nanoListed = new Map<Market, Set<number>>();

  const take = (
    found: Lookup,
    lineIndex: number,
    ingredientId: string,
    via: string | null,
    units: number,
    name: string,
    nano: boolean,
  ) => {
    let sub: Substance | undefined;
    for (const k of found.keys) if ((sub = substances.get(k))) break;
    if (!sub) sub = { name, units: 0, entries: [] };
    for (const k of found.keys) if (!substances.has(k)) substances.set(k, sub);
    const entry: Entry = { lineIndex, ingredientId, via, units, substance: sub };
    sub.units += units;
    sub.entries.push(entry);
    for (const { rule, factor } of found.matches) {
      if (!marketSet.has(rule.market)) continue;
      // a rule of one form of the substance says nothing about the other
      const form = rule.form ?? 'any';
      if (form !== 'any' && (form === 'nano') !== nano) continue;
      if (form === 'nano') {
        let listed = nanoListed.get(rule.market);
        if (!listed) nanoListed.set(rule.market, (listed = new Set()));
        listed.add(lineIndex);
      }
      if (via !== null) viaLine.set(rule, lineIndex);
      else if (viaLine.get(rule) === lineIndex) continue;
      if (rule.scope) {
        let set = scoped.get(rule.scope);
        if (!set) scoped.set(rule.scope, (set = new Set()));
        set.add(entry);
      }
      let ok = applies.get(rule);
      if (ok === undefined) applies.set(rule, (ok = ruleApplies(rule, input.productType, exposures, childAge)));
      if (!ok) continue;
      const hit = hits.get(rule);
      if (hit) {
        hit.entries.push(entry);
        hit.factors.push(factor);
      } else hits.set(rule, { rule, entries: [entry], factors: [factor] });
    }
  };

  for (let i = 0; i < input.lines.length; i++) {
    const line = input.lines[i]!;
    // a percent that is not a positive finite number contributes nothing (the editor's half-typed lines)
    if (!(line.percent > 0 && Number.isFinite(line.percent))) continue;
    const units = percentToUnits(line.percent);
    if (line.constituents)
      for (const c of line.constituents) {
        if (!(c.percent > 0 && Number.isFinite(c.percent))) continue;
        take(constituentLookup(index, c), i, line.ingredientId, c.inciName, (units * c.percent) / 100, c.inciName, !!line.nano);
      }
    take(lineLookup(index, line), i, line.ingredientId, null, units, line.inciName, !!line.nano);
  }

  const ordered = [...hits.values()].sort((a, b) => a.rule.order - b.rule.order);
  const verdicts = markets.map((market) => {
    const info = index.markets.get(market);
    const threshold = info ? (usage === 'rinse-off' ? info.allergenRinseOff : info.allergenLeaveOn) : null;
    return emptyVerdict(market, threshold);
  });
  const byMarket = new Map(verdicts.map((v) => [v.market, v]));
  /** findings with the rule order they sort by */
  const orderOf = new Map<Finding, number>();
  const push = (market: Market, f: Finding, order: number) => {
    byMarket.get(market)!.findings.push(f);
    orderOf.set(f, order);
  };

  // A mixture's rule (MCI/MI) counts the lines that carry the mixture: those holding a substance that
  // makes it (MCI, or the mixture as such) — an MCI/MI blend's MI counts, MI added on a line of its own
  // does not (that is the "not with" rule's business). No such line: the rule says nothing.
  const mixtureHit = (hit: RuleHit): RuleHit | null => {
    const keys = hit.rule.requiredKeys;
    if (!keys) return hit;
    const makers = new Set(keys.map((k) => substances.get(k)).filter((s): s is Substance => !!s));
    const lines = new Set(hit.entries.filter((e) => makers.has(e.substance)).map((e) => e.lineIndex));
    if (!lines.size) return null;
    const keep = hit.entries.map((e) => lines.has(e.lineIndex));
    return keep.every(Boolean)
      ? hit
      : { rule: hit.rule, entries: hit.entries.filter((_, i) => keep[i]), factors: hit.factors.filter((_, i) => keep[i]) };
  };

  // 2. prohibitions first: the substances they catch are settled in that market
  const banned = new Map<Market, Set<Substance>>(markets.map((m) => [m, new Set<Substance>()]));
  for (const whole of ordered) {
    if (whole.rule.kind !== 'prohibited') continue;
    const hit = mixtureHit(whole);
    if (!hit) continue;
    const upcoming = isUpcoming(hit.rule, asOf);
    if (!upcoming) for (const e of hit.entries) banned.get(hit.rule.market)!.add(e.substance);
    push(hit.rule.market, finding(hit, upcoming ? 'UPCOMING' : 'PROHIBITED', upcoming ? 'warning' : 'fail'), hit.rule.order);
  }

  // 3. positive scope: a substance allowed only in uses none of which is this recipe's
  for (const [group, entrySet] of scoped) {
    const market = group.rules[0]!.market;
    const gone = banned.get(market)!;
    const live = [...entrySet].filter((e) => !gone.has(e.substance));
    if (!live.length) continue;
    const inForce = group.rules.filter((r) => !isUpcoming(r, asOf));
    const judged = inForce.length ? inForce : group.rules;
    if (judged.some((r) => applies.get(r) ?? ruleApplies(r, input.productType, exposures, childAge))) continue;
    const first = judged[0]!;
    const hit: RuleHit = { rule: first, entries: live, factors: live.map(() => 1) };
    const f = inForce.length ? finding(hit, 'NOT_ALLOWED_IN_TYPE', 'fail') : finding(hit, 'UPCOMING', 'warning');
    if (!inForce.length)
      f.effectiveFrom = judged.reduce((d, r) => (r.effectiveFrom < d ? r.effectiveFrom : d), first.effectiveFrom);
    f.limit = null;
    f.convertedPercent = null;
    f.allowedIn = judged.map((r) => ({
      productTypes: [...r.productTypes],
      exposures: [...r.exposures],
      childrenUnder: r.childrenUnder ?? null,
    }));
    push(market, f, first.order);
  }

  // 4. caps, conditions, co-use, label warnings and allergens of what is not prohibited
  const allergenSeen = new Map<Market, Set<Substance>>(markets.map((m) => [m, new Set<Substance>()]));
  const warningSeen = new Map<Market, Set<string>>(markets.map((m) => [m, new Set<string>()]));
  for (const full of ordered) {
    const r = full.rule;
    if (r.kind === 'prohibited') continue;
    const v = byMarket.get(r.market)!;
    const gone = banned.get(r.market)!;
    let hit = full;
    if (gone.size && full.entries.some((e) => gone.has(e.substance))) {
      const keep = full.entries.map((e) => !gone.has(e.substance));
      hit = { rule: r, entries: full.entries.filter((_, i) => keep[i]), factors: full.factors.filter((_, i) => keep[i]) };
    }
    const mixed = hit.entries.length ? mixtureHit(hit) : null;
    if (!mixed) continue;
    hit = mixed;
    let units = 0;
    let converted = 0;
    for (let i = 0; i < hit.entries.length; i++) {
      units += hit.entries[i]!.units;
      converted += hit.entries[i]!.units * hit.factors[i]!;
    }
    const compared = r.factors ? converted : units;
    const upcoming = isUpcoming(r, asOf);

    if (r.kind === 'allergen') {
      // the declaration duty starts with the rule (EU 2023/1545: products placed from 2026-07-31)
      if (upcoming) continue;
      if (v.allergenThreshold === null || !(compared > percentToUnits(v.allergenThreshold) + EPSILON)) continue;
      const seen = allergenSeen.get(r.market)!;
      for (const e of hit.entries) {
        const sub = e.substance;
        if (seen.has(sub)) continue;
        seen.add(sub);
        const own = hit.entries.filter((x) => x.substance === sub);
        const subUnits = own.reduce((n, x) => n + x.units, 0);
        v.allergens.push({
          ingredientId: own[0]!.ingredientId,
          inciName: sub.name,
          percent: toPercent(subUnits),
          lineIndexes: lineIndexesOf(own),
          ruleId: r.id,
          reference: r.reference,
          convertedPercent: r.factors ? toPercent(own.reduce((n, x) => n + x.units * factorIn(hit, x), 0)) : null,
          sources: sourcesOf(own),
        });
      }
      continue;
    }

    if (r.maxUnits !== null && compared > r.maxUnits + EPSILON)
      push(
        r.market,
        finding(hit, upcoming ? 'UPCOMING' : 'OVER_LIMIT', upcoming ? 'warning' : 'fail', units, converted),
        r.order,
      );
    // conditions of a rule not yet in force: a warning that it is coming (with its conditions), not "allowed with"
    else if (r.kind === 'conditional')
      push(r.market, finding(hit, upcoming ? 'UPCOMING' : 'CONDITIONS', 'warning', units, converted), r.order);

    if (r.notWithKeys.length) {
      const conflicts: string[] = [];
      /** lines already named by a conflict (an MCI/MI blend matches both "the mixture" and "MCI": named once) */
      const named = new Set<number>();
      for (const key of r.notWithKeys) {
        const other = substances.get(key);
        if (!other || gone.has(other)) continue;
        const otherLines = new Set(other.entries.map((e) => e.lineIndex));
        if (!hit.entries.some((e) => e.substance !== other && !otherLines.has(e.lineIndex))) continue;
        if ([...otherLines].every((l) => named.has(l))) continue;
        for (const l of otherLines) named.add(l);
        conflicts.push(other.name);
      }
      if (conflicts.length) {
        const f = finding(hit, upcoming ? 'UPCOMING' : 'NOT_WITH', upcoming ? 'warning' : 'fail', units, converted);
        f.conflictsWith = conflicts;
        push(r.market, f, r.order);
      }
    }

    // a label warning is owed once its rule applies
    if (!upcoming && (r.warning || r.warningEn) && (r.labelAboveUnits === null || compared > r.labelAboveUnits + EPSILON)) {
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

  // 5. product rules: the label warnings a market requires of this kind of product, for any formula
  if (input.lines.some((l) => l.percent > 0 && Number.isFinite(l.percent))) {
    for (const r of index.products) {
      const v = byMarket.get(r.market);
      if (!v || !ruleApplies(r, input.productType, exposures, childAge)) continue;
      if (asOf !== undefined && r.effectiveFrom > asOf) continue;
      const key = r.warning || r.warningEn;
      if (!key || warningSeen.get(r.market)!.has(key)) continue;
      warningSeen.get(r.market)!.add(key);
      v.labelWarnings.push({
        ruleId: r.id,
        ruleVersion: r.version,
        inciName: PRODUCT_RULE,
        text: r.warning || r.warningEn,
        textEn: r.warningEn || r.warning,
        reference: r.reference,
      });
    }
  }

  // 6. duties: a nanomaterial no annex entry of its nano form covers is notified (EU Art. 16)
  for (const v of verdicts) {
    const duty = NANO_DUTIES[v.market];
    if (!duty) continue;
    const listed = nanoListed.get(v.market);
    const lines: number[] = [];
    input.lines.forEach((l, i) => {
      if (l.nano && l.percent > 0 && Number.isFinite(l.percent) && !listed?.has(i)) lines.push(i);
    });
    if (!lines.length) continue;
    const ingredientIds: string[] = [];
    const inciNames: string[] = [];
    for (const i of lines) {
      const l = input.lines[i]!;
      if (!ingredientIds.includes(l.ingredientId)) {
        ingredientIds.push(l.ingredientId);
        inciNames.push(l.inciName);
      }
    }
    v.duties!.push({ code: 'NANO_NOTIFICATION', ingredientIds, lineIndexes: lines, inciNames, ...duty });
  }

  for (const v of verdicts) {
    v.findings.sort((a, b) => RANK[b.severity] - RANK[a.severity] || orderOf.get(a)! - orderOf.get(b)!);
    v.allergens.sort((a, b) => b.percent - a.percent || (a.inciName < b.inciName ? -1 : a.inciName > b.inciName ? 1 : 0));
    v.status = worstStatus(v.findings.map((f) => f.severity));
  }
  return { exposures, status: worstStatus(verdicts.map((v) => v.status)), markets: verdicts };
}

function isUpcoming(rule: ComplianceRule, asOf: string | undefined): boolean {
  return asOf !== undefined && rule.effectiveFrom > asOf;
}

const factorIn = (hit: RuleHit, e: Entry) => hit.factors[hit.entries.indexOf(e)] ?? 1;

/** The lines of some sources, ascending (sources come in line order: each line is read once, in order). */
function lineIndexesOf(entries: readonly Entry[]): number[] {
  const out: number[] = [];
  let last = -1;
  for (const e of entries) if (e.lineIndex !== last) out.push((last = e.lineIndex));
  return out;
}

function sourcesOf(entries: readonly Entry[]): SubstanceSource[] {
  return entries.map((e) => ({
    lineIndex: e.lineIndex,
    ingredientId: e.ingredientId,
    viaConstituent: e.via,
    percent: toPercent(e.units),
  }));
}

function finding(hit: RuleHit, code: ReasonCode, severity: Finding['severity'], units?: number, converted?: number): Finding {
  const r = hit.rule;
  const ingredientIds: string[] = [];
  for (const e of hit.entries) if (!ingredientIds.includes(e.ingredientId)) ingredientIds.push(e.ingredientId);
  if (units === undefined) {
    units = 0;
    converted = 0;
    for (let i = 0; i < hit.entries.length; i++) {
      units += hit.entries[i]!.units;
      converted += hit.entries[i]!.units * hit.factors[i]!;
    }
  }
  return {
    code,
    severity,
    ruleId: r.id,
    ruleVersion: r.version,
    kind: r.kind,
    inciName: r.inciName,
    ingredientIds,
    lineIndexes: lineIndexesOf(hit.entries),
    percent: toPercent(units),
    convertedPercent: r.factors ? toPercent(converted!) : null,
    sources: sourcesOf(hit.entries),
    limit: r.kind === 'prohibited' ? null : r.maxPercent,
    conditions: r.conditions,
    conditionsKo: r.conditionsKo,
    reference: r.reference,
    effectiveFrom: r.effectiveFrom,
    sellOffUntil: r.sellOffUntil ?? null,
  };
}
