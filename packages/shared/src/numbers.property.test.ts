/**
 * Issue 23, as a property over every shared form schema: each number a person types into a form is
 * kept exactly as typed or refused with a field's translation key, never rounded, clamped or re-read.
 *
 * The form schemas are found, not listed: every `…InputSchema`, `…CreateSchema`, `…UpdateSchema`,
 * `…AnswerSchema`, `…RequestSchema`, `…SaveSchema`, `…EditSchema` and the transition body exported by
 * a `*.schema.ts` here, and in each every number field, however deeply nested (lines, lots, price
 * tiers …). A typed text goes the way every typed text goes through the shared code —
 * `parseNumberCell` (the imports' reader: digits, an optional minus and a decimal point) — then
 * into the field's schema:
 * - any decimal within the field's limits, with no more decimals than it keeps (an integer field none,
 *   a decimal field four, as `numeric(12,4)` stores), is accepted as exactly the typed decimal;
 * - a decimal comma, thousands separators, exponents and other malformed text are refused, by the
 *   reader and by the schema itself (a JSON string is no number), with an `errors.*` key;
 * - a value outside the limits, or with one decimal more than the field keeps, is refused with an
 *   `errors.*` key (`-0.00001` where negatives are refused: both).
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DECIMAL_PLACES, parseNumberCell } from './numbers.ts';

const FORM_SCHEMA = /(Input|Create|Update|Answer|Request|Save|Edit)Schema$|^transitionBodySchema$/;
const schemaFiles = (fs.readdirSync(import.meta.dirname, { recursive: true }) as string[]).filter((f) =>
  f.endsWith('.schema.ts'),
);
const modules = Object.fromEntries(
  await Promise.all(
    schemaFiles.map(async (f) => [f, (await import(`./${f.split(path.sep).join('/')}`)) as Record<string, unknown>] as const),
  ),
);

/**
 * A number field: `field` is the schema of the object's key (or the array's element) with whatever
 * wraps the number (optional, default, a transform …), which is what a value goes through; `number`
 * is the number schema inside it, which holds the limits.
 */
type Field = { name: string; field: z.ZodType; number: z.ZodNumber };

/** Every number field inside `s` (objects, arrays, optional / nullable / default wrappers, pipes, unions). */
function numberFields(s: unknown, path: string, out: Field[], root = s, within = new Set<unknown>()): Field[] {
  const node = s as { _zod?: { def: Record<string, any> } } | null;
  if (!node?._zod || within.has(node)) return out;
  within.add(node);
  const def = node._zod.def;
  const inner = (child: unknown, at = path) => numberFields(child, at, out, root, within);
  const key = (child: unknown, at: string) => numberFields(child, at, out, child, within);
  switch (def.type) {
    case 'number':
      out.push({ name: path, field: root as z.ZodType, number: node as unknown as z.ZodNumber });
      break;
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) key(v, `${path}.${k}`);
      break;
    case 'array':
      key(def.element, `${path}[]`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      inner(def.innerType);
      break;
    case 'pipe':
      inner(def.in);
      inner(def.out);
      break;
    case 'union':
      for (const o of def.options as unknown[]) inner(o);
      break;
    case 'intersection':
      inner(def.left);
      inner(def.right);
      break;
    case 'record':
      key(def.valueType, `${path}{}`);
      break;
  }
  within.delete(node);
  return out;
}

/**
 * What the form keeps for itself rather than what a person types: the version it was opened at, the
 * revision it started from, ids chosen in a picker.
 */
const NOT_TYPED = /\.(version|revision|baseRevision|\w+Ids?(\[\])?)$/;

const fields: Field[] = Object.entries(modules)
  .flatMap(([, exports]) => Object.entries(exports))
  .filter(([name]) => FORM_SCHEMA.test(name))
  .flatMap(([name, schema]) => numberFields(schema, name, []))
  .filter((f) => !NOT_TYPED.test(f.name));

/** A decimal text in canonical form: no sign on zero, no leading zeros, no trailing zeros or point. */
function canonical(text: string): string {
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!m) throw new Error(`not a plain decimal: ${text}`);
  const int = (m[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const frac = (m[3] ?? '').replace(/0+$/, '');
  const body = frac ? `${int}.${frac}` : int;
  return body === '0' ? '0' : `${m[1]}${body}`;
}

/** `k / 10^d` written as a person types it (`-12.5`, `0.0001`), from integers only: no float on the way. */
function decimalText(k: bigint, d: number): string {
  const neg = k < 0n;
  const digits = (neg ? -k : k).toString().padStart(d + 1, '0');
  const text = d ? `${digits.slice(0, -d)}.${digits.slice(-d)}` : digits;
  return neg ? `-${text}` : text;
}

/** The field's limits, as it applies them (an exclusive bound is stepped inside). */
function limitsOf(schema: z.ZodNumber, field: z.ZodType) {
  const decimals = schema.isInt ? 0 : DECIMAL_PLACES;
  const bound = (v: number | null, none: number) => (v !== null && Number.isFinite(v) ? v : none);
  const min = bound(schema.minValue, -Number.MAX_SAFE_INTEGER);
  const max = bound(schema.maxValue, Number.MAX_SAFE_INTEGER);
  const scale = 10 ** decimals;
  // the smallest and largest multiples of 10^-decimals within the limits, as integers
  const near = (x: number, up: boolean) => {
    const r = Math.round(x);
    if (Math.abs(x - r) < 1e-6) return BigInt(r);
    return BigInt(up ? Math.ceil(x) : Math.floor(x));
  };
  let lo = near(min * scale, true);
  let hi = near(max * scale, false);
  if (!field.safeParse(Number(decimalText(lo, decimals))).success) lo += 1n;
  if (!field.safeParse(Number(decimalText(hi, decimals))).success) hi -= 1n;
  return { decimals, min, max, lo, hi };
}

/** What a refusal says: the first issue's message, which must be a translation key. */
function refusal(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '');
}

