import type { Target } from '../lib/measure.ts';
import type { FormulabServer } from '../lib/formulab.ts';

/**
 * Public pages as a link preview or a crawler fetches them (issue 26, decision 0017): the web app's
 * index.html with the page's title, description, Open Graph and JSON-LD written in from the record,
 * read through the API's services. A page made in the last minute is answered from the server's page
 * cache (no statement), so these rows measure the second visitor of a page; then the same page
 * revalidated, a matching ETag answering 304 with no body.
 * Needs the web app built (`npm run build`); the minimal equivalent sends the same SQL and answers
 * its rows as JSON (no HTML), so its ratio prices the shell and the metadata. With the build for the
 * server beside it (`npm run build` makes both) these pages are server-rendered too, and the product
 * row asks for the same page as `page: a product (rendered)` below (which checks the rendering and
 * whose minimal equivalent renders).
 */
export function pageTargets(server: FormulabServer, ids: { product: string; ingredient: string }): Target[] {
  const page = (name: string, path: string, description: string): Target => ({
    name,
    description,
    url: `${server.url}${path}`,
    server,
    headers: { 'accept-language': 'en-US,en;q=0.9' },
    async check(response) {
      const html = await response.text();
      if (response.status !== 200 || !html.includes('property="og:title"')) {
        throw new Error(`${name} answered ${response.status} without its metadata`);
      }
    },
  });
  const revalidated = (of: Target): Target => ({
    ...of,
    name: `${of.name}, revalidated (304)`,
    expectStatus: 304,
    description: 'the same page asked again with its ETag: 304, no body',
    async prepare() {
      const res = await fetch(of.url, { headers: of.headers });
      const etag = res.headers.get('etag');
      if (!etag) throw new Error(`${of.name} sent no ETag`);
      return { 'if-none-match': etag };
    },
    async check(response) {
      if (response.status !== 304) throw new Error(`${of.name} revalidated answered ${response.status}, not 304`);
    },
  });
  const product = page('page: a product (metadata)', `/product/${ids.product}`, 'a product page: its name, photo and offer');
  const ingredient = page(
    'page: an ingredient (metadata)',
    `/ingredients?id=${ids.ingredient}`,
    'an ingredient page: its INCI name, description and identifiers',
  );
  return [product, revalidated(product), ingredient];
}

/**
 * Server-rendered public pages (issue 26, decisions 0027 and 0028): a product's page and the ingredient
 * catalogue's first page, drawn by the web app's renderer into the shell with their metadata and the
 * critical CSS inline. Each twice: from `cached`, whose page cache answers the second visitor with the
 * page it made (no statement, no rendering), and from `uncached` (a server started with
 * PAGE_CACHE_SECONDS=0), which makes the page for every request. The minimal equivalent replays the SQL
 * the row sent and draws the same page with the same renderer (minimal-child.ts), keeping it as long as
 * the row's server keeps its page.
 */
export function renderedPageTargets(
  cached: FormulabServer,
  uncached: FormulabServer | undefined,
  ids: { product: string },
): Target[] {
  const page = (
    server: FormulabServer,
    name: string,
    path: string,
    description: string,
    explain?: Target['explain'],
  ): Target => ({
    name,
    description,
    url: `${server.url}${path}`,
    server,
    headers: { 'accept-language': 'en-US,en;q=0.9' },
    render: { lang: 'en', cacheMs: server.config.pageCacheSeconds * 1000 },
    explain,
    async check(response) {
      const html = await response.text();
      if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
      if (!html.includes('property="og:title"')) throw new Error(`${name} answered without its metadata`);
      if (!/<div id="root" data-ssr="en">/.test(html)) throw new Error(`${name} answered a page not rendered on the server`);
      if (!html.includes('<style data-critical>')) throw new Error(`${name} answered a page without its critical CSS`);
    },
  });
  // the plan of the SQL is printed for the row that sends it (the cached row sends none)
  const both = (name: string, path: string, what: string, table: string) => [
    page(cached, name, path, `${what}, server-rendered: the second visitor (from the page cache)`),
    ...(uncached
      ? [
          page(uncached, `${name}, page cache off`, path, `${what}, server-rendered for every request (PAGE_CACHE_SECONDS=0)`, {
            table,
          }),
        ]
      : []),
  ];
  return [
    ...both('page: a product (rendered)', `/product/${ids.product}`, 'a product page', 'products'),
    ...both('page: /ingredients (rendered)', '/ingredients', 'the ingredient catalogue', 'ingredients'),
  ];
}

/** The first public product and ingredient, whose pages the rows fetch. */
export async function pageIds(server: FormulabServer): Promise<{ product: string; ingredient: string }> {
  const first = async (path: string) => {
    const body = (await (await fetch(`${server.url}${path}`)).json()) as { items?: { id: string }[] };
    const id = body.items?.[0]?.id;
    if (!id) throw new Error(`${path} listed nothing`);
    return id;
  };
  return { product: await first('/api/products?limit=1'), ingredient: await first('/api/ingredients?limit=1') };
}
