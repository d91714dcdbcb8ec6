/**
 * Issue 22: the verdict on substances — compositions, "expressed as" conversions, positive scopes,
 * "not with", children's ages and shelf dates — with realistic cases, then their properties.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_SLUGS, type ProductType } from '../recipes/formulation.ts';
import {
  MARKETS,
  complianceVerdict,
  exposuresOf,
  type ComplianceInput,
  type ComplianceLine,
  type ComplianceRule,
  type MarketInfo,
  type RuleSet,
  type VerdictStatus,
} from './compliance.ts';
import { complianceRuleInputSchema, storedVerdictSchema } from './compliance.schema.ts';
import { arbRuleFields, arbRulesOf, testLine, testMarket, testRule } from './compliance.fixtures.ts';
import { SUBSTANCE_FAMILIES } from './families.ts';

const market = (code: MarketInfo['code']): MarketInfo => testMarket(code);
const MARKET_INFO = MARKETS.map((m) => market(m));

const rule = testRule;
const line = testLine;
const water = line('water', 'Water', '7732-18-5', 70);
/** one rule set object per rules array, so that its index is built once (as the editor does) */
const sets = new WeakMap<ComplianceRule[], RuleSet>();
const setOf = (rules: ComplianceRule[]) => {
  let set = sets.get(rules);
  if (!set) sets.set(rules, (set = { markets: MARKET_INFO, rules }));
  return set;
};
const check = (
  rules: ComplianceRule[],
  lines: ComplianceLine[],
  productType: ProductType,
  extra: Partial<ComplianceInput> = {},
) => complianceVerdict({ lines, productType, markets: [...MARKETS], asOf: '2026-11-28', ...extra }, setOf(rules));
const inMarket = (v: ReturnType<typeof check>, m: string) => v.markets.find((x) => x.market === m)!;

/* ------------------------------------------------ expressed as ------------------------------------------------ */

const BENZOIC = rule({
  market: 'EU',
  inciName: 'Benzoic Acid',
  casNumbers: ['65-85-0'],
  kind: 'restricted',
  maxPercent: 0.5,
  expressedAs: 'benzoic-acid',
  reference: 'Reg. (EC) 1223/2009 Annex V/1',
  sourceUrl: 'https://eur-lex.europa.eu/eli/reg/2009/1223/oj#anx_V',
});
const RETINOL = rule({
  market: 'EU',
  inciName: 'Retinol',
  casNumbers: ['68-26-8', '11103-57-4'],
  kind: 'restricted',
  maxPercent: 0.05,
  productTypes: ['body-lotion'],
  expressedAs: 'retinol',
});

