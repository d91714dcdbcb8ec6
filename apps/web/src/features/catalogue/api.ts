import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { termListSchema, termSchema, type TaxonomyKind, type TermInput } from '@formulab/shared/catalogue/taxonomy.schema';
import {
  importReportSchema,
  ingredientDetailSchema,
  ingredientPageSchema,
  type IngredientInput,
} from '@formulab/shared/catalogue/ingredients.schema';
import {
  subMaterialDetailSchema,
  subMaterialPageSchema,
  type SubMaterialInput,
} from '@formulab/shared/catalogue/sub-materials.schema';
import { materialPageSchema, materialSchema, type MaterialInput } from '@formulab/shared/catalogue/materials.schema';
import { api } from '../../lib/api.ts';
import { toQuery } from '../../lib/query-string.ts';

export type Page<T> = { items: T[]; nextCursor: string | null; total: number };

export const taxonomyQuery = (kind: TaxonomyKind) =>
  queryOptions({
    queryKey: ['taxonomy', kind],
    queryFn: () =>
      api(`/api/taxonomy/${kind}`, { schema: import.meta.env.PROD ? undefined : termListSchema }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });

export type IngredientFilters = {
  q?: string;
  category?: string;
  function?: string[];
  sort?: string;
  cursor?: string;
  limit?: number;
  visibility?: string;
};

export const ingredientsQuery = (f: IngredientFilters, scope: 'public' | 'admin' = 'public') =>
  queryOptions({
    queryKey: ['ingredients', scope, f],
    queryFn: ({ signal }) =>
      api(`/api/${scope === 'admin' ? 'admin/' : ''}ingredients${toQuery(f)}`, {
        schema: import.meta.env.PROD ? undefined : ingredientPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const ingredientQuery = (id: string, scope: 'public' | 'admin' = 'public') =>
  queryOptions({
    queryKey: ['ingredient', scope, id],
    queryFn: () =>
      api(`/api/${scope === 'admin' ? 'admin/' : ''}ingredients/${id}`, {
        schema: import.meta.env.PROD ? undefined : ingredientDetailSchema,
      }),
  });

export type SubMaterialFilters = {
  q?: string;
  type?: string;
  material?: string;
  finish?: string;
  capacityMin?: number;
  capacityMax?: number;
  sort?: string;
  cursor?: string;
  limit?: number;
  visibility?: string;
};

export const subMaterialsQuery = (f: SubMaterialFilters, scope: 'public' | 'admin' = 'public') =>
  queryOptions({
    queryKey: ['sub-materials', scope, f],
    queryFn: ({ signal }) =>
      api(`/api/${scope === 'admin' ? 'admin/' : ''}sub-materials${toQuery(f as Record<string, string>)}`, {
        schema: import.meta.env.PROD ? undefined : subMaterialPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const subMaterialQuery = (id: string, scope: 'public' | 'admin' = 'public') =>
  queryOptions({
    queryKey: ['sub-material', scope, id],
    queryFn: () =>
      api(`/api/${scope === 'admin' ? 'admin/' : ''}sub-materials/${id}`, {
        schema: import.meta.env.PROD ? undefined : subMaterialDetailSchema,
      }),
  });

export const materialsQuery = (f: { q?: string; lowStock?: string; cursor?: string; limit?: number }) =>
  queryOptions({
    queryKey: ['materials', f],
    queryFn: () => api(`/api/admin/materials${toQuery(f)}`, { schema: import.meta.env.PROD ? undefined : materialPageSchema }),
    placeholderData: keepPreviousData,
  });

// ---- staff mutations ----
/** `idempotencyKey` (a create's, `useSendOnce().keyFor`): a repeat of the same create makes nothing twice */
export const saveIngredient = (input: IngredientInput, id?: string, idempotencyKey?: string) =>
  api(id ? `/api/admin/ingredients/${id}` : '/api/admin/ingredients', {
    schema: import.meta.env.PROD ? undefined : ingredientDetailSchema,
    method: id ? 'PUT' : 'POST',
    body: input,
    idempotencyKey: id ? undefined : idempotencyKey,
  });
export const setIngredientVisible = (id: string, visible: boolean) =>
  api(`/api/admin/ingredients/${id}/visibility`, {
    schema: import.meta.env.PROD ? undefined : ingredientDetailSchema,
    body: { visible },
  });
export const deleteIngredient = (id: string) => api<void>(`/api/admin/ingredients/${id}`, { method: 'DELETE' });
export const previewImport = (csv: string) =>
  api('/api/admin/ingredients/import/preview', { schema: import.meta.env.PROD ? undefined : importReportSchema, body: { csv } });
export const commitImport = (csv: string) =>
  api('/api/admin/ingredients/import/commit', { schema: import.meta.env.PROD ? undefined : importReportSchema, body: { csv } });

export const saveSubMaterial = (input: SubMaterialInput, id?: string, idempotencyKey?: string) =>
  api(id ? `/api/admin/sub-materials/${id}` : '/api/admin/sub-materials', {
    schema: import.meta.env.PROD ? undefined : subMaterialDetailSchema,
    method: id ? 'PUT' : 'POST',
    body: input,
    idempotencyKey: id ? undefined : idempotencyKey,
  });
export const setSubMaterialVisible = (id: string, visible: boolean) =>
  api(`/api/admin/sub-materials/${id}/visibility`, {
    schema: import.meta.env.PROD ? undefined : subMaterialDetailSchema,
    body: { visible },
  });
export const deleteSubMaterial = (id: string) => api<void>(`/api/admin/sub-materials/${id}`, { method: 'DELETE' });

export const saveMaterial = (input: MaterialInput, id?: string, idempotencyKey?: string) =>
  api(id ? `/api/admin/materials/${id}` : '/api/admin/materials', {
    schema: import.meta.env.PROD ? undefined : materialSchema,
    method: id ? 'PUT' : 'POST',
    body: input,
    idempotencyKey: id ? undefined : idempotencyKey,
  });
export const deleteMaterial = (id: string) => api<void>(`/api/admin/materials/${id}`, { method: 'DELETE' });

export const createTerm = (kind: TaxonomyKind, input: TermInput, idempotencyKey?: string) =>
  api(`/api/admin/taxonomy/${kind}`, { schema: import.meta.env.PROD ? undefined : termSchema, body: input, idempotencyKey });
export const updateTerm = (kind: TaxonomyKind, id: number, input: TermInput) =>
  api(`/api/admin/taxonomy/${kind}/${id}`, { schema: import.meta.env.PROD ? undefined : termSchema, method: 'PUT', body: input });
export const deleteTerm = (kind: TaxonomyKind, id: number) =>
  api<void>(`/api/admin/taxonomy/${kind}/${id}`, { method: 'DELETE' });
export const reorderTerms = (kind: TaxonomyKind, ids: number[]) =>
  api(`/api/admin/taxonomy/${kind}/order`, {
    schema: import.meta.env.PROD ? undefined : termListSchema,
    method: 'PUT',
    body: { ids },
  });

export { uploadFile } from '../../lib/upload.ts';

export { localName } from '../../lib/format.ts';
