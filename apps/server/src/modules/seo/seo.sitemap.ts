import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publicListFilter } from '../recipes/recipes.policy.ts';
import { published } from '../content/publication.policy.ts';
import { productListed } from '../products/products.policy.ts';
import { alternates, escapeHtml } from './seo.html.ts';
import { STATIC_PAGES } from './seo.pages.ts';
import { policyPages } from './seo.policies.ts';
import { iso } from '../../lib/dates.ts';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/**
 * One kind of public record in the sitemaps: its table (alias `r`), the filter that makes a row public
 * (the same rule as the public API's, so nothing hidden is ever listed) and its page's path.
 */
type Kind = { table: SQL; filter: SQL; path: (id: string) => string };

export const SITEMAP_KINDS = {
  products: { table: sql`products r`, filter: productListed('r'), path: (id) => `/product/${id}` },
  ingredients: { table: sql`ingredients r`, filter: sql`r.visible`, path: (id) => `/ingredients?id=${id}` },
  packaging: { table: sql`sub_materials r`, filter: sql`r.visible`, path: (id) => `/submaterial/${id}` },
  notices: { table: sql`notices r`, filter: published('r'), path: (id) => `/notice?id=${id}` },
  recipes: { table: sql`recipes r`, filter: publicListFilter(), path: (id) => `/publicRecipes?id=${id}` },
  board: { table: sql`board_posts r`, filter: sql`not r.hidden`, path: (id) => `/board/${id}` },
} satisfies Record<string, Kind>;
export type SitemapKind = keyof typeof SITEMAP_KINDS;
export const isSitemapKind = (k: string): k is SitemapKind => Object.hasOwn(SITEMAP_KINDS, k);

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

/** A sitemap of URLs, each with its address in Korean and in English (hreflang) beside the default. */
function urlset(urls: { loc: string; lastmod?: Date | string | null }[]): string {
  const e = escapeHtml;
  const entries = urls.map(({ loc, lastmod }) =>
    [
      `  <url><loc>${e(loc)}</loc>${lastmod ? `<lastmod>${iso(lastmod)}</lastmod>` : ''}`,
      ...alternates(loc).map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${e(a.href)}"/>`),
      '  </url>',
    ].join('\n'),
  );
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>`,
  );
}

/** The years of investor relations that hold a published disclosure, each with its last change. */
async function irYearsPublished(db: Db): Promise<{ year: number; last: Date | string }[]> {
  const { rows } = await db.execute<{ year: number; last: Date | string }>(sql`
    select extract(year from publish_at at time zone 'Asia/Seoul')::int as year, max(updated_at) as last
    from ir_posts where ${published()} group by 1 order by 1 desc`);
  return rows;
}

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

/**
 * The fixed public pages, the policies in force (dated by when they took effect), and each year of
 * investor relations (its disclosures and their PDFs).
 */
export async function staticSitemap(db: Db, publicUrl: string): Promise<string> {
  const [years, policies] = await Promise.all([irYearsPublished(db), policyPages(db, publicUrl)]);
  return urlset([
    ...Object.keys(STATIC_PAGES).map((p) => ({ loc: publicUrl + p })),
    ...policies,
    ...years.map((y) => ({ loc: `${publicUrl}/IR?year=${y.year}`, lastmod: y.last })),
  ]);
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
  return urlset(rows.map((r) => ({ loc: publicUrl + k.path(r.id), lastmod: r.updated_at })));
}

type FeedEntry = { url: string; title: string; summary: string; published: Date | string; updated: Date | string };

/** An Atom feed (RFC 4287) of `entries`, newest first, at `self`, about the page `page`. */
function atomFeed(publicUrl: string, feed: { self: string; page: string; title: string }, entries: FeedEntry[]): string {
  const e = escapeHtml;
  const updated = entries.reduce((max, r) => (iso(r.updated) > max ? iso(r.updated) : max), '1970-01-01T00:00:00.000Z');
  return xml(
    [
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `  <id>${e(publicUrl + feed.self)}</id>`,
      `  <title>${e(feed.title)}</title>`,
      `  <link rel="self" type="application/atom+xml" href="${e(publicUrl + feed.self)}"/>`,
      `  <link rel="alternate" type="text/html" href="${e(publicUrl + feed.page)}"/>`,
      `  <updated>${updated}</updated>`,
      '  <author><name>Formulab</name></author>',
      ...entries.map((r) =>
        [
          '  <entry>',
          `    <id>${e(r.url)}</id>`,
          `    <title>${e(r.title)}</title>`,
          `    <link rel="alternate" type="text/html" href="${e(r.url)}"/>`,
          `    <published>${iso(r.published)}</published>`,
          `    <updated>${iso(r.updated)}</updated>`,
          `    <summary>${e(r.summary.replace(/\s+/g, ' ').trim().slice(0, 300))}</summary>`,
          '  </entry>',
        ].join('\n'),
      ),
      '</feed>',
    ].join('\n'),
  );
}

type FeedRow = { id: string; title: string; body_text: string; publish_at: Date | string; updated_at: Date | string };

/** The newest published notices as an Atom feed. */
export async function noticesFeed(db: Db, publicUrl: string, limit = 50): Promise<string> {
  const { rows } = await db.execute<FeedRow>(
    sql`select id, title, body_text, publish_at, updated_at from notices where ${published()}
        order by publish_at desc, id desc limit ${limit}`,
  );
  return atomFeed(
    publicUrl,
    { self: '/feeds/notices.xml', page: '/notice', title: 'Formulab — 공지사항 / Notices' },
    rows.map((r) => ({
      url: `${publicUrl}/notice?id=${r.id}`,
      title: r.title,
      summary: r.body_text,
      published: r.publish_at,
      updated: r.updated_at,
    })),
  );
}

/**
 * The newest published investor-relations disclosures as an Atom feed: each links to its place on its
 * year's page (`/IR?year=2026#ir-<id>`), where its summary and PDFs are.
 */
export async function irFeed(db: Db, publicUrl: string, limit = 50): Promise<string> {
  const { rows } = await db.execute<FeedRow & { year: number }>(
    sql`select id, title, body_text, publish_at, updated_at,
          extract(year from publish_at at time zone 'Asia/Seoul')::int as year
        from ir_posts where ${published()} order by publish_at desc, id desc limit ${limit}`,
  );
  return atomFeed(
    publicUrl,
    { self: '/feeds/ir.xml', page: '/IR', title: 'Formulab — IR 공시 / Investor disclosures' },
    rows.map((r) => ({
      url: `${publicUrl}/IR?year=${r.year}#ir-${r.id}`,
      title: r.title,
      summary: r.body_text,
      published: r.publish_at,
      updated: r.updated_at,
    })),
  );
}

/** robots.txt: staff screens and the API are not for crawlers; the sitemap index is named. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}