describe('limits expressed as a parent substance', () => {
  it('sodium benzoate 0.5 % is 0.424 % benzoic acid: under a 0.5 % acid limit it passes', () => {
    const v = check([BENZOIC], [water, line('nab', 'Sodium Benzoate', '532-32-1', 0.5)], 'cream');
    expect(inMarket(v, 'EU').status).toBe('pass');
    // over the limit, the finding carries both amounts and where the substance came from
    const over = inMarket(check([BENZOIC], [water, line('nab', 'Sodium Benzoate', '532-32-1', 0.6)], 'cream'), 'EU');
    expect(over.status).toBe('fail');
    const f = over.findings[0]!;
    expect(f).toMatchObject({ code: 'OVER_LIMIT', percent: 0.6, limit: 0.5, lineIndexes: [1], ingredientIds: ['nab'] });
    expect(f.convertedPercent).toBeCloseTo((0.6 * 122.12) / 144.1, 9);
    expect(f.sources).toEqual([{ lineIndex: 1, ingredientId: 'nab', viaConstituent: null, percent: 0.6 }]);
  });

  it('every member of the family counts, not only the CAS numbers the rule lists, and they are summed as acid', () => {
    // 0.3 % acid + 0.3 % potassium benzoate (0.229 % as acid) = 0.529 % > 0.5 %
    const v = check(
      [BENZOIC],
      [line('ba', 'Benzoic Acid', '65-85-0', 0.3), line('kb', 'Potassium Benzoate', '582-25-2', 0.3)],
      'cream',
    );
    const f = inMarket(v, 'EU').findings[0]!;
    expect(f.code).toBe('OVER_LIMIT');
    expect(f.percent).toBe(0.6);
    expect(f.convertedPercent).toBeCloseTo(0.3 + (0.3 * 122.12) / 160.21, 9);
    expect(f.ingredientIds).toEqual(['ba', 'kb']);
    // by INCI name alone (no CAS on the catalogue entry) too
    expect(inMarket(check([BENZOIC], [line('x', 'sodium  benzoate', null, 0.6)], 'cream'), 'EU').status).toBe('fail');
    // a rule without expressedAs converts nothing: sodium benzoate is not benzoic acid there
    const plain = { ...BENZOIC, id: 'plain', expressedAs: null };
    expect(inMarket(check([plain], [line('nab', 'Sodium Benzoate', '532-32-1', 0.6)], 'cream'), 'EU').status).toBe('pass');
  });

  it('retinyl palmitate is counted in retinol equivalents (body lotion 0.05 % RE)', () => {
    // 0.08 % retinyl palmitate = 0.0437 % RE: passes; 0.1 % = 0.0546 % RE: fails
    expect(inMarket(check([RETINOL], [line('rp', 'Retinyl Palmitate', '79-81-2', 0.08)], 'body-lotion'), 'EU').status).toBe(
      'pass',
    );
    const f = inMarket(check([RETINOL], [line('rp', 'Retinyl Palmitate', '79-81-2', 0.1)], 'body-lotion'), 'EU').findings[0]!;
    expect(f).toMatchObject({ code: 'OVER_LIMIT', percent: 0.1, limit: 0.05 });
    expect(f.convertedPercent).toBeCloseTo((0.1 * 286.5) / 524.9, 9);
    // the entry's second CAS matches retinol itself
    expect(inMarket(check([RETINOL], [line('r', 'Retinol', '11103-57-4', 0.06)], 'body-lotion'), 'EU').status).toBe('fail');
  });

  it('parabens: the propyl/butyl cap (as acid) does not count methylparaben', () => {
    const v12a = rule({
      market: 'EU',
      inciName: 'Propylparaben, Butylparaben',
      kind: 'restricted',
      maxPercent: 0.14,
      expressedAs: 'parabens-propyl-butyl',
    });
    const lines = [line('m', 'Methylparaben', '99-76-3', 0.3), line('p', 'Propylparaben', '94-13-3', 0.15)];
    // 0.15 % propylparaben = 0.115 % as 4-hydroxybenzoic acid
    expect(inMarket(check([v12a], lines, 'cream'), 'EU').status).toBe('pass');
    const f = inMarket(check([v12a], [...lines, line('b', 'Sodium Butylparaben', '36457-20-2', 0.05)], 'cream'), 'EU')
      .findings[0]!;
    expect(f.ingredientIds).toEqual(['p', 'b']);
    expect(f.convertedPercent).toBeCloseTo((0.15 * 138.12) / 180.2 + (0.05 * 138.12) / 216.21, 9);
  });
});

/* ------------------------------------------------ positive scope ------------------------------------------------ */

const FACE = ['toner', 'essence', 'serum', 'ampoule', 'lotion', 'cream', 'eye-cream', 'face-oil', 'sleeping-mask'];
const KOJIC = rule({
  market: 'EU',
  inciName: 'Kojic Acid',
  casNumbers: ['501-30-4'],
  kind: 'restricted',
  maxPercent: 1,
  productTypes: [...FACE, 'hand-cream'],
  exposures: ['leave-on'],
  positiveScope: true,
  reference: 'Reg. (EU) 2024/996, Annex III/... kojic acid',
});
const ALPHA_ARBUTIN = [
  rule({
    market: 'EU',
    inciName: 'Alpha-Arbutin',
    casNumbers: ['84380-01-8'],
    kind: 'restricted',
    maxPercent: 2,
    productTypes: ['cream'],
    positiveScope: true,
  }),
  rule({
    market: 'EU',
    inciName: 'Alpha-Arbutin',
    casNumbers: ['84380-01-8'],
    kind: 'restricted',
    maxPercent: 0.5,
    productTypes: ['body-lotion'],
    positiveScope: true,
  }),
];

