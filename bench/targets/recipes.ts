import type { Target } from '../lib/measure.ts';
import { signInDemoCustomer, type FormulabServer } from '../lib/formulab.ts';

type Page = { items?: unknown[]; nextCursor?: string | null; total?: number };

/** What the recipe targets need from the seeded table: a cursor deep into the customer's list. */
export type RecipeBenchSetup = {
  /** the keyset cursor after the customer's first `deepOffset` recipes (newest first) */
  deepCursor: string;
  deepOffset: number;
};

/**
 * Walks the demo customer's list 100 at a time to a cursor `offset` recipes deep, the way "load
 * more" would, so the deep-page target asks for what a real client asks for.
 */
export async function prepareRecipeTargets(server: FormulabServer, offset = 1000): Promise<RecipeBenchSetup> {
  const { cookie } = await signInDemoCustomer(server);
  let cursor: string | null | undefined;
  for (let seen = 0; seen < offset; seen += 100) {
    const url = `${server.url}/api/recipes?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await fetch(url, { headers: { cookie } });
    const page = (await res.json()) as Page;
    if (!res.ok || !page.nextCursor)
      throw new Error(`walking the recipe list: ${url} answered ${res.status} without a next cursor`);
    cursor = page.nextCursor;
  }
  return { deepCursor: cursor!, deepOffset: offset };
}

/**
 * The recipe list at 100,000 recipes in the table: the demo customer's own list (first page, a page
 * 1,000 recipes deep through the keyset cursor, a search) and the public gallery (first page, a
 * search, a product type). Each one signs in (or not) right before its run.
 */
export function recipeTargets(server: FormulabServer, setup: RecipeBenchSetup): Target[] {
  const own = (name: string, query: string, description: string, minTotal: number): Target => ({
    name,
    description,
    url: `${server.url}/api/recipes${query}`,
    server,
    explain: { table: 'recipes' },
    async prepare() {
      return { cookie: (await signInDemoCustomer(server)).cookie };
    },
    check: checkPage(name, minTotal),
  });
  const gallery = (name: string, query: string, description: string): Target => ({
    name,
    description,
    url: `${server.url}/api/public-recipes${query}`,
    server,
    explain: { table: 'recipes' },
    check: checkPage(name, 1),
  });
  return [
    own(
      'recipes: my list (20)',
      '?limit=20',
      "the customer's first page of 20, newest first, with total (1,000+ own recipes of 100,000)",
      1000,
    ),
    own(
      `recipes: my list, ${setup.deepOffset.toLocaleString('en-US')} deep`,
      `?limit=20&cursor=${encodeURIComponent(setup.deepCursor)}`,
      `a page of 20 after ${setup.deepOffset.toLocaleString('en-US')} recipes, through the keyset cursor`,
      1000,
    ),
    own('recipes: my list ?q=calming', '?q=calming&limit=20', "a search in the customer's own recipes (name and description)", 1),
    gallery(
      'recipes: public gallery (24)',
      '?limit=24',
      'first page of the public gallery (about 10,000 public recipes) with INCI previews',
    ),
    gallery('recipes: public ?q=calming', '?q=calming&limit=24', 'a search in the public gallery'),
    gallery('recipes: public ?productType=cream', '?productType=cream&limit=24', 'the gallery filtered by product type'),
  ];
}

function checkPage(name: string, minTotal: number) {
  return async (response: Response) => {
    const body = (await response.json()) as Page;
    if (response.status !== 200 || !Array.isArray(body.items) || !body.items.length || (body.total ?? 0) < minTotal) {
      throw new Error(`${name} answered ${response.status} with ${body.items?.length ?? 'no'} items of ${body.total ?? '?'}`);
    }
  };
}
