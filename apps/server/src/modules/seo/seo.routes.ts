import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageHtml } from './seo.html.ts';
import { pageMeta, requestLanguage } from './seo.pages.ts';
import { irFeed, isSitemapKind, noticesFeed, recordSitemap, robotsTxt, sitemapIndex, staticSitemap } from './seo.sitemap.ts';

/** Public HTML and XML for crawlers: a minute in any cache, then revalidated by ETag. */
const SHORT_CACHE = 'public, max-age=60';

/** Sends text with a weak ETag of its bytes; a matching If-None-Match gets 304 and no body. */
function sendTagged(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  reply.header('cache-control', SHORT_CACHE).header('etag', etag).type(type);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim() === etag)) return reply.code(304).send();
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
}

/**
 * Sends the web app's index.html for a page path with the page's metadata when it is a public page
 * (the page's language from `?lang=`, else Accept-Language) and answers true; else sends nothing and answers false
 * (the caller sends the built file as it is). A boolean, not the reply: a Fastify reply is a thenable,
 * so an async function returning it resolved to `undefined`, and the caller sent index.html a second
 * time ("Reply was already sent" on every public page, 2026-11-28).
 */
export function createShellRenderer(opts: { db: Db; publicUrl: string; indexFile: string }) {
  let cached: { mtime: number; text: string } | null = null;
  const shell = () => {
    const mtime = fs.statSync(opts.indexFile).mtimeMs;
    if (!cached || cached.mtime !== mtime) cached = { mtime, text: fs.readFileSync(opts.indexFile, 'utf8') };
    return cached.text;
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const url = new URL(request.url, 'http://x');
    const { lang, inUrl } = requestLanguage(url.searchParams, request.headers['accept-language']);
    const meta = await pageMeta({ db: opts.db, publicUrl: opts.publicUrl, lang }, url.pathname, url.searchParams);
    if (!meta) return false;
    // an address in one language is that language for everyone; one without follows the browser
    if (!inUrl) reply.header('vary', 'accept-language');
    void sendTagged(request, reply, 'text/html; charset=utf-8', pageHtml(shell(), { ...meta, langInUrl: inUrl }));
    return true;
  };
}
