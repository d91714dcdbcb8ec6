import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { ingredientPageSchema } from '@formulab/shared/catalogue/ingredients.schema';
import { subMaterialPageSchema } from '@formulab/shared/catalogue/sub-materials.schema';
import { api } from '../../lib/api.ts';
import { toQuery } from '../../lib/query-string.ts';
import type { IngredientFilters, SubMaterialFilters } from './api.ts';

/** Rows per page of the public catalogue lists (divisible by 1, 2, 3 and 4 grid columns). */
export const CATALOGUE_PAGE_SIZE = 24;

/** The public ingredient list, page by page ("Load more"): never everything at once. */
export const ingredientsInfiniteQuery = (f: Omit<IngredientFilters, 'cursor' | 'visibility'>) =>
  infiniteQueryOptions({
    queryKey: ['ingredients', 'public', 'infinite', f],
    queryFn: ({ pageParam, signal }) =>
      api(`/api/ingredients${toQuery({ ...f, limit: CATALOGUE_PAGE_SIZE, cursor: pageParam })}`, {
        schema: import.meta.env.PROD ? undefined : ingredientPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** The public packaging list, page by page. */
export const subMaterialsInfiniteQuery = (f: Omit<SubMaterialFilters, 'cursor' | 'visibility'>) =>
  infiniteQueryOptions({
    queryKey: ['sub-materials', 'public', 'infinite', f],
    queryFn: ({ pageParam, signal }) =>
      api(
        `/api/sub-materials${toQuery({ ...(f as Record<string, string | number | undefined>), limit: CATALOGUE_PAGE_SIZE, cursor: pageParam })}`,
        { schema: import.meta.env.PROD ? undefined : subMaterialPageSchema, signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** A number from a search param, or undefined when absent or not a number. */
export function numberParam(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}
