import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

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
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const set = useCallback(
    (patch: Patch, opts: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('id');
          for (const [key, value] of Object.entries(patch)) {
            next.delete(key);
            if (Array.isArray(value)) value.filter(Boolean).forEach((v) => next.append(key, v));
            else if (value) next.set(key, value);
          }
          return next;
        },
        { replace: opts.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const hrefFor = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('id', id);
    return { search: `?${next.toString()}` };
  };
  const closeDetail = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('id');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  };
  return { params, set, hrefFor, closeDetail };
}