describe('positive scope: allowed only in the uses the rules name', () => {
  it('kojic acid in a body lotion fails NOT_ALLOWED_IN_TYPE; in a face cream up to 1 % it passes', () => {
    const body = inMarket(check([KOJIC], [water, line('k', 'Kojic Acid', '501-30-4', 0.5)], 'body-lotion'), 'EU');
    expect(body.status).toBe('fail');
    expect(body.findings).toHaveLength(1);
    expect(body.findings[0]).toMatchObject({
      code: 'NOT_ALLOWED_IN_TYPE',
      inciName: 'Kojic Acid',
      limit: null,
      percent: 0.5,
      lineIndexes: [1],
    });
    expect(body.findings[0]!.allowedIn).toEqual([
      { productTypes: [...FACE, 'hand-cream'], exposures: ['leave-on'], childrenUnder: null },
    ]);
    expect(inMarket(check([KOJIC], [line('k', 'Kojic Acid', '501-30-4', 1)], 'cream'), 'EU').status).toBe('pass');
    expect(inMarket(check([KOJIC], [line('k', 'Kojic Acid', '501-30-4', 1.2)], 'hand-cream'), 'EU').findings[0]!.code).toBe(
      'OVER_LIMIT',
    );
    // and only in that market
    expect(inMarket(check([KOJIC], [line('k', 'Kojic Acid', '501-30-4', 0.5)], 'body-lotion'), 'KR').status).toBe('pass');
  });

  it('alpha-arbutin: face cream 2 %, body lotion 0.5 %, nothing else — the rules of one substance form one scope', () => {
    const at = (t: ProductType, pct: number) =>
      inMarket(check(ALPHA_ARBUTIN, [line('a', 'Alpha-Arbutin', '84380-01-8', pct)], t), 'EU');
    expect(at('cream', 2).status).toBe('pass');
    expect(at('body-lotion', 0.5).status).toBe('pass');
    expect(at('body-lotion', 0.6).findings.map((f) => f.code)).toEqual(['OVER_LIMIT']);
    const toner = at('toner', 0.1);
    expect(toner.findings.map((f) => f.code)).toEqual(['NOT_ALLOWED_IN_TYPE']);
    expect(toner.findings[0]!.allowedIn!.map((a) => a.productTypes)).toEqual([['cream'], ['body-lotion']]);
  });

  it('a scope that takes effect later warns as UPCOMING, with the date it starts', () => {
    const later = { ...KOJIC, id: 'later', effectiveFrom: '2027-02-01', sellOffUntil: '2027-11-01' };
    const v = inMarket(check([later], [line('k', 'Kojic Acid', '501-30-4', 0.5)], 'body-lotion'), 'EU');
    expect(v.status).toBe('warning');
    expect(v.findings[0]).toMatchObject({ code: 'UPCOMING', effectiveFrom: '2027-02-01', sellOffUntil: '2027-11-01' });
  });

  it('a prohibition beats the scope: nothing else is said of the substance', () => {
    const ban = rule({ market: 'EU', inciName: 'Kojic Acid', casNumbers: ['501-30-4'], kind: 'prohibited' });
    const v = inMarket(check([KOJIC, ban], [line('k', 'Kojic Acid', '501-30-4', 0.5)], 'body-lotion'), 'EU');
    expect(v.findings.map((f) => f.code)).toEqual(['PROHIBITED']);
  });
});

/* ------------------------------------------------ not with ------------------------------------------------ */

const MI = '2682-20-4';
const MCI = '26172-55-4';
/** a commercial MCI/MI 3:1 blend: 1.5 % actives in water (typical supplier specification) */
const BLEND = (percent: number) =>
  line('kathon', 'Methylchloroisothiazolinone, Methylisothiazolinone', '55965-84-9', percent, [
    { inciName: 'Methylchloroisothiazolinone', casNumber: MCI, percent: 1.125 },
    { inciName: 'Methylisothiazolinone', casNumber: MI, percent: 0.375 },
    { inciName: 'Magnesium Nitrate', casNumber: '10377-60-3', percent: 1.5 },
  ]);
