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
 *   as it was, scroll included) and otherwise just drops `id`.
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
  return { params, set, hrefFor, closeDetail };
}
