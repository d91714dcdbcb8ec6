/** Comparing a list's search with "contains" over terms of every shape (issue 27, decision 0029). */
import { expect } from 'vitest';
import { containsPattern } from '../lib/like.ts';
import type { Caller, TestApp } from './harness.ts';

/**
 * Terms a "contains" search must answer exactly as a LIKE does: one or two characters, Korean words (no
 * trigram under the C locale), LIKE's wildcards and escape taken literally, a pair not in that order,
 * a term spanning two fields, and terms with trigrams.
 */
export const CONTAINS_TERMS = [
  '세럼',
  '세',
  '수분세럼',
  '달빛',
  '럼세',
  'ㅋ',
  'a',
  'da',
  'q',
  '%',
  '_',
  '\\',
  '0%',
  '%%',
  '@',
  'kr 수',
  'serum',
  'dalbit',
];

/**
 * For each term, the ids the search answers (`search`) are those a plain LIKE finds (`expected`, given
 * the term's lower-case "contains" pattern and the term).
 */
export async function expectSameAsContains(
  terms: string[],
  search: (term: string) => Promise<string[]>,
  expected: (pattern: string, term: string) => Promise<string[]>,
): Promise<void> {
  for (const term of terms) {
    expect((await search(term)).sort(), term).toEqual((await expected(containsPattern(term.toLowerCase()), term)).sort());
  }
}

/** A record as a queue's search means to find it (asked without the indexes). */
export type QueueSearchRow = { id: string; state: string };

/** A search term and the records it must find among others (none: it must find nothing). */
export type QueueSearchCase = [term: string, ids: string[]];

/**
 * What a staff queue's search over `table` means, asked without the indexes (the oracle
 * `expectQueueSearch` compares with): the record's number, or the term (its "contains" pattern) in the
 * customer's name, company or e-mail across the join with users, and in the record's recipe name where
 * the queue searches it; newest first.
 */
export function joinedSearch(t: TestApp, table: string, o: { recipeName: boolean }) {
  const recipeName = o.recipeName ? 'or lower(r.recipe_name) like $1' : '';
  return async (like: string, number: number): Promise<QueueSearchRow[]> =>
    (
      await t.db.pool.query<QueueSearchRow>(
        `select r.id, r.state from ${table} r join users u on u.id = r.owner_id
         where r.number = $2 ${recipeName} or lower(u.name) like $1 or lower(u.company_name) like $1 or lower(u.email) like $1
         order by r.created_at desc, r.id desc`,
        [like, number],
      )
    ).rows;
}

/**
 * The customer a queue's search looks for: Erin Yoon of "Moonlit Botanicals <tag>", e-mail
 * erin.<tag>@moonlit-labs.kr (`tag` keeps her apart from every other test's records).
 */
export async function searchedCustomer(t: TestApp, tag: string): Promise<Caller & { id: string; email: string }> {
  const erin = await t.user({ email: `erin.${tag}@moonlit-labs.kr` });
  await t.db.pool.query(`update users set name = 'Erin Yoon', company_name = $2 where id = $1`, [
    erin.id,
    `Moonlit Botanicals ${tag}`,
  ]);
  return erin;
}

/**
 * What every staff queue's search answers alike about `searchedCustomer`'s records (`erins`): found by
 * her company and e-mail in any case, then the queue's `own` cases, then nothing for a term that spans
 * two of her fields or holds LIKE's wildcards.
 */
export function customerSearchCases(
  erin: { email: string },
  tag: string,
  erins: string[],
  own: QueueSearchCase[],
): QueueSearchCase[] {
  return [
    [`moonlit botanicals ${tag}`, erins], // company
    [`MOONLIT BOTANICALS ${tag}`, erins],
    [erin.email, erins],
    [`ERIN.${tag}@MOONLIT`, erins],
    ...own,
    [`Yoon ${erin.email}`, []], // spans name and e-mail: in no one field
    [`${erin.email} Moonlit`, []], // spans e-mail and company
    [`${tag}@moonlit%`, []], // LIKE's wildcards are taken literally
  ];
}

/**
 * Searches staff's workflow queue at `path` for each case and compares what it answers with `expected`
 * (given the term's lower-case "contains" pattern and the number it names, -1 for none): the page, the
 * per-state counts and total, the `tabState` tab under the search, and the walk page by page.
 */
export async function expectQueueSearch(
  staff: Caller,
  o: {
    path: '/api/admin/quotes' | '/api/admin/orders' | '/api/admin/sample-requests';
    states: readonly string[];
    tabState: string;
    cases: QueueSearchCase[];
    expected: (like: string, number: number) => Promise<QueueSearchRow[]>;
    parseRef: (text: string) => number | null;
  },
): Promise<void> {
  const { path, states, tabState } = o;
  for (const [term, ids] of o.cases) {
    const q = encodeURIComponent(term);
    const res = await staff.request('GET', `${path}?q=${q}&limit=100`);
    expect(res.status, term).toBe(200);
    const rows = await o.expected(containsPattern(term.trim().toLowerCase()), o.parseRef(term) ?? -1);
    expect(rows.length, term).toBeLessThan(100);
    const found: string[] = res.body.items.map((i: any) => i.id);
    expect(found, term).toEqual(rows.map((r) => r.id));
    expect(found, term).toEqual(ids.length ? expect.arrayContaining(ids) : []);
    const counts = Object.fromEntries(states.map((s) => [s, rows.filter((r) => r.state === s).length]));
    expect(res.body.counts, term).toEqual(counts);
    expect(res.body.total, term).toBe(rows.length);
    // a state tab under the search: its records, and its count as the total
    const tab = (await staff.request('GET', `${path}?q=${q}&state=${tabState}&limit=100`)).body;
    const inTab: string[] = tab.items.map((i: any) => i.id);
    expect(inTab, term).toEqual(rows.filter((r) => r.state === tabState).map((r) => r.id));
    expect(tab.total, term).toBe(counts[tabState]);
    // page by page through the cursor: the same matches in the same order, the first page's total kept
    const walked: string[] = [];
    for (let cursor: string | null = '', n = 0; cursor !== null && n < 10; n++) {
      const next: { status: number; body: any } = await staff.request(
        'GET',
        `${path}?q=${q}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(next.status, term).toBe(200);
      expect(next.body.total, term).toBe(rows.length);
      walked.push(...next.body.items.map((i: any) => i.id));
      cursor = next.body.nextCursor;
    }
    if (rows.length <= 20) expect(walked, term).toEqual(rows.map((r) => r.id));
  }
}