const KR_MI = rule({
  market: 'KR',
  inciName: 'Methylisothiazolinone',
  casNumbers: [MI],
  kind: 'restricted',
  maxPercent: 0.0095,
  exposures: ['rinse-off'],
  notWith: ['55965-84-9', 'Methylchloroisothiazolinone'],
});
const KR_MIX = rule({
  market: 'KR',
  inciName: 'Methylchloroisothiazolinone, Methylisothiazolinone',
  casNumbers: [MCI, MI, '55965-84-9'],
  kind: 'restricted',
  maxPercent: 0.0015,
  exposures: ['rinse-off'],
});

describe('not to be used with', () => {
  it('MI beside an MCI/MI blend fails NOT_WITH; the MI inside the blend alone does not', () => {
    const both = inMarket(check([KR_MI], [water, line('mi', 'Methylisothiazolinone', MI, 0.005), BLEND(0.05)], 'shampoo'), 'KR');
    expect(both.status).toBe('fail');
    const f = both.findings.find((x) => x.code === 'NOT_WITH')!;
    expect(f.conflictsWith).toEqual(['Methylchloroisothiazolinone, Methylisothiazolinone']);
    // its sources: the MI line and the MI of the blend
    expect(f.sources).toEqual([
      { lineIndex: 1, ingredientId: 'mi', viaConstituent: null, percent: 0.005 },
      { lineIndex: 2, ingredientId: 'kathon', viaConstituent: 'Methylisothiazolinone', percent: 0.0001875 },
    ]);
    expect(inMarket(check([KR_MI], [water, BLEND(0.05)], 'shampoo'), 'KR').status).toBe('pass');
    expect(inMarket(check([KR_MI], [water, line('mi', 'Methylisothiazolinone', MI, 0.005)], 'shampoo'), 'KR').status).toBe(
      'pass',
    );
  });

  it('a blend is judged on its actives: 0.05 % of a 1.5 % blend is 0.00075 %, under a 0.0015 % mixture cap', () => {
    expect(inMarket(check([KR_MIX], [water, BLEND(0.05)], 'shampoo'), 'KR').status).toBe('pass');
    const over = inMarket(check([KR_MIX], [water, BLEND(0.12)], 'shampoo'), 'KR').findings[0]!;
    expect(over.code).toBe('OVER_LIMIT');
    expect(over.percent).toBeCloseTo(0.0018, 10);
    expect(over.sources.map((s) => s.viaConstituent)).toEqual(['Methylchloroisothiazolinone', 'Methylisothiazolinone']);
  });
});

/* ------------------------------------------------ compositions ------------------------------------------------ */

const LAVENDER = (percent: number) =>
  line('lavender', 'Lavandula Angustifolia Oil', '8000-28-0', percent, [
    { inciName: 'Linalool', casNumber: '78-70-6', percent: 30 },
    { inciName: 'Linalyl Acetate', casNumber: '115-95-7', percent: 35 },
    { inciName: 'Limonene', casNumber: '5989-27-5', percent: 0.5 },
  ]);
const PARFUM = (percent: number) =>
  line('parfum', 'Parfum', null, percent, [
    { inciName: 'Linalool', casNumber: '78-70-6', percent: 5 },
    { inciName: 'Hexyl Cinnamal', casNumber: '101-86-0', percent: 10 },
  ]);
const ALLERGENS = [
  rule({ market: 'EU', inciName: 'Linalool', casNumbers: ['78-70-6'], kind: 'allergen', reference: 'Annex III/84' }),
  rule({ market: 'EU', inciName: 'Hexyl Cinnamal', casNumbers: ['101-86-0'], kind: 'allergen' }),
  rule({ market: 'EU', inciName: 'Limonene', casNumbers: ['5989-27-5'], kind: 'allergen' }),
];

