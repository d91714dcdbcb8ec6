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
