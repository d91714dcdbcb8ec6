import { describe, expect, it } from 'vitest';
import type { LineIngredient } from '@formulab/shared/recipes/recipes.schema';
import {
  editorReducer,
  emptyDraft,
  fingerprint,
  hasTooManyDecimals,
  newLineKey,
  parsePercent,
  percentText,
  sortErrors,
  toInput,
  waterLineKey,
  type Draft,
} from './editor-state.ts';
import { computeLive } from './live.ts';
import { computeCompliance } from './compliance-live.ts';
import { testMarket, testRule } from '@formulab/shared/compliance/compliance.fixtures';

const ing = (id: string, inciName: string, over: Partial<LineIngredient> = {}): LineIngredient => ({
  id,
  inciName,
  casNumber: null,
  nameKo: inciName,
  nameEn: inciName,
  allergen: false,
  pricePerKg: 1000,
  visible: true,
  ...over,
});

function draftWith(...lines: [LineIngredient, string][]): Draft {
  let d = emptyDraft();
  for (const [i, text] of lines) {
    const key = newLineKey();
    d = editorReducer(d, { type: 'add', ingredient: i, key });
    d = editorReducer(d, { type: 'percent', key, text });
  }
  return d;
}

describe('percent input', () => {
  it('reads a dot or a comma as the decimal point, empty as 0, anything else as not a number', () => {
    expect(parsePercent('12.5')).toBe(12.5);
    expect(parsePercent('12,5')).toBe(12.5);
    expect(parsePercent(' .5 ')).toBe(0.5);
    expect(parsePercent('')).toBe(0);
    expect(parsePercent('1e2')).toBeNaN();
    expect(parsePercent('1.2.3')).toBeNaN();
    expect(parsePercent('-1')).toBeNaN();
    expect(parsePercent('.')).toBeNaN();
  });
  it('shows at most 4 decimals, never an exponent', () => {
    expect(percentText(0.0001)).toBe('0.0001');
    expect(percentText(85.84)).toBe('85.84');
    expect(percentText(100)).toBe('100');
    expect(percentText(0.1 + 0.2)).toBe('0.3');
    expect(hasTooManyDecimals('0.00001')).toBe(true);
    expect(hasTooManyDecimals('0.0001')).toBe(false);
  });
});

describe('editor reducer', () => {
  const water = ing('w', 'Water');
  const gly = ing('g', 'Glycerin');
  const bha = ing('b', 'Salicylic Acid');

  it('changes only the line it touches (the other line objects keep their identity)', () => {
    const d = draftWith([water, '80'], [gly, '5']);
    const next = editorReducer(d, { type: 'percent', key: d.lines[1]!.key, text: '6' });
    expect(next.lines[0]).toBe(d.lines[0]);
    expect(next.lines[1]!.percent).toBe(6);
  });

  it('steps with the arrow keys exactly and within 0–100', () => {
    const d = draftWith([gly, '0.1']);
    const key = d.lines[0]!.key;
    let x = editorReducer(d, { type: 'step', key, delta: 0.2 });
    expect(x.lines[0]!.percentText).toBe('0.3');
    x = editorReducer(x, { type: 'step', key, delta: -1 });
    expect(x.lines[0]!.percent).toBe(0);
    x = editorReducer(editorReducer(x, { type: 'percent', key, text: '99.95' }), { type: 'step', key, delta: 1 });
    expect(x.lines[0]!.percent).toBe(100);
  });

  it('q.s. fills the chosen line up to exactly 100 %, a line that is not a number counting as 0', () => {
    const d = draftWith([water, ''], [gly, '5'], [bha, '0.1'], [ing('x', 'X'), 'abc']);
    const qs = editorReducer(d, { type: 'qs', key: d.lines[0]!.key });
    expect(qs.lines[0]!.percentText).toBe('94.9');
    expect(waterLineKey(qs.lines)).toBe(d.lines[0]!.key);
  });

  it('moves lines and new lines join the phase of the last one', () => {
    let d = draftWith([water, '80'], [gly, '5']);
    d = editorReducer(d, { type: 'phase', key: d.lines[1]!.key, phase: 'B' });
    d = editorReducer(d, { type: 'add', ingredient: bha, key: newLineKey() });
    expect(d.lines[2]!.phase).toBe('B');
    d = editorReducer(d, { type: 'move', key: d.lines[2]!.key, to: 0 });
    expect(d.lines.map((l) => l.ingredient.inciName)).toEqual(['Salicylic Acid', 'Water', 'Glycerin']);
  });

  it('fingerprints what would be saved: typing "5.0" over "5" is no change', () => {
    const d = draftWith([gly, '5']);
    const same = editorReducer(d, { type: 'percent', key: d.lines[0]!.key, text: '5.0' });
    expect(fingerprint(same)).toBe(fingerprint(d));
    expect(toInput(same).lines?.[0]).toEqual({ ingredientId: 'g', percent: 5, phase: 'A', note: '' });
  });
});

