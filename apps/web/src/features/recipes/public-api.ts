import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { publicRecipeDetailSchema, publicRecipePageSchema, recipeDetailSchema } from '@formulab/shared/recipes/recipes.schema';
import { ruleSetSchema } from '@formulab/shared/compliance/compliance.schema';
import { api } from '../../lib/api.ts';
import { toQuery } from '../../lib/query-string.ts';

// The calls the public recipe gallery (/publicRecipes) makes, apart from the signed-in ones (api.ts):
// those pass the response schemas, and the gallery need not load zod and the schemas with them.

// ---- public recipes ----
export type PublicRecipeFilters = { q?: string; productType?: string; cursor?: string; limit?: number };
export const publicRecipesQuery = (f: PublicRecipeFilters) =>
  queryOptions({
    queryKey: ['public-recipes', f],
    queryFn: ({ signal }) =>
      api(`/api/public-recipes${toQuery(f)}`, { schema: import.meta.env.PROD ? undefined : publicRecipePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
export const publicRecipeQuery = (id: string) =>
  queryOptions({
    queryKey: ['public-recipe', id],
    queryFn: () => api(`/api/public-recipes/${id}`, { schema: import.meta.env.PROD ? undefined : publicRecipeDetailSchema }),
  });
export const copyPublicRecipe = (id: string, name?: string) =>
  api(`/api/public-recipes/${id}/copy`, {
    schema: import.meta.env.PROD ? undefined : recipeDetailSchema,
    body: name ? { name } : {},
  });

// ---- compliance per export market (issue 15) ----
/**
 * Every market and the current rules: read once per visit to the editor, judged locally on each keystroke.
 * The public recipe's detail judges with them too, so they stay here.
 */
export const complianceRulesQuery = queryOptions({
  queryKey: ['compliance', 'rules'],
  queryFn: ({ signal }) => api('/api/compliance/rules', { schema: import.meta.env.PROD ? undefined : ruleSetSchema, signal }),
  staleTime: 10 * 60_000,
});
