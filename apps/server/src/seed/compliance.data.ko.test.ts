/**
 * Every seeded rule with a condition text has a Korean one too, so the Korean recipe editor, the staff
 * screens and the Korean product information file never fall back on English for a seeded rule; and the
 * Korean text carries every number of the English one (a cap, an entry number, a date), so a translation
 * cannot silently drop or change one.
 */
import { describe, expect, it } from 'vitest';
import { COMPLIANCE_RULES } from './compliance.data.ts';

const HANGUL = /[\uac00-\ud7af]/;
const numbersOf = (text: string) => new Set(text.match(/\d+(?:\.\d+)?/g) ?? []);
const label = (r: (typeof COMPLIANCE_RULES)[number]) => `${r.market} ${r.inciName} ${r.reference}: ${r.conditions}`;
const withConditions = COMPLIANCE_RULES.filter((r) => (r.conditions ?? '') !== '');

describe('the Korean condition texts of the seeded rules', () => {
  it('covers the rules that have a condition text', () => {
    expect(withConditions.length).toBeGreaterThan(100);
  });

  it('every rule with an English condition text has a Korean one, in Hangul', () => {
    const missing = withConditions.filter((r) => !HANGUL.test(r.conditionsKo ?? '')).map(label);
    expect(missing).toEqual([]);
  });

  it('every number of the English text appears in the Korean text', () => {
    const dropped = withConditions.flatMap((r) => {
      const ko = numbersOf(r.conditionsKo ?? '');
      const lost = [...numbersOf(r.conditions)].filter((n) => !ko.has(n));
      return lost.length ? [`${label(r)} — missing ${lost.join(', ')}`] : [];
    });
    expect(dropped).toEqual([]);
  });

  it('no rule has a Korean condition text without an English one', () => {
    const orphans = COMPLIANCE_RULES.filter((r) => (r.conditionsKo ?? '') !== '' && (r.conditions ?? '') === '');
    expect(orphans.map((r) => `${r.market} ${r.inciName}: ${r.conditionsKo}`)).toEqual([]);
  });
});
