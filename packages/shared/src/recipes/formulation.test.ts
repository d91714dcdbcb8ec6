import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALLERGEN_THRESHOLDS,
  EPSILON,
  PRODUCT_TYPES,
  PRODUCT_TYPE_SLUGS,
  costPerUnit,
  declarableAllergens,
  inciList,
  isProductType,
  isTotalValid,
  limitViolations,
  percentToUnits,
  qsTo100,
  rawMaterialCostPerKg,
  totalPercent,
  usageOf,
  validateFormulation,
  type FormulationLine,
  type ProductType,
  type Usage,
} from './formulation.ts';
import { complianceVerdict, type ComplianceRule, type Market } from '../compliance/compliance.ts';
import { testMarket, testRule } from '../compliance/compliance.fixtures.ts';

/* ---------------------------------------------------------------------------------------------- */
/* fixtures                                                                                        */
/* ---------------------------------------------------------------------------------------------- */

type Ingredient = Omit<FormulationLine, 'percent' | 'phase'>;

function ing(id: string, inciName: string, over: Partial<Ingredient> = {}): Ingredient {
  return {
    ingredientId: id,
    inciName,
    nameKo: inciName,
    nameEn: inciName,
    allergen: false,
    pricePerKg: 0,
    ...over,
  };
}
const line = (i: Ingredient, percent: number, phase: string | null = null): FormulationLine => ({ ...i, percent, phase });

const AQUA = ing('aqua', 'Water', { pricePerKg: 10 });
const GLYCERIN = ing('gly', 'Glycerin', { pricePerKg: 3_000 });
const BHA = ing('bha', 'Salicylic Acid', { pricePerKg: 40_000 });
const MI = ing('mi', 'Methylisothiazolinone', { pricePerKg: 25_000 });
const LIMONENE = ing('lim', 'Limonene', { allergen: true, pricePerKg: 20_000 });
const LINALOOL = ing('lin', 'Linalool', { allergen: true, pricePerKg: 30_000 });
const NIACINAMIDE = ing('nia', 'Niacinamide', { pricePerKg: 30_000 });
const BG = ing('bg', 'Butylene Glycol', { pricePerKg: 5_000 });

/** Rules of two test markets: salicylic acid 2 % leave-on / 3 % rinse-off; MI not in leave-on, 0.0015 % rinse-off. */
const RULES: ComplianceRule[] = [
  testRule({ market: 'KR', inciName: 'Salicylic Acid', kind: 'restricted', maxPercent: 2, exposures: ['leave-on'] }),
  testRule({ market: 'KR', inciName: 'Salicylic Acid', kind: 'restricted', maxPercent: 3, exposures: ['rinse-off'] }),
  testRule({ market: 'KR', inciName: 'Methylisothiazolinone', kind: 'prohibited', exposures: ['leave-on'] }),
  testRule({ market: 'KR', inciName: 'Methylisothiazolinone', kind: 'restricted', maxPercent: 0.0015, exposures: ['rinse-off'] }),
  testRule({ market: 'EU', inciName: 'Salicylic Acid', kind: 'restricted', maxPercent: 0.5, exposures: ['leave-on'] }),
];
const MARKET_INFO = [testMarket('KR'), testMarket('EU')];

/** The verdict of the lines as a product of `type` in `markets`, with `rules` (default: RULES). */
function verdictOf(lines: readonly FormulationLine[], type: ProductType, markets: Market[] = ['KR'], rules = RULES) {
  return complianceVerdict(
    {
      lines: lines.map((l) => ({ ingredientId: l.ingredientId, inciName: l.inciName, casNumber: null, percent: l.percent })),
      productType: type,
      markets,
    },
    { markets: MARKET_INFO, rules },
  );
}
/** A type of each usage, for the property tests. */
const TYPE_OF: Record<Usage, ProductType> = { 'leave-on': 'cream', 'rinse-off': 'shampoo' };

/* ---------------------------------------------------------------------------------------------- */
/* arbitraries                                                                                     */
/* ---------------------------------------------------------------------------------------------- */

