import type { TFunction } from '../../i18n/index.ts';
import { ApiError, errorKey, errorText as apiErrorText } from '../../lib/api.ts';

/**
 * What went wrong, in words: a refused delete names what uses the record ("still used by 3 board
 * posts"), else the first field's problem when the server named one, else the code's.
 */
export function errorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.code === 'IN_USE') return apiErrorText(err, t);
  if (err instanceof ApiError) {
    const first = Object.values(err.fields)[0];
    if (first) return t(first);
  }
  return t(errorKey(err));
}
