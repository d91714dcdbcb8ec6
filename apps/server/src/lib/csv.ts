import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../errors.ts';
import { loadExcelJs } from './lazy-libs.ts';
import type { FastifyReply } from 'fastify';

/**
 * CSV for spreadsheets: UTF-8 with a BOM (Excel otherwise reads Korean as mojibake), RFC 4180 quoting
 * by csv-stringify, CRLF line ends, and text cells that would run as a formula in a spreadsheet
 * (starting with = + - @ tab or CR) prefixed with an apostrophe. Numbers are written as they are.
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return (
    '\ufeff' +
    stringify(
      rows.map((r) => r.map(cell)),
      {
        header: true,
        columns: [...columns],
        record_delimiter: 'windows',
        // with CRLF records csv-stringify quotes only fields holding CRLF; a lone LF or CR must be quoted too
        quoted_match: /[\r\n]/,
      },
    )
  );
}

/** A cell that a spreadsheet would run as a formula starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text a cell is written with: formulas neutralised by a leading apostrophe. */
export const escapeFormula = (s: string) => (FORMULA_START.test(s) ? `'${s}` : s);

/** Undoes escapeFormula when an exported file is imported again. */
export const unescapeFormula = (s: string) => (s.startsWith("'") && FORMULA_START.test(s.slice(1)) ? s.slice(1) : s);

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  return typeof v === 'string' ? escapeFormula(v) : String(v);
}

/**
 * The same table as an XLSX workbook (one sheet): bold, frozen header, the given column widths,
 * numbers as numbers. Text cells are typed as text by exceljs, so nothing in them runs as a formula.
 */
export async function toXlsx(
  sheetName: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  widths: Partial<Record<string, number>> = {},
): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Formulab';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c, key: c, width: widths[c] ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r.map((v) => (v === null || v === undefined ? '' : v)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** The most rows a staff list's CSV export holds (its filters narrow a larger list). */
export const CSV_MAX_ROWS = 50_000;

/**
 * Answers with `csv` as a download named `<name>.csv` (ASCII names only; see `attachmentDisposition`
 * for user text); `dated` appends today's date (UTC), as every staff list's export does.
 */
export function sendCsv(reply: FastifyReply, name: string, csv: string, opts: { dated?: boolean } = {}): FastifyReply {
  const file = opts.dated ? `${name}-${new Date().toISOString().slice(0, 10)}` : name;
  return reply.type(CSV_TYPE).header('content-disposition', `attachment; filename="${file}.csv"`).send(csv);
}

/**
 * A Content-Disposition value for a download named after user text: an ASCII fallback (`filename=`)
 * plus the exact name in UTF-8 (`filename*=`, RFC 5987/6266), so Korean names survive in every browser.
 */
export function attachmentDisposition(name: string, ext: string, fallback: string): string {
  // characters no file system or header likes, control characters, and runs of spaces
  const clean =
    name
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || fallback;
  const ascii =
    clean
      .replace(/[^\x20-\x7e]+/g, '_')
      .replace(/[%;,]/g, '_')
      .replace(/_+/g, '_')
      .replace(/^[_ ]+|[_ ]+$/g, '') || fallback;
  const encoded = encodeURIComponent(`${clean}.${ext}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encoded}`;
}

/**
 * An uploaded CSV as rows keyed by lower-cased, trimmed header (BOM dropped, blank lines skipped, cells
 * trimmed, short rows allowed, toCsv's apostrophe guard removed); a 400 on `csv` when it is not CSV at all.
 * Every import reads with this, and its numbers with `parseNumberCell` (@formulab/shared/numbers).
 */
export function parseCsv(csv: string): Record<string, string>[] {
  try {
    return parse<Record<string, string>>(csv, {
      columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      // toCsv's formula guard comes off again: an exported "'=Name" is re-imported as "=Name"
      cast: (value: string) => unescapeFormula(value),
    });
  } catch (err) {
    throw new AppError(400, 'VALIDATION', `The file is not valid CSV: ${(err as Error).message}`, { csv: 'errors.csvInvalid' });
  }
}