describe('server field errors', () => {
  it('go to the line they name, the recipe fields, or the general message', () => {
    const d = draftWith([ing('w', 'Water'), '80'], [ing('g', 'Glycerin'), '5']);
    const e = sortErrors(
      {
        'lines.1.ingredientId': 'errors.unknownIngredient',
        name: 'errors.required',
        lines: 'errors.tooMany',
        'costing.fillMl': 'errors.tooBig',
      },
      d.lines,
    );
    expect(e.lines.get(d.lines[1]!.key)).toBe('errors.unknownIngredient');
    expect(e.lines.has(d.lines[0]!.key)).toBe(false);
    expect(e.fields).toEqual({ name: 'errors.required' });
    expect(e.general).toBe('errors.tooMany');
  });
});

describe('live result', () => {
  // the rules are the only limits (issue 22 item 8): a market's salicylic acid caps, 2 % leave-on, 3 % rinse-off
  const rules = {
    markets: [testMarket('KR'), testMarket('EU')],
    rules: [
      testRule({ market: 'KR', inciName: 'Salicylic Acid', kind: 'restricted', maxPercent: 2, exposures: ['leave-on'] }),
      testRule({ market: 'KR', inciName: 'Salicylic Acid', kind: 'restricted', maxPercent: 3, exposures: ['rinse-off'] }),
    ],
  };
  const costing = { fillMl: null, density: 1 };

  it('flags the line its markets’ verdict fails and says how far the total is from 100 %', () => {
    const d = draftWith([ing('w', 'Water'), '90'], [ing('b', 'Salicylic Acid'), '2.5']);
    const verdict = (type: 'cream' | 'shampoo') => computeCompliance(d.lines, type, false, ['KR'], rules);
    const leaveOn = computeLive(d.lines, 'cream', costing, [], verdict('cream'));
    expect(leaveOn.overLimit.get(d.lines[1]!.key)).toMatchObject({ limit: 2, market: 'KR', total: 2.5 });
    expect(leaveOn.status).toEqual({ kind: 'missing', amount: 7.5 });
    expect(leaveOn).toMatchObject({ valid: false, checking: false, judgedIn: ['KR'] });
    const rinseOff = computeLive(d.lines, 'shampoo', costing, [], verdict('shampoo'));
    expect(rinseOff.overLimit.size).toBe(0);
    expect(computeLive(d.lines, null, costing, []).usage).toBe('leave-on');
  });

  it('is not usable while the verdict is unknown, and usable once it passes at 100 %', () => {
    const d = draftWith([ing('w', 'Water'), '98'], [ing('b', 'Salicylic Acid'), '2']);
    expect(computeLive(d.lines, 'cream', costing, [], null)).toMatchObject({ valid: false, checking: true, violations: [] });
    const verdict = computeCompliance(d.lines, 'cream', false, ['KR'], rules);
    expect(computeLive(d.lines, 'cream', costing, [], verdict)).toMatchObject({ valid: true, checking: false });
  });
});
