/**
 * Formulation logic of a recipe (PRODUCT.md §3.3): total %, the lines a compliance verdict fails (the
 * limits themselves are the market rules': compliance.ts), declarable allergens, raw material and
 * per-unit cost, the label INCI list and the "q.s. to 100 %" helper.
 *
 * Pure functions only (no I/O), shared by the recipe editor — which recalculates on every keystroke —
 * and the server, which decides with {@link validateFormulation} whether a recipe may be used for a
 * sample or a quote. Every function is linear in the number of lines (plus one sort where an order
 * is returned): lines of the same ingredient are grouped through a `Map`, never by comparing every
 * line with every other.
 *
 * Numbers:
 * - A percent is % w/w of the finished bulk and is meant to have at most 4 decimals (0.0001 % = 1 ppm).
 *   Wherever percents are added or compared they are first converted to integer ten-thousandths of a
 *   percent ("units", 100 % = 1 000 000 units) by rounding half up on their decimal value, so
 *   0.1 + 0.2 + 99.7 is exactly 100 and no floating drift ever reaches a limit check.
 * - Money is integer KRW. A cost is computed exactly (big integers) and rounded once, half up, at the end.
 * - Lines with percent ≤ 0 contribute nothing to limits, allergens, cost or the INCI list
 *   (the total simply adds every line as it is).
 */
import type { Finding, ReasonCode, SubstanceSource } from '../compliance/compliance.ts';
import type { Market } from '../compliance/markets.ts';

/* ------------------------------------------------------------------------------------------------ */
/* Product types                                                                                    */
/* ------------------------------------------------------------------------------------------------ */

/** How a product is used, which decides the concentration limits and the allergen threshold that apply. */
export const USAGES = ['leave-on', 'rinse-off'] as const;
export type Usage = (typeof USAGES)[number];

/**
 * Product types a recipe can have, each with the usage whose limits apply.
 *
 * Leave-on = stays on skin/hair; rinse-off = intended to be washed off with water shortly after
 * application. Where a product is removed without rinsing (cleansing water wiped off with a pad,
 * sheet masks whose essence is left to absorb) it is leave-on: residue stays on the skin, the EU
 * treats wiped-off products such as wet wipes as leave-on, and the leave-on limits are the stricter
 * ones — when in doubt the stricter limit is the safe choice.
 *
 * Display names are not part of this list; they belong in the web app's i18n files (`productTypes.<slug>`).
 */
export const PRODUCT_TYPES = [
  // skin care — leave-on
  { slug: 'toner', usage: 'leave-on' },
  { slug: 'essence', usage: 'leave-on' },
  { slug: 'serum', usage: 'leave-on' },
  { slug: 'ampoule', usage: 'leave-on' },
  { slug: 'lotion', usage: 'leave-on' }, // lotion / emulsion
  { slug: 'cream', usage: 'leave-on' },
  { slug: 'eye-cream', usage: 'leave-on' },
  { slug: 'face-oil', usage: 'leave-on' },
  { slug: 'mist', usage: 'leave-on' }, // a pump spray (no propellant)
  { slug: 'aerosol-mist', usage: 'leave-on' }, // a propellant (aerosol) spray
  { slug: 'balm', usage: 'leave-on' },
  { slug: 'sunscreen', usage: 'leave-on' },
  { slug: 'mask-sheet', usage: 'leave-on' },
  { slug: 'sleeping-mask', usage: 'leave-on' },
  { slug: 'cleansing-water', usage: 'leave-on' }, // micellar water: wiped off, not rinsed (see above)
  // body & hair — leave-on
  { slug: 'hand-cream', usage: 'leave-on' },
  { slug: 'body-lotion', usage: 'leave-on' },
  { slug: 'body-oil', usage: 'leave-on' },
  { slug: 'hair-essence', usage: 'leave-on' }, // leave-in hair treatment / hair oil
  // make-up — leave-on
  { slug: 'bb-cream', usage: 'leave-on' },
  { slug: 'cushion', usage: 'leave-on' },
  { slug: 'lip-balm', usage: 'leave-on' },
  { slug: 'lip-tint', usage: 'leave-on' },
  // cleansing & wash-off — rinse-off
  { slug: 'cleansing-foam', usage: 'rinse-off' },
  { slug: 'cleansing-gel', usage: 'rinse-off' },
  { slug: 'cleansing-oil', usage: 'rinse-off' },
  { slug: 'cleansing-balm', usage: 'rinse-off' },
  { slug: 'peeling-gel', usage: 'rinse-off' },
  { slug: 'scrub', usage: 'rinse-off' },
  { slug: 'wash-off-mask', usage: 'rinse-off' }, // clay / wash-off / rinse-off peel masks
  { slug: 'shampoo', usage: 'rinse-off' },
  { slug: 'conditioner', usage: 'rinse-off' },
  { slug: 'hair-mask', usage: 'rinse-off' }, // rinsed-out hair treatment
  { slug: 'body-wash', usage: 'rinse-off' },
  { slug: 'hand-wash', usage: 'rinse-off' },
] as const satisfies readonly { slug: string; usage: Usage }[];

