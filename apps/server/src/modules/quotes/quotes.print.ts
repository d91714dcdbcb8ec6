import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { renderQuotePdf, type PdfLang } from './quotes.pdf.ts';
import type { Viewer } from './quotes.policy.ts';
import { getQuote } from './quotes.service.ts';

/**
 * A quote's PDF for `viewer` (404 unless they may read the quote): in `lang`, else in the language of
 * the customer who requested it (the document is addressed to them).
 */
export async function quotePdf(
  db: Db,
  id: string,
  viewer: Viewer,
  lang: PdfLang | undefined,
): Promise<{ fileName: string; body: Buffer }> {
  const quote = await getQuote(db, id, viewer);
  const { rows } = await db.execute<{ name: string; company_name: string; email: string; preferred_language: string }>(
    sql`select u.name, u.company_name, u.email, u.preferred_language from quotes q join users u on u.id = q.owner_id
      where q.id = ${id}`,
  );
  const owner = rows[0];
  if (!owner) throw notFound('No such quote');
  const language: PdfLang = lang ?? (owner.preferred_language === 'en' ? 'en' : 'ko');
  const body = await renderQuotePdf(quote, { name: owner.name, companyName: owner.company_name, email: owner.email }, language);
  const suffix = quote.revision > 0 ? `-r${quote.revision}` : '';
  return { fileName: `${quote.ref}${suffix}.pdf`, body };
}
