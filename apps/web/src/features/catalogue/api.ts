import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TaxonomyKind, Term, TermInput } from '@formulab/shared/catalogue/taxonomy.schema';
import type {
  IngredientDetail,
  IngredientInput,
  IngredientPage,
  ImportReport,
} from '@formulab/shared/catalogue/ingredients.schema';
import type { SubMaterialDetail, SubMaterialInput, SubMaterialSummary } from '@formulab/shared/catalogue/sub-materials.schema';
import type { Material, MaterialInput } from '@formulab/shared/catalogue/materials.schema';
import { api } from '../../lib/api.ts';
import { toQuery } from '../../lib/query-string.ts';

export type Page<T> = { items: T[]; nextCursor: string | null; total: number };

export const taxonomyQuery = (kind: TaxonomyKind) =>
  queryOptions({
    queryKey: ['taxonomy', kind],
    queryFn: () => api<{ items: Term[] }>(`/api/taxonomy/${kind}`).then((r) => r.items),
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
    queryFn: ({ signal }) => api<IngredientPage>(`/api/${scope === 'admin' ? 'admin/' : ''}ingredients${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const ingredientQuery = (id: string, scope: 'public' | 'admin' = 'public') =>
  queryOptions({
    queryKey: ['ingredient', scope, id],
    queryFn: () => api<IngredientDetail>(`/api/${scope === 'admin' ? 'admin/' : ''}ingredients/${id}`),
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
      api<Page<SubMaterialSummary>>(
        `/api/${scope === 'admin' ? 'admin/' : ''}sub-materials${toQuery(f as Record<string, string>)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const subMaterialQuery = (id: string, scope: 'public' | 'admin' = 'public') =>
  queryOptions({
    queryKey: ['sub-material', scope, id],
    queryFn: () => api<SubMaterialDetail>(`/api/${scope === 'admin' ? 'admin/' : ''}sub-materials/${id}`),
  });

export const materialsQuery = (f: { q?: string; lowStock?: string; cursor?: string; limit?: number }) =>
  queryOptions({
    queryKey: ['materials', f],
    queryFn: () => api<Page<Material>>(`/api/admin/materials${toQuery(f)}`),
    placeholderData: keepPreviousData,
  });

// ---- staff mutations ----
/** `idempotencyKey` (a create's, `useSendOnce().keyFor`): a repeat of the same create makes nothing twice */
export const saveIngredient = (input: IngredientInput, id?: string, idempotencyKey?: string) =>
  api<IngredientDetail>(id ? `/api/admin/ingredients/${id}` : '/api/admin/ingredients', {
    method: id ? 'PUT' : 'POST',
    body: input,
    idempotencyKey: id ? undefined : idempotencyKey,
  });
export const setIngredientVisible = (id: string, visible: boolean) =>
  api<IngredientDetail>(`/api/admin/ingredients/${id}/visibility`, { body: { visible } });
export const deleteIngredient = (id: string) => api<void>(`/api/admin/ingredients/${id}`, { method: 'DELETE' });
export const previewImport = (csv: string) => api<ImportReport>('/api/admin/ingredients/import/preview', { body: { csv } });
export const commitImport = (csv: string) => api<ImportReport>('/api/admin/ingredients/import/commit', { body: { csv } });

export const saveSubMaterial = (input: SubMaterialInput, id?: string, idempotencyKey?: string) =>
  api<SubMaterialDetail>(id ? `/api/admin/sub-materials/${id}` : '/api/admin/sub-materials', {
    method: id ? 'PUT' : 'POST',
    body: input,
    idempotencyKey: id ? undefined : idempotencyKey,
  });
export const setSubMaterialVisible = (id: string, visible: boolean) =>
  api<SubMaterialDetail>(`/api/admin/sub-materials/${id}/visibility`, { body: { visible } });
export const deleteSubMaterial = (id: string) => api<void>(`/api/admin/sub-materials/${id}`, { method: 'DELETE' });

export const saveMaterial = (input: MaterialInput, id?: string, idempotencyKey?: string) =>
  api<Material>(id ? `/api/admin/materials/${id}` : '/api/admin/materials', {
    method: id ? 'PUT' : 'POST',
    body: input,
    idempotencyKey: id ? undefined : idempotencyKey,
  });
export const deleteMaterial = (id: string) => api<void>(`/api/admin/materials/${id}`, { method: 'DELETE' });

export const createTerm = (kind: TaxonomyKind, input: TermInput, idempotencyKey?: string) =>
  api<Term>(`/api/admin/taxonomy/${kind}`, { body: input, idempotencyKey });
export const updateTerm = (kind: TaxonomyKind, id: number, input: TermInput) =>
  api<Term>(`/api/admin/taxonomy/${kind}/${id}`, { method: 'PUT', body: input });
export const deleteTerm = (kind: TaxonomyKind, id: number) =>
  api<void>(`/api/admin/taxonomy/${kind}/${id}`, { method: 'DELETE' });
export const reorderTerms = (kind: TaxonomyKind, ids: number[]) =>
  api<{ items: Term[] }>(`/api/admin/taxonomy/${kind}/order`, { method: 'PUT', body: { ids } });

export { uploadFile } from '../../lib/upload.ts';

export { localName } from '../../lib/format.ts';
