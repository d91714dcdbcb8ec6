import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import {
  INGREDIENT_CSV_COLUMNS,
  INGREDIENT_SORTS,
  type ImportReport,
  type IngredientDetail,
} from '@formulab/shared/catalogue/ingredients.schema';
import { ApiError } from '../../../lib/api.ts';
import type { IngredientFilters } from '../api.ts';

const PAGE_SIZES = [25, 50, 100];
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

/** The list's filters live in the URL (shareable, back button works); the drawer's record is `?id=`. */
export function useIngredientParams() {
  const [params, edit] = useSearchParamsUpdater();
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  const visibility = params.get('visibility');
  const q = params.get('q') ?? '';
  const state = {
    q,
    category: params.get('category') ?? '',
    visibility: (VISIBILITIES as readonly string[]).includes(visibility ?? '') ? (visibility as Visibility) : 'all',
    sort: ingredientSortOf(sort, q),
    size: PAGE_SIZES.includes(size) ? size : 25,
    id: params.get('id'),
  };
  /** Sets (or with '' / null removes) some parameters, keeping the others. */
  const update = (
    patch: Partial<Record<'q' | 'category' | 'visibility' | 'sort' | 'size' | 'id', string | number | null>>,
    replace = true,
  ) =>
    edit((next) => {
      for (const [k, v] of Object.entries(patch)) {
        const dflt = (k === 'visibility' && v === 'all') || (k === 'size' && v === 25);
        if (v === null || v === '' || v === undefined || dflt) next.delete(k);
        else next.set(k, String(v));
      }
      // the default order (or relevance without a search) is left out of the URL
      const sortNow = next.get('sort');
      const qNow = next.get('q') ?? '';
      if (sortNow !== null && ingredientSortOf(sortNow, qNow) === defaultIngredientSort(qNow)) next.delete('sort');
    }, replace);
  return { ...state, update };
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

/** Runs `task` over `items`, a few at a time, reporting progress; returns how many failed. */
export async function runWithProgress<T>(
  items: T[],
  task: (item: T) => Promise<unknown>,
  onProgress: (done: number) => void,
  concurrency = 4,
): Promise<{ failed: T[] }> {
  const failed: T[] = [];
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch {
        failed.push(item);
      }
      onProgress(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return { failed };
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
      cas_number: i.casNumber,
      ec_number: i.ecNumber,
      category: i.category.slug,
      functions: i.functions.map((f) => f.slug).join('|'),
      origin: i.origin,
      use_min: i.useMin,
      use_max: i.useMax,
      max_leave_on: i.maxLeaveOn,
      max_rinse_off: i.maxRinseOff,
      limit_note: i.limitNote,
      allergen: i.allergen,
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

export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Reads a CSV as text: UTF-8 (a BOM is dropped), or — when the bytes are not valid UTF-8, as
 * Excel's "CSV" in Korean Windows writes them — EUC-KR/CP949.
 */
export async function readCsvFile(file: File): Promise<{ text: string; encoding: 'utf-8' | 'euc-kr' }> {
  const bytes = await file.arrayBuffer();
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('euc-kr').decode(bytes), encoding: 'euc-kr' };
  }
}

/**
 * POST /import/commit. Unlike `commitImport` in ../api.ts, a refused import (400 with the report)
 * resolves with that report, so the wizard can show which rows stopped it.
 */
export async function commitImportWithReport(csv: string): Promise<ImportReport> {
  let res: Response;
  try {
    res = await fetch('/api/admin/ingredients/import/commit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ csv }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  const body = (await res.json().catch(() => null)) as
    (ImportReport & { code?: string; message?: string; fields?: Record<string, string>; report?: ImportReport }) | null;
  if (res.ok && body) return body;
  if (res.status === 400 && body?.report) return body.report;
  throw new ApiError(res.status, body?.code ?? 'INTERNAL', body?.message ?? res.statusText, body?.fields ?? {});
}

export function formatBytes(n: number, locale: string): string {
  const fmt = (v: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v)} ${unit}`;
  if (n < 1024) return fmt(n, 'B');
  if (n < 1024 * 1024) return fmt(n / 1024, 'KB');
  return fmt(n / 1024 / 1024, 'MB');
}
