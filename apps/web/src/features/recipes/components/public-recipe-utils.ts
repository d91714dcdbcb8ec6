import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { FormulationLine } from '@formulab/shared/recipes/formulation';
import type { PublicRecipePage, RecipeLine } from '@formulab/shared/recipes/recipes.schema';
import { api } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toQuery } from '../../../lib/query-string.ts';
import type { PublicRecipeFilters } from '../api.ts';

/** Cards per page of the gallery (divisible by 1, 2 and 3 grid columns). */
export const GALLERY_PAGE_SIZE = 24;

/** The public gallery, page by page ("Load more" follows the keyset cursor). */
export const publicRecipesInfiniteQuery = (f: Omit<PublicRecipeFilters, 'cursor' | 'limit'>) =>
  infiniteQueryOptions({
    queryKey: ['public-recipes', 'infinite', f],
    queryFn: ({ pageParam, signal }) =>
      api<PublicRecipePage>(`/api/public-recipes${toQuery({ ...f, limit: GALLERY_PAGE_SIZE, cursor: pageParam })}`, { signal }),
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
    maxLeaveOn: l.ingredient.maxLeaveOn,
    maxRinseOff: l.ingredient.maxRinseOff,
    allergen: l.ingredient.allergen,
    pricePerKg: l.ingredient.pricePerKg,
  }));
}

/** 2 → "2%", 0.0015 → "0.0015%" (locale digits, up to four decimals). */
export function formatPercent(n: number): string {
  return `${formatNumber(n, 4)}%`;
}

/** The copy's name, "<name> (copy)" in the reader's language, kept within the 120 characters a name may have. */
export function copyName(name: string, template: (name: string) => string, max = 120): string {
  const full = template(name);
  if (full.length <= max) return full;
  const room = Math.max(1, name.length - (full.length - max) - 1);
  return template(`${name.slice(0, room).trimEnd()}…`);
}