/** A percent with at most 4 decimals, as the recipe schema allows. */
const percentArb = (maxUnits = 1_000_000) => fc.integer({ min: 0, max: maxUnits }).map((u) => u / 10_000);
/** a market's limit of an ingredient for one usage: none, not allowed (0) or a cap */
const limitArb = fc.oneof(fc.constant(null), fc.constant(0), percentArb(200_000));
type Limits = { maxLeaveOn: number | null; maxRinseOff: number | null };
type LimitedLine = FormulationLine & Limits;

/** A small catalogue: distinct ids and distinct INCI names. */
const catalogueArb = fc
  .uniqueArray(
    fc
      .record({
        ingredientId: fc.uuid(),
        inciName: fc.stringMatching(/^[A-Z][a-z]{1,8}( [A-Z][a-z]{1,8})?$/),
        maxLeaveOn: limitArb,
        maxRinseOff: limitArb,
        allergen: fc.boolean(),
        pricePerKg: fc.integer({ min: 0, max: 1_000_000 }),
      })
      .map((r) => ({ ...r, nameKo: r.inciName, nameEn: r.inciName })),
    { minLength: 1, maxLength: 12, selector: (r) => r.inciName.toUpperCase() },
  )
  .filter((c) => new Set(c.map((r) => r.ingredientId)).size === c.length);

/** Lines drawn from a catalogue (an ingredient may appear on several lines). */
const linesArb = (maxUnits = 300_000) =>
  catalogueArb.chain((cat) =>
    fc.array(
      fc
        .record({ k: fc.nat({ max: cat.length - 1 }), percent: percentArb(maxUnits) })
        .map(({ k, percent }): LimitedLine => ({ ...cat[k]!, percent, phase: null })),
      { maxLength: 20 },
    ),
  );
const usageArb = fc.constantFrom<Usage>('leave-on', 'rinse-off');

/** The 4-decimal sum, written independently: string arithmetic on fixed decimals. */
function decimalSum(percents: number[]): number {
  let units = 0n;
  for (const p of percents) {
    const [int, frac = ''] = p.toFixed(4).split('.');
    units += BigInt(int!) * 10_000n + BigInt(frac.padEnd(4, '0'));
  }
  return Number(units) / 10_000;
}

/** Splits line `k` into two lines of the same ingredient whose 4-decimal percents add up to it. */
function splitLine<L extends FormulationLine>(lines: L[], k: number, share: number): L[] {
  const l = lines[k]!;
  const u = Math.round(l.percent * 10_000);
  const a = Math.floor(u * share);
  return [...lines.slice(0, k), { ...l, percent: a / 10_000 }, ...lines.slice(k + 1), { ...l, percent: (u - a) / 10_000 }];
}

/** Merges every ingredient onto its first line. */
function mergeLines<L extends FormulationLine>(lines: L[]): L[] {
  const byId = new Map<string, L>();
  for (const l of lines) {
    const e = byId.get(l.ingredientId);
    if (e) e.percent = (Math.round(e.percent * 10_000) + Math.round(l.percent * 10_000)) / 10_000;
    else byId.set(l.ingredientId, { ...l });
  }
  return [...byId.values()];
}

/** One market's rules from the lines' limits: a cap per usage, 0 = prohibited in that usage. */
function rulesOf(lines: readonly LimitedLine[]): ComplianceRule[] {
  const seen = new Map<string, LimitedLine>();
  for (const l of lines) if (!seen.has(l.ingredientId)) seen.set(l.ingredientId, l);
  return [...seen.values()].flatMap((l) =>
    (['leave-on', 'rinse-off'] as const).flatMap((usage) => {
      const limit = usage === 'leave-on' ? l.maxLeaveOn : l.maxRinseOff;
      if (limit === null) return [];
      return [
        limit === 0
          ? testRule({ market: 'KR', inciName: l.inciName, kind: 'prohibited', exposures: [usage] })
          : testRule({ market: 'KR', inciName: l.inciName, kind: 'restricted', maxPercent: limit, exposures: [usage] }),
      ];
    }),
  );
}
const limitedVerdict = (lines: readonly LimitedLine[], usage: Usage, rules = rulesOf(lines)) =>
  verdictOf(lines, TYPE_OF[usage], ['KR'], rules);
