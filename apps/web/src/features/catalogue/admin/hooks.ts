import {
  INGREDIENT_CSV_COLUMNS,
  INGREDIENT_SORTS,
  type ImportReport,
  type IngredientDetail,
} from '@formulab/shared/catalogue/ingredients.schema';
import type { UseFormReturnType } from '@mantine/form';
import type { QueryClient } from '@tanstack/react-query';
import { oneOf, pageSizeOf, postForReport, useUrlParams } from '../../../components/admin/index.ts';
import { ingredientQuery, type IngredientFilters } from '../api.ts';

export const VISIBILITIES = ['all', 'visible', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export type IngredientSort = (typeof INGREDIENT_SORTS)[number];

/** Without a search text relevance means nothing: the list is by name; while searching, best match first. */
export function defaultIngredientSort(q: string): IngredientSort {
  return q.trim() ? 'relevance' : 'name';
}

/** The order the list uses: the URL's when it is one that applies, else the default. */
export function ingredientSortOf(sort: string | null | undefined, q: string): IngredientSort {
  const known = (INGREDIENT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as IngredientSort) : null;
  return known && !(known === 'relevance' && !q.trim()) ? known : defaultIngredientSort(q);
}

/** The orders worth offering: relevance only while searching. */
export function ingredientSortsFor(q: string): IngredientSort[] {
  return INGREDIENT_SORTS.filter((s) => s !== 'relevance' || !!q.trim());
}

type ParamKey = 'q' | 'category' | 'visibility' | 'sort' | 'size' | 'id';
const DEFAULTS = { visibility: 'all', size: '25' };

/** The default order (or relevance without a search) is left out of the URL. */
function dropDefaultSort(next: URLSearchParams) {
  const sort = next.get('sort');
  const q = next.get('q') ?? '';
  if (sort !== null && ingredientSortOf(sort, q) === defaultIngredientSort(q)) next.delete('sort');
}

/** The list's filters live in the URL (shareable, back button works); the drawer's record is `?id=`. */
export function useIngredientParams() {
  const [params, set] = useUrlParams(DEFAULTS, dropDefaultSort);
  /** Sets (or with '' / null / the default removes) some parameters, keeping the others. */
  const update: (patch: Partial<Record<ParamKey, string | number | null>>, replace?: boolean) => void = set;
  const q = params.get('q') ?? '';
  return {
    q,
    category: params.get('category') ?? '',
    visibility: oneOf(VISIBILITIES, params.get('visibility'), 'all'),
    sort: ingredientSortOf(params.get('sort'), q),
    size: pageSizeOf(params.get('size'), 25),
    id: params.get('id'),
    update,
  };
}

export function listFilters(p: ReturnType<typeof useIngredientParams>, cursor: string | undefined): IngredientFilters {
  return {
    q: p.q || undefined,
    category: p.category || undefined,
    visibility: p.visibility,
    sort: p.sort,
    limit: p.size,
    cursor,
  };
}

const csvCell = (v: unknown): string => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The same CSV as the server's export (columns in import order, `|` between list items, BOM for Excel). */
export function ingredientsToCsv(items: IngredientDetail[]): string {
  const rows = items.map((i) => {
    const byColumn: Record<(typeof INGREDIENT_CSV_COLUMNS)[number], unknown> = {
      inci_name: i.inciName,
      name_ko: i.nameKo,
      name_en: i.nameEn,
      name_zh: i.nameZh,
      cas_number: i.casNumber,
      ec_number: i.ecNumber,
      category: i.category.slug,
      functions: i.functions.map((f) => f.slug).join('|'),
      origin: i.origin,
      use_min: i.useMin,
      use_max: i.useMax,
      limit_note: i.limitNote,
      allergen: i.allergen,
      nano: i.nano,
      price_per_kg: i.pricePerKg,
      moq_kg: i.moqKg,
      visible: i.visible,
      description_ko: i.descriptionKo,
      description_en: i.descriptionEn,
    };
    return INGREDIENT_CSV_COLUMNS.map((c) => csvCell(byColumn[c])).join(',');
  });
  return '\ufeff' + [INGREDIENT_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/**
 * POST /import/commit. Unlike `commitImport` in ../api.ts, a refused import (400 with the report)
 * resolves with that report, so the wizard can show which rows stopped it.
 */
export const commitImportWithReport = (csv: string) =>
  postForReport<ImportReport>('/api/admin/ingredients/import/commit', { csv });

/**
 * An ingredient just saved (its facts or its composition): the staff cache holds it, the public page
 * reads it again, and its form starts over from `values`, clean.
 */
export function takeSavedIngredient<V>(qc: QueryClient, saved: IngredientDetail, form: UseFormReturnType<V>, values: V) {
  qc.setQueryData(ingredientQuery(saved.id, 'admin').queryKey, saved);
  void qc.invalidateQueries({ queryKey: ['ingredient', 'public', saved.id] });
  form.setInitialValues(values);
  form.setValues(values);
  form.resetDirty(values);
}
