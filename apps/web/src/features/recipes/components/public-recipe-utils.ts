import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { FormulationLine } from '@formulab/shared/recipes/formulation';
import { publicRecipePageSchema, type RecipeLine } from '@formulab/shared/recipes/recipes.schema';
import { api } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';
import type { PublicRecipeFilters } from '../public-api.ts';

/** Cards per page of the gallery (divisible by 1, 2 and 3 grid columns). */
export const GALLERY_PAGE_SIZE = 24;

/** The public gallery, page by page ("Load more" follows the keyset cursor). */
export const publicRecipesInfiniteQuery = (f: Omit<PublicRecipeFilters, 'cursor' | 'limit'>) =>
  infiniteQueryOptions({
    queryKey: ['public-recipes', 'infinite', f],
    queryFn: ({ pageParam, signal }) =>
      api(`/api/public-recipes${toQuery({ ...f, limit: GALLERY_PAGE_SIZE, cursor: pageParam })}`, {
        schema: import.meta.env.PROD ? undefined : publicRecipePageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** A recipe's lines as the shared formulation logic reads them. */
export function toFormulationLines(lines: readonly RecipeLine[]): FormulationLine[] {
  return lines.map((l) => ({
    ingredientId: l.ingredientId,
    percent: l.percent,
    phase: l.phase,
    inciName: l.ingredient.inciName,
    nameKo: l.ingredient.nameKo,
    nameEn: l.ingredient.nameEn,
    allergen: l.ingredient.allergen,
    pricePerKg: l.ingredient.pricePerKg,
  }));
}