const violationTotals = (lines: LimitedLine[], usage: Usage, rules = rulesOf(lines)) =>
  [...new Map(limitViolations(limitedVerdict(lines, usage, rules)).map((v) => [v.ingredientId, v.total])).entries()].sort();

/* ---------------------------------------------------------------------------------------------- */
/* product types                                                                                   */
/* ---------------------------------------------------------------------------------------------- */

describe('product types', () => {
  it('has unique slugs, each leave-on or rinse-off', () => {
    expect(new Set(PRODUCT_TYPE_SLUGS).size).toBe(PRODUCT_TYPES.length);
    for (const t of PRODUCT_TYPES) expect(['leave-on', 'rinse-off']).toContain(t.usage);
  });

  it.each<[ProductType, Usage]>([
    ['cream', 'leave-on'],
    ['toner', 'leave-on'],
    ['serum', 'leave-on'],
    ['essence', 'leave-on'],
    ['lotion', 'leave-on'],
    ['ampoule', 'leave-on'],
    ['eye-cream', 'leave-on'],
    ['sunscreen', 'leave-on'],
    ['mist', 'leave-on'],
    ['balm', 'leave-on'],
    ['hand-cream', 'leave-on'],
    ['body-lotion', 'leave-on'],
    ['mask-sheet', 'leave-on'],
    ['cleansing-water', 'leave-on'],
    ['cleansing-foam', 'rinse-off'],
    ['cleansing-oil', 'rinse-off'],
    ['shampoo', 'rinse-off'],
    ['conditioner', 'rinse-off'],
    ['body-wash', 'rinse-off'],
    ['wash-off-mask', 'rinse-off'],
  ])('%s is %s', (type, usage) => {
    expect(usageOf(type)).toBe(usage);
  });

  it('recognises slugs and treats an unknown one as leave-on (the stricter)', () => {
    expect(isProductType('shampoo')).toBe(true);
    expect(isProductType('toothpaste')).toBe(false);
    expect(usageOf('toothpaste' as ProductType)).toBe('leave-on');
  });
});

/* ---------------------------------------------------------------------------------------------- */
/* total                                                                                           */
/* ---------------------------------------------------------------------------------------------- */

describe('totalPercent / isTotalValid', () => {
  it('adds 0.1 + 0.2 + 99.7 to exactly 100, which is valid', () => {
    const total = totalPercent([{ percent: 0.1 }, { percent: 0.2 }, { percent: 99.7 }]);
    expect(total).toBe(100);
    expect(isTotalValid(total)).toBe(true);
  });

  it('avoids the drift of adding floating-point numbers', () => {
    expect(2.57 + 2.21 + 0.406 + 94.814).not.toBe(100); // 99.99999999999999
    expect(totalPercent([{ percent: 2.57 }, { percent: 2.21 }, { percent: 0.406 }, { percent: 94.814 }])).toBe(100);
    expect(0.1 + 0.2 + 0.3).not.toBe(0.6);
    expect(totalPercent([{ percent: 0.1 }, { percent: 0.2 }, { percent: 0.3 }])).toBe(0.6);
  });

  it('rounds each percent to 4 decimals, half up on the decimal value', () => {
    expect(percentToUnits(12.34565)).toBe(123457);
    expect(percentToUnits(1.00004)).toBe(10000);
    expect(totalPercent([{ percent: 50.00005 }, { percent: 49.99995 }])).toBe(100.0001);
    expect(totalPercent([])).toBe(0);
  });

  it('accepts 100 ± 0.001 inclusive and nothing beyond', () => {
    expect(EPSILON).toBe(0.001);
    for (const t of [100, 99.999, 100.001, 99.9995]) expect(isTotalValid(t)).toBe(true);
    for (const t of [100.0011, 99.9989, 99, 0, Number.NaN]) expect(isTotalValid(t)).toBe(false);
    expect(isTotalValid(totalPercent([{ percent: 60.0005 }, { percent: 40.0005 }]))).toBe(true);
    expect(isTotalValid(totalPercent([{ percent: 60.0005 }, { percent: 40.0006 }]))).toBe(false);
  });

  it('is order-independent and equals the 4-decimal sum', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(percentArb(), fc.nat()), { maxLength: 80 }), (pairs) => {
        const percents = pairs.map(([p]) => p);
        const lines = percents.map((percent) => ({ percent }));
        // a permutation: sort by the random keys
        const shuffled = [...pairs].sort((a, b) => a[1] - b[1]).map(([percent]) => ({ percent }));
        const total = totalPercent(lines);
        expect(totalPercent(shuffled)).toBe(total);
        expect(totalPercent([...lines].reverse())).toBe(total);
        expect(total).toBe(decimalSum(percents));
      }),
    );
  });
});