/** A product type slug, e.g. `'cream'` or `'shampoo'`. */
export type ProductType = (typeof PRODUCT_TYPES)[number]['slug'];

/** The slugs as a non-empty tuple, ready for `z.enum(PRODUCT_TYPE_SLUGS)`. */
export const PRODUCT_TYPE_SLUGS = PRODUCT_TYPES.map((t) => t.slug) as unknown as readonly [ProductType, ...ProductType[]];

const USAGE_BY_TYPE: ReadonlyMap<string, Usage> = new Map(PRODUCT_TYPES.map((t) => [t.slug, t.usage]));

/** Whether a string (e.g. read from the database or a CSV import) is a known product type. */
export function isProductType(value: string): value is ProductType {
  return USAGE_BY_TYPE.has(value);
}

/**
 * The usage of a product type. An unknown slug (stale data) is treated as leave-on, whose limits and
 * allergen threshold are the stricter ones, so an unknown type can never make a recipe look compliant.
 */
export function usageOf(type: ProductType): Usage {
  return USAGE_BY_TYPE.get(type) ?? 'leave-on';
}

/* ------------------------------------------------------------------------------------------------ */
/* Lines and units                                                                                  */
/* ------------------------------------------------------------------------------------------------ */

/** One ingredient line of a recipe, with the catalogue data the calculations need. */
export type FormulationLine = {
  ingredientId: string;
  /** % w/w of the finished bulk, at most 4 decimals. */
  percent: number;
  inciName: string;
  nameKo: string;
  nameEn: string;
  /** An EU-declarable fragrance allergen. */
  allergen: boolean;
  /** Integer KRW per kg of the raw material. */
  pricePerKg: number;
  phase?: string | null;
};

/** Tolerance of the total: a recipe is complete when its total is 100 % ± 0.001. */
export const EPSILON = 0.001;
/** Units per percent: percents are added as integer ten-thousandths of a percent. */
export const PERCENT_SCALE = 10_000;
const HUNDRED_UNITS = 100 * PERCENT_SCALE;

/** Declaration thresholds of fragrance allergens, in %: declarable when strictly above. */
export const ALLERGEN_THRESHOLDS: Readonly<Record<Usage, number>> = { 'leave-on': 0.001, 'rinse-off': 0.01 };

/**
 * A percent as integer ten-thousandths of a percent, rounded half up (half away from zero) on its
 * decimal value: `toPrecision(15)` first removes the binary representation error of the product
 * (12.34565 × 10 000 is 123456.49999999999 in binary floating point, 123456.5 in decimal); values
 * already within 1e-6 of an integer (every percent with ≤ 4 decimals) skip that slower step.
 * Non-finite input gives NaN.
 */
export function percentToUnits(percent: number): number {
  const raw = percent * PERCENT_SCALE;
  const nearest = Math.round(raw);
  // fast path — the usual case of at most 4 decimals: within 1e-6 of an integer, that integer is the answer
  if (Math.abs(raw - nearest) < 1e-6) return nearest;
  const scaled = Number(raw.toPrecision(15));
  return scaled < 0 ? -Math.round(-scaled) : Math.round(scaled);
}

/** Integer ten-thousandths of a percent back to a percent (the nearest double to the 4-decimal value). */
export function unitsToPercent(units: number): number {
  return units / PERCENT_SCALE;
}

/** Ingredient-level aggregate of the lines with percent > 0 (lines of the same ingredient merged). */
type Group = {
  ingredientId: string;
  /** the first line of the ingredient, whose names are used */
  first: FormulationLine;
  /** indexes of every line of the ingredient (whatever its percent), ascending */
  indexes: number[];
  /** summed units of the lines with percent > 0 */
  units: number;
  /** whether any line has percent > 0 (even one too small to reach 1 unit) */
  present: boolean;
  allergen: boolean;
};

