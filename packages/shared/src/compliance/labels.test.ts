import { describe, expect, it } from 'vitest';
import { complianceVerdict, type ComplianceLine } from './compliance.ts';
import { testMarket, testRule } from './compliance.fixtures.ts';
import { isColourant, marketLabel, type LabelLine } from './labels.ts';

let n = 0;
const line = (inciName: string, percent: number, nameKo = '', nameZh: string | null = null): LabelLine => ({
  ingredientId: `i${++n}`,
  inciName,
  nameKo: nameKo || inciName,
  nameZh,
  percent,
});

// a lip tint in several hundred words: water, a humectant, oil, an emulsifier under 1 %, fragrance, two colourants
const TINT = [
  line('Water', 70, '정제수', '水'),
  line('CI 15850', 2, '적색 202호(CI 15850)', 'CI 15850'),
  line('Glycerin', 10, '글리세린', '甘油'),
  line('Parfum', 0.6, '향료', '香精'),
  line('Squalane', 15.45, '스쿠알란', '角鲨烷'),
  line('Phenoxyethanol', 0.5, '페녹시에탄올', '苯氧乙醇'),
  line('Tocopherol', 0.05, '토코페롤', null),
  line('CI 77891', 1.5, '티타늄디옥사이드(CI 77891)', 'CI 77891'),
];

describe('EU (Reg. 1223/2009 Art. 19(1)(g))', () => {
  it('descending, under 1 % after, colourants at the end, heading "Ingredients"', () => {
    const l = marketLabel({ market: 'EU', lines: TINT });
    expect(l.names).toEqual(['Water', 'Squalane', 'Glycerin', 'Parfum', 'Phenoxyethanol', 'Tocopherol', 'CI 15850', 'CI 77891']);
    expect(l.entries.map((e) => e.group)).toEqual(['main', 'main', 'main', 'minor', 'minor', 'minor', 'colourant', 'colourant']);
    expect(l.text).toBe('Ingredients: Water, Squalane, Glycerin, Parfum, Phenoxyethanol, Tocopherol, CI 15850, CI 77891');
    expect(l.notes).toContainEqual({ code: 'MINOR_ANY_ORDER', from: 'Parfum', threshold: '< 1 %' });
    expect(l.notes.map((x) => x.code)).toEqual(expect.arrayContaining(['UNVERIFIED', 'SHADES_NOT_SUPPORTED']));
    expect(l.source).toMatchObject({ entry: 'Art. 19(1)(g)', readOn: '2026-11-28', verified: false });
  });

  it('exactly 1 % stays with those above it (the EU text says "less than 1 %")', () => {
    const l = marketLabel({ market: 'EU', lines: [line('Water', 98, '정제수'), line('Glycerin', 1), line('Xanthan Gum', 1)] });
    expect(l.entries.map((e) => [e.name, e.group])).toEqual([
      ['Water', 'main'],
      ['Glycerin', 'main'],
      ['Xanthan Gum', 'main'],
    ]);
  });

  it('a colourant above 1 % still goes after every other ingredient', () => {
    const l = marketLabel({ market: 'EU', lines: [line('CI 77491', 30), line('Water', 69.9), line('Mica', 0.1)] });
    expect(l.names).toEqual(['Water', 'Mica', 'CI 77491']);
  });

  it('lines of the same INCI name (any case or spacing) are one ingredient, summed', () => {
    const l = marketLabel({
      market: 'EU',
      lines: [line('Glycerin', 3), line('Water', 5), line(' glycerin ', 4), line('Butylene Glycol', 6)],
    });
    expect(l.names).toEqual(['Glycerin', 'Butylene Glycol', 'Water']);
    expect(l.entries[0]!.percent).toBe(7);
  });

  it('names a declarable allergen from a composition, at its own %, and does not repeat one that is a line', () => {
    const rules = {
      markets: [testMarket('EU')],
      rules: [
        testRule({ market: 'EU', inciName: 'Linalool', casNumbers: ['78-70-6'], kind: 'allergen' }),
        testRule({ market: 'EU', inciName: 'Limonene', casNumbers: ['5989-27-5'], kind: 'allergen' }),
      ],
    };
    const lines: ComplianceLine[] = [
      { ingredientId: 'w', inciName: 'Water', casNumber: null, percent: 98.5 },
      {
        ingredientId: 'lav',
        inciName: 'Lavandula Angustifolia (Lavender) Oil',
        casNumber: null,
        percent: 1,
        constituents: [{ inciName: 'Linalool', casNumber: '78-70-6', percent: 35 }],
      },
      { ingredientId: 'lim', inciName: 'Limonene', casNumber: '5989-27-5', percent: 0.5 },
    ];
    const verdict = complianceVerdict({ lines, productType: 'cream', markets: ['EU'] }, rules);
    const allergens = verdict.markets[0]!.allergens;
    expect(allergens.map((a) => a.inciName).sort()).toEqual(['Limonene', 'Linalool']);
    const l = marketLabel({
      market: 'EU',
      lines: lines.map((x) => ({ ...x, nameKo: x.inciName })),
      allergens,
    });
    expect(l.names).toEqual(['Water', 'Lavandula Angustifolia (Lavender) Oil', 'Limonene', 'Linalool']);
    expect(l.entries.filter((e) => e.allergen).map((e) => [e.name, e.percent])).toEqual([
      ['Limonene', 0.5],
      ['Linalool', 0.35],
    ]);
  });

  it('an empty or all-zero formula gives an empty list and no text', () => {
    const l = marketLabel({ market: 'EU', lines: [line('Water', 0), line('Glycerin', Number.NaN)] });
    expect(l.entries).toEqual([]);
    expect(l.text).toBe('');
  });
});

