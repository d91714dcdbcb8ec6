import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publicListFilter } from '../recipes/recipes.policy.ts';
import { escapeHtml } from './seo.html.ts';
import { STATIC_PAGES } from './seo.pages.ts';
import { iso } from '../../lib/dates.ts';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/**
 * One kind of public record in the sitemaps: its table (alias `r`), the filter that makes a row public
 * (the same rule as the public API's, so nothing hidden is ever listed) and its page's path.
 */
type Kind = { table: SQL; filter: SQL; path: (id: string) => string };

export const SITEMAP_KINDS = {
  products: { table: sql`products r`, filter: sql`r.status <> 'hidden'`, path: (id) => `/product/${id}` },
  ingredients: { table: sql`ingredients r`, filter: sql`r.visible`, path: (id) => `/ingredients?id=${id}` },
  packaging: { table: sql`sub_materials r`, filter: sql`r.visible`, path: (id) => `/submaterial/${id}` },
  notices: { table: sql`notices r`, filter: sql`r.publish_at <= now()`, path: (id) => `/notice?id=${id}` },
  recipes: { table: sql`recipes r`, filter: publicListFilter(), path: (id) => `/publicRecipes?id=${id}` },
  board: { table: sql`board_posts r`, filter: sql`not r.hidden`, path: (id) => `/board/${id}` },
} satisfies Record<string, Kind>;
export type SitemapKind = keyof typeof SITEMAP_KINDS;
export const isSitemapKind = (k: string): k is SitemapKind => Object.hasOwn(SITEMAP_KINDS, k);

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

/** The sitemap index: the fixed pages' sitemap, then each kind's pages (one per 50,000 records). */
export async function sitemapIndex(db: Db, publicUrl: string): Promise<string> {
  const kinds = Object.entries(SITEMAP_KINDS) as [SitemapKind, Kind][];
  const counts = await Promise.all(
    kinds.map(async ([kind, k]) => {
      const { rows } = await db.execute<{ n: number; last: Date | string | null }>(
        sql`select count(*)::int as n, max(r.updated_at) as last from ${k.table} where ${k.filter}`,
      );
      return { kind, n: rows[0]?.n ?? 0, last: rows[0]?.last ?? null };
    }),
  );
  const entries = [`  <sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/pages-1.xml`)}</loc></sitemap>`];
  for (const { kind, n, last } of counts) {
    for (let page = 1; page <= Math.ceil(n / SITEMAP_PAGE_SIZE); page++) {
      const loc = escapeHtml(`${publicUrl}/sitemaps/${kind}-${page}.xml`);
      entries.push(`  <sitemap><loc>${loc}</loc>${last ? `<lastmod>${iso(last)}</lastmod>` : ''}</sitemap>`);
    }
  }
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`);
}

/** The fixed public pages. */
export function staticSitemap(publicUrl: string): string {
  const urls = Object.keys(STATIC_PAGES).map((p) => `  <url><loc>${escapeHtml(publicUrl + p)}</loc></url>`);
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`);
}

/**
 * Page `page` (from 1) of a kind's sitemap, in id order: the page starts after the last id of the page
 * before it, found on the primary key (one index-only walk of the earlier pages' ids, no row reads);
 * null past the last page.
 */
export async function recordSitemap(db: Db, publicUrl: string, kind: SitemapKind, page: number): Promise<string | null> {
  const k: Kind = SITEMAP_KINDS[kind];
  const skip = (page - 1) * SITEMAP_PAGE_SIZE;
  const after =
    skip === 0 ? sql`true` : sql`r.id > (select r.id from ${k.table} where ${k.filter} order by r.id offset ${skip - 1} limit 1)`;
  const { rows } = await db.execute<{ id: string; updated_at: Date | string }>(
    sql`select r.id, r.updated_at from ${k.table} where ${k.filter} and ${after} order by r.id limit ${SITEMAP_PAGE_SIZE}`,
  );
  if (!rows.length && page > 1) return null;
  const urls = rows.map(
    (r) => `  <url><loc>${escapeHtml(publicUrl + k.path(r.id))}</loc><lastmod>${iso(r.updated_at)}</lastmod></url>`,
  );
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`);
}

/** The newest published notices as an Atom feed. */
export async function noticesFeed(db: Db, publicUrl: string, limit = 50): Promise<string> {
  const { rows } = await db.execute<{
    id: string;
    title: string;
    body_text: string;
    publish_at: Date | string;
    updated_at: Date | string;
  }>(
    sql`select id, title, body_text, publish_at, updated_at from notices where publish_at <= now()
        order by publish_at desc, id desc limit ${limit}`,
  );
  const e = escapeHtml;
  const updated = rows.reduce((max, r) => (iso(r.updated_at) > max ? iso(r.updated_at) : max), '1970-01-01T00:00:00.000Z');
  const entries = rows.map((r) => {
    const url = `${publicUrl}/notice?id=${r.id}`;
    const summary = r.body_text.replace(/\s+/g, ' ').trim().slice(0, 300);
    return [
      '  <entry>',
      `    <id>${e(url)}</id>`,
      `    <title>${e(r.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${e(url)}"/>`,
      `    <published>${iso(r.publish_at)}</published>`,
      `    <updated>${iso(r.updated_at)}</updated>`,
      `    <summary>${e(summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return xml(
    [
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `  <id>${e(`${publicUrl}/feeds/notices.xml`)}</id>`,
      '  <title>Formulab — 공지사항 / Notices</title>',
      `  <link rel="self" type="application/atom+xml" href="${e(`${publicUrl}/feeds/notices.xml`)}"/>`,
      `  <link rel="alternate" type="text/html" href="${e(`${publicUrl}/notice`)}"/>`,
      `  <updated>${updated}</updated>`,
      '  <author><name>Formulab</name></author>',
      ...entries,
      '</feed>',
    ].join('\n'),
  );
}

/** robots.txt: staff screens and the API are not for crawlers; the sitemap index is named. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}