/** Groups lines by ingredient, in order of first appearance. O(n). */
function groupByIngredient(lines: readonly FormulationLine[]): Group[] {
  const byId = new Map<string, Group>();
  const groups: Group[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let g = byId.get(line.ingredientId);
    if (!g) {
      g = {
        ingredientId: line.ingredientId,
        first: line,
        indexes: [],
        units: 0,
        present: false,
        allergen: line.allergen,
      };
      byId.set(line.ingredientId, g);
      groups.push(g);
    } else {
      g.allergen ||= line.allergen;
    }
    g.indexes.push(i);
    if (line.percent > 0) {
      g.units += percentToUnits(line.percent);
      g.present = true;
    }
  }
  return groups;
}

/* ------------------------------------------------------------------------------------------------ */
/* Total                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

/**
 * Sum of the lines' percents without floating drift: each percent is rounded to 4 decimals (half up)
 * as an integer number of ten-thousandths, those integers are added and the sum divided back, so
 * `0.1 + 0.2 + 99.7` is exactly `100`. Every line counts as it is (also 0 and negative ones).
 * Independent of the order of the lines. A non-finite percent makes the total NaN (never valid).
 */
export function totalPercent(lines: readonly Pick<FormulationLine, 'percent'>[]): number {
  let units = 0;
  for (const line of lines) units += percentToUnits(line.percent);
  return unitsToPercent(units);
}

/**
 * Whether a total is 100 % within {@link EPSILON} (inclusive): 99.999 and 100.001 are valid, 100.0011 is not.
 * Compared in units, so the boundary is exact (100.001 − 100 is 0.0010000000000047748 in floating point).
 */
export function isTotalValid(total: number): boolean {
  return Math.abs(percentToUnits(total) - HUNDRED_UNITS) <= percentToUnits(EPSILON);
}

/* ------------------------------------------------------------------------------------------------ */
/* Limits                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

/**
 * A line the compliance verdict fails in one of the markets the recipe is checked against (issue 22
 * item 8): the catalogue keeps no limits of its own, so the rules are the only source of "over the
 * limit" — the same verdict the compliance panel shows.
 */
export type LimitViolation = {
  /** index of the line in the input */
  index: number;
  ingredientId: string;
  /** the substance the rule names: the line's own, or a constituent of its mixture */
  inciName: string;
  /** the substance's % in the formula from this line (the line's own % when it is the substance) */
  percent: number;
  /** the substance's concentration the rule compared (after its "expressed as" conversion) */
  total: number;
  /** the cap it exceeds; null: not allowed at all (prohibited, not in this product type, not with …) */
  limit: number | null;
  market: Market;
  code: ReasonCode;
  reference: string;
};

/** What {@link limitViolations} reads of a verdict (a live one, or one stored with a revision). */
export type VerdictFindings = {
  markets: readonly {
    market: Market;
    findings: readonly (Pick<
      Finding,
      'code' | 'severity' | 'inciName' | 'ingredientIds' | 'lineIndexes' | 'percent' | 'limit' | 'reference'
    > & { convertedPercent?: number | null; sources?: readonly SubstanceSource[] })[];
  }[];
};

/**
 * The violations of a verdict, one per failing finding and line, in line order (then market order):
 * every line a failing substance came from is reported, so the editor can mark each row.
 */
export function limitViolations(verdict: VerdictFindings | null | undefined): LimitViolation[] {
  const out: LimitViolation[] = [];
  if (!verdict) return out;
  for (const m of verdict.markets) {
    for (const f of m.findings) {
      if (f.severity !== 'fail') continue;
      for (const index of f.lineIndexes) {
        const source = f.sources?.find((s) => s.lineIndex === index);
        out.push({
          index,
          ingredientId: source?.ingredientId ?? f.ingredientIds[0] ?? '',
          inciName: f.inciName,
          percent: source?.percent ?? f.percent,
          total: f.convertedPercent ?? f.percent,
          limit: f.limit,
          market: m.market,
          code: f.code,
          reference: f.reference,
        });
      }
    }
  }
  // a stable sort: the markets stay in their order within a line
  return out.sort((a, b) => a.index - b.index);
}

/* ------------------------------------------------------------------------------------------------ */
/* Allergens                                                                                        */
/* ------------------------------------------------------------------------------------------------ */

export type DeclarableAllergen = {
  ingredientId: string;
  inciName: string;
  nameKo: string;
  nameEn: string;
  /** total concentration of the ingredient, in % */
  percent: number;
  /** indexes of the ingredient's lines */
  indexes: number[];
};

