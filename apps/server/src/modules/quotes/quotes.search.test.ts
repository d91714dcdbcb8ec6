/**
 * Staff's search in the quote and order queues: what it finds (number, customer's company, name or
 * e-mail, and for quotes the recipe name, any case, part of it) is what the join over customers found
 * before the search used indexes (migration 0027), and the per-state counts follow the search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOrderRef } from '@formulab/shared/orders/orders.schema';
import { ORDER_STATES } from '@formulab/shared/orders/orders.states';
import { parseQuoteRef } from '@formulab/shared/quotes/quotes.schema';
import { QUOTE_STATES } from '@formulab/shared/quotes/quotes.states';
import { customerSearchCases, expectQueueSearch, joinedSearch, searchedCustomer } from '../../test/search-terms.ts';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import {
  answerQuote,
  makeOrder,
  makeQuoteWorld,
  requestBody,
  requestQuote,
  usableRecipe,
  type QuoteWorld,
} from './quotes.test-utils.ts';

let t: TestApp;
let w: QuoteWorld;
const tag = Date.now().toString(36);
/**
 * Two Latin letters no record holds. The tag (base 36) is in Erin's and Hana's names, e-mails and recipes,
 * so a fixed pair would be found about once in 200 runs (a tag with "zq" in it failed CI once).
 */
const ABSENT_PAIR = ['zq', 'qz', 'jq', 'qj', 'xq', 'qx'].find((pair) => !tag.includes(pair))!;
let erin: Caller & { id: string; email: string };

beforeAll(async () => {
  t = await startTestApp();
  w = await makeQuoteWorld(t);
  erin = await searchedCustomer(t, tag);
  // someone else's quote and order, which no search of Erin's should find
  await makeOrder(t, w, await t.user());
});
afterAll(() => t?.close());

describe("staff's search", () => {
  it('finds quotes by company, e-mail, recipe name (any case, part of it) and number; the counts follow it', async () => {
    const recipe = await usableRecipe(w, erin, { name: `Rosehip Glow Cream ${tag}` });
    const requested = await requestQuote(erin, requestBody(recipe.id, w.bottle));
    const quoted = await answerQuote(w.admin, await requestQuote(erin, requestBody(recipe.id, w.bottle)));
    const erins = [quoted.id, requested.id];

    await expectQueueSearch(w.admin, {
      path: '/api/admin/quotes',
      states: QUOTE_STATES,
      tabState: 'quoted',
      cases: customerSearchCases(erin, tag, erins, [
        [`glow cream ${tag}`, erins], // recipe name, any case, part of it
        [`HIP GLOW CREAM ${tag}`, erins],
        [requested.ref, [requested.id]], // number
        [String(quoted.number), [quoted.id]],
      ]),
      expected: joinedSearch(t, 'quotes', { recipeName: true }),
      parseRef: parseQuoteRef,
    });
  });

  it('finds the same by a term of one or two characters, a Korean word or LIKE wildcards (issue 27)', async () => {
    // such terms have no trigram (the embedded PostgreSQL's C locale gives Hangul none at all): they are
    // looked up by their grams (lib/like.ts); the answer must stay exactly the join's "contains"
    const hana = await t.user({ email: `hana.${tag}@dalbit.kr` });
    await t.db.pool.query(`update users set name = 'Hana Kim', company_name = $2 where id = $1`, [
      hana.id,
      `달빛화장품 50%_off\\ ${tag}`,
    ]);
    const recipe = await usableRecipe(w, hana, { name: `수분세럼 ${tag}` });
    const quote = await requestQuote(hana, requestBody(recipe.id, w.bottle));
    await expectQueueSearch(w.admin, {
      path: '/api/admin/quotes',
      states: QUOTE_STATES,
      tabState: 'quoted',
      cases: [
        ['세럼', [quote.id]], // two Hangul characters inside a compound word (the recipe name)
        ['세', [quote.id]], // one
        ['수분세럼', [quote.id]], // a Korean word: no trigram with the C locale, looked up by its pairs
        ['화장', [quote.id]], // inside the company's name
        ['럼 ', [quote.id]], // a character and a space
        ['HA', [quote.id]], // two Latin letters, any case (name, e-mail)
        ['k', [quote.id]], // one
        ['50', [quote.id]], // two digits
        ['%', [quote.id]], // LIKE's wildcards and its escape, taken literally, alone and in pairs
        ['_', [quote.id]],
        ['\\', [quote.id]],
        ['%_', [quote.id]],
        ['0%', [quote.id]],
        ['f\\', [quote.id]],
        ['%%', []],
        ['__', []],
        ['\\\\', []],
        ['럼세', []], // the pair reversed
        ['ㅋ', []], // a character no one has
        [ABSENT_PAIR, []],
        [`@dalbit`, [quote.id]], // no run of three ASCII letters before the "@"… still three after it: trigrams
        [`세럼 ${tag}`, [quote.id]], // Hangul with a trigram-bearing tag
      ],
      expected: joinedSearch(t, 'quotes', { recipeName: true }),
      parseRef: parseQuoteRef,
    });
  });

  it('finds orders by company, e-mail and number (not by recipe name); the counts follow it', async () => {
    const pending = await makeOrder(t, w, erin);
    const toCancel = await makeOrder(t, w, erin);
    const res = await erin.request('POST', `/api/orders/${toCancel.id}/transitions`, {
      action: 'cancel',
      version: toCancel.version,
      reason: 'Launch postponed',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const erins = [toCancel.id, pending.id];
    const recipeName = (await t.db.pool.query('select recipe_name from production_orders where id = $1', [pending.id])).rows[0]
      .recipe_name as string;

    // the meaning before the indexes: the number, or the term in the customer's name, company or e-mail
    await expectQueueSearch(w.admin, {
      path: '/api/admin/orders',
      states: ORDER_STATES,
      tabState: 'cancelled',
      cases: customerSearchCases(erin, tag, erins, [
        [pending.ref, [pending.id]], // number
        [String(toCancel.number), [toCancel.id]],
        [recipeName, []], // the order queue does not search recipe names
      ]),
      expected: joinedSearch(t, 'production_orders', { recipeName: false }),
      parseRef: parseOrderRef,
    });
  });
});
