import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberOrRefused, readNumber, writeNumber, type NumberLimits } from './number-text.ts';

const LOCALES = ['ko-KR', 'en-US'] as const;

/** Limits like the app's fields: won amounts, kg to 3 places, percentages to 4, signed offsets. */
const limitsArb: fc.Arbitrary<NumberLimits> = fc.oneof(
  fc.constant({ min: 0, max: 10_000_000_000, decimals: 0 }),
  fc.constant({ min: 1, max: 10_000_000, decimals: 0 }),
  fc.constant({ min: 0, max: 100_000, decimals: 3 }),
  fc.constant({ min: 0, max: 100, decimals: 4 }),
  fc.constant({ min: -1000, max: 1000, decimals: 2 }),
);

/** A value the field (and its schema) accepts: within the limits, at most `decimals` places. */
const accepted = (l: NumberLimits) =>
  fc
    .integer({ min: Math.ceil(l.min * 10 ** l.decimals), max: Math.floor(l.max * 10 ** l.decimals) })
    .map((units) => Number((units / 10 ** l.decimals).toFixed(l.decimals)));

const withValue = limitsArb.chain((l) => fc.tuple(fc.constant(l), accepted(l)));

describe('readNumber', () => {
  it('reads back every accepted value exactly as the field shows it', () => {
    fc.assert(
      fc.property(withValue, ([limits, value]) => {
        expect(readNumber(writeNumber(value), limits)).toEqual({ kind: 'ok', value });
      }),
    );
  });

  it('reads what ko and en write, grouping included, in whole-number fields and with a decimal point', () => {
    fc.assert(
      fc.property(withValue, fc.constantFrom(...LOCALES), ([limits, value], locale) => {
        const written = new Intl.NumberFormat(locale, { maximumFractionDigits: limits.decimals }).format(value);
        const read = readNumber(written, limits);
        const grouped = written.includes(',');
        if (!grouped || limits.decimals === 0 || written.includes('.')) expect(read).toEqual({ kind: 'ok', value });
        // 1,500 in a field with decimals could mean 1.5: refused, never read as 1500
        else expect(read).toEqual({ kind: 'refused', problem: { reason: 'comma' } });
      }),
    );
  });

  it('never reads a decimal comma as a thousands separator', () => {
    fc.assert(
      fc.property(limitsArb, fc.nat(999), fc.stringMatching(/^\d{1,2}$|^\d{4,6}$/), (limits, whole, frac) => {
        const read = readNumber(`${whole},${frac}`, limits);
        expect(read).toEqual({ kind: 'refused', problem: { reason: 'comma' } });
      }),
    );
  });

  it('gives every refused text a reason, and every accepted one a value within the limits', () => {
    fc.assert(
      fc.property(limitsArb, fc.string({ unit: fc.constantFrom(...'0123456789.,-+eE ₩a%'.split('')) }), (limits, text) => {
        const read = readNumber(text, limits);
        if (read.kind === 'ok') {
          expect(read.value).toBeGreaterThanOrEqual(limits.min);
          expect(read.value).toBeLessThanOrEqual(limits.max);
          expect(Number.isFinite(read.value)).toBe(true);
        } else if (read.kind === 'refused') {
          expect(['notNumber', 'comma', 'whole', 'decimals', 'range']).toContain(read.problem.reason);
        } else expect(text.trim()).toBe('');
      }),
    );
  });

  it.each([
    ['-5000', { reason: 'range', min: 1, max: 10_000_000 }],
    ['-3000000', { reason: 'range', min: 1, max: 10_000_000 }],
    ['1e309', { reason: 'notNumber' }],
    ['Infinity', { reason: 'notNumber' }],
    ['1,5', { reason: 'comma' }],
    ['99999999999999999999', { reason: 'range', min: 1, max: 10_000_000 }],
    ['2.5', { reason: 'whole' }],
    ['１２', { reason: 'notNumber' }],
  ])('refuses %s in a whole-number field from 1 to 10,000,000', (text, problem) => {
    expect(readNumber(text, { min: 1, max: 10_000_000, decimals: 0 })).toEqual({ kind: 'refused', problem });
  });

  it('refuses a value too fine for the field instead of rounding it (0.000001 % is not 0)', () => {
    expect(readNumber('0.000001', { min: 0, max: 100, decimals: 4 })).toEqual({
      kind: 'refused',
      problem: { reason: 'decimals', decimals: 4 },
    });
    expect(readNumber('1,234.5', { min: 0, max: 100_000, decimals: 3 })).toEqual({ kind: 'ok', value: 1234.5 });
    expect(readNumber('1,500', { min: 0, max: 100_000, decimals: 3 })).toEqual({ kind: 'refused', problem: { reason: 'comma' } });
    expect(readNumber('1,500', { min: 0, max: 100_000, decimals: 0 })).toEqual({ kind: 'ok', value: 1500 });
  });

  it('writes small and large values without an exponent', () => {
    expect(writeNumber(1e-7)).toBe('0.0000001');
    expect(writeNumber(10_000_000_000)).toBe('10000000000');
  });
});

describe('numberOrRefused', () => {
  it('gives the schema the number, undefined when empty, and NaN for a refused entry', () => {
    expect(numberOrRefused(12.5)).toBe(12.5);
    expect(numberOrRefused('')).toBeUndefined();
    expect(numberOrRefused('1,5')).toBeNaN();
  });
});
