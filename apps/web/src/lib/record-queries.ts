import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api.ts';
import { toQuery } from './query-string.ts';

/** A page of a customer's own records in a workflow area, as every list route answers it. */
type RecordPage = { nextCursor: string | null };

/**
 * The signed-in customer's own records of a workflow area (samples, quotes, orders, inquiries,
 * purchases), newest first, page by page, optionally of one state: the list screens' one query.
 * `area` names the cache (`[area, 'infinite', state]`), so a change invalidates it with `[area]`.
 */
export function ownRecordsInfinite<S extends z.ZodType<RecordPage>>(
  area: string,
  path: string,
  schema: S,
  state: string | undefined,
) {
  return infiniteQueryOptions({
    queryKey: [area, 'infinite', state ?? 'all'],
    queryFn: ({ pageParam, signal }) => api(`${path}${toQuery({ state, limit: 20, cursor: pageParam })}`, { schema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: z.output<S>) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
