import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL's search parameters and a function that edits them. A navigation takes a moment (route
 * loaders such as the admin guard run first), and React Router's own functional update starts from the
 * URL still shown: two quick filter changes would lose the first. Here a change made before the previous
 * one has landed builds on it.
 */
export function useSearchParamsUpdater() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const edit = useCallback(
    (change: (next: URLSearchParams) => void, replace = true, preventScrollReset = false) => {
      const next = new URLSearchParams(pending.current ?? params);
      change(next);
      pending.current = next;
      setParams(next, { replace, preventScrollReset });
    },
    [params, setParams],
  );
  return [params, edit] as const;
}
