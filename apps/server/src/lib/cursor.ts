/**
 * Opaque page cursors. Catalogue lists are ordered by relevance as well as by columns, so the cursor
 * carries an offset; clients must treat it as opaque so that it can become a keyset later.
 */
export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const text = Buffer.from(cursor, 'base64url').toString();
  const m = /^o:(\d{1,7})$/.exec(text);
  return m ? Number(m[1]) : 0;
}
