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
  const path: string[] = [];
  const walk = (v: unknown, depth: number): boolean => {
    if (typeof v === 'string') return !isStorableText(v);
    if (v === null || typeof v !== 'object' || depth > maxDepth) return false;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(String(i));
        if (walk(v[i], depth + 1)) return true;
        path.pop();
      }
      return false;
    }
    if (ArrayBuffer.isView(v)) return false;
    for (const [k, child] of Object.entries(v)) {
      if (!isStorableText(k)) return true;
      path.push(k);
      if (walk(child, depth + 1)) return true;
      path.pop();
    }
    return false;
  };
  return walk(value, 0) ? path.join('.') : null;
}
