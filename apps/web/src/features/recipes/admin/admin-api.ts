import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  bulkVisibilityResultSchema,
  recipeDetailSchema,
  recipeImportReportSchema,
  recipeOwnerListSchema,
  recipePageSchema,
  revisionListSchema,
  type RecipeImportReport,
  type RecipeImportRequest,
  type RecipeVisibility,
} from '@formulab/shared/recipes/recipes.schema';
import { assessorReportSchema, recipeComplianceFileSchema } from '@formulab/shared/compliance/compliance.admin.schema';
import { apiErrorOf, downloadBlob, postForReport, postJson } from '../../../components/admin/index.ts';
import { api } from '../../../lib/api.ts';
import { filteredQuery, readQuery } from '../../../lib/staff-records.ts';
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
  filteredQuery(['admin-recipes'], '/api/admin/recipes', recipePageSchema, f);
export const adminRecipeQuery = (id: string) => readQuery(['admin-recipe', id], `/api/admin/recipes/${id}`, recipeDetailSchema);
export const adminRevisionsQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-recipe', id, 'revisions'],
    queryFn: ({ signal }) =>
      api(`/api/admin/recipes/${id}/revisions`, { schema: revisionListSchema, signal }).then((r) => r.items),
  });
/** Members for the owner filter; `q` may also be a member's id (to label a filter read from the URL). */
export const recipeOwnersQuery = (q: string) =>
  queryOptions<RecipeOwner[]>({
    queryKey: ['admin-recipe-owners', q],
    queryFn: ({ signal }) =>
      api(`/api/admin/recipes/owners${toQuery({ q })}`, { schema: recipeOwnerListSchema, signal }).then((r) => r.items),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

// ---- staff changes ----
export const setRecipesVisibility = (ids: string[], visibility: RecipeVisibility) =>
  api('/api/admin/recipes/visibility', { schema: bulkVisibilityResultSchema, body: { ids, visibility } });

export const templateUrl = (format: SpreadsheetFormat) => `/api/admin/recipes/template.${format}`;

/** Downloads the selected recipes as a CSV or XLSX file (a POST: the selection can be thousands of ids). */
export async function downloadRecipes(ids: string[], format: SpreadsheetFormat): Promise<void> {
  const res = await postJson(`/api/admin/recipes/export?format=${format}`, { ids });
  if (!res.ok) throw apiErrorOf(res, await res.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `recipes.${format}`;
  downloadBlob(await res.blob(), name);
}

export const previewRecipeImport = (req: RecipeImportRequest) =>
  api('/api/admin/recipes/import/preview', { schema: recipeImportReportSchema, body: req });

/** Commits an import: all recipes or none; a refused import resolves with its report. */
export const commitRecipeImport = (req: RecipeImportRequest) =>
  postForReport<RecipeImportReport>('/api/admin/recipes/import/commit', req);

/** A recipe's compliance record as staff see it, and its safety assessor's reports (issue 15). */
export const adminComplianceFileQuery = (recipeId: string) => ({
  queryKey: ['recipe', recipeId, 'compliance-file', 'staff'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api(`/api/admin/recipes/${recipeId}/compliance/file`, { schema: recipeComplianceFileSchema, signal }),
});
export const attachReport = (recipeId: string, body: { market: string; fileId: string; note: string }) =>
  api(`/api/admin/recipes/${recipeId}/compliance/reports`, { schema: assessorReportSchema, body });
export const removeReport = (recipeId: string, reportId: string) =>
  api<void>(`/api/admin/recipes/${recipeId}/compliance/reports/${reportId}`, { method: 'DELETE' });
