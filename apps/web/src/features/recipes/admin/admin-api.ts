import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  RecipeDetail,
  RecipeImportReport,
  RecipeImportRequest,
  RecipePage,
  RecipeVisibility,
  RevisionSummary,
} from '@formulab/shared/recipes/recipes.schema';
import { ApiError, api } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';

export type AdminRecipeFilters = {
  q?: string;
  owner?: string;
  productType?: string;
  valid?: 'true' | 'false';
  visibility?: RecipeVisibility;
  deleted?: 'true';
  sort?: string;
  limit?: number;
  cursor?: string;
};
export type RecipeOwner = { id: string; name: string; email: string; companyName: string };
export type SpreadsheetFormat = 'csv' | 'xlsx';

// ---- staff reads (every recipe, deleted ones included) ----
export const adminRecipesQuery = (f: AdminRecipeFilters) =>
  queryOptions({
    queryKey: ['admin-recipes', f],
    queryFn: ({ signal }) => api<RecipePage>(`/api/admin/recipes${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const adminRecipeQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-recipe', id],
    queryFn: ({ signal }) => api<RecipeDetail>(`/api/admin/recipes/${id}`, { signal }),
  });
export const adminRevisionsQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-recipe', id, 'revisions'],
    queryFn: ({ signal }) =>
      api<{ items: RevisionSummary[] }>(`/api/admin/recipes/${id}/revisions`, { signal }).then((r) => r.items),
  });
/** Members for the owner filter; `q` may also be a member's id (to label a filter read from the URL). */
export const recipeOwnersQuery = (q: string) =>
  queryOptions<RecipeOwner[]>({
    queryKey: ['admin-recipe-owners', q],
    queryFn: ({ signal }) =>
      api<{ items: RecipeOwner[] }>(`/api/admin/recipes/owners${toQuery({ q })}`, { signal }).then((r) => r.items),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

// ---- staff changes ----
export const setRecipesVisibility = (ids: string[], visibility: RecipeVisibility) =>
  api<{ updated: number }>('/api/admin/recipes/visibility', { body: { ids, visibility } });

export const templateUrl = (format: SpreadsheetFormat) => `/api/admin/recipes/template.${format}`;

/** Downloads the selected recipes as a CSV or XLSX file (a POST: the selection can be thousands of ids). */
export async function downloadRecipes(ids: string[], format: SpreadsheetFormat): Promise<void> {
  const res = await send(`/api/admin/recipes/export?format=${format}`, { ids });
  if (!res.ok) throw await toApiError(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `recipes.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const previewRecipeImport = (req: RecipeImportRequest) =>
  api<RecipeImportReport>('/api/admin/recipes/import/preview', { body: req });

/**
 * Commits an import. A refused import (400 with the report: some row has an error, nothing written)
 * resolves with that report, so the screen can show which rows stopped it; other failures throw.
 */
export async function commitRecipeImport(req: RecipeImportRequest): Promise<RecipeImportReport> {
  const res = await send('/api/admin/recipes/import/commit', req);
  const body = (await res.json().catch(() => null)) as (RecipeImportReport & { report?: RecipeImportReport }) | null;
  if (res.ok && body) return body;
  if (res.status === 400 && body?.report) return body.report;
  throw toApiErrorFrom(res, body);
}

async function send(path: string, body: unknown): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  return toApiErrorFrom(res, await res.json().catch(() => null));
}

function toApiErrorFrom(res: Response, body: unknown): ApiError {
  const b = (body ?? {}) as { code?: string; message?: string; fields?: Record<string, string> };
  return new ApiError(res.status, b.code ?? 'INTERNAL', b.message ?? res.statusText, b.fields ?? {});
}
