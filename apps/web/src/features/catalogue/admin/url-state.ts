import { useCallback } from 'react';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';

export type UrlPatch = Record<string, string | null | undefined>;

/**
 * Filters and the open record live in the URL, so a list can be shared or reloaded as it is.
 * Changes replace the history entry (typing in a search box must not fill the back button).
 */
export function useUrlParams() {
  const [params, edit] = useSearchParamsUpdater();
  const set = useCallback(
    (patch: UrlPatch) =>
      edit((next) => {
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === undefined || v === '') next.delete(k);
          else next.set(k, v);
        }
      }),
    [edit],
  );
  return [params, set] as const;
}

/** A NumberInput value ('' when empty) as the schema expects it: a number, or undefined when empty. */
export function num(v: number | string | null | undefined): number | undefined {
  if (v === '' || v === null || v === undefined) return undefined;
  return typeof v === 'number' ? v : Number(String(v).replace(/,/g, ''));
}
