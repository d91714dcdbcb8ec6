/**
 * Issue 22 item 5: nano forms (a rule of the nano / non-nano form, the EU notification duty, "(nano)" on
 * the EU label) and sprays told apart (pump vs propellant).
 */
import { describe, expect, it } from 'vitest';
import { complianceVerdict, exposuresOf, ruleApplies, type ComplianceLine, type RuleSet } from './compliance.ts';
import { complianceRuleInputSchema } from './compliance.schema.ts';
import { testMarket, testRule } from './compliance.fixtures.ts';
import { marketLabel } from './labels.ts';

const TIO2 = '13463-67-7';
const DHA = '520-45-6';
const SET: RuleSet = {
  markets: [testMarket('EU'), testMarket('KR')],
  rules: [
    // Annex VI/27 + 27a: one cap on both forms
    testRule({ market: 'EU', inciName: 'Titanium Dioxide', casNumbers: [TIO2], kind: 'restricted', maxPercent: 25 }),
    testRule({
      market: 'EU',
      inciName: 'Titanium Dioxide (nano)',
      casNumbers: [TIO2],
      kind: 'prohibited',
      exposures: ['spray'],
      form: 'nano',
    }),
    testRule({ market: 'EU', inciName: 'Titanium Dioxide (nano)', casNumbers: [TIO2], kind: 'conditional', form: 'nano' }),
    testRule({ market: 'EU', inciName: 'Titanium Dioxide', casNumbers: [TIO2], kind: 'conditional', form: 'non-nano' }),
    // "not to be used in aerosol dispensers (sprays)"
    testRule({ market: 'EU', inciName: 'Dehydroacetic Acid', casNumbers: [DHA], kind: 'prohibited', exposures: ['aerosol'] }),
  ],
};

const line = (inciName: string, casNumber: string | null, percent: number, nano = false): ComplianceLine => ({
  ingredientId: inciName + (nano ? ' nano' : ''),
  inciName,
  casNumber,
  percent,
  ...(nano ? { nano: true } : {}),
});

const eu = (lines: ComplianceLine[], productType: Parameters<typeof complianceVerdict>[0]['productType'] = 'cream') =>
  complianceVerdict({ lines, productType, markets: ['EU', 'KR'] }, SET).markets.find((m) => m.market === 'EU')!;

describe('nano forms', () => {
  it('a nano-only rule applies to the nano line only, a non-nano rule to the other', () => {
    const nano = eu([line('Titanium Dioxide', TIO2, 5, true)]);
    expect(nano.findings.map((f) => [f.code, f.inciName])).toEqual([['CONDITIONS', 'Titanium Dioxide (nano)']]);
    const plain = eu([line('Titanium Dioxide', TIO2, 5)]);
    expect(plain.findings.map((f) => [f.code, f.inciName])).toEqual([['CONDITIONS', 'Titanium Dioxide']]);
  });

  it('the nano inhalation ban fails a nano line in a spray, not a non-nano one', () => {
    expect(eu([line('Titanium Dioxide', TIO2, 5, true)], 'mist')).toMatchObject({
      status: 'fail',
      findings: [{ code: 'PROHIBITED', inciName: 'Titanium Dioxide (nano)' }],
    });
    expect(eu([line('Titanium Dioxide', TIO2, 5)], 'mist').status).toBe('warning');
  });

  it('a rule of any form caps the sum of both forms', () => {
    const v = eu([line('Titanium Dioxide', TIO2, 15), line('Titanium Dioxide', TIO2, 10.0001, true)], 'sunscreen');
    expect(v.findings.find((f) => f.code === 'OVER_LIMIT')).toMatchObject({ inciName: 'Titanium Dioxide', percent: 25.0001 });
  });

  it('the EU names the notification duty for a nano line no nano-form entry covers; other markets do not', () => {
    const v = complianceVerdict(
      {
        lines: [line('Silica', '7631-86-9', 2, true), line('Titanium Dioxide', TIO2, 5, true)],
        productType: 'cream',
        markets: ['EU', 'KR'],
      },
      SET,
    );
    const euV = v.markets.find((m) => m.market === 'EU');
    const kr = v.markets.find((m) => m.market === 'KR');
    expect(euV!.duties).toEqual([
      expect.objectContaining({ code: 'NANO_NOTIFICATION', inciNames: ['Silica'], lineIndexes: [0], verified: false }),
    ]);
    expect(euV!.duties![0]!.reference).toContain('Art. 16');
    // a duty never changes the status: the warning is TiO2 (nano)'s conditions
    expect(euV!.status).toBe('warning');
    expect(kr!.duties).toEqual([]);
    // a non-nano line brings no duty, nor does a line at 0 %
    expect(eu([line('Silica', '7631-86-9', 2), line('Silica', '7631-86-9', 0, true)]).duties).toEqual([]);
  });

  it('a rule is of any form unless it says otherwise; other values are refused', () => {
    const base = { market: 'EU', inciName: 'X', kind: 'prohibited', reference: 'r', effectiveFrom: '2020-01-01' };
    expect(complianceRuleInputSchema.parse(base).form).toBe('any');
    expect(complianceRuleInputSchema.parse({ ...base, form: 'nano' }).form).toBe('nano');
    expect(complianceRuleInputSchema.safeParse({ ...base, form: 'micro' }).success).toBe(false);
  });
});