/* ---------------------------------------------------------------------------------------------- */
/* limits                                                                                          */
/* ---------------------------------------------------------------------------------------------- */

describe('limitViolations (from the verdict: the rules are the only limits)', () => {
  it('flags salicylic acid 2.5 % in a leave-on cream (KR max 2)', () => {
    const lines = [line(AQUA, 97.5), line(BHA, 2.5)];
    expect(limitViolations(verdictOf(lines, 'cream'))).toEqual([
      {
        index: 1,
        ingredientId: 'bha',
        inciName: 'Salicylic Acid',
        percent: 2.5,
        total: 2.5,
        limit: 2,
        market: 'KR',
        code: 'OVER_LIMIT',
        reference: 'ref',
      },
    ]);
  });

  it('accepts the same 2.5 % in a shampoo (rinse-off max 3), and exactly the limit', () => {
    expect(limitViolations(verdictOf([line(AQUA, 97.5), line(BHA, 2.5)], 'shampoo'))).toEqual([]);
    expect(limitViolations(verdictOf([line(BHA, 2)], 'cream'))).toEqual([]);
    expect(limitViolations(verdictOf([line(BHA, 2.0001)], 'cream'))).toHaveLength(1);
  });

  it('reports a prohibition with no limit', () => {
    const v = limitViolations(verdictOf([line(AQUA, 99.999), line(MI, 0.001)], 'cream'));
    expect(v).toMatchObject([{ index: 1, ingredientId: 'mi', limit: null, code: 'PROHIBITED', market: 'KR' }]);
    expect(limitViolations(verdictOf([line(MI, 0)], 'cream'))).toEqual([]); // a 0 % line is not a use
    expect(limitViolations(verdictOf([line(MI, 0.0015)], 'shampoo'))).toEqual([]);
    expect(limitViolations(verdictOf([line(MI, 0.0016)], 'shampoo'))).toHaveLength(1);
  });

  it('sums lines of the same ingredient and reports each of them', () => {
    const lines = [line(BHA, 1.2, 'A'), line(AQUA, 97.6), line(BHA, 1.2, 'B')];
    const v = limitViolations(verdictOf(lines, 'cream'));
    expect(v.map((x) => [x.index, x.percent, x.total])).toEqual([
      [0, 1.2, 2.4],
      [2, 1.2, 2.4],
    ]);
    expect(limitViolations(verdictOf([line(BHA, 1), line(BHA, 1)], 'cream'))).toEqual([]);
  });

  it('names each market a line fails in, in the markets’ order', () => {
    const v = limitViolations(verdictOf([line(AQUA, 97), line(BHA, 3)], 'cream', ['EU', 'KR']));
    expect(v.map((x) => [x.index, x.market, x.limit])).toEqual([
      [1, 'KR', 2],
      [1, 'EU', 0.5],
    ]);
    // 1 % passes Korea and fails the EU only
    expect(limitViolations(verdictOf([line(BHA, 1)], 'cream', ['KR', 'EU'])).map((x) => x.market)).toEqual(['EU']);
  });

  it('is empty without a verdict or without rules for the lines', () => {
    expect(limitViolations(null)).toEqual([]);
    expect(limitViolations(verdictOf([line(GLYCERIN, 100)], 'cream'))).toEqual([]);
  });

  it('flags exactly the ingredients over their limit (reference implementation)', () => {
    fc.assert(
      fc.property(linesArb(), usageArb, (lines, usage) => {
        const expected = new Set<string>();
        const sums = new Map<string, number>();
        for (const l of lines) sums.set(l.ingredientId, (sums.get(l.ingredientId) ?? 0) + Math.round(l.percent * 10_000));
        for (const l of lines) {
          const limit = usage === 'leave-on' ? l.maxLeaveOn : l.maxRinseOff;
          const units = sums.get(l.ingredientId)!;
          if (limit !== null && units > 0 && units > Math.round(limit * 10_000)) expected.add(l.ingredientId);
        }
        const v = limitViolations(limitedVerdict(lines, usage));
        expect(new Set(v.map((x) => x.ingredientId))).toEqual(expected);
        // every line of a violating ingredient that uses it (over 0 %) is reported, in order
        expect(v.map((x) => x.index)).toEqual(
          lines.flatMap((l, i) => (expected.has(l.ingredientId) && l.percent > 0 ? [i] : [])),
        );
      }),
    );
  });
});

