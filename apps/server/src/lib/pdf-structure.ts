/**
 * Whether a file is structurally a PDF (ISO 32000-1 §7.5), without a PDF library: the header
 * `%PDF-1.x`/`%PDF-2.x` in the first 1 KB, and at the end the trailer every reader starts from —
 * `startxref`, the byte offset of the last cross-reference section (inside the file), `%%EOF` — with
 * a cross-reference table (`xref`) or stream (`/XRef`) present. A file that only begins like a PDF
 * (the first five bytes of anything), or a PDF cut off in transfer (no `%%EOF`), is refused.
 * Offsets are not followed exactly: readers repair slightly wrong ones, and so many real files have them.
 */
export function isStructurallyPdf(data: Buffer): boolean {
  const head = data.subarray(0, 1024).toString('latin1');
  const at = head.indexOf('%PDF-');
  if (at < 0 || !/^%PDF-[12]\.\d/.test(head.slice(at))) return false;
  // the trailer: `startxref <offset> %%EOF`, allowing line ends and a little padding after it
  const tail = data.subarray(Math.max(0, data.length - 2048)).toString('latin1');
  const m = /startxref\s+(\d{1,12})\s+%%EOF[\s\0]*$/.exec(tail);
  if (!m) return false;
  const offset = Number(m[1]);
  if (offset <= at || offset >= data.length) return false;
  const body = data.toString('latin1');
  return /(^|[\r\n\s])xref[\r\n\s]/.test(body) || body.includes('/XRef');
}
