import type { RecipeImportRequest } from '@formulab/shared/recipes/recipes.schema';
import { decodeText, type ChosenFile, type FileProblem } from '../../../components/admin/index.ts';

/** A CSV of up to 8 MB travels as text; an XLSX as base64, which grows by a third, so up to 6 MB. */
export const MAX_BYTES = { csv: 8_000_000, xlsx: 6_000_000 } as const;
export const ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/plain': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** The import format of a file by its name, or null when it is neither CSV nor XLSX. */
export function formatOf(name: string): 'csv' | 'xlsx' | null {
  if (/\.csv$/i.test(name)) return 'csv';
  if (/\.xlsx$/i.test(name)) return 'xlsx';
  return null;
}

/**
 * Reads a chosen file into an import request. CSV: as text (UTF-8, or EUC-KR as Excel on Korean
 * Windows writes it). XLSX: base64.
 * Throws a FileProblem for a wrong type or size.
 */
export async function readRecipeFile(file: File): Promise<ChosenFile<RecipeImportRequest>> {
  const format = formatOf(file.name);
  if (!format) throw { key: 'adminRecipes.import.wrongType' } satisfies FileProblem;
  if (file.size > MAX_BYTES[format])
    throw { key: 'adminRecipes.import.tooLarge', params: { max: format === 'csv' ? '8 MB' : '6 MB' } } satisfies FileProblem;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (format === 'xlsx') {
    return { request: { format, data: toBase64(bytes), fileName: file.name }, name: file.name, size: file.size, encoding: null };
  }
  const { text, encoding } = decodeText(bytes);
  return { request: { format, data: text, fileName: file.name }, name: file.name, size: file.size, encoding };
}

/** Base64 in chunks: String.fromCharCode(...bytes) on a whole file would overflow the call stack. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