/**
 * Fragrance allergens that must be declared on the label: those whose total concentration (lines of
 * the same ingredient summed) is strictly above the threshold for the usage — 0.001 % (10 ppm)
 * leave-on, 0.01 % (100 ppm) rinse-off. Sorted by concentration descending, ties by INCI name.
 */
export function declarableAllergens(lines: readonly FormulationLine[], usage: Usage): DeclarableAllergen[] {
  const threshold = percentToUnits(ALLERGEN_THRESHOLDS[usage]);
  const out: (DeclarableAllergen & { units: number })[] = [];
  for (const g of groupByIngredient(lines)) {
    if (!g.allergen || g.units <= threshold) continue;
    const { inciName, nameKo, nameEn } = g.first;
    out.push({
      ingredientId: g.ingredientId,
      inciName,
      nameKo,
      nameEn,
      percent: unitsToPercent(g.units),
      indexes: g.indexes,
      units: g.units,
    });
  }
  out.sort((a, b) => b.units - a.units || compareNames(a.inciName, b.inciName) || compareNames(a.ingredientId, b.ingredientId));
  return out.map(({ units: _units, ...a }) => a);
}

/* ------------------------------------------------------------------------------------------------ */
/* Cost                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** Σ units × pricePerKg over the lines with percent > 0 — KRW per kg × 1 000 000, exact. */
function costNumerator(lines: readonly Pick<FormulationLine, 'percent' | 'pricePerKg'>[]): bigint {
  let acc = 0n;
  for (const line of lines) {
    if (!(line.percent > 0)) continue;
    const units = percentToUnits(line.percent);
    const price = Math.round(line.pricePerKg); // integer by the catalogue schema; guard BigInt()
    if (!Number.isFinite(units) || !Number.isFinite(price)) continue;
    acc += BigInt(units) * BigInt(price);
  }
  return acc;
}

/** n / d rounded half up (towards +∞ on exact halves), d > 0. */
function divRoundHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d; // truncates towards zero
  const r = n % d;
  const floor = r < 0n ? q - 1n : q;
  const rem = r < 0n ? r + d : r;
  return 2n * rem >= d ? floor + 1n : floor;
}

/**
 * Raw material cost of one kg of finished bulk, in integer KRW: Σ percent / 100 × pricePerKg over the
 * lines with percent > 0, computed exactly and rounded once at the end, half up. Lines are not
 * normalised to 100 %: a draft at 50 % costs what its lines cost.
 */
export function rawMaterialCostPerKg(lines: readonly Pick<FormulationLine, 'percent' | 'pricePerKg'>[]): number {
  return Number(divRoundHalfUp(costNumerator(lines), BigInt(HUNDRED_UNITS)));
}

export type CostPerUnitInput = {
  lines: readonly Pick<FormulationLine, 'percent' | 'pricePerKg'>[];
  /** fill volume of one unit, in ml */
  fillMl: number;
  /** density of the bulk, g/ml (default 1) */
  densityGPerMl?: number;
  /**
   * Unit prices (integer KRW) of the packaging parts of one unit — container, closure, box — each already
   * resolved for the order quantity with `unitPriceFor` (which is null below a part's MOQ: the caller
   * decides what to show then).
   */
  packaging: { unitPrices: readonly number[] };
};

export type CostPerUnit = {
  /** raw material cost of the bulk in one unit, KRW */
  bulk: number;
  /** sum of the packaging unit prices, KRW */
  packaging: number;
  /** bulk + packaging, KRW */
  total: number;
};

/**
 * Cost of one finished unit in integer KRW: the bulk it holds (fillMl × density g, at the raw
 * material cost per kg) plus its packaging parts. The bulk weight is taken to the milligram and the
 * bulk cost computed exactly from the unrounded cost per kg, then rounded once, half up — so it can
 * differ by a won from `rawMaterialCostPerKg × kg`. A fill or density ≤ 0 gives a bulk cost of 0.
 */
export function costPerUnit({ lines, fillMl, densityGPerMl = 1, packaging }: CostPerUnitInput): CostPerUnit {
  const mg = Math.round(Number((fillMl * densityGPerMl * 1000).toPrecision(15)));
  // numerator / 1e6 = KRW per kg; × mg / 1e6 = KRW
  const bulk = Number.isFinite(mg) && mg > 0 ? Number(divRoundHalfUp(costNumerator(lines) * BigInt(mg), 1_000_000_000_000n)) : 0;
  let pack = 0;
  for (const p of packaging.unitPrices) pack += p;
  return { bulk, packaging: pack, total: bulk + pack };
}