describe('compositions: the verdict and the allergens are on substances', () => {
  it('linalool from lavender oil and from a fragrance add up over the declaration threshold', () => {
    // 0.002 % lavender oil → 0.0006 % linalool; 0.01 % parfum → 0.0005 %: each under 0.001 %, together over
    const alone = inMarket(check(ALLERGENS, [water, LAVENDER(0.002)], 'cream'), 'EU');
    expect(alone.allergens).toEqual([]);
    const both = inMarket(check(ALLERGENS, [water, LAVENDER(0.002), PARFUM(0.01)], 'cream'), 'EU');
    const linalool = both.allergens.find((a) => a.inciName === 'Linalool')!;
    expect(linalool.percent).toBeCloseTo(0.0011, 10);
    expect(linalool.lineIndexes).toEqual([1, 2]);
    expect(linalool.sources).toEqual([
      { lineIndex: 1, ingredientId: 'lavender', viaConstituent: 'Linalool', percent: 0.0006 },
      { lineIndex: 2, ingredientId: 'parfum', viaConstituent: 'Linalool', percent: 0.0005 },
    ]);
    // hexyl cinnamal at exactly 0.001 % is not above the threshold
    expect(both.allergens.map((a) => a.inciName)).toEqual(['Linalool']);
  });

  it('an allergen or label duty that starts later is not owed yet', () => {
    const later = [
      rule({ market: 'EU', inciName: 'Menthol', casNumbers: ['89-78-1'], kind: 'allergen', effectiveFrom: '2026-07-31' }),
      rule({
        market: 'EU',
        inciName: 'Menthol',
        casNumbers: ['89-78-1'],
        kind: 'restricted',
        warning: 'W',
        warningEn: 'W',
        effectiveFrom: '2026-07-31',
      }),
    ];
    const at = (asOf: string) => inMarket(check(later, [line('m', 'Menthol', '89-78-1', 0.002)], 'cream', { asOf }), 'EU');
    expect(at('2026-07-30')).toMatchObject({ allergens: [], labelWarnings: [], status: 'pass' });
    expect(at('2026-07-31').allergens.map((a) => a.inciName)).toEqual(['Menthol']);
    expect(at('2026-07-31').labelWarnings.map((w) => w.text)).toEqual(['W']);
    // conditions announced for later warn as UPCOMING until then
    const revision = [
      rule({ market: 'CN', inciName: 'Menthol', kind: 'conditional', conditions: 'revised', effectiveFrom: '2028-01-01' }),
    ];
    const cn = (asOf: string) => inMarket(check(revision, [line('m', 'Menthol', null, 0.5)], 'cream', { asOf }), 'CN').findings;
    expect(cn('2026-11-28').map((f) => [f.code, f.severity])).toEqual([['UPCOMING', 'warning']]);
    expect(cn('2028-01-01').map((f) => [f.code, f.severity])).toEqual([['CONDITIONS', 'warning']]);
  });

  it('a substance added as a line and as a constituent is one substance', () => {
    const v = inMarket(check(ALLERGENS, [line('lin', 'Linalool', '78-70-6', 0.0008), PARFUM(0.01)], 'cream'), 'EU');
    expect(v.allergens).toHaveLength(1);
    expect(v.allergens[0]).toMatchObject({ inciName: 'Linalool', ingredientId: 'lin', percent: 0.0013, lineIndexes: [0, 1] });
  });
});

/* ------------------------------------------------ children ------------------------------------------------ */

describe('products for children: an age, not one flag', () => {
  const KR_SALICYLIC = rule({
    market: 'KR',
    inciName: 'Salicylic Acid',
    casNumbers: ['69-72-7'],
    kind: 'prohibited',
    childrenUnder: 13,
    exceptProductTypes: ['shampoo'],
    expressedAs: 'salicylic-acid',
  });
  const sal = [line('s', 'Salicylic Acid', '69-72-7', 0.5)];

  it('Korea: salicylic acid not in products for children under 13 (shampoo excepted)', () => {
    expect(inMarket(check([KR_SALICYLIC], sal, 'lotion', { forChildren: true, childrenAge: 10 }), 'KR').status).toBe('fail');
    expect(inMarket(check([KR_SALICYLIC], sal, 'lotion', { forChildren: true }), 'KR').status).toBe('fail');
    expect(inMarket(check([KR_SALICYLIC], sal, 'lotion', { forChildren: true, childrenAge: 13 }), 'KR').status).toBe('pass');
    expect(inMarket(check([KR_SALICYLIC], sal, 'lotion'), 'KR').status).toBe('pass');
    expect(inMarket(check([KR_SALICYLIC], sal, 'shampoo', { forChildren: true, childrenAge: 5 }), 'KR').status).toBe('pass');
    // its salts too (expressed as salicylic acid)
    const salt = [line('ns', 'Sodium Salicylate', '54-21-7', 0.1)];
    expect(inMarket(check([KR_SALICYLIC], salt, 'lotion', { forChildren: true, childrenAge: 4 }), 'KR').status).toBe('fail');
  });

  it('the children exposure keeps meaning "under 3"', () => {
    expect(exposuresOf('cream', true)).toContain('children');
    expect(exposuresOf('cream', true, 2)).toContain('children');
    expect(exposuresOf('cream', true, 3)).not.toContain('children');
    const euKids = rule({ market: 'EU', inciName: 'X', kind: 'prohibited', exposures: ['children'] });
    expect(
      inMarket(check([euKids], [line('x', 'X', null, 1)], 'cream', { forChildren: true, childrenAge: 6 }), 'EU').status,
    ).toBe('pass');
    expect(
      inMarket(check([euKids], [line('x', 'X', null, 1)], 'cream', { forChildren: true, childrenAge: 1 }), 'EU').status,
    ).toBe('fail');
  });
});

