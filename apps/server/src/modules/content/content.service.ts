import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { decodePageCursor, keysetAfter, keysetOrder, keysetPage, keysetSelect, type Keyset } from '../../lib/keyset.ts';
import { containsText } from '../../lib/like.ts';
import { hasContent, plainText, sanitizeRichText } from './rich-text.ts';

/** Pieces the notice, board and IR services share. */

/** Sanitised HTML and its plain text; a 400 on `field` when nothing is left to show and `required`. */
export function cleanBody(html: string, field: string, required: boolean): { body: string; bodyText: string } {
  const body = sanitizeRichText(html);
  if (required && !hasContent(body)) throw new AppError(400, 'VALIDATION', 'The text is empty', { [field]: 'errors.required' });
  return { body, bodyText: plainText(body) };
}

/**
 * A search term as a "contains" filter on lower-case text, or nothing: `<alias>.search_text`, or another
 * expression given (IR posts' title and text), through its trigram or gram index (lib/like.ts).
 */
export function searchFilter(alias: string, q: string | undefined, text?: SQL): SQL[] {
  const term = q?.trim().toLowerCase();
  if (!term) return [];
  return [containsText(text ?? sql`${sql.identifier(alias)}.search_text`, term)];
}

/**
 * One page of a list in a keyset's order with the filter's total counted with the first page (same
 * statement) and carried in the cursor after that; `from` names the table(s) with the alias the
 * keyset and filters use, `countFrom` the fewer tables the count needs when the rest are only joined in
 * for the page's columns.
 */
export async function queryPage<R extends Record<string, unknown>, T>(
  db: Db,
  q: {
    select: SQL;
    from: SQL;
    /** what the total counts over when the filters need fewer tables than the page (inner joins on required keys) */
    countFrom?: SQL;
    /** the first page's total as a scalar subquery, when a counter holds it (then `countFrom` is not used) */
    count?: SQL;
    where: SQL[];
    keyset: Keyset;
    limit: number;
    cursor?: string;
  },
  present: (row: R) => T,
): Promise<{ items: T[]; nextCursor: string | null; total: number }> {
  const after = decodePageCursor(q.cursor, q.keyset);
  const filter = q.where.length ? sql.join(q.where, sql` and `) : sql`true`;
  const res = await db.execute<R & { page_key: string[]; total: number }>(sql`
    select ${q.select}, ${keysetSelect(q.keyset)} as page_key,
      ${after ? sql`${after.total}::int` : (q.count ?? sql`(select count(*)::int from ${q.countFrom ?? q.from} where ${filter})`)} as total
    from ${q.from}
    where ${filter} ${after ? sql`and ${keysetAfter(q.keyset, after.key)}` : sql``}
    order by ${keysetOrder(q.keyset)}
    limit ${q.limit + 1}`);
  const total = res.rows[0]?.total ?? after?.total ?? 0;
  return keysetPage(q.keyset, res.rows, q.limit, total, (row) => present(row as unknown as R));
}

/** A timestamp column as ISO text (rows of db.execute carry strings or Dates). */
export const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
