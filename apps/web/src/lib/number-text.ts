/**
 * What a person typed into a number field, read exactly as they meant it or refused with the reason —
 * never "corrected" (decision 0014). Pure: the field (components/number-field.tsx) and its tests use it.
 *
 * The rule for commas, the same in Korean and English (both write 1,234.5):
 * - a comma is read as a thousands separator ONLY when that is the one thing it can mean: the digits
 *   before the point are grouped in exact threes (1,234 / 12,345,678) AND either the field takes whole
 *   numbers only (a won amount cannot mean 1.5) or the text also has a decimal point (1,234.5);
 * - any other comma ("1,5", "1,50", "12,34", "1,500" in a field with decimals, "1,,000") is refused with
 *   "use a point for decimals" — a decimal comma is never read as a thousands separator, and never
 *   silently taken for a point either.
 * Refused as "not a number": letters, exponents (1e5), Infinity, NaN, two points, spaces inside, a sign
 * other than a leading minus, full-width digits. Leading/trailing spaces are ignored (the text is kept).
 */

export type NumberLimits = {
  /** smallest value allowed (inclusive) */
  min: number;
  /** largest value allowed (inclusive) */
  max: number;
  /** how many decimal places the value may have; 0 = whole numbers only */
  decimals: number;
};

export type NumberProblem =
  | { reason: 'notNumber' }
  | { reason: 'comma' }
  | { reason: 'whole' }
  | { reason: 'decimals'; decimals: number }
  | { reason: 'range'; min: number; max: number };

export type NumberRead = { kind: 'empty' } | { kind: 'ok'; value: number } | { kind: 'refused'; problem: NumberProblem };

const PLAIN = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/** Reads the text against the field's limits. */
export function readNumber(text: string, limits: NumberLimits): NumberRead {
  const s = text.trim();
  if (s === '') return { kind: 'empty' };
  let plain = s;
  if (s.includes(',')) {
    const unambiguous = GROUPED.test(s) && (limits.decimals === 0 || s.includes('.'));
    if (!unambiguous) return { kind: 'refused', problem: { reason: /^[-\d.,]+$/.test(s) ? 'comma' : 'notNumber' } };
    plain = s.replace(/,/g, '');
  }
  if (!PLAIN.test(plain)) return { kind: 'refused', problem: { reason: 'notNumber' } };
  const fraction = (plain.split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction.length > limits.decimals) {
    return {
      kind: 'refused',
      problem: limits.decimals === 0 ? { reason: 'whole' } : { reason: 'decimals', decimals: limits.decimals },
    };
  }
  const value = Number(plain);
  if (!Number.isFinite(value) || value < limits.min || value > limits.max) {
    return { kind: 'refused', problem: { reason: 'range', min: limits.min, max: limits.max } };
  }
  // -0 is saved as 0; what is shown ("-0") reads the same
  return { kind: 'ok', value: value === 0 ? 0 : value };
}

/** A value as the field shows it when the form sets it: plain digits, a point, no grouping, no exponent. */
export function writeNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * A form value (a number, '' when empty, or the text of an entry the field refused) as the schema
 * expects it: the number, undefined when empty, NaN when refused (every number schema refuses NaN), so
 * a refused entry can never be sent, whatever the schema's own limits.
 */
export function numberOrRefused(v: number | string | null | undefined): number | undefined {
  if (v === '' || v === null || v === undefined) return undefined;
  return typeof v === 'number' ? v : Number.NaN;
}