/* ---------------------------------------------------------------------------------------------- */
/* allergens                                                                                       */
/* ---------------------------------------------------------------------------------------------- */

describe('declarableAllergens', () => {
  it('declares limonene 0.002 % in a leave-on product', () => {
    expect(declarableAllergens([line(AQUA, 99.998), line(LIMONENE, 0.002)], 'leave-on')).toEqual([
      { ingredientId: 'lim', inciName: 'Limonene', nameKo: 'Limonene', nameEn: 'Limonene', percent: 0.002, indexes: [1] },
    ]);
  });

  it('does not declare limonene 0.005 % in a rinse-off product', () => {
    expect(declarableAllergens([line(AQUA, 99.995), line(LIMONENE, 0.005)], 'rinse-off')).toEqual([]);
  });

  it('needs a concentration strictly above the threshold, lines summed', () => {
    expect(ALLERGEN_THRESHOLDS).toEqual({ 'leave-on': 0.001, 'rinse-off': 0.01 });
    expect(declarableAllergens([line(LIMONENE, 0.001)], 'leave-on')).toEqual([]);
    expect(declarableAllergens([line(LIMONENE, 0.0011)], 'leave-on')).toHaveLength(1);
    expect(declarableAllergens([line(LIMONENE, 0.01)], 'rinse-off')).toEqual([]);
    expect(declarableAllergens([line(LIMONENE, 0.006), line(LIMONENE, 0.005)], 'rinse-off')).toMatchObject([
      { percent: 0.011, indexes: [0, 1] },
    ]);
    expect(declarableAllergens([line(GLYCERIN, 5)], 'leave-on')).toEqual([]);
  });

  it('sorts by concentration descending, ties by INCI name', () => {
    const lines = [
      line(LIMONENE, 0.002),
      line(LINALOOL, 0.05),
      line({ ...LIMONENE, ingredientId: 'cit', inciName: 'Citral' }, 0.002),
    ];
    expect(declarableAllergens(lines, 'leave-on').map((a) => a.inciName)).toEqual(['Linalool', 'Citral', 'Limonene']);
  });

  it('declares exactly the allergens above the threshold', () => {
    fc.assert(
      fc.property(linesArb(200), usageArb, (lines, usage) => {
        const threshold = usage === 'leave-on' ? 10 : 100;
        const sums = new Map<string, number>();
        for (const l of lines)
          if (l.allergen) sums.set(l.ingredientId, (sums.get(l.ingredientId) ?? 0) + Math.round(l.percent * 10_000));
        const expected = [...sums]
          .filter(([, u]) => u > threshold)
          .map(([id]) => id)
          .sort();
        const got = declarableAllergens(lines, usage);
        expect(got.map((a) => a.ingredientId).sort()).toEqual(expected);
        for (let i = 1; i < got.length; i++) expect(got[i - 1]!.percent).toBeGreaterThanOrEqual(got[i]!.percent);
        for (const a of got) expect(a.percent).toBe(sums.get(a.ingredientId)! / 10_000);
      }),
    );
  });
});

/* ---------------------------------------------------------------------------------------------- */
/* cost                                                                                            */
/* ---------------------------------------------------------------------------------------------- */