describe('sprays: pump vs propellant', () => {
  it('a pump mist is a spray, an aerosol mist a spray and an aerosol', () => {
    expect(exposuresOf('mist')).toEqual(['leave-on', 'spray']);
    expect(exposuresOf('aerosol-mist')).toEqual(['leave-on', 'spray', 'aerosol']);
  });

  it('an aerosol-only rule skips a pump spray; an inhalation (spray) rule reaches both', () => {
    expect(eu([line('Dehydroacetic Acid', DHA, 0.5)], 'mist').status).toBe('pass');
    expect(eu([line('Dehydroacetic Acid', DHA, 0.5)], 'aerosol-mist')).toMatchObject({
      status: 'fail',
      findings: [{ code: 'PROHIBITED', inciName: 'Dehydroacetic Acid' }],
    });
    const inhalation = { productTypes: [], exceptProductTypes: [], exposures: ['spray' as const] };
    expect(ruleApplies(inhalation, 'mist', exposuresOf('mist'))).toBe(true);
    expect(ruleApplies(inhalation, 'aerosol-mist', exposuresOf('aerosol-mist'))).toBe(true);
    expect(ruleApplies(inhalation, 'cream', exposuresOf('cream'))).toBe(false);
  });
});

describe('"(nano)" on the label (Reg. 1223/2009 Art. 19(1)(g))', () => {
  const lines = [
    { ingredientId: 'w', inciName: 'Water', nameKo: '정제수', percent: 80 },
    { ingredientId: 't', inciName: 'Titanium Dioxide', nameKo: '티타늄디옥사이드', percent: 15, nano: true },
    { ingredientId: 'z', inciName: 'Titanium Dioxide', nameKo: '티타늄디옥사이드', percent: 5 },
  ];

  it('the EU prints " (nano)" after a nanomaterial, and keeps the non-nano form apart', () => {
    const l = marketLabel({ market: 'EU', lines });
    expect(l.names).toEqual(['Water', 'Titanium Dioxide (nano)', 'Titanium Dioxide']);
    expect(l.entries[1]).toMatchObject({ nano: true, percent: 15 });
    expect(l.notes.map((n) => n.code)).not.toContain('NANO_NOT_RECORDED');
  });

  it('Korea asks for no "(nano)": one entry under its Korean name', () => {
    const l = marketLabel({ market: 'KR', lines });
    expect(l.names).toEqual(['정제수', '티타늄디옥사이드']);
    expect(l.entries[1]).toMatchObject({ nano: false, percent: 20 });
  });
});
