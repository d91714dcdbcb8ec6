import { z } from 'zod';

/**
 * Text PostgreSQL cannot hold: a NUL character (refused in `text`, `jsonb` and every query), or half
 * of a UTF-16 surrogate pair (refused in `jsonb`; in `text` it would silently become U+FFFD). Every
 * incoming request is checked with these before anything reads it (see the server's text guard), so
 * such text is a field error, never a database error.
 */

/** The translation key of the field error. */
export const INVALID_CHARACTERS = 'errors.invalidCharacters';

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text has no NUL character and no lone surrogate. */
export function isStorableText(s: string): boolean {
  return !UNSTORABLE.test(s);
}

/**
 * The dot-joined path (as in validation errors: `lines.0.note`) of the first string, or object key,
 * in `value` that is not storable text; '' for the value itself; null when everything is storable.
 * A bad key is reported at the object holding it.
 */
export function findUnstorableText(value: unknown, maxDepth = 64): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : '';
  if (value === null || typeof value !== 'object') return null;
  const path: string[] = [];
  return walkUnstorable(value, 0, maxDepth, path) ? path.join('.') : null;
}

// A module-level function rather than a closure per call: the server runs every request's params,
// query and body through this, and a closure made per call (named by the TypeScript loader's
// keepNames helper each time) cost a tenth of the CPU of a signed-in `GET /api/me`.
function walkUnstorable(v: unknown, depth: number, maxDepth: number, path: string[]): boolean {
  if (typeof v === 'string') return !isStorableText(v);
  if (v === null || typeof v !== 'object' || depth > maxDepth) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      path.push(String(i));
      if (walkUnstorable(v[i], depth + 1, maxDepth, path)) return true;
      path.pop();
    }
    return false;
  }
  if (ArrayBuffer.isView(v)) return false;
  for (const k of Object.keys(v)) {
    if (!isStorableText(k)) return true;
    path.push(k);
    if (walkUnstorable((v as Record<string, unknown>)[k], depth + 1, maxDepth, path)) return true;
    path.pop();
  }
  return false;
}

/*
 * Names, titles and labels must show something: only spaces, or zero-width and other invisible
 * characters (U+200B …, U+FEFF, soft hyphens, control characters), would be saved as a blank entry
 * that a list then shows as nothing.
 */
const VISIBLE = /[^\s\p{C}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** True when `s` has at least one character a reader can see. */
export function hasVisibleCharacter(s: string): boolean {
  return VISIBLE.test(s);
}

/**
 * The translation key of a wrong type for a text field: missing (undefined, null) is
 * `errors.required`; any other type (an array, a number …) is `errors.invalidValue`, not "required".
 */
export const textTypeError = (issue: { input?: unknown }): string =>
  issue.input === undefined || issue.input === null ? 'errors.required' : 'errors.invalidValue';

/** A required text of at most `max` characters (trimmed) with something visible in it. */
export const requiredText = (max: number) =>
  z
    .string({ error: textTypeError })
    .trim()
    .min(1, 'errors.required')
    .max(max, 'errors.tooLong')
    .refine(hasVisibleCharacter, 'errors.required');