/* ------------------------------------------------ schemas ------------------------------------------------ */

describe('the rule schema: new fields strict, old data still parses', () => {
  const base = {
    market: 'KR',
    inciName: 'Methylisothiazolinone',
    kind: 'restricted',
    maxPercent: 0.0095,
    reference: 'x',
    effectiveFrom: '2020-01-01',
  };
  const errors = (extra: object) =>
    complianceRuleInputSchema.safeParse({ ...base, ...extra }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('defaults for a rule written before issue 22', () => {
    expect(complianceRuleInputSchema.parse(base)).toMatchObject({
      positiveScope: false,
      expressedAs: null,
      notWith: [],
      childrenUnder: null,
      sellOffUntil: null,
      verifiedOn: null,
      consolidatedVersion: '',
    });
  });

  it('refuses what is not a substance, an age or a day, with translation keys', () => {
    expect(errors({ notWith: ['55965-84-9', 'Methylchloroisothiazolinone'] })).toEqual([]);
    expect(errors({ notWith: ['55965-84-8'] })).toEqual([['notWith.0', 'errors.cas']]);
    expect(errors({ notWith: ['  '] })).toEqual([['notWith.0', 'errors.required']]);
    expect(errors({ notWith: ['123-45'] })).toEqual([['notWith.0', 'errors.cas']]);
    expect(errors({ childrenUnder: 0 })).toEqual([['childrenUnder', 'errors.tooSmall']]);
    expect(errors({ childrenUnder: 19 })).toEqual([['childrenUnder', 'errors.tooBig']]);
    expect(errors({ childrenUnder: 2.5 })).toEqual([['childrenUnder', 'errors.integer']]);
    expect(errors({ verifiedOn: '2026-02-30' })).toEqual([['verifiedOn', 'errors.invalidDate']]);
    expect(errors({ sellOffUntil: '0000-01-01' })).toEqual([['sellOffUntil', 'errors.invalidDate']]);
    expect(errors({ sellOffUntil: '2019-12-31' })).toEqual([['sellOffUntil', 'errors.invalidDate']]);
    expect(errors({ positiveScope: true })).toEqual([['positiveScope', 'errors.invalidValue']]);
    expect(errors({ positiveScope: true, productTypes: ['cream'] })).toEqual([]);
    expect(errors({ positiveScope: 'yes' })).toEqual([['positiveScope', 'errors.invalidValue']]);
  });

  it('a verdict stored before issue 22 (no sources, no converted amount) still parses', () => {
    const old = {
      checkedAt: '2026-01-01T00:00:00Z',
      rulesVersion: 'v',
      markets: ['EU'],
      forChildren: false,
      exposures: ['leave-on'],
      status: 'fail',
      verdicts: [
        {
          market: 'EU',
          status: 'fail',
          findings: [
            {
              code: 'OVER_LIMIT',
              severity: 'fail',
              ruleId: 'r',
              ruleVersion: 1,
              kind: 'restricted',
              inciName: 'X',
              ingredientIds: ['a'],
              lineIndexes: [0],
              percent: 2,
              limit: 1,
              conditions: '',
              conditionsKo: '',
              reference: '',
              effectiveFrom: '2020-01-01',
            },
          ],
          labelWarnings: [],
          allergens: [{ ingredientId: 'a', inciName: 'Linalool', percent: 0.01, lineIndexes: [0], ruleId: 'r', reference: '' }],
          allergenThreshold: 0.001,
        },
      ],
    };
    expect(storedVerdictSchema.safeParse(old).success).toBe(true);
    // and a new verdict stores as it is
    const v = check([KOJIC, ...ALLERGENS], [LAVENDER(1), line('k', 'Kojic Acid', '501-30-4', 0.5)], 'body-lotion');
    const stored = {
      checkedAt: 'x',
      rulesVersion: 'v',
      markets: [...MARKETS],
      forChildren: false,
      exposures: v.exposures,
      status: v.status,
      verdicts: v.markets,
    };
    expect(storedVerdictSchema.parse(stored).verdicts).toEqual(v.markets);
  });
});

/* ------------------------------------------------ properties ------------------------------------------------ */

const RANK: Record<VerdictStatus, number> = { pass: 0, warning: 1, fail: 2 };
const SUBSTANCES = ['A', 'B', 'C', 'D', 'Sodium Benzoate', 'Benzoic Acid'] as const;
const arbRule = fc.record({
  ...arbRuleFields(SUBSTANCES),
  positiveScope: fc.boolean(),
  expressedAs: fc.constantFrom(null, null, 'benzoic-acid'),
  notWith: fc.subarray([...SUBSTANCES], { maxLength: 2 }),
  childrenUnder: fc.constantFrom(null, null, 3, 13),
  effectiveFrom: fc.constantFrom('2020-01-01', '2020-01-01', '2030-01-01'),
});
const arbRules = arbRulesOf(arbRule);
/** lines: a substance, or a mixture "Mix k" of substances; percents in hundredths of a % */
const arbConstituents = fc.array(fc.record({ s: fc.constantFrom(...SUBSTANCES), pct: fc.integer({ min: 0, max: 60 }) }), {
  maxLength: 4,
});
const arbLines = fc.array(
  fc.record({
    s: fc.constantFrom(...SUBSTANCES),
    hundredths: fc.integer({ min: 0, max: 2_000 }),
    mix: fc.option(arbConstituents, { nil: null }),
  }),
  { minLength: 1, maxLength: 6 },
);
type ArbLine = { s: string; hundredths: number; mix: { s: string; pct: number }[] | null };
const toLines = (ls: ArbLine[]) =>
  ls.map((l, i) =>
    l.mix
      ? line(
          `mix-${i}`,
          `Mix ${i}`,
          null,
          l.hundredths / 100,
          l.mix.map((c) => ({ inciName: c.s, casNumber: null, percent: c.pct })),
        )
      : line(`ing-${l.s}`, l.s, null, l.hundredths / 100),
  );
const arbType = fc.constantFrom(...PRODUCT_TYPE_SLUGS);
const arbKids = fc.record({ forChildren: fc.boolean(), childrenAge: fc.constantFrom(null, 1, 5, 12, 15) });
const statusOf = (v: ReturnType<typeof check>, m: string) => inMarket(v, m).status;

// property runs share two cores with other work: a generous budget (each takes ~1 s alone)
describe('properties of the substance verdict', { timeout: 30_000 }, () => {
  it('is monotonic in concentration, with compositions, conversions, scopes, co-use and ages', () => {
    fc.assert(
      fc.property(
        arbRules,
        arbLines,
        arbType,
        arbKids,
        fc.nat(),
        fc.integer({ min: 1, max: 1_000 }),
        (rules, ls, type, kids, k, more) => {
          const before = check(rules, toLines(ls), type, kids);
          const raised = ls.map((l, i) => (i === k % ls.length ? { ...l, hundredths: l.hundredths + more } : l));
          const after = check(rules, toLines(raised), type, kids);
          for (const m of MARKETS) expect(RANK[statusOf(after, m)]).toBeGreaterThanOrEqual(RANK[statusOf(before, m)]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('prohibited beats all: a prohibited substance present (as a line or in a mixture) fails, and only PROHIBITED speaks of it', () => {
    fc.assert(
      fc.property(arbRules, arbLines, arbType, fc.constantFrom(...MARKETS), (rules, ls, type, m) => {
        const lines = toLines(ls);
        const present = lines.flatMap((l) =>
          l.percent > 0
            ? [
                ...(l.constituents ?? []).filter((c) => c.percent > 0).map((c) => c.inciName),
                ...(l.constituents ? [] : [l.inciName]),
              ]
            : [],
        );
        fc.pre(present.length > 0);
        const s = present[0]!;
        const ban = rule({ market: m, inciName: s, kind: 'prohibited', id: 'ban' });
        const v = check([...rules, ban], lines, type);
        const mv = inMarket(v, m);
        expect(mv.status).toBe('fail');
        const fromS = (src: { lineIndex: number; viaConstituent: string | null }) =>
          (src.viaConstituent ?? lines[src.lineIndex]!.inciName) === s;
        for (const f of mv.findings)
          if (f.sources.some(fromS)) expect(['PROHIBITED', 'UPCOMING'].includes(f.code) && f.kind === 'prohibited').toBe(true);
        expect(mv.allergens.some((a) => a.sources.some(fromS))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('scope closure: a substance allowed only in some product types is refused in every other', () => {
    fc.assert(
      fc.property(
        fc.subarray([...PRODUCT_TYPE_SLUGS], { minLength: 1 }),
        arbType,
        fc.constantFrom(...MARKETS),
        (allowed, type, m) => {
          const only = rule({
            market: m,
            inciName: 'Kojic Acid',
            kind: 'restricted',
            productTypes: allowed,
            positiveScope: true,
          });
          const mv = inMarket(check([only], [line('k', 'Kojic Acid', null, 0.5)], type), m);
          if (allowed.includes(type)) expect(mv.status).toBe('pass');
          else expect(mv.findings.map((f) => f.code)).toEqual(['NOT_ALLOWED_IN_TYPE']);
          // every other market says nothing
          for (const o of MARKETS.filter((x) => x !== m))
            expect(statusOf(check([only], [line('k', 'Kojic Acid', null, 0.5)], type), o)).toBe('pass');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('composition sums: a mixture at x % behaves like its constituents added as lines', () => {
    fc.assert(
      fc.property(
        arbRules,
        fc.array(fc.record({ s: fc.constantFrom(...SUBSTANCES), pct: fc.integer({ min: 1, max: 60 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.integer({ min: 1, max: 2_000 }),
        arbType,
        (withCoUse, mix, hundredths, type) => {
          // co-use is judged per line by design (a blend carrying both substances is not a clash): left out here
          const rules = withCoUse.map((r) => ({ ...r, notWith: [] }));
          const x = hundredths / 100;
          const asMixture = check(
            rules,
            [
              line(
                'mix',
                'Mix',
                null,
                x,
                mix.map((c) => ({ inciName: c.s, casNumber: null, percent: c.pct })),
              ),
            ],
            type,
          );
          const asLines = check(
            rules,
            mix.map((c) => line(`ing-${c.s}`, c.s, null, (hundredths * c.pct) / 10_000)),
            type,
          );
          expect(asMixture.status).toBe(asLines.status);
          for (const m of MARKETS) {
            const a = inMarket(asMixture, m);
            const b = inMarket(asLines, m);
            expect(a.status).toBe(b.status);
            expect(a.findings.map((f) => [f.code, f.ruleId, f.percent])).toEqual(
              b.findings.map((f) => [f.code, f.ruleId, f.percent]),
            );
            expect(a.allergens.map((al) => [al.inciName, al.percent])).toEqual(
              b.allergens.map((al) => [al.inciName, al.percent]),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('conversion round-trips through the verdict: a member at x / factor % compares as x % of the parent', () => {
    const family = SUBSTANCE_FAMILIES['benzoic-acid']!;
    fc.assert(
      fc.property(fc.constantFrom(...family.members), fc.integer({ min: 1, max: 10_000 }), (member, units) => {
        const r = rule({
          market: 'EU',
          inciName: 'Benzoic Acid',
          kind: 'restricted',
          maxPercent: 100,
          expressedAs: 'benzoic-acid',
        });
        const pct = units / 10_000;
        const f = check([{ ...r, kind: 'conditional' }], [line('m', member.inciName, member.casNumber, pct)], 'cream').markets[1]!
          .findings[0]!;
        expect(f.percent).toBe(pct);
        expect(f.convertedPercent! / member.factor).toBeCloseTo(pct, 9);
      }),
      { numRuns: 200 },
    );
  });
});
