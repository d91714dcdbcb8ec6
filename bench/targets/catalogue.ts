import type { Target } from '../lib/measure.ts';
import type { FormulabServer } from '../lib/formulab.ts';

/**
 * Public catalogue reads at 10,000+ ingredients: the first page of the list, a search by name, a
 * search with a typo, and a filtered page. Each is compared with the bare route in the same run.
 */
export function catalogueTargets(server: FormulabServer): Target[] {
  const target = (name: string, query: string, description: string): Target => ({
    name,
    description,
    url: `${server.url}/api/ingredients${query}`,
    server,
    explain: { table: 'ingredients' },
    async check(response) {
      const body = (await response.json()) as { items?: unknown[]; total?: number };
      if (response.status !== 200 || !Array.isArray(body.items) || !body.total) {
        throw new Error(`${name} answered ${response.status} with ${body.total ?? 'no'} results`);
      }
    },
  });
  return [
    target('ingredients list (24)', '?limit=24', 'first page of 24, sorted by name, with total'),
    target('ingredients list (100)', '?limit=100', 'a page of 100: the queries per request must stay the same as for 24'),
    target('ingredients search "extract"', '?q=extract&limit=24', 'substring + trigram + full-text search, ranked'),
    // terms without a trigram (issue 27, decision 0029): each plant is one of 18, so ~560 of the 10,000
    target(
      'ingredients search 1 character "쑥"',
      `?q=${encodeURIComponent('쑥')}&limit=24`,
      'one Korean character: the gram index',
    ),
    target(
      'ingredients search 2 characters "유자"',
      `?q=${encodeURIComponent('유자')}&limit=24`,
      'a Korean word of two: its pair',
    ),
    target(
      'ingredients search long Korean "동백 추출물"',
      `?q=${encodeURIComponent('동백 추출물')}&limit=24`,
      'a longer Korean term: its five pairs (about 110 of the 10,000)',
    ),
    target('ingredients search typo "centela"', '?q=centela&limit=24', 'a typo found through trigram word similarity'),
    target(
      'ingredients filter category+function',
      '?category=botanical-extract&function=soothing&limit=24',
      'category and function filters',
    ),
  ];
}
