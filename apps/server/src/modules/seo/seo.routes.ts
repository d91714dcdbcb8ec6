import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath } from '@formulab/shared/app-paths';
import type { Db } from '../../db/client.ts';
import { chooseEncoding, compress, type Encoding } from '../../plugins/compression.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import type { PageRecordKind, PagesChanged } from '../realtime/bus.ts';
import { noIndexHtml, pageHtml, type Lang } from './seo.html.ts';
import { NO_RECORD, cardTextOf, pageMeta, requestLanguage } from './seo.pages.ts';
import { cardPng } from './seo.card.ts';
import { paintFirst } from './seo.critical.ts';
import { pageAssets, withRendered, type Renderer } from './seo.render.ts';
import { irFeed, isSitemapKind, noticesFeed, recordSitemap, robotsTxt, sitemapIndex, staticSitemap } from './seo.sitemap.ts';

/** Public HTML and XML for crawlers: a minute in any cache, then revalidated by ETag. */
const SHORT_CACHE = 'public, max-age=60';

const etagOf = (body: string) => `W/"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** The request's If-None-Match names `etag`: the client's copy is current (304, no body). */
function stillCurrent(request: FastifyRequest, etag: string): boolean {
  const match = request.headers['if-none-match'];
  return Boolean(match && match.split(',').some((t) => t.trim() === etag));
}

/** Sends text with a weak ETag of its bytes; a matching If-None-Match gets 304 and no body. */
function sendTagged(request: FastifyRequest, reply: FastifyReply, type: string, body: string, etag = etagOf(body)) {
  reply.header('cache-control', SHORT_CACHE).header('etag', etag).type(type);
  if (stillCurrent(request, etag)) return reply.code(304).send();
  return reply.send(body);
}

/** robots.txt, the sitemap index and its pages, and the Atom feeds of notices and IR disclosures (decision 0017). */
export async function seoRoutes(app: FastifyInstance, opts: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = opts;
  const route = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/robots.txt', route, async (request, reply) =>
    sendTagged(request, reply, 'text/plain; charset=utf-8', robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', route, async (request, reply) =>
    sendTagged(request, reply, 'application/xml; charset=utf-8', await sitemapIndex(db, publicUrl)),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', route, async (request, reply) => {
    const m = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(request.params.file);
    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (!m) return notFound();
    const [, kind, n] = m;
    const page = Number(n);
    if (kind === 'pages')
      return page === 1
        ? sendTagged(request, reply, 'application/xml; charset=utf-8', await staticSitemap(db, publicUrl))
        : notFound();
    if (!isSitemapKind(kind!)) return notFound();
    const body = await recordSitemap(db, publicUrl, kind, page);
    return body === null ? notFound() : sendTagged(request, reply, 'application/xml; charset=utf-8', body);
  });
  app.get('/feeds/notices.xml', route, async (request, reply) =>
    sendTagged(request, reply, 'application/atom+xml; charset=utf-8', await noticesFeed(db, publicUrl)),
  );
  app.get('/feeds/ir.xml', route, async (request, reply) =>
    sendTagged(request, reply, 'application/atom+xml; charset=utf-8', await irFeed(db, publicUrl)),
  );
  // a public page's link-preview card (seo.card.ts, decision 0031): `/og/ingredients.png?id=…&lang=en` is the
  // card of `/ingredients?id=…`; the page is read as a visitor, so there is no card of what a visitor
  // cannot open (a hidden ingredient, a notice not yet published: 404, as its page)
  app.get('/og/*', route, async (request, reply) => {
    const url = new URL(request.url, 'http://card');
    const page = /^\/og(\/.+)\.png$/.exec(url.pathname)?.[1];
    const query = url.searchParams;
    const { lang } = requestLanguage(query, request.headers['accept-language']);
    query.delete('lang');
    query.delete('v');
    const meta = page ? await pageMeta({ db, publicUrl, lang }, page, query) : null;
    if (!page || !meta || meta === NO_RECORD) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const { png, etag } = await cardPng(cardTextOf({ db, publicUrl, lang }, page, query, meta));
    // the address changes with the card's text (`v`): a day in any cache, then revalidated by ETag
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag).type('image/png');
    if (stillCurrent(request, etag)) return reply.code(304).send();
    return reply.send(png);
  });
}

/**
 * Sends the web app's index.html for a page path with the page's metadata when it is a public page
 * (the page's language from `?lang=`, else Accept-Language), or with status 404 for a record that is not
 * there and a path the app has no screen for, and answers true; else (a signed-in or staff screen) sends
 * nothing and answers false (the caller sends the built file as it is). A boolean, not the reply: a
 * Fastify reply is a thenable, so an async function returning it resolved to `undefined`, and the caller sent index.html a second
 * time ("Reply was already sent" on every public page, 2026-11-28).
 */
export function createShellRenderer(opts: {
  db: Db;
  publicUrl: string;
  indexFile: string;
  /** the clock of the page cache (tests move it) */
  now?: () => number;
  /** how long a made page is sent again (PAGE_CACHE_SECONDS; default PAGE_CACHE_MS); 0 makes every request's page */
  cacheMs?: number;
  /** hands over what drops made pages when their records change (the bus, through the hub) */
  changes?: (forget: (change: PagesChanged | null) => void) => void;
  /**
   * the server rendering (decision 0027): the web app's renderer (seo.render.ts `loadRenderer`) and
   * how it asks the API (in the same process, as an anonymous visitor)
   */
  ssr?: {
    load: () => Promise<Renderer | null>;
    fetch: (path: string, init: RequestInit) => Promise<Response>;
    log?: (err: unknown) => void;
  };
}) {
  const now = opts.now ?? Date.now;
  const cacheMs = opts.cacheMs ?? PAGE_CACHE_MS;
  let cached: { mtime: number; text: string } | null = null;
  const shell = () => {
    const mtime = fs.statSync(opts.indexFile).mtimeMs;
    if (!cached || cached.mtime !== mtime) cached = { mtime, text: fs.readFileSync(opts.indexFile, 'utf8') };
    return cached.text;
  };
  // Pages made in the last minute, by language and address: what a preview service's or a CDN's copy
  // may hold anyway (max-age=60), so a second visitor, or a revalidation, costs no statement. Each
  // instance keeps its own; a new index.html (a deploy) empties it.
  const pages = new Map<string, MadePage>();
  // a record hidden, deleted, unpublished or edited is never served from here after: its own page goes,
  // and so does every page that may list it (any page of no single record); other records' pages stay.
  // A page being made when its record changes may have read it before the change: it is sent, not
  // kept (the change was announced before the page could be kept, so nothing would forget it).
  const making = new Set<{ shows: string | null; changed: boolean }>();
  opts.changes?.((change) => {
    const changed = change ? changedBy(change) : () => true;
    for (const m of making) if (changed(m.shows)) m.changed = true;
    for (const [key, page] of pages) if (changed(page.shows)) pages.delete(key);
  });
  /** The page with its content drawn in, or as it was when the screen is not rendered or the rendering fails. */
  const rendered = async (html: string, url: URL, lang: Lang): Promise<string> => {
    try {
      const renderer = await opts.ssr!.load();
      const page = await renderer?.render({ url: opts.publicUrl + url.pathname + url.search, lang, fetch: opts.ssr!.fetch });
      if (!page) return html;
      const drawn = withRendered(html, page, lang, pageAssets(renderer!.manifest, page.modules, html));
      // painted from the HTML alone, the app's code started after (decision 0028)
      return renderer!.critical ? paintFirst(drawn, renderer!.critical) : drawn;
    } catch (err) {
      // the page still works: the browser draws it, as before server rendering
      opts.ssr!.log?.(err);
      return html;
    }
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const url = new URL(request.url, 'http://x');
    const { lang, inUrl } = requestLanguage(url.searchParams, request.headers['accept-language']);
    // only what makes the page differ: its language (and whether the address names it), its path, and
    // the record, year or policy version it shows; a tracking parameter or any other query shares the
    // page (and cannot fill the cache with copies of it)
    const q = url.searchParams;
    // rendered only when the address has nothing else that could change what the screen shows (a
    // search, a filter, a chosen option): those get the shell with the metadata, under a key of their own
    // nor for a visitor who brings a session: the server draws an anonymous visitor's page, whose header
    // (sign-in links) they would see until the app drew theirs; they get the page drawn by the app
    const render =
      opts.ssr && [...q.keys()].every((k) => RENDERED_PARAMS.has(k)) && !request.headers.cookie?.includes(`${SESSION_COOKIE}=`);
    const key = [lang, inUrl ? 'l' : '', render ? 's' : '', url.pathname, ...KEYED_PARAMS.map((k) => q.get(k) ?? '')].join(' ');
    const base = shell();
    let page = pages.get(key);
    if (!page || now() - page.at >= cacheMs || page.shell !== base) {
      const made = { shows: recordShown(url.pathname), changed: false };
      making.add(made);
      try {
        const meta = await pageMeta({ db: opts.db, publicUrl: opts.publicUrl, lang }, url.pathname, url.searchParams);
        // a page of the app that is not public (a signed-in or staff screen): the shell as it was built
        if (!meta && isAppPath(url.pathname)) return false;
        if (!meta || meta === NO_RECORD) {
          // the address of a record nobody anonymous may see, or none at all, or a path the app has no
          // screen for: a real 404, with the app's shell (the browser app shows its "not found") kept out
          // of search results. Never kept, here or elsewhere: a record published (a scheduled notice's hour
          // come) shows at once, and a crawler walking made-up ids or paths cannot push the real pages out
          // of this cache.
          pages.delete(key);
          void reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(noIndexHtml(base));
          return true;
        }
        let html = pageHtml(base, { ...meta, langInUrl: inUrl });
        if (render) html = await rendered(html, url, lang);
        page = {
          at: now(),
          shell: base,
          bytes: Buffer.from(html),
          etag: etagOf(html),
          shows: made.shows,
          encoded: {},
        };
      } finally {
        making.delete(made);
      }
      pages.delete(key);
      if (cacheMs > 0 && !made.changed) pages.set(key, page);
      // the oldest first out: a crawler walking every record keeps at most PAGE_CACHE_MAX pages
      if (pages.size > PAGE_CACHE_MAX) pages.delete(pages.keys().next().value!);
    }
    // an address in one language is that language for everyone; one without follows the browser
    reply.header('vary', inUrl ? 'accept-encoding' : 'accept-language, accept-encoding');
    await sendPage(request, reply, page);
    return true;
  };
}

/** Which pages a change of public records may change, by what they show (see `recordShown`). */
function changedBy(change: PagesChanged): (shows: string | null) => boolean {
  const named = new Set(change.ids.map((id) => `${change.kind} ${id.toLowerCase()}`));
  return (shows) => !shows || (shows.startsWith(`${change.kind} `) && (!named.size || named.has(shows)));
}

/**
 * A page made for the page cache: its UTF-8 bytes (encoded once, not per request: for a 100–250 KB
 * page that was most of a cached page's cost) and, made at the first request that accepts each,
 * their brotli and gzip (the compression hook would compress the page again for every request).
 */
type MadePage = {
  at: number;
  shell: string;
  bytes: Buffer;
  etag: string;
  shows: string | null;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

/** Sends a made page, compressed as the client accepts it, with its ETag (a match answers 304). */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: MadePage) {
  reply.header('cache-control', SHORT_CACHE).header('etag', page.etag).type('text/html; charset=utf-8');
  if (stillCurrent(request, page.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.bytes);
  const made = (page.encoded[encoding] ??= compress(encoding, page.bytes));
  try {
    const body = await made;
    return reply.header('content-encoding', encoding).send(body);
  } catch {
    // sent as it is rather than not at all; the next request tries again
    if (page.encoded[encoding] === made) delete page.encoded[encoding];
    return reply.send(page.bytes);
  }
}

/**
 * The one record a page shows and nothing else (`<kind> <id>`), or null for a page that may show many
 * (a list, the landing page, a list that opens a record in place as `/notice?id=` does).
 */
function recordShown(pathname: string): string | null {
  const m = /^\/(product|submaterial|board)\/([^/]+)\/?$/i.exec(pathname);
  if (!m) return null;
  const kind = RECORD_PAGES[m[1]!.toLowerCase()]!;
  try {
    return `${kind} ${decodeURIComponent(m[2]!).toLowerCase()}`;
  } catch {
    return null; // no record's address (and so forgotten with the lists)
  }
}

/** The pages of one record: the path's first segment, and the kind its changes are announced as. */
const RECORD_PAGES: Record<string, PageRecordKind> = { product: 'product', submaterial: 'packaging', board: 'board-post' };

/** The query parameters that name what a page shows (a record, a year, a policy's version): its cache key's. */
const KEYED_PARAMS = ['id', 'year', 'version'];
/** An address rendered on the server has no other parameter (a search, a filter, a chosen option). */
const RENDERED_PARAMS = new Set(['lang', ...KEYED_PARAMS]);

/** How long a made page is served again without reading its record (the pages' own max-age). */
export const PAGE_CACHE_MS = 60_000;
/** How many made pages an instance keeps. */
const PAGE_CACHE_MAX = 2_000;
