import { z } from 'zod';

/**
 * Numbers as people typed them. Every decimal the database keeps is `numeric(12,4)`: a value with
 * more than four decimals would be rounded by PostgreSQL without a word (`0.000001` → 0, which for
 * an ingredient limit means "not allowed"), so the schemas refuse it instead, with the field's key.
 */

/** Decimal places of every `numeric(12,4)` column. */
export const DECIMAL_PLACES = 4;

/** True when `v` is exactly representable with at most four decimals (as PostgreSQL would store it). */
export function hasAtMostFourDecimals(v: number): boolean {
  // toFixed gives the correctly rounded decimal; it reads back as the same double only when nothing was cut
  return Number.isFinite(v) && Math.abs(v) < 1e21 && Number(v.toFixed(DECIMAL_PLACES)) === v;
}

/** A decimal between `min` and `max` with at most four decimals; refused (never rounded) otherwise. */
export function decimalSchema(min: number, max: number) {
  return z
    .number({ error: 'errors.number' })
    .min(min, 'errors.tooSmall')
    .max(max, 'errors.tooBig')
    .refine(hasAtMostFourDecimals, 'errors.fourDecimals');
}

/**
 * One imported cell as a number, the same way for every import: plain digits with an optional minus
 * sign and a decimal point (`2.5`; a trailing `%` is allowed where the column is a percentage).
 * A decimal comma (`1,5`), thousands separators (`1.000,5`, `1,000`), exponents (`1e3`), `Infinity`
 * and anything else are refused with `errors.number` — never re-read as another value.
 * Returns null for an empty cell.
 */
export function parseNumberCell(text: string, opts: { percent?: boolean } = {}): number | null | 'errors.number' {
  let s = text.trim();
  if (opts.percent) s = s.replace(/\s*%$/, '');
  if (s === '') return null;
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(s)) return 'errors.number';
  const n = Number(s);
  return Number.isFinite(n) ? n : 'errors.number';
}

/**
 * A whole number written in an address or a query string (`?limit=20`, `/revisions/3`): plain digits
 * only. `z.coerce.number()` alone reads `1e3` as 1000, `0x10` as 16, ` 12 ` as 12 and an empty value as
 * 0 — another number than the one written; anything but digits is refused with `message` (a field
 * key). A number (a client's own value before it is put in the URL) passes as it is; `schema` then says
 * which numbers are allowed, with its own messages.
 */
export function digits<T extends z.ZodType<number, number>>(schema: T, message = 'errors.integer') {
  return z.union([z.number(), z.string().regex(/^\d+$/, message).transform(Number)], { error: message }).pipe(schema);
}