describe('rawMaterialCostPerKg', () => {
  it('is Σ percent/100 × price per kg', () => {
    // 80 % × 10 + 15 % × 3000 + 5 % × 30000 = 8 + 450 + 1500
    expect(rawMaterialCostPerKg([line(AQUA, 80), line(GLYCERIN, 15), line(NIACINAMIDE, 5)])).toBe(1958);
  });

  it('rounds once at the end, half up', () => {
    // each line is 0.4 KRW: rounding per line would give 0, once at the end 1
    expect(rawMaterialCostPerKg([line(AQUA, 4), line(AQUA, 4), line(AQUA, 4)])).toBe(1); // 1.2
    expect(rawMaterialCostPerKg([line(AQUA, 5)])).toBe(1); // 0.5 → 1
    expect(rawMaterialCostPerKg([line(AQUA, 4.9999)])).toBe(0); // 0.499990
    expect(rawMaterialCostPerKg([line({ ...AQUA, pricePerKg: 3 }, 50)])).toBe(2); // 1.5 → 2
    expect(rawMaterialCostPerKg([line({ ...AQUA, pricePerKg: 1 }, 0.0001)])).toBe(0);
  });

  it('ignores lines at 0 % or below and works on drafts', () => {
    expect(rawMaterialCostPerKg([line(NIACINAMIDE, 0), line(NIACINAMIDE, -5), line(GLYCERIN, 50)])).toBe(1500);
    expect(rawMaterialCostPerKg([])).toBe(0);
  });

  it('stays exact for expensive materials', () => {
    const peptide = ing('pep', 'Palmitoyl Tripeptide-1', { pricePerKg: 1_000_000_000 });
    expect(rawMaterialCostPerKg([line(peptide, 0.0001)])).toBe(1000);
    expect(rawMaterialCostPerKg([line(peptide, 99.9999), line(AQUA, 0.0001)])).toBe(999_999_000);
  });

  it('is monotonic in each line’s price', () => {
    fc.assert(
      fc.property(linesArb(), fc.nat(), fc.integer({ min: 0, max: 1_000_000 }), (lines, k, extra) => {
        fc.pre(lines.length > 0);
        const i = k % lines.length;
        const dearer = lines.map((l, j) => (j === i ? { ...l, pricePerKg: l.pricePerKg + extra } : l));
        expect(rawMaterialCostPerKg(dearer)).toBeGreaterThanOrEqual(rawMaterialCostPerKg(lines));
      }),
    );
  });
});

describe('costPerUnit', () => {
  const lines = [line(AQUA, 80), line(GLYCERIN, 15), line(NIACINAMIDE, 5)]; // 1958 KRW/kg

  it('adds the bulk of one unit and its packaging', () => {
    // 50 ml × 1 g/ml = 0.05 kg × 1958 = 97.9 → 98; packaging 350 + 120 + 200
    expect(costPerUnit({ lines, fillMl: 50, packaging: { unitPrices: [350, 120, 200] } })).toEqual({
      bulk: 98,
      packaging: 670,
      total: 768,
    });
  });

  it('uses the density', () => {
    // 100 ml × 0.9 g/ml = 90 g → 176.22 → 176
    expect(costPerUnit({ lines, fillMl: 100, densityGPerMl: 0.9, packaging: { unitPrices: [] } })).toEqual({
      bulk: 176,
      packaging: 0,
      total: 176,
    });
  });

  it('rounds the bulk once from the unrounded cost per kg, half up', () => {
    const cheap = [line({ ...AQUA, pricePerKg: 3 }, 50)]; // 1.5 KRW/kg (rounded alone: 2)
    // 1 kg → 1.5 → 2; 3 kg → 4.5 → 5 (not 2 × 3 = 6)
    expect(costPerUnit({ lines: cheap, fillMl: 1000, packaging: { unitPrices: [] } }).bulk).toBe(2);
    expect(costPerUnit({ lines: cheap, fillMl: 3000, packaging: { unitPrices: [] } }).bulk).toBe(5);
    // 30 ml at 1.05 g/ml = 31.5 g × 1958 KRW/kg = 61.677 → 62
    expect(costPerUnit({ lines, fillMl: 30, densityGPerMl: 1.05, packaging: { unitPrices: [1] } })).toEqual({
      bulk: 62,
      packaging: 1,
      total: 63,
    });
  });

  it('gives a bulk of 0 without a fill', () => {
    expect(costPerUnit({ lines, fillMl: 0, packaging: { unitPrices: [500] } })).toEqual({ bulk: 0, packaging: 500, total: 500 });
  });
});

