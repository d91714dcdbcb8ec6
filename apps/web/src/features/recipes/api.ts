import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  PublicRecipeDetail,
  PublicRecipePage,
  RecipeDetail,
  RecipeInput,
  RecipePage,
  RecipeSave,
  RecipeVisibility,
  RevisionDetail,
  RevisionSummary,
} from '@formulab/shared/recipes/recipes.schema';
import type { IngredientPage } from '@formulab/shared/catalogue/ingredients.schema';
import type { RuleSetResponse } from '@formulab/shared/compliance/compliance.schema';
import type { SubMaterialDetail, SubMaterialSummary } from '@formulab/shared/catalogue/sub-materials.schema';
import { api } from '../../lib/api.ts';
import { toQuery } from '../../lib/query-string.ts';

export type RecipeFilters = {
  q?: string;
  productType?: string;
  valid?: 'true' | 'false';
  visibility?: RecipeVisibility;
  sort?: string;
  cursor?: string;
  limit?: number;
};

// ---- the signed-in customer's own recipes ----
export const recipesQuery = (f: RecipeFilters) =>
  queryOptions({
    queryKey: ['recipes', f],
    queryFn: ({ signal }) => api<RecipePage>(`/api/recipes${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const recipeQuery = (id: string) =>
  queryOptions({ queryKey: ['recipe', id], queryFn: () => api<RecipeDetail>(`/api/recipes/${id}`) });
export const revisionsQuery = (id: string) =>
  queryOptions({
    queryKey: ['recipe', id, 'revisions'],
    queryFn: () => api<{ items: RevisionSummary[] }>(`/api/recipes/${id}/revisions`).then((r) => r.items),
  });
export const revisionQuery = (id: string, n: number) =>
  queryOptions({
    queryKey: ['recipe', id, 'revision', n],
    queryFn: () => api<RevisionDetail>(`/api/recipes/${id}/revisions/${n}`),
    staleTime: Infinity,
  });

export const createRecipe = (input: RecipeInput) => api<RecipeDetail>('/api/recipes', { body: input });
export const saveRecipe = (id: string, input: RecipeSave) =>
  api<RecipeDetail>(`/api/recipes/${id}`, { method: 'PUT', body: input });
export const setRecipeVisibility = (id: string, visibility: RecipeVisibility) =>
  api<RecipeDetail>(`/api/recipes/${id}/visibility`, { body: { visibility } });
export const deleteRecipe = (id: string) => api<void>(`/api/recipes/${id}`, { method: 'DELETE' });
export const copyRecipe = (id: string, name?: string) =>
  api<RecipeDetail>(`/api/recipes/${id}/copy`, { body: name ? { name } : {} });
export const restoreRevision = (id: string, n: number) =>
  api<RecipeDetail>(`/api/recipes/${id}/revisions/${n}/restore`, { body: {} });
export const recipeCsvUrl = (id: string) => `/api/recipes/${id}/export.csv`;

// ---- public recipes ----
export type PublicRecipeFilters = { q?: string; productType?: string; cursor?: string; limit?: number };
export const publicRecipesQuery = (f: PublicRecipeFilters) =>
  queryOptions({
    queryKey: ['public-recipes', f],
    queryFn: ({ signal }) => api<PublicRecipePage>(`/api/public-recipes${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const publicRecipeQuery = (id: string) =>
  queryOptions({ queryKey: ['public-recipe', id], queryFn: () => api<PublicRecipeDetail>(`/api/public-recipes/${id}`) });
export const copyPublicRecipe = (id: string, name?: string) =>
  api<RecipeDetail>(`/api/public-recipes/${id}/copy`, { body: name ? { name } : {} });

// ---- catalogue look-ups the editor needs (own queries: a feature does not import another feature) ----
export type FunctionTerm = { id: number; slug: string; nameKo: string; nameEn: string };
export const recipeFunctionsQuery = () =>
  queryOptions({
    queryKey: ['taxonomy', 'functions'],
    queryFn: () => api<{ items: FunctionTerm[] }>('/api/taxonomy/functions').then((r) => r.items),
    staleTime: 5 * 60_000,
  });
/** Ingredients matching what the user types in the editor's "add ingredient" box. */
export const ingredientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['ingredients', 'public', 'recipe-search', q],
    queryFn: ({ signal }) =>
      api<IngredientPage>(`/api/ingredients${toQuery({ q: q || undefined, limit: 12, sort: q ? 'relevance' : 'name' })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
/** Packaging parts for the per-unit cost (searchable list) and one part with its price tiers. */
export const packagingSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['sub-materials', 'public', 'recipe-search', q],
    queryFn: ({ signal }) =>
      api<{ items: SubMaterialSummary[]; total: number }>(`/api/sub-materials${toQuery({ q: q || undefined, limit: 30 })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
export const packagingQuery = (id: string) =>
  queryOptions({
    queryKey: ['sub-material', 'public', id],
    queryFn: () => api<SubMaterialDetail>(`/api/sub-materials/${id}`),
    staleTime: 5 * 60_000,
  });

// ---- compliance per export market (issue 15) ----
/** Every market and the current rules: read once per visit to the editor, judged locally on each keystroke. */
export const complianceRulesQuery = queryOptions({
  queryKey: ['compliance', 'rules'],
  queryFn: ({ signal }) => api<RuleSetResponse>('/api/compliance/rules', { signal }),
  staleTime: 10 * 60_000,
});
