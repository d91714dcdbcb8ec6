import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSearchParamsUpdater } from './use-search-params-updater.ts';

type Patch = Record<string, string | string[] | null | undefined>;

/**
 * A browsing list whose filters, search, sort and open record (`?id=`) live in the URL, so a link
 * opens the same view and the back button works:
 * - `set` changes some keys (null/empty removes them) and always closes an open record;
 * - `hrefFor(id)` is the link that opens a record over the current list;
 * - `closeDetail()` goes back when the record was opened from the list (the list comes back exactly
 *   as it was, scroll included) and otherwise just drops `id`;
 * - `q` is the search (`?q=`) and `search(v)` changes it: a new search is a history entry of its own,
 *   refining one (typing on) replaces it.
 */
export function useUrlFilters() {
  // a change builds on the one before it even when that one has not landed yet (a navigation renders in
  // a transition: a click right after "clear search" would otherwise bring the search back)
  const [params, edit] = useSearchParamsUpdater();
  const navigate = useNavigate();
  const location = useLocation();
  const set = useCallback(
    (patch: Patch, opts: { replace?: boolean } = {}) => {
      edit(
        (next) => {
          next.delete('id');
          for (const [key, value] of Object.entries(patch)) {
            next.delete(key);
            if (Array.isArray(value)) value.filter(Boolean).forEach((v) => next.append(key, v));
            else if (value) next.set(key, value);
          }
        },
        opts.replace ?? false,
        true,
      );
    },
    [edit],
  );
  const hrefFor = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('id', id);
    return { search: `?${next.toString()}` };
  };
  const closeDetail = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else edit((next) => next.delete('id'), true, true);
  };
  const q = params.get('q') ?? '';
  const search = (v: string) => set({ q: v || null }, { replace: !!q && !!v });
  return { params, set, hrefFor, closeDetail, q, search };
}

/**
 * A list's order, kept in `?sort=`: the URL's when it is one of `sorts`, else `fallback` (which the URL
 * leaves out); `options` label each with `label`, and `onSort` puts a choice in the URL.
 */
export function urlSort<S extends string>(
  params: URLSearchParams,
  set: ReturnType<typeof useUrlFilters>['set'],
  sorts: readonly S[],
  fallback: S,
  label: (sort: S) => string,
) {
  const raw = params.get('sort');
  const sort = sorts.find((s) => s === raw) ?? fallback;
  return {
    sort,
    options: sorts.map((s) => ({ value: s, label: label(s) })),
    onSort: (v: string) => set({ sort: v === fallback ? null : v }),
  };
}
