import type { Target } from '../lib/measure.ts';
import type { FormulabServer } from '../lib/formulab.ts';

/**
 * Public pages as a link preview or a crawler fetches them (issue 26, decision 0017): the web app's
 * index.html with the page's title, description, Open Graph and JSON-LD written in from the record,
 * read through the API's services. A page made in the last minute is answered from the server's page
 * cache (no statement), so these rows measure the second visitor of a page; then the same page
 * revalidated, a matching ETag answering 304 with no body.
 * Needs the web app built (`npm run build`); the minimal equivalent sends the same SQL and answers
 * its rows as JSON (no HTML), so its ratio prices the shell and the metadata.
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
