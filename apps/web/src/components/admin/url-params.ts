import { useCallback, useState } from 'react';
import { useSearchParamsUpdater } from '../../lib/use-search-params-updater.ts';

export type UrlPatch = Record<string, string | number | null | undefined>;

const NONE: Readonly<Record<string, string>> = {};

/**
 * Filters, sort, page size and the open record of an admin list live in the URL, so a list can be
 * shared or reloaded as it is. `set(patch)` changes some keys and keeps the others: null, '' and a
 * key's default (`defaults`) remove it, so the URL holds only what differs. Changes replace the
 * history entry unless `replace` is false (typing in a search box must not fill the back button);
 * `normalize` may tidy the result (drop a value that means the same as its absence). Pass both as
 * module constants.
 */
export function useUrlParams(defaults: Readonly<Record<string, string>> = NONE, normalize?: (next: URLSearchParams) => void) {
  const [params, edit] = useSearchParamsUpdater();
  const set = useCallback(
    (patch: UrlPatch, replace = true) =>
      edit((next) => {
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === undefined || v === '' || String(v) === defaults[k]) next.delete(k);
          else next.set(k, String(v));
        }
        normalize?.(next);
      }, replace),
    [edit, defaults, normalize],
  );
  return [params, set] as const;
}

/** `value` when it is one of `allowed`, else `fallback`: a URL is typed by hand and may say anything. */
export function oneOf<T extends string>(allowed: readonly T[], value: string | null | undefined, fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/**
 * The record an admin list opens in its drawer, kept in the URL as `?<key>=<id|new>`: `open(id)` adds
 * a history entry (the back button closes it again). `shown` stays on the last record while the drawer
 * slides shut; `dirty` is the form's unsaved mark, cleared by `close`.
 */
export function useDrawerParam(params: URLSearchParams, set: (patch: UrlPatch, replace?: boolean) => void, key = 'edit') {
  const opened = params.get(key);
  const [shown, setShown] = useState(opened);
  if (opened && opened !== shown) setShown(opened);
  const [dirty, setDirty] = useState(false);
  const open = (id: string) => set({ [key]: id }, false);
  const close = () => {
    setDirty(false);
    set({ [key]: null }, false);
  };
  return { opened, shown, open, close, dirty, setDirty };
}
