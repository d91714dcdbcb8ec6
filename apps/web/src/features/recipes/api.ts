import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  recipeDetailSchema,
  recipePageSchema,
  revisionDetailSchema,
  revisionListSchema,
  type RecipeInput,
  type RecipeSave,
  type RecipeVisibility,
} from '@formulab/shared/recipes/recipes.schema';
import { ingredientPageSchema } from '@formulab/shared/catalogue/ingredients.schema';
import { subMaterialDetailSchema, subMaterialPageSchema } from '@formulab/shared/catalogue/sub-materials.schema';
import { termListSchema } from '@formulab/shared/catalogue/taxonomy.schema';
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
    queryFn: ({ signal }) => api(`/api/recipes${toQuery(f)}`, { schema: recipePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
export const recipeQuery = (id: string) =>
  queryOptions({ queryKey: ['recipe', id], queryFn: () => api(`/api/recipes/${id}`, { schema: recipeDetailSchema }) });
export const revisionsQuery = (id: string) =>
  queryOptions({
    queryKey: ['recipe', id, 'revisions'],
    queryFn: () => api(`/api/recipes/${id}/revisions`, { schema: revisionListSchema }).then((r) => r.items),
  });
export const revisionQuery = (id: string, n: number) =>
  queryOptions({
    queryKey: ['recipe', id, 'revision', n],
    queryFn: () => api(`/api/recipes/${id}/revisions/${n}`, { schema: revisionDetailSchema }),
    staleTime: Infinity,
  });

export const createRecipe = (input: RecipeInput) => api('/api/recipes', { schema: recipeDetailSchema, body: input });
export const saveRecipe = (id: string, input: RecipeSave) =>
  api(`/api/recipes/${id}`, { schema: recipeDetailSchema, method: 'PUT', body: input });
export const setRecipeVisibility = (id: string, visibility: RecipeVisibility) =>
  api(`/api/recipes/${id}/visibility`, { schema: recipeDetailSchema, body: { visibility } });
export const deleteRecipe = (id: string) => api<void>(`/api/recipes/${id}`, { method: 'DELETE' });
export const copyRecipe = (id: string, name?: string) =>
  api(`/api/recipes/${id}/copy`, { schema: recipeDetailSchema, body: name ? { name } : {} });
export const restoreRevision = (id: string, n: number) =>
  api(`/api/recipes/${id}/revisions/${n}/restore`, { schema: recipeDetailSchema, body: {} });
export const recipeCsvUrl = (id: string) => `/api/recipes/${id}/export.csv`;

// ---- catalogue look-ups the editor needs (own queries: a feature does not import another feature) ----
export type FunctionTerm = { id: number; slug: string; nameKo: string; nameEn: string };
export const recipeFunctionsQuery = () =>
  queryOptions({
    queryKey: ['taxonomy', 'functions'],
    queryFn: () => api('/api/taxonomy/functions', { schema: termListSchema }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
/** Ingredients matching what the user types in the editor's "add ingredient" box. */
export const ingredientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['ingredients', 'public', 'recipe-search', q],
    queryFn: ({ signal }) =>
      api(`/api/ingredients${toQuery({ q: q || undefined, limit: 12, sort: q ? 'relevance' : 'name' })}`, {
        schema: ingredientPageSchema,
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
      api(`/api/sub-materials${toQuery({ q: q || undefined, limit: 30 })}`, { schema: subMaterialPageSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
export const packagingQuery = (id: string) =>
  queryOptions({
    queryKey: ['sub-material', 'public', id],
    queryFn: () => api(`/api/sub-materials/${id}`, { schema: subMaterialDetailSchema }),
    staleTime: 5 * 60_000,
  });