describe('Korea (화장품법 시행규칙 별표 4)', () => {
  it('Korean names, ≤ 1 % and fragrance (향료) in the free group, colourants last, heading 전성분', () => {
    const l = marketLabel({ market: 'KR', lines: TINT });
    expect(l.heading).toBe('전성분');
    expect(l.names).toEqual([
      '정제수',
      '스쿠알란',
      '글리세린',
      '향료',
      '페녹시에탄올',
      '토코페롤',
      '적색 202호(CI 15850)',
      '티타늄디옥사이드(CI 77891)',
    ]);
    expect(l.text.startsWith('전성분: 정제수, 스쿠알란')).toBe(true);
    expect(l.notes).toContainEqual({ code: 'MINOR_ANY_ORDER', from: '향료', threshold: '≤ 1 %' });
    expect(l.notes.map((x) => x.code)).toContain('KO_NAMES_UNCONFIRMED');
  });

  it('exactly 1 % may be in any order (1퍼센트 이하), and fragrance above 1 % too', () => {
    const l = marketLabel({
      market: 'KR',
      lines: [
        line('Water', 95.5, '정제수'),
        line('Parfum', 1.5, '향료'),
        line('Glycerin', 2, '글리세린'),
        line('Xanthan Gum', 1, '잔탄검'),
      ],
    });
    expect(l.entries.map((e) => [e.name, e.group])).toEqual([
      ['정제수', 'main'],
      ['글리세린', 'main'],
      ['향료', 'minor'],
      ['잔탄검', 'minor'],
    ]);
  });

  it('an allergen from a composition without a Korean name on file is printed by INCI and noted; with one, by it', () => {
    const lines = [line('Water', 99, '정제수'), line('Lavandula Angustifolia (Lavender) Oil', 1, '라벤더오일')];
    const allergens = [{ inciName: 'Linalool', percent: 0.35 }];
    const bare = marketLabel({ market: 'KR', lines, allergens });
    expect(bare.names).toEqual(['정제수', '라벤더오일', 'Linalool']);
    expect(bare.notes).toContainEqual({ code: 'NO_KO_NAME', names: ['Linalool'] });
    const named = marketLabel({ market: 'KR', lines, allergens, namesOf: () => ({ nameKo: '리날룰' }) });
    expect(named.names).toEqual(['정제수', '라벤더오일', '리날룰']);
    expect(named.notes.find((x) => x.code === 'NO_KO_NAME')).toBeUndefined();
  });

  it('two raw materials with one Korean name are named once', () => {
    const l = marketLabel({
      market: 'KR',
      lines: [line('Water', 90, '정제수'), line('Aqua', 6, '정제수'), line('Glycerin', 4, '글리세린')],
    });
    expect(l.names).toEqual(['정제수', '글리세린']);
    expect(l.entries[0]!.percent).toBe(96);
  });
});

