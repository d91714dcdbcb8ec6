import type { RecipeImportRequest } from '@formulab/shared/recipes/recipes.schema';

/** A CSV of up to 8 MB travels as text; an XLSX as base64, which grows by a third, so up to 6 MB. */
export const MAX_BYTES = { csv: 8_000_000, xlsx: 6_000_000 } as const;
export const ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/plain': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

export type ChosenFile = { request: RecipeImportRequest; name: string; size: number; encoding: 'utf-8' | 'euc-kr' | null };
export type FileProblem = { key: string; params?: Record<string, string> };

/** The import format of a file by its name, or null when it is neither CSV nor XLSX. */
export function formatOf(name: string): 'csv' | 'xlsx' | null {
  if (/\.csv$/i.test(name)) return 'csv';
  if (/\.xlsx$/i.test(name)) return 'xlsx';
  return null;
}

/**
 * Reads a chosen file into an import request. CSV: UTF-8 (a BOM is fine), or — when the bytes are not
 * valid UTF-8, as Excel's "CSV" on Korean Windows writes them — EUC-KR/CP949. XLSX: base64.
 * Throws a FileProblem for a wrong type or size.
 */
export async function readRecipeFile(file: File): Promise<ChosenFile> {
  const format = formatOf(file.name);
  if (!format) throw { key: 'adminRecipes.import.wrongType' } satisfies FileProblem;
  if (file.size > MAX_BYTES[format])
    throw { key: 'adminRecipes.import.tooLarge', params: { max: format === 'csv' ? '8 MB' : '6 MB' } } satisfies FileProblem;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (format === 'xlsx') {
    return { request: { format, data: toBase64(bytes), fileName: file.name }, name: file.name, size: file.size, encoding: null };
  }
  let text: string;
  let encoding: 'utf-8' | 'euc-kr' = 'utf-8';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('euc-kr').decode(bytes);
    encoding = 'euc-kr';
  }
  return { request: { format, data: text, fileName: file.name }, name: file.name, size: file.size, encoding };
}

/** Base64 in chunks: String.fromCharCode(...bytes) on a whole file would overflow the call stack. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function isFileProblem(e: unknown): e is FileProblem {
  return typeof e === 'object' && e !== null && 'key' in e && typeof (e as FileProblem).key === 'string';
}

export function formatBytes(n: number, locale: string): string {
  const fmt = (v: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v)} ${unit}`;
  if (n < 1024) return fmt(n, 'B');
  if (n < 1024 * 1024) return fmt(n / 1024, 'KB');
  return fmt(n / 1024 / 1024, 'MB');
}
