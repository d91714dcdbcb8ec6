import type { TFunction } from '../../i18n/index.ts';
import { ApiError, errorKey } from '../../lib/api.ts';

/** What went wrong, in words: the first field's problem when the server named one, else the code's. */
export function errorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError) {
    const first = Object.values(err.fields)[0];
    if (first) return t(first);
  }
  return t(errorKey(err));
}
