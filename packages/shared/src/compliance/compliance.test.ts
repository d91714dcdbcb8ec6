import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_SLUGS, type ProductType } from '../recipes/formulation.ts';
import {
  MARKETS,
  PRODUCT_RULE,
  casNumbersOf,
  complianceVerdict,
  exposuresOf,
  indexRules,
  ruleApplies,
  rulesOfIngredient,
  type ComplianceLine,
  type ComplianceRule,
  type RuleSet,
  type VerdictStatus,
} from './compliance.ts';
import { casNumberSchema, complianceRuleInputSchema, targetMarketsSchema } from './compliance.schema.ts';
import { arbRuleFields, arbRulesOf, testLine, testMarket, testRule } from './compliance.fixtures.ts';

const market = testMarket;
const MARKET_INFO = [market('KR'), market('EU'), market('CN', false), market('US', false), market('ASEAN')];

const rule = testRule;

const MI = '2682-20-4';
const RULES: ComplianceRule[] = [
  rule({
    market: 'EU',
    inciName: 'Methylisothiazolinone',
    casNumbers: [MI],
    kind: 'restricted',
    maxPercent: 0.0015,
    exposures: ['rinse-off'],
  }),
  rule({ market: 'EU', inciName: 'Methylisothiazolinone', casNumbers: [MI], kind: 'prohibited', exposures: ['leave-on'] }),
  rule({ market: 'CN', inciName: 'Methylisothiazolinone', casNumbers: [MI], kind: 'restricted', maxPercent: 0.01 }),
  rule({ market: 'EU', inciName: 'Phenoxyethanol', casNumbers: ['122-99-6'], kind: 'restricted', maxPercent: 1 }),
  rule({
    market: 'EU',
    inciName: 'Salicylic Acid',
    casNumbers: ['69-72-7'],
    kind: 'restricted',
    maxPercent: 3,
    productTypes: ['shampoo'],
  }),
  rule({
    market: 'EU',
    inciName: 'Salicylic Acid',
    casNumbers: ['69-72-7'],
    kind: 'restricted',
    maxPercent: 2,
    exceptProductTypes: ['shampoo'],
  }),
  rule({
    market: 'EU',
    inciName: 'Salicylic Acid',
    casNumbers: ['69-72-7'],
    kind: 'restricted',
    exceptProductTypes: ['shampoo'],
    warning: 'Not to be used for children under 3 years of age.',
    warningEn: 'Not to be used for children under 3 years of age.',
  }),
  rule({ market: 'EU', inciName: 'Linalool', casNumbers: ['78-70-6'], kind: 'allergen' }),
  rule({ market: 'KR', inciName: 'Linalool', casNumbers: ['78-70-6'], kind: 'allergen' }),
  rule({ market: 'CN', inciName: 'Linalool', casNumbers: ['78-70-6'], kind: 'allergen' }),
  rule({ market: 'US', inciName: 'Talc', kind: 'conditional', conditions: 'asbestos-free' }),
  rule({ market: 'EU', inciName: 'Parabens (sum)', casNumbers: ['99-76-3', '120-47-8'], kind: 'restricted', maxPercent: 0.8 }),
];
const SET: RuleSet = { markets: MARKET_INFO, rules: RULES };

const line = testLine;
const water = line('water', 'Water', '7732-18-5', 80);
const verdict = (
  lines: ComplianceLine[],
  productType: ProductType,
  markets = [...MARKETS],
  forChildren = false,
  set: RuleSet = SET,
) => complianceVerdict({ lines, productType, markets, forChildren }, set);
const statusOf = (v: ReturnType<typeof verdict>, m: string) => v.markets.find((x) => x.market === m)!.status;

