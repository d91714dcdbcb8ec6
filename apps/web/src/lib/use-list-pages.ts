import type { InfiniteData } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';

type Page = { items: readonly unknown[]; total?: number };

/**
 * The rows of an infinite list's pages so far, and the total its first page counted. A page that
 * arrives is drawn in a transition (useDeferredValue): React renders its rows in slices the browser
 * interleaves with input and paint instead of one long task (a page of 24 catalogue cards is some 850
 * elements, 600 ms of a phone's main thread in one piece). `data` is the pages drawn so far: undefined
 * until the first one is, so the skeleton stays until then.
 */
export function useListPages<P extends Page>(loaded: InfiniteData<P> | undefined) {
  const data = useDeferredValue(loaded);
  const items = useMemo(() => (data?.pages.flatMap((p) => p.items) ?? []) as P['items'][number][], [data]);
  return { data, items, total: data?.pages[0]?.total };
}
