import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api.ts';
import { toQuery } from './query-string.ts';

/** One read (`GET path`), its answer checked by `schema`, cached under `key`. */
export function readQuery<S extends z.ZodType>(key: readonly unknown[], path: string, schema: S) {
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api(path, { schema, signal }) });
}

/**
 * A list (or report) the filters choose (`GET path?filters`), cached under `[...key, filters]`: the
 * previous answer stays on screen while the next loads, as every staff table and filtered list does.
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