describe('the verdict per market', () => {
  it('a preservative allowed in China fails in the EU, and passes both once within the stricter limit', () => {
    const over = verdict([water, line('mi', 'Methylisothiazolinone', MI, 0.005)], 'shampoo', ['EU', 'CN']);
    expect(over.markets.map((m) => [m.market, m.status])).toEqual([
      ['EU', 'fail'],
      ['CN', 'pass'],
    ]);
    const f = over.markets[0]!.findings[0]!;
    expect(f).toMatchObject({ code: 'OVER_LIMIT', severity: 'fail', percent: 0.005, limit: 0.0015, lineIndexes: [1] });
    const fixed = verdict([water, line('mi', 'Methylisothiazolinone', MI, 0.0015)], 'shampoo', ['EU', 'CN']);
    expect(fixed.status).toBe('pass');
  });

  it('matches by CAS whatever the INCI spelling, and by INCI (case and spaces ignored) without a CAS', () => {
    const byCas = verdict([line('x', 'MIT solution', MI, 0.1)], 'shampoo', ['EU']);
    expect(byCas.status).toBe('fail');
    const byName = verdict([line('x', '  methylisothiazolinone ', null, 0.1)], 'shampoo', ['EU']);
    expect(byName.status).toBe('fail');
    expect(casNumbersOf('515-69-5 / 23089-26-1')).toEqual(['515-69-5', '23089-26-1']);
  });

  it('sums the lines of an ingredient, and a rule naming several CAS numbers limits their sum', () => {
    const split = verdict([line('p', 'Phenoxyethanol', '122-99-6', 0.6), line('p', 'Phenoxyethanol', '122-99-6', 0.6)], 'cream', [
      'EU',
    ]);
    expect(split.markets[0]!.findings[0]).toMatchObject({ code: 'OVER_LIMIT', percent: 1.2, lineIndexes: [0, 1] });
    const parabens = verdict([line('m', 'Methylparaben', '99-76-3', 0.4), line('e', 'Ethylparaben', '120-47-8', 0.41)], 'cream', [
      'EU',
    ]);
    expect(parabens.markets[0]!.findings[0]).toMatchObject({
      inciName: 'Parabens (sum)',
      percent: 0.81,
      ingredientIds: ['m', 'e'],
    });
  });

  it('label warnings (once each), allergens above the market threshold, none where the market asks for none', () => {
    const v = verdict([water, line('s', 'Salicylic Acid', '69-72-7', 1), line('l', 'Linalool', '78-70-6', 0.002)], 'cream', [
      'EU',
      'CN',
    ]);
    const eu = v.markets[0]!;
    expect(eu.labelWarnings.map((w) => w.text)).toEqual(['Not to be used for children under 3 years of age.']);
    expect(eu.allergens).toMatchObject([{ inciName: 'Linalool', percent: 0.002, lineIndexes: [2] }]);
    expect(eu.allergenThreshold).toBe(0.001);
    expect(v.markets[1]!.allergens).toEqual([]);
    expect(v.markets[1]!.allergenThreshold).toBeNull();
    // rinse-off: 0.002 % is under the 0.01 % threshold
    expect(verdict([line('l', 'Linalool', '78-70-6', 0.002)], 'shampoo', ['EU']).markets[0]!.allergens).toEqual([]);
  });

  it('conditions of use warn; markets come out in the usual order, each once', () => {
    const v = verdict([line('t', 'Talc', null, 5)], 'cream', ['US', 'KR', 'US']);
    expect(v.markets.map((m) => [m.market, m.status])).toEqual([
      ['KR', 'pass'],
      ['US', 'warning'],
    ]);
    expect(v.markets[1]!.findings[0]).toMatchObject({ code: 'CONDITIONS', conditions: 'asbestos-free' });
    expect(v.status).toBe('warning');
  });

  it('a rule that takes effect later only warns (UPCOMING)', () => {
    const later = {
      markets: MARKET_INFO,
      rules: [rule({ market: 'EU', inciName: 'X', kind: 'prohibited', effectiveFrom: '2030-01-01' })],
    };
    const v = complianceVerdict(
      { lines: [line('x', 'X', null, 1)], productType: 'cream', markets: ['EU'], asOf: '2026-11-25' },
      later,
    );
    expect(v.markets[0]).toMatchObject({ status: 'warning', findings: [{ code: 'UPCOMING' }] });
  });

  it('exposures: usage, lips are oral, mists are sprays, children when made for them', () => {
    expect(exposuresOf('lip-tint')).toEqual(['leave-on', 'oral']);
    expect(exposuresOf('mist', true)).toEqual(['leave-on', 'spray', 'children']);
    expect(exposuresOf('shampoo')).toEqual(['rinse-off']);
    expect(exposuresOf(null)).toEqual(['leave-on']);
  });

  it('the schemas: CAS check digits, markets once each, rule fields with translation keys', () => {
    expect(casNumberSchema.safeParse('122-99-6').success).toBe(true);
    expect(casNumberSchema.safeParse('122-99-7').success).toBe(false);
    expect(targetMarketsSchema.safeParse(['EU', 'EU']).success).toBe(false);
    expect(targetMarketsSchema.safeParse(['XX']).success).toBe(false);
    const bad = complianceRuleInputSchema.safeParse({
      market: 'EU',
      inciName: '',
      kind: 'allergen',
      maxPercent: 1,
      reference: 'x',
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['inciName', 'errors.required'],
        ['effectiveFrom', 'errors.invalidDate'],
      ]),
    );
  });
});

/* ------------------------------------------------ properties ------------------------------------------------ */