/* ------------------------------------------------------------------------------------------------ */
/* INCI list                                                                                        */
/* ------------------------------------------------------------------------------------------------ */

/** Deterministic, locale-independent comparison (case-insensitive, then exact), same in Node and browsers. */
function compareNames(a: string, b: string): number {
  const ua = a.toUpperCase();
  const ub = b.toUpperCase();
  if (ua !== ub) return ua < ub ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** INCI name as a merge key: trimmed, inner whitespace collapsed, case-insensitive. */
function inciKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

export type InciEntry = { inciName: string; percent: number };
export type InciList = {
  /** INCI names in label order */
  names: string[];
  /** the names joined with ', ', ready to copy into label artwork */
  text: string;
  /** the same order with each name's total concentration (for display next to the list) */
  entries: InciEntry[];
};

/**
 * The label INCI list. Lines with percent ≤ 0 are left out; lines with the same INCI name are merged
 * (their percents summed) — the same ingredient on two lines, but also two raw materials sold under
 * one INCI name (glycerin from two suppliers), because a label names each INCI once. Order: descending
 * concentration; those ≤ 1 % may legally be in any order after those above 1 %, and are kept in
 * descending order too so the list is deterministic. Ties are broken by INCI name. The spelling of
 * the first line of each name is used (trimmed).
 */
export function inciList(lines: readonly Pick<FormulationLine, 'percent' | 'inciName'>[]): InciList {
  const byKey = new Map<string, { key: string; inciName: string; units: number }>();
  for (const line of lines) {
    if (!(line.percent > 0)) continue;
    const key = inciKey(line.inciName);
    const units = percentToUnits(line.percent);
    const e = byKey.get(key);
    if (e) e.units += units;
    else byKey.set(key, { key, inciName: line.inciName.trim(), units });
  }
  // ties: by the normalised (upper-cased) name, which is unique per entry — no re-casing per comparison
  const sorted = [...byKey.values()].sort((a, b) => b.units - a.units || (a.key < b.key ? -1 : 1));
  const names = sorted.map((e) => e.inciName);
  return {
    names,
    text: names.join(', '),
    entries: sorted.map((e) => ({ inciName: e.inciName, percent: unitsToPercent(e.units) })),
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* Validation and editor helpers                                                                    */
/* ------------------------------------------------------------------------------------------------ */

export type FormulationValidation = {
  total: number;
  totalValid: boolean;
  /** the lines the verdict fails in the markets checked (none without a verdict) */
  violations: LimitViolation[];
  /** declarable allergens: information for the label, they do not make a recipe invalid */
  allergens: DeclarableAllergen[];
  /** usable for samples and quotes: total is 100 % ± 0.001 and the verdict fails no line */
  valid: boolean;
};

/**
 * Everything the editor shows live and the server checks before a recipe revision is used for a sample
 * or a quote. A draft may be saved whatever this says.
 */
export function validateFormulation(
  lines: readonly FormulationLine[],
  usage: Usage,
  /** the compliance verdict in the markets the recipe is checked against ({@link checkedMarkets}) */
  verdict: VerdictFindings | null,
): FormulationValidation {
  const total = totalPercent(lines);
  const totalValid = isTotalValid(total);
  const violations = limitViolations(verdict);
  const allergens = declarableAllergens(lines, usage);
  return { total, totalValid, violations, allergens, valid: totalValid && violations.length === 0 };
}

/**
 * "q.s. to 100 %": a copy of the lines where line `index` (usually Aqua) gets 100 − the sum of the
 * other lines, exact to 4 decimals and clamped at 0 (if the others already exceed 100 % the total stays
 * invalid). The other line objects are reused as they are; the array and the changed line are new.
 * Throws a RangeError when `index` is not a line.
 */
export function qsTo100<T extends Pick<FormulationLine, 'percent'>>(lines: readonly T[], index: number): T[] {
  if (!Number.isInteger(index) || index < 0 || index >= lines.length) {
    throw new RangeError(`qsTo100: no line ${index} among ${lines.length}`);
  }
  let others = 0;
  for (let i = 0; i < lines.length; i++) if (i !== index) others += percentToUnits(lines[i]!.percent);
  const rest = HUNDRED_UNITS - others;
  const percent = rest > 0 ? unitsToPercent(rest) : 0;
  const copy = lines.slice();
  copy[index] = { ...lines[index]!, percent };
  return copy;
}
