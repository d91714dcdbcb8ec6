/**
 * Opaque page cursors. Catalogue lists are ordered by relevance as well as by columns, so the cursor
 * carries an offset (and, when known, the first page's total, so later pages need not count again);
 * clients must treat it as opaque so that it can become a keyset later.
 */
export function encodeCursor(offset: number, total?: number): string {
  return Buffer.from(total === undefined ? `o:${offset}` : `o:${offset}:${total}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number {
  return decodePageCursor(cursor).offset;
}

/** The offset and the total a first page counted, when the cursor carries it. */
export function decodePageCursor(cursor: string | undefined): { offset: number; total: number | null } {
  if (!cursor) return { offset: 0, total: null };
  const text = Buffer.from(cursor, 'base64url').toString();
  const m = /^o:(\d{1,7})(?::(\d{1,9}))?$/.exec(text);
  return m ? { offset: Number(m[1]), total: m[2] === undefined ? null : Number(m[2]) } : { offset: 0, total: null };
}