const SUBSTANCES = ['A', 'B', 'C', 'D'] as const;
const arbRule = fc.record(arbRuleFields(SUBSTANCES));
const arbRules = arbRulesOf(arbRule);
const arbLines = fc.array(fc.record({ s: fc.constantFrom(...SUBSTANCES), units: fc.integer({ min: 0, max: 200_000 }) }), {
  minLength: 1,
  maxLength: 8,
});
const toLines = (ls: { s: string; units: number }[]) => ls.map((l) => line(`ing-${l.s}`, l.s, null, l.units / 10_000));
const arbType = fc.constantFrom(...PRODUCT_TYPE_SLUGS);
const RANK: Record<VerdictStatus, number> = { pass: 0, warning: 1, fail: 2 };

describe('properties of the verdict', () => {
  it('is monotonic in concentration: raising a line never improves any market', () => {
    fc.assert(
      fc.property(
        arbRules,
        arbLines,
        arbType,
        fc.boolean(),
        fc.nat({ max: 7 }),
        fc.integer({ min: 1, max: 100_000 }),
        (rules, ls, type, kids, k, more) => {
          const set = { markets: MARKET_INFO, rules };
          const before = verdict(toLines(ls), type, [...MARKETS], kids, set);
          const raised = ls.map((l, i) => (i === k % ls.length ? { ...l, units: l.units + more } : l));
          const after = verdict(toLines(raised), type, [...MARKETS], kids, set);
          for (const m of MARKETS) expect(RANK[statusOf(after, m)]).toBeGreaterThanOrEqual(RANK[statusOf(before, m)]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('product-type scoping: a rule limited to other product types changes nothing', () => {
    fc.assert(
      fc.property(arbRules, arbLines, arbType, arbRule, (rules, ls, type, extra) => {
        const others = PRODUCT_TYPE_SLUGS.filter((t) => t !== type);
        const scoped = rule({
          ...extra,
          id: 'scoped',
          maxPercent: extra.kind === 'restricted' ? 0 : null,
          productTypes: others.slice(0, 5),
        });
        const a = verdict(toLines(ls), type, [...MARKETS], false, { markets: MARKET_INFO, rules });
        const b = verdict(toLines(ls), type, [...MARKETS], false, { markets: MARKET_INFO, rules: [...rules, scoped] });
        expect(b).toEqual(a);
        // and excluding the recipe's own type is the same as not having the rule
        const excepted = rule({ ...extra, id: 'except', maxPercent: null, exceptProductTypes: [type] });
        expect(verdict(toLines(ls), type, [...MARKETS], false, { markets: MARKET_INFO, rules: [...rules, excepted] })).toEqual(a);
        expect(ruleApplies(scoped, type, exposuresOf(type))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('prohibited beats everything: a prohibited, present substance fails its market and nothing else is said of it there', () => {
    fc.assert(
      fc.property(arbRules, arbLines, arbType, fc.constantFrom(...MARKETS), (rules, ls, type, m) => {
        const present = ls.find((l) => l.units > 0);
        fc.pre(present !== undefined);
        const ban = rule({ market: m, inciName: present.s, kind: 'prohibited', id: 'ban' });
        const v = verdict(toLines(ls), type, [...MARKETS], false, { markets: MARKET_INFO, rules: [...rules, ban] });
        const mv = v.markets.find((x) => x.market === m)!;
        expect(mv.status).toBe('fail');
        expect(v.status).toBe('fail');
        const id = `ing-${present.s}`;
        const about = mv.findings.filter((f) => f.ingredientIds.includes(id));
        expect(about.length).toBeGreaterThan(0);
        for (const f of about) expect(f.code).toBe('PROHIBITED');
        expect(mv.allergens.some((a) => a.ingredientId === id)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('the index is built once per rule set and gives the same verdict as a fresh one', () => {
    const a = indexRules(SET);
    expect(indexRules(SET)).toBe(a);
    const lines = [water, line('mi', 'Methylisothiazolinone', MI, 0.005)];
    expect(complianceVerdict({ lines, productType: 'shampoo', markets: ['EU'] }, a)).toEqual(
      complianceVerdict({ lines, productType: 'shampoo', markets: ['EU'] }, { ...SET }),
    );
  });
});

describe('rulesOfIngredient (what the catalogue shows as its limits)', () => {
  const set: RuleSet = {
    markets: MARKET_INFO,
    rules: [
      rule({ market: 'EU', inciName: 'Linalool', casNumbers: ['78-70-6'], kind: 'allergen' }),
      rule({ market: 'KR', inciName: 'Methylisothiazolinone', casNumbers: [MI], kind: 'restricted', maxPercent: 0.0015 }),
      rule({ market: 'EU', inciName: 'Methylisothiazolinone', casNumbers: [MI], kind: 'prohibited', exposures: ['leave-on'] }),
      rule({ market: 'KR', inciName: 'Linalool', casNumbers: ['78-70-6'], kind: 'allergen' }),
      rule({
        market: 'EU',
        inciName: 'Benzoic Acid',
        casNumbers: ['65-85-0'],
        kind: 'restricted',
        maxPercent: 0.5,
        expressedAs: 'benzoic-acid',
      }),
    ],
  };
  const of = (i: { inciName: string; casNumber: string | null }, k: { inciName: string; casNumber: string | null }[] = []) =>
    rulesOfIngredient(set, i, k).map(({ rule: r, via }) => [r.market, r.inciName, r.kind, via]);

  it('finds the rules by CAS or INCI name, in market order, each once', () => {
    expect(of({ inciName: 'Methylisothiazolinone', casNumber: MI })).toEqual([
      ['KR', 'Methylisothiazolinone', 'restricted', null],
      ['EU', 'Methylisothiazolinone', 'prohibited', null],
    ]);
    expect(of({ inciName: 'methylisothiazolinone  ', casNumber: null })).toHaveLength(2);
    expect(of({ inciName: 'Water', casNumber: '7732-18-5' })).toEqual([]);
  });

  it('a salt finds the limit expressed as its acid', () => {
    expect(of({ inciName: 'Sodium Benzoate', casNumber: '532-32-1' })).toEqual([['EU', 'Benzoic Acid', 'restricted', null]]);
  });

  it("a mixture's constituents bring theirs, named by the constituent", () => {
    expect(
      of({ inciName: 'Lavandula Angustifolia Oil', casNumber: '8000-28-0' }, [{ inciName: 'Linalool', casNumber: '78-70-6' }]),
    ).toEqual([
      ['KR', 'Linalool', 'allergen', 'Linalool'],
      ['EU', 'Linalool', 'allergen', 'Linalool'],
    ]);
  });
});

describe('product rules (a label warning of a kind of product, whatever its formula)', () => {
  const set: RuleSet = {
    markets: MARKET_INFO,
    rules: [
      rule({
        market: 'US',
        inciName: PRODUCT_RULE,
        kind: 'conditional',
        exposures: ['aerosol'],
        warning: 'Contents under pressure.',
      }),
      rule({ market: 'KR', inciName: PRODUCT_RULE, kind: 'conditional', warning: '어린이의 손이 닿지 않는 곳에 보관할 것' }),
      rule({
        market: 'KR',
        inciName: PRODUCT_RULE,
        kind: 'conditional',
        productTypes: ['shampoo'],
        warning: '눈에 들어갔을 때에는 즉시 씻어낼 것',
        effectiveFrom: '2030-01-01',
      }),
    ],
  };
  const glycerin: ComplianceLine = { ingredientId: 'g', inciName: 'Glycerin', casNumber: '56-81-5', percent: 5 };
  const warnings = (productType: ProductType, lines = [glycerin], asOf = '2026-11-28') =>
    Object.fromEntries(
      complianceVerdict({ lines, productType, markets: ['KR', 'US'], asOf }, set).markets.map((m) => [
        m.market,
        m.labelWarnings.map((w) => [w.inciName, w.text]),
      ]),
    );

  it('applies to every formula of its scope, never changes the status, and names no substance', () => {
    expect(warnings('aerosol-mist')).toEqual({
      KR: [['*', '어린이의 손이 닿지 않는 곳에 보관할 것']],
      US: [['*', 'Contents under pressure.']],
    });
    expect(warnings('mist').US).toEqual([]); // a pump is not a pressurized container
    const v = complianceVerdict({ lines: [glycerin], productType: 'aerosol-mist', markets: ['US'] }, set);
    expect(v.markets[0]).toMatchObject({ status: 'pass', findings: [] });
  });

  it('not before it applies, and not for a formula without a line', () => {
    expect(warnings('shampoo').KR).toHaveLength(1);
    expect(warnings('shampoo', [glycerin], '2030-01-01').KR).toHaveLength(2);
    expect(warnings('aerosol-mist', [])).toEqual({ KR: [], US: [] });
  });

  it('is never a limit of a substance: the catalogue shows none for any ingredient', () => {
    expect(rulesOfIngredient(set, { inciName: '*', casNumber: null })).toEqual([]);
  });

  it('the schema keeps it to a warning: no CAS, no cap, no prohibition, a text', () => {
    const base = { market: 'US', inciName: '*', kind: 'conditional', reference: 'r', effectiveFrom: '2020-01-01', warning: 'w' };
    expect(complianceRuleInputSchema.safeParse(base).success).toBe(true);
    for (const [over, path] of [
      [{ casNumbers: ['56-81-5'] }, 'casNumbers'],
      [{ maxPercent: 1 }, 'maxPercent'],
      [{ kind: 'prohibited' }, 'kind'],
      [{ warning: '' }, 'warning'],
    ] as const) {
      const r = complianceRuleInputSchema.safeParse({ ...base, ...over });
      expect(r.success, path).toBe(false);
      expect(
        r.error?.issues.map((i) => i.path.join('.')),
        path,
      ).toContain(path);
    }
  });
});
