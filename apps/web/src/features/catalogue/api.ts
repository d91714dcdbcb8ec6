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
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { toQuery } from '../../lib/query-string.ts';

export type Page<T> = { items: T[]; nextCursor: string | null; total: number };

type Scope = 'public' | 'admin';

// Each helper below takes its schema as `import.meta.env.PROD ? undefined : <schema>`, written at the
// call: only there can a production build fold the schema (and zod with it) out of the public pages'
// first load (decision 0020; e2e/bundle.spec.ts holds /ingredients to its budget). Passed whole, the
// schema is referenced whatever the helper does with it.

/** A catalogue list (`kind`) as the public or staff (hidden records too) read it, filtered by `f`. */
const scopedList = <S extends z.ZodType>(kind: string, schema: S | undefined, f: object, scope: Scope) =>
  queryOptions({
    queryKey: [kind, scope, f],
    queryFn: ({ signal }) =>
      api(`/api/${scope === 'admin' ? 'admin/' : ''}${kind}${toQuery(f as Record<string, string>)}`, {
        schema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One record of a catalogue list (`kind`; cached as `key`) as the public or staff read it. */
const scopedRecord = <S extends z.ZodType>(key: string, kind: string, id: string, schema: S | undefined, scope: Scope) =>
  queryOptions({
    queryKey: [key, scope, id],
    queryFn: () => api(`/api/${scope === 'admin' ? 'admin/' : ''}${kind}/${id}`, { schema }),
  });

/**
 * A staff record's save: a create (POST `path`; `idempotencyKey`, a create's `useSendOnce().keyFor`,
 * makes a repeat of the same create nothing twice) or, with `id`, an update (PUT `path/id`).
 */
const recordSave =
  <I, S extends z.ZodType>(path: string, schema: S | undefined) =>
  (input: I, id?: string, idempotencyKey?: string) =>
    api(id ? `${path}/${id}` : path, {
      schema,
      method: id ? 'PUT' : 'POST',
      body: input,
      idempotencyKey: id ? undefined : idempotencyKey,
    });

/**
 * Saves `input` over `record`, carrying the version it was opened at (a save over someone else's change
 * is refused, 409), or, with none, as a new record whose create is sent with `keyFor`'s idempotency key.
 */
export const saveVersioned = <I, R>(
  save: (input: I & { version?: number }, id?: string, idempotencyKey?: string) => Promise<R>,
  input: I,
  record: { id: string; version: number } | null | undefined,
  keyFor: (body: unknown) => string,
) => {
  const body = { ...input, version: record?.version };
  return save(body, record?.id, record ? undefined : keyFor(body));
};

/** Shows or hides a catalogue record (of the staff list `kind`) on the public pages. */
const visibilitySetter =
  <S extends z.ZodType>(kind: string, schema: S | undefined) =>
  (id: string, visible: boolean) =>
    api(`/api/admin/${kind}/${id}/visibility`, { schema, body: { visible } });

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

export const ingredientsQuery = (f: IngredientFilters, scope: Scope = 'public') =>
  scopedList('ingredients', import.meta.env.PROD ? undefined : ingredientPageSchema, f, scope);

export const ingredientQuery = (id: string, scope: Scope = 'public') =>
  scopedRecord('ingredient', 'ingredients', id, import.meta.env.PROD ? undefined : ingredientDetailSchema, scope);

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

export const subMaterialsQuery = (f: SubMaterialFilters, scope: Scope = 'public') =>
  scopedList('sub-materials', import.meta.env.PROD ? undefined : subMaterialPageSchema, f, scope);

export const subMaterialQuery = (id: string, scope: Scope = 'public') =>
  scopedRecord('sub-material', 'sub-materials', id, import.meta.env.PROD ? undefined : subMaterialDetailSchema, scope);

export const materialsQuery = (f: { q?: string; lowStock?: string; cursor?: string; limit?: number }) =>
  queryOptions({
    queryKey: ['materials', f],
    queryFn: () => api(`/api/admin/materials${toQuery(f)}`, { schema: import.meta.env.PROD ? undefined : materialPageSchema }),
    placeholderData: keepPreviousData,
  });

// ---- staff mutations ----
export const saveIngredient = recordSave<IngredientInput, typeof ingredientDetailSchema>(
  '/api/admin/ingredients',
  import.meta.env.PROD ? undefined : ingredientDetailSchema,
);
export const setIngredientVisible = visibilitySetter('ingredients', import.meta.env.PROD ? undefined : ingredientDetailSchema);
export const deleteIngredient = (id: string) => api<void>(`/api/admin/ingredients/${id}`, { method: 'DELETE' });
export const previewImport = (csv: string) =>
  api('/api/admin/ingredients/import/preview', { schema: import.meta.env.PROD ? undefined : importReportSchema, body: { csv } });
export const commitImport = (csv: string) =>
  api('/api/admin/ingredients/import/commit', { schema: import.meta.env.PROD ? undefined : importReportSchema, body: { csv } });

export const saveSubMaterial = recordSave<SubMaterialInput, typeof subMaterialDetailSchema>(
  '/api/admin/sub-materials',
  import.meta.env.PROD ? undefined : subMaterialDetailSchema,
);
export const setSubMaterialVisible = visibilitySetter(
  'sub-materials',
  import.meta.env.PROD ? undefined : subMaterialDetailSchema,
);
export const deleteSubMaterial = (id: string) => api<void>(`/api/admin/sub-materials/${id}`, { method: 'DELETE' });

export const saveMaterial = recordSave<MaterialInput, typeof materialSchema>(
  '/api/admin/materials',
  import.meta.env.PROD ? undefined : materialSchema,
);
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
