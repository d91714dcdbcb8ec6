import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import { api } from './api.ts';
import { toQuery } from './query-string.ts';

// The staff screens' reads: the workflow queues' calls and the other staff API modules (shop, content,
// users, recipes, console) use these, from one module (a module of its own would be one more chunk name
// in the entry's preload lists, which every first visit downloads).

/** One read (`GET path`), its answer checked by `schema`, cached under `key`. */
export function readQuery<S extends z.ZodType>(key: readonly unknown[], path: string, schema: S) {
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api(path, { schema, signal }) });
}

/**
 * A list (or report) the filters choose (`GET path?filters`), cached under `[...key, filters]`: the
 * previous answer stays on screen while the next loads, as every staff table and report does.
 */
export function filteredQuery<S extends z.ZodType, F extends Parameters<typeof toQuery>[0]>(
  key: readonly string[],
  path: string,
  schema: S,
  filters: F,
) {
  return queryOptions({
    queryKey: [...key, filters],
    queryFn: ({ signal }) => api(`${path}${toQuery(filters)}`, { schema, signal }),
    placeholderData: keepPreviousData,
  });
}

type Filters = Record<string, string | number | undefined>;

/**
 * A staff queue's calls for one workflow area under `path` (`/api/admin/sample-requests`): its pages,
 * the previous one shown while the next loads (cached under `[list, filters]`); one record, cached
 * under `[one, id]` (where a change's answer is written); a state change and an internal note, each
 * answered with the record as it now stands.
 */
export function staffRecordCalls<F extends Filters, P extends z.ZodType, D extends z.ZodType>(o: {
  path: string;
  list: string;
  one: string;
  page: P;
  detail: D;
}) {
  const key = (id: string) => [o.one, id] as const;
  return {
    listQuery: (f: F) => filteredQuery([o.list], o.path, o.page, f),
    key,
    query: (id: string) => readQuery(key(id), `${o.path}/${id}`, o.detail),
    transition: (id: string, body: TransitionBody) => api(`${o.path}/${id}/transitions`, { schema: o.detail, body }),
    note: (id: string, note: string) => api(`${o.path}/${id}/notes`, { schema: o.detail, body: { note } }),
  };
}
