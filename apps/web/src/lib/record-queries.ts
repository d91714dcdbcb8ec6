import { infiniteQueryOptions, keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
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

/**
 * The signed-in customer's calls for one record of a workflow area under `path` (`/api/quotes`): the
 * record, cached under `[one, id]` (where a change's answer is written), and a state change answered
 * with the record as it now stands.
 */
export function ownRecordCalls<D extends z.ZodType>(path: string, one: string, detail: D) {
  const key = (id: string) => [one, id] as const;
  return {
    key,
    query: (id: string) =>
      queryOptions({ queryKey: key(id), queryFn: ({ signal }) => api(`${path}/${id}`, { schema: detail, signal }) }),
    transition: (id: string, body: TransitionBody) => api(`${path}/${id}/transitions`, { schema: detail, body }),
  };
}

/**
 * What follows a change to one record of a workflow area: the record as the server answered, written
 * under the screen's `key`, and every cache in `lists` (the area's lists, staff's, and whatever else
 * counts the record: notifications, the pipeline) read again.
 */
export function afterRecordChange<D>(lists: readonly string[]) {
  return (qc: QueryClient, detail: D, key: readonly unknown[]): void => {
    qc.setQueryData(key, detail);
    for (const k of lists) void qc.invalidateQueries({ queryKey: [k] });
  };
}
