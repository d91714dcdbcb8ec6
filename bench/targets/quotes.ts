import type { Target } from '../lib/measure.ts';
import type { FormulabServer } from '../lib/formulab.ts';
import { signInDemoAdmin } from '../lib/formulab.ts';

type Page = { items?: unknown[]; total?: number; counts?: Record<string, number> | null };

/** Part of one customer's company name (500 quotes at 1,000,000). */
export const QUOTE_SEARCH = '코스메틱 1234';
/** Part of a recipe name, in another case than stored ("벤치 크림 · Bench cream 12345", …: 11 quotes). */
export const QUOTE_SEARCH_RECIPE = 'BENCH CREAM 12345';
/** A word of two Korean characters, and one, with no trigram: in 50 recipe names ("벤치 쿠션 · Bench cushion 20000", …). */
export const QUOTE_SEARCH_SHORT = ['쿠션', '쿠'] as const;

/**
 * Staff's quote queue searched at 1,000,000 quotes (the order seed's: each order's accepted quote), by
 * company and by recipe name: each a BitmapOr of the number's, the recipe name's trigram (migration
 * 0027) and the owner index, the matching customers found first through users_search_trgm_idx. Each
 * signs in right before its run.
 */
export function quoteTargets(server: FormulabServer): Target[] {
  const staff = (name: string, query: string, description: string): Target => ({
    name,
    description,
    url: `${server.url}/api/admin/quotes${query}`,
    server,
    explain: { table: 'quotes' },
    async prepare() {
      return { cookie: await signInDemoAdmin(server) };
    },
    check: checkPage(name),
  });
  return [
    staff(
      'quotes: staff search ?q=company',
      `?q=${encodeURIComponent(QUOTE_SEARCH)}&limit=20`,
      "a search by customer: one customer's company name",
    ),
    staff(
      'quotes: staff search ?q=recipe',
      `?q=${encodeURIComponent(QUOTE_SEARCH_RECIPE)}&limit=20`,
      'a search by recipe name, in capitals',
    ),
    staff(
      'quotes: staff search ?q=2 characters',
      `?q=${encodeURIComponent(QUOTE_SEARCH_SHORT[0])}&limit=20`,
      'a Korean word of two characters (no trigram): 50 recipe names',
    ),
    staff(
      'quotes: staff search ?q=1 character',
      `?q=${encodeURIComponent(QUOTE_SEARCH_SHORT[1])}&limit=20`,
      'one Korean character: the same 50',
    ),
  ];
}

function checkPage(name: string) {
  return async (response: Response) => {
    const body = (await response.json()) as Page;
    if (response.status !== 200 || !Array.isArray(body.items) || !body.items.length || !body.total || !body.counts) {
      throw new Error(`${name} answered ${response.status} with ${body.items?.length ?? 'no'} items of ${body.total ?? '?'}`);
    }
  };
}