describe('China (化妆品标签管理办法)', () => {
  it('Chinese names, ≤ 0.1 % after 其他微量成分, INCI name and a note where no Chinese name is on file', () => {
    const l = marketLabel({ market: 'CN', lines: TINT });
    expect(l.heading).toBe('成分');
    expect(l.traceHeading).toBe('其他微量成分');
    expect(l.names).toEqual(['水', '角鲨烷', '甘油', 'CI 15850', 'CI 77891', '香精', '苯氧乙醇', 'Tocopherol']);
    expect(l.entries.at(-1)).toMatchObject({ name: 'Tocopherol', group: 'trace', nameMissing: true });
    expect(l.text).toBe('成分: 水、角鲨烷、甘油、CI 15850、CI 77891、香精、苯氧乙醇、其他微量成分: Tocopherol');
    expect(l.notes).toContainEqual({ code: 'NO_ZH_NAME', names: ['Tocopherol'] });
  });

  it('0.1 % exactly is a trace ingredient, 0.1001 % is not', () => {
    const l = marketLabel({
      market: 'CN',
      lines: [line('Water', 99.7999, '', '水'), line('A', 0.1, '', '甲'), line('B', 0.1001, '', '乙')],
    });
    expect(l.entries.map((e) => [e.name, e.group])).toEqual([
      ['水', 'main'],
      ['乙', 'main'],
      ['甲', 'trace'],
    ]);
  });

  it('no trace heading when nothing is at 0.1 % or less', () => {
    const l = marketLabel({ market: 'CN', lines: [line('Water', 99, '', '水'), line('Glycerin', 1, '', '甘油')] });
    expect(l.traceHeading).toBeNull();
    expect(l.text).toBe('成分: 水、甘油');
  });
});

describe('US (21 CFR 701.3) and ASEAN (ACD Appendix II)', () => {
  it('US: "Fragrance", ≤ 1 % free, colour additives last with a note on their US names', () => {
    const l = marketLabel({ market: 'US', lines: TINT });
    expect(l.names).toEqual([
      'Water',
      'Squalane',
      'Glycerin',
      'Fragrance',
      'Phenoxyethanol',
      'Tocopherol',
      'CI 15850',
      'CI 77891',
    ]);
    expect(l.notes.map((x) => x.code)).toContain('US_COLOUR_NAMES');
    expect(l.source.url).toContain('section-701.3');
  });

  it('ASEAN: INCI names, descending, perfume as "Fragrance", colourants last, source read verbatim', () => {
    const l = marketLabel({ market: 'ASEAN', lines: TINT });
    expect(l.names[0]).toBe('Water');
    expect(l.names.slice(-2)).toEqual(['CI 15850', 'CI 77891']);
    expect(l.names).toContain('Fragrance');
    expect(l.source.verified).toBe(true);
    expect(l.notes.map((x) => x.code)).not.toContain('UNVERIFIED');
  });
});

describe('isColourant', () => {
  it('is "CI " and five digits', () => {
    expect(isColourant('CI 77891')).toBe(true);
    expect(isColourant('ci  15850')).toBe(true);
    expect(isColourant('Mica')).toBe(false);
    expect(isColourant('CI 7789')).toBe(false);
    expect(isColourant('Citric Acid')).toBe(false);
  });
});
