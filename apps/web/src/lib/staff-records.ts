import type { z } from 'zod';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import { api } from './api.ts';
import { filteredQuery, readQuery } from './read-queries.ts';

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