const KEY = /^errors\.\w+$/;

const MALFORMED = [
  '1,5',
  '0,0001',
  '1,000',
  '1.000,5',
  '1 000',
  '1e3',
  '1E3',
  '1e-3',
  '1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  '1_000',
  '--1',
  '+-1',
  '1-',
  '1.2.3',
  '.',
  '-',
  '１２', // full-width digits
  '١٢', // Arabic-Indic digits
  '12abc',
  '₩1000',
];

describe('every number field of the shared form schemas', () => {
  it('the search finds the forms with numbers', () => {
    const names = fields.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'ingredientInputSchema.useMax',
        'ingredientInputSchema.moqKg',
        'materialInputSchema.lots[].qtyKg',
        'subMaterialInputSchema.priceTiers[].unitPrice',
        'recipeInputSchema.lines[].percent',
        'quoteAnswerSchema.lines[].amount',
        'transitionBodySchema.fee',
        'productInputSchema.options[].price',
        'categoryInputSchema.position',
      ]),
    );
  });

  describe.each(fields.map((f) => [f.name, f] as const))('%s', (_name, { field: schema, number }) => {
    const { decimals, min, lo, hi } = limitsOf(number, schema);

    it('accepts any typed decimal within its limits as exactly that decimal', () => {
      const typed = fc
        .tuple(fc.integer({ min: 0, max: decimals }), fc.bigInt({ min: lo, max: hi }))
        .map(([d, k]) => {
          // the same value with `d` decimals when it has no more than that, else with all of them
          const step = 10n ** BigInt(decimals - d);
          return k % step === 0n ? decimalText(k / step, d) : decimalText(k, decimals);
        })
        .chain((text) =>
          // as people also type it: a leading zero, a trailing point or zero, no zero before the point
          fc.constantFrom(
            text,
            text.replace(/^(-?)/, '$10'),
            text.includes('.') ? `${text}0` : `${text}.`,
            text.replace(/^(-?)0\./, '$1.'),
          ),
        );
      fc.assert(
        fc.property(typed, (text) => {
          const n = parseNumberCell(text);
          expect(typeof n, text).toBe('number');
          const r = schema.safeParse(n);
          expect(r.success, `${text}: ${r.error?.issues[0]?.message}`).toBe(true);
          expect(r.data).toBe(n);
          expect(canonical(String(r.data)), text).toBe(canonical(text));
        }),
        { numRuns: 150, examples: [[decimalText(lo, decimals)], [decimalText(hi, decimals)]] },
      );
    });

    it('refuses malformed text with a key, in the reader and in the schema', () => {
      for (const text of MALFORMED) {
        expect(parseNumberCell(text), text).toBe('errors.number');
        expect(refusal(schema, text), text).toMatch(KEY);
      }
      for (const value of [Number.NaN, Number.POSITIVE_INFINITY, true, [], {}]) {
        expect(refusal(schema, value), String(value)).toMatch(KEY);
      }
    });

    it('refuses a value outside its limits, or with one decimal more than it keeps, with a key', () => {
      const outside = fc.oneof(
        fc.bigInt({ min: hi + 1n, max: hi + 10n ** 12n }),
        fc.bigInt({ min: lo - 10n ** 12n, max: lo - 1n }),
      );
      fc.assert(
        fc.property(outside, (k) => {
          const text = decimalText(k, decimals);
          expect(refusal(schema, parseNumberCell(text)), text).toMatch(KEY);
        }),
        { numRuns: 100 },
      );
      // one decimal more: a last digit 1 to 9 after as many as the field keeps
      const tooFine = fc.tuple(fc.bigInt({ min: lo, max: hi - 1n }), fc.integer({ min: 1, max: 9 }));
      fc.assert(
        fc.property(tooFine, ([k, last]) => {
          const text = `${decimalText(k, decimals)}${decimals ? '' : '.'}${last}`;
          const n = parseNumberCell(text);
          expect(typeof n, text).toBe('number');
          expect(refusal(schema, n), text).toMatch(KEY);
        }),
        { numRuns: 100 },
      );
      if (min >= 0) {
        expect(refusal(schema, parseNumberCell('-0.00001')), '-0.00001').toMatch(KEY);
        expect(refusal(schema, parseNumberCell('-1')), '-1').toMatch(KEY);
      }
    });
  });
});