/* ---------------------------------------------------------------------------------------------- */
/* INCI list                                                                                       */
/* ---------------------------------------------------------------------------------------------- */

describe('inciList', () => {
  it('orders by descending concentration, ties by name, ≤ 1 % after, and merges lines', () => {
    const lines = [
      line(AQUA, 70),
      line(NIACINAMIDE, 5),
      line(GLYCERIN, 3),
      line(BG, 5), // tie with niacinamide → Butylene Glycol first
      line(GLYCERIN, 3), // merged: glycerin 6 %
      line(LINALOOL, 0.5),
      line(LIMONENE, 0.5), // tie in the tail → Limonene first
      line(BHA, 1), // exactly 1 %: in the tail, before the 0.5 % ones
      line(MI, 0), // excluded
    ];
    const list = inciList(lines);
    expect(list.names).toEqual(['Water', 'Glycerin', 'Butylene Glycol', 'Niacinamide', 'Salicylic Acid', 'Limonene', 'Linalool']);
    expect(list.text).toBe('Water, Glycerin, Butylene Glycol, Niacinamide, Salicylic Acid, Limonene, Linalool');
    expect(list.entries[1]).toEqual({ inciName: 'Glycerin', percent: 6 });
  });

  it('merges raw materials with the same INCI name (spelling of the first)', () => {
    const other = ing('gly-2', ' glycerin ', { pricePerKg: 2_500 });
    expect(inciList([line(GLYCERIN, 2), line(AQUA, 3), line(other, 2)]).names).toEqual(['Glycerin', 'Water']);
  });

  it('is empty without lines above 0 %', () => {
    expect(inciList([line(AQUA, 0)])).toEqual({ names: [], text: '', entries: [] });
  });

  it('is a permutation of the distinct ingredients above 0 %, > 1 % part descending and first', () => {
    fc.assert(
      fc.property(linesArb(), (lines) => {
        const { names, entries, text } = inciList(lines);
        const present = [...new Set(lines.filter((l) => l.percent > 0).map((l) => l.inciName))];
        expect([...names].sort()).toEqual(present.sort());
        expect(text).toBe(names.join(', '));
        const above = entries.filter((e) => e.percent > 1);
        for (let i = 1; i < above.length; i++) expect(above[i - 1]!.percent).toBeGreaterThanOrEqual(above[i]!.percent);
        const firstTail = entries.findIndex((e) => e.percent <= 1);
        if (firstTail >= 0) expect(entries.slice(firstTail).every((e) => e.percent <= 1)).toBe(true);
      }),
    );
  });
});

/* ---------------------------------------------------------------------------------------------- */
/* merging / splitting lines                                                                       */
/* ---------------------------------------------------------------------------------------------- */

describe('lines of the same ingredient', () => {
  it('splitting a line in two changes neither violations’ totals, the INCI list, allergens nor cost', () => {
    fc.assert(
      fc.property(linesArb(), usageArb, fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (lines, usage, k, share) => {
        fc.pre(lines.length > 0);
        const split = splitLine(lines, k % lines.length, share);
        const rules = rulesOf(lines);
        expect(violationTotals(split, usage, rules)).toEqual(violationTotals(lines, usage, rules));
        expect(inciList(split)).toEqual(inciList(lines));
        expect(rawMaterialCostPerKg(split)).toBe(rawMaterialCostPerKg(lines));
        expect(totalPercent(split)).toBe(totalPercent(lines));
        expect(declarableAllergens(split, usage).map((a) => [a.ingredientId, a.percent])).toEqual(
          declarableAllergens(lines, usage).map((a) => [a.ingredientId, a.percent]),
        );
      }),
    );
  });

  it('merging all lines of each ingredient changes nothing either', () => {
    fc.assert(
      fc.property(linesArb(), usageArb, (lines, usage) => {
        const merged = mergeLines(lines);
        const rules = rulesOf(lines);
        expect(violationTotals(merged, usage, rules)).toEqual(violationTotals(lines, usage, rules));
        expect(inciList(merged)).toEqual(inciList(lines));
        expect(rawMaterialCostPerKg(merged)).toBe(rawMaterialCostPerKg(lines));
        expect(validateFormulation(merged, usage, limitedVerdict(merged, usage, rules)).valid).toBe(
          validateFormulation(lines, usage, limitedVerdict(lines, usage, rules)).valid,
        );
      }),
    );
  });
});

