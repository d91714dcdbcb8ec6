/**
 * The recipe spreadsheet format (RECIPE_CSV_COLUMNS, one row per ingredient line) read from and
 * written to CSV and XLSX. Only the file format lives here; what the rows mean is recipes.import.ts.
 */
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../lib/lazy-libs.ts';
import { parse } from 'csv-parse/sync';
import { RECIPE_CSV_COLUMNS } from '@formulab/shared/recipes/recipes.schema';
import { INVALID_CHARACTERS, isStorableText } from '@formulab/shared/text';
import { AppError } from '../../errors.ts';
import { zipDeclaredSize } from '../../lib/zip-guard.ts';
import { toCsv, toXlsx, unescapeFormula } from '../../lib/csv.ts';

export type RecipeColumn = (typeof RECIPE_CSV_COLUMNS)[number];
/** One data row of a file: its 1-based row number (header = 1) and every known column as trimmed text. */
export type SheetRow = { row: number; cells: Record<RecipeColumn, string> };
/** A row to write: numbers stay numbers in XLSX. */
export type OutRow = Record<RecipeColumn, string | number | null>;

/** Most data rows one import may hold. */
export const MAX_IMPORT_ROWS = 5000;
/** Largest file one import may hold (the request's text is limited to 8,000,000 characters as well). */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
/** What an XLSX may unpack to: 5,000 rows of text are a few MB; far more means a crafted file. */
const MAX_XLSX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Columns a file cannot do without; the others may be left out of the header. */
export const REQUIRED_COLUMNS: readonly RecipeColumn[] = ['recipe_name', 'product_type', 'inci_name', 'percent'];

/** Column widths of the XLSX export, in characters. */
const WIDTHS: Record<RecipeColumn, number> = {
  owner_email: 28,
  recipe_name: 30,
  product_type: 16,
  visibility: 11,
  description: 40,
  inci_name: 36,
  percent: 10,
  phase: 7,
  note: 30,
};

const fileError = (key: string, message: string) => new AppError(400, 'VALIDATION', message, { data: key });

/** CSV text (a BOM is allowed) or an XLSX file as base64 → the data rows, header checked. */
export async function readRecipeSheet(format: 'csv' | 'xlsx', data: string): Promise<SheetRow[]> {
  const table = format === 'csv' ? readCsv(data) : await readXlsx(data);
  // an XLSX cell may spell NUL or half a surrogate pair as `_x0000_` / `_xD800_`, which exceljs decodes
  const bad = table.header.every(isStorableText) ? table.rows.find((r) => !r.values.every(isStorableText)) : { row: 'header' };
  if (bad) throw fileError(INVALID_CHARACTERS, `Row ${bad.row} has a character that cannot be stored (NUL, lone surrogate)`);
  const header = table.header.map((h) => h.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length)
    throw new AppError(400, 'VALIDATION', `Missing columns: ${missing.join(', ')}`, { data: 'errors.csvColumns' }, { missing });
  const index = new Map(RECIPE_CSV_COLUMNS.map((c) => [c, header.indexOf(c)]));
  const rows: SheetRow[] = [];
  for (const r of table.rows) {
    if (r.values.every((v) => v.trim() === '')) continue;
    if (rows.length === MAX_IMPORT_ROWS) throw fileError('errors.csvTooManyRows', `At most ${MAX_IMPORT_ROWS} rows per import`);
    const cells = {} as Record<RecipeColumn, string>;
    for (const c of RECIPE_CSV_COLUMNS) {
      const i = index.get(c)!;
      cells[c] = i < 0 ? '' : unescapeFormula((r.values[i] ?? '').trim());
    }
    rows.push({ row: r.row, cells });
  }
  if (!rows.length) throw fileError('errors.csvEmpty', 'The file has no rows');
  return rows;
}

type Table = { header: string[]; rows: { row: number; values: string[] }[] };

function readCsv(text: string): Table {
  if (Buffer.byteLength(text) > MAX_IMPORT_BYTES) throw fileError('errors.tooLong', 'The file is too large');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (err) {
    throw fileError('errors.csvInvalid', `The file is not valid CSV: ${(err as Error).message}`);
  }
  const [head, ...rest] = records;
  if (!head) throw fileError('errors.csvEmpty', 'The file is empty');
  return { header: head.record, rows: rest.map((r) => ({ row: r.info.lines, values: r.record })) };
}

async function readXlsx(base64: string): Promise<Table> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMPORT_BYTES) throw fileError('errors.tooLong', 'The file is too large');
  // exceljs inflates the whole workbook in memory: refuse one that declares more than it could need
  const unpacked = zipDeclaredSize(bytes);
  if (unpacked !== null && unpacked > MAX_XLSX_UNPACKED_BYTES) {
    throw fileError('errors.xlsxTooLarge', `The workbook unpacks to ${unpacked} bytes`);
  }
  const workbook = new (await loadExcelJs()).Workbook();
  try {
    // exceljs' types predate Node's generic Buffer
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch (err) {
    throw fileError('errors.xlsxInvalid', `The XLSX file could not be read: ${(err as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw fileError('errors.csvEmpty', 'The workbook has no rows');
  // a sheet may start lower than row 1 (a title above the table): the header is its first non-empty row
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1)
    throw fileError('errors.csvTooManyRows', `At most ${MAX_IMPORT_ROWS} rows per import`);
  const width = sheet.columnCount;
  const rows: { row: number; values: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values: string[] = [];
    for (let c = 1; c <= width; c++) {
      const cell = row.getCell(c);
      // a cell formatted as a percentage holds 5 % as 0.05
      const value =
        typeof cell.value === 'number' && cell.numFmt?.includes('%') ? Number((cell.value * 100).toPrecision(15)) : cell.value;
      values.push(cellText(value));
    }
    rows.push({ row: number, values });
  });
  const [head, ...rest] = rows;
  if (!head) throw fileError('errors.csvEmpty', 'The workbook has no rows');
  return { header: head.values, rows: rest };
}

/**
 * A cell's value as the text a person sees: numbers without binary noise (0.1 + 0.2 typed in a
 * spreadsheet is stored as 0.30000000000000004), rich text and hyperlinks (Excel turns e-mail
 * addresses into mailto links) as their text, formulas as their result.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('hyperlink' in value) return cellText(value.text);
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null);
  if ('error' in value) return value.error;
  return '';
}

/** The rows as CSV in the import's columns (lib/csv.ts: BOM, quoting, formulas neutralised). */
export function writeRecipeCsv(rows: readonly OutRow[]): string {
  return toCsv(RECIPE_CSV_COLUMNS, rows.map(recipeCells));
}

/** The rows as an XLSX workbook: percents as plain numbers (95 means 95 %). */
export function writeRecipeXlsx(rows: readonly OutRow[]): Promise<Buffer> {
  return toXlsx('recipes', RECIPE_CSV_COLUMNS, rows.map(recipeCells), WIDTHS);
}

const recipeCells = (r: OutRow) => RECIPE_CSV_COLUMNS.map((c) => r[c]);
