import { stringify } from 'csv-stringify/sync';

/**
 * CSV for spreadsheets: UTF-8 with a BOM (Excel otherwise reads Korean as mojibake), RFC 4180 quoting
 * by csv-stringify, CRLF line ends, and text cells that would run as a formula in a spreadsheet
 * (starting with = + - @ tab or CR) prefixed with an apostrophe. Numbers are written as they are.
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return '\ufeff' + stringify(rows.map((r) => r.map(cell)), {
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    // with CRLF records csv-stringify quotes only fields holding CRLF; a lone LF or CR must be quoted too
    quoted_match: /[\r\n]/,
  });
}

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  const text = String(v);
  return typeof v === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A Content-Disposition value for a download named after user text: an ASCII fallback (`filename=`)
 * plus the exact name in UTF-8 (`filename*=`, RFC 5987/6266), so Korean names survive in every browser.
 */
export function attachmentDisposition(name: string, ext: string, fallback: string): string {
  // characters no file system or header likes, control characters, and runs of spaces
  const clean = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 100) || fallback;
  const ascii = clean.replace(/[^\x20-\x7e]+/g, '_').replace(/[%;,]/g, '_').replace(/_+/g, '_').replace(/^[_ ]+|[_ ]+$/g, '') || fallback;
  const encoded = encodeURIComponent(`${clean}.${ext}`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encoded}`;
}