/* ---------------------------------------------------------------------------------------------- */
/* validation and q.s.                                                                             */
/* ---------------------------------------------------------------------------------------------- */

describe('validateFormulation', () => {
  it('is valid at 100 % without violations, with allergens only informative', () => {
    const lines = [line(AQUA, 94.99), line(GLYCERIN, 3), line(BHA, 2), line(LIMONENE, 0.01)];
    const r = validateFormulation(lines, usageOf('serum'), verdictOf(lines, 'serum'));
    expect(r).toMatchObject({ total: 100, totalValid: true, violations: [], valid: true });
    expect(r.allergens.map((a) => a.inciName)).toEqual(['Limonene']);
  });

  it('is invalid with a violation or a wrong total', () => {
    const bha = [line(AQUA, 97.5), line(BHA, 2.5)];
    expect(validateFormulation(bha, 'leave-on', verdictOf(bha, 'cream'))).toMatchObject({ totalValid: true, valid: false });
    expect(validateFormulation(bha, 'rinse-off', verdictOf(bha, 'shampoo'))).toMatchObject({ valid: true });
    expect(validateFormulation([line(AQUA, 90)], 'leave-on', null)).toMatchObject({ total: 90, totalValid: false, valid: false });
    expect(validateFormulation([], 'leave-on', null)).toMatchObject({ total: 0, valid: false });
  });

  it('agrees with its parts', () => {
    fc.assert(
      fc.property(linesArb(), usageArb, (lines, usage) => {
        const verdict = limitedVerdict(lines, usage);
        const r = validateFormulation(lines, usage, verdict);
        expect(r.total).toBe(totalPercent(lines));
        expect(r.violations).toEqual(limitViolations(verdict));
        expect(r.valid).toBe(isTotalValid(r.total) && r.violations.length === 0);
      }),
    );
  });
});

describe('qsTo100', () => {
  it('gives the water line the rest to 100 %, exactly', () => {
    const lines = [line(AQUA, 0, 'A'), line(GLYCERIN, 0.1), line(NIACINAMIDE, 0.2), line(BG, 3.3333)];
    const out = qsTo100(lines, 0);
    expect(out[0]).toEqual({ ...lines[0], percent: 96.3667 });
    expect(totalPercent(out)).toBe(100);
    expect(out[1]).toBe(lines[1]); // other lines reused
    expect(lines[0]!.percent).toBe(0); // input untouched
  });

  it('clamps at 0 when the others exceed 100 %', () => {
    const out = qsTo100([line(AQUA, 10), line(GLYCERIN, 60), line(BG, 45)], 0);
    expect(out[0]!.percent).toBe(0);
    expect(isTotalValid(totalPercent(out))).toBe(false);
  });

  it('rejects an index that is not a line', () => {
    expect(() => qsTo100([line(AQUA, 1)], 1)).toThrow(RangeError);
    expect(() => qsTo100([], 0)).toThrow(RangeError);
  });

  it('always yields a valid total when the others sum to ≤ 100 %', () => {
    fc.assert(
      fc.property(fc.array(percentArb(), { minLength: 1, maxLength: 80 }), fc.nat(), (raw, k) => {
        const index = k % raw.length;
        // scale the others down so that they sum to at most 100 %
        const units = raw.map((p) => BigInt(Math.round(p * 10_000)));
        const sum = units.reduce((s, u, i) => (i === index ? s : s + u), 0n);
        const scaled = units.map((u, i) => Number(i === index || sum <= 1_000_000n ? u : (u * 1_000_000n) / sum) / 10_000);
        const lines = scaled.map((percent) => ({ percent }));
        const out = qsTo100(lines, index);
        expect(out[index]!.percent).toBeGreaterThanOrEqual(0);
        expect(totalPercent(out)).toBe(100);
        expect(isTotalValid(totalPercent(out))).toBe(true);
      }),
    );
  });
});
