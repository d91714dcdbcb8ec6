import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBrn, isValidBrn, normaliseBrn } from './brn.ts';

// Each checked by hand with the weights 1,3,7,1,3,7,1,3,5 (+ tens of the ninth digit × 5).
// (104-81-35229, sometimes quoted as an example, fails the checksum: its check digit would be 7.)
const VALID = ['220-81-62517', '124-81-00998', '120-81-84429', '211-88-48112', '101-81-08930'];

/** The check digit for nine digits, written out independently of the implementation. */
function checkDigit(nine: number[]): number {
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = nine.reduce((s, d, i) => s + d * w[i]!, 0);
  sum += Math.floor((nine[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

describe('business registration number checksum', () => {
  it.each(VALID)('accepts %s', (n) => {
    expect(isValidBrn(n)).toBe(true);
    expect(isValidBrn(normaliseBrn(n))).toBe(true);
  });

  it('rejects 104-81-35229 (wrong check digit) and accepts its corrected form', () => {
    expect(isValidBrn('104-81-35229')).toBe(false);
    expect(isValidBrn('104-81-35227')).toBe(true);
  });

  it.each(VALID)('rejects %s with every other check digit', (n) => {
    const digits = normaliseBrn(n);
    const right = Number(digits[9]);
    for (let d = 0; d <= 9; d++) {
      if (d === right) continue;
      expect(isValidBrn(digits.slice(0, 9) + d)).toBe(false);
    }
  });

  it('rejects a changed body digit', () => {
    expect(isValidBrn('2208162518')).toBe(false); // last digit changed
    expect(isValidBrn('3208162517')).toBe(false); // first digit changed
  });

  it('rejects wrong lengths', () => {
    expect(isValidBrn('')).toBe(false);
    expect(isValidBrn('220816251')).toBe(false); // 9 digits
    expect(isValidBrn('22081625170')).toBe(false); // 11 digits
    expect(isValidBrn('0000000000000')).toBe(false);
  });

  it('rejects letters and other symbols', () => {
    expect(isValidBrn('22O-81-62517')).toBe(false); // letter O for zero
    expect(isValidBrn('abcdefghij')).toBe(false);
    expect(isValidBrn('220.81.62517')).toBe(false);
    expect(isValidBrn('220/81/62517')).toBe(false);
    expect(isValidBrn('２２０８１６２５１７')).toBe(false); // full-width digits
  });

  it('accepts dashes and spaces anywhere, and normalises them away', () => {
    expect(isValidBrn('2208162517')).toBe(true);
    expect(isValidBrn('220 81 62517')).toBe(true);
    expect(isValidBrn(' 220-81-62517 ')).toBe(true);
    expect(isValidBrn('2-2-0-8-1-6-2-5-1-7')).toBe(true);
    expect(normaliseBrn(' 220-81 62517 ')).toBe('2208162517');
  });

  it('formats ten digits as 123-45-67890 and leaves anything else alone', () => {
    expect(formatBrn('2208162517')).toBe('220-81-62517');
    expect(formatBrn('220 81 62517')).toBe('220-81-62517');
    expect(formatBrn('12345')).toBe('12345');
  });

  it('property: for any 9 digits exactly one check digit makes the number valid', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (nine) => {
        const body = nine.join('');
        const valid = [...Array(10).keys()].filter((d) => isValidBrn(body + d));
        expect(valid).toEqual([checkDigit(nine)]);
        // and the dashed form agrees
        expect(isValidBrn(formatBrn(body + valid[0]))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
