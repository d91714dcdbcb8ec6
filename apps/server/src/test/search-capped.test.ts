/**
 * Staff's search for a term in many records (issue 27, decision 0032): its matches are counted up to
 * the cap, past it the answer says so (`totalCapped`, no tab numbers) and its pages come from the newest
 * records, in the same order and with the same rows as all its matches would give. A tab under the
 * search is counted on its own. The quote queue stands for the workflow queues (`recordListPage`, which
 * the partnership queue uses too); the inquiry queue (its own three orders) and the payment list have
 * the same. (Its own database: a thousand records named alike would match other files' short terms.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '@formulab/shared/pagination';
import { CUSTOMER_IDS_AS_PARAMETER } from '../modules/users/customer-search.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { makeQuoteWorld, requestBody, requestQuote, usableRecipe, type QuoteWorld } from '../modules/quotes/quotes.test-utils.ts';

let t: TestApp;
let w: QuoteWorld;
/** the first quote, which the others copy */
let firstQuote: string;
const tag = Date.now().toString(36);
const name = `Everyday Veil ${tag}`;
/** quotes named `name`: past the cap, and one tab (`quoted`) with a few */
const MANY = SEARCH_COUNT_CAP + 60;
const QUOTED = 7;

beforeAll(async () => {
  t = await startTestApp();
  w = await makeQuoteWorld(t);
  const buyer = await t.user();
  const recipe = await usableRecipe(w, buyer, { name: `${name} 0` });
  const first = await requestQuote(buyer, requestBody(recipe.id, w.bottle));
  firstQuote = first.id;
  // the rest copied from the first in one statement: a minute apart, the newest ones `quoted`
  const columns = (
    await t.db.pool.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'quotes'
         and column_name not in ('id', 'number', 'recipe_name', 'state', 'created_at', 'updated_at')`,
    )
  ).rows.map((r) => `"${r.column_name}"`);
  await t.db.pool.query(
    `insert into quotes (${columns.join(', ')}, recipe_name, state, created_at, updated_at)
     select ${columns.map((c) => `q.${c}`).join(', ')}, $2 || ' ' || g, case when g >= $3 - $4 then 'quoted' else 'requested' end,
            now() - ($3 - g) * interval '1 minute', now()
     from quotes q, generate_series(1, $3 - 1) g where q.id = $1`,
    [first.id, name, MANY, QUOTED],
  );
  await t.db.pool.query('analyze quotes');
});
afterAll(() => t?.close());

/** The matches, newest first, as all of them ordered would give. */
const expected = async (state?: string) =>
  (
    await t.db.pool.query<{ id: string }>(
      `select id from quotes where lower(recipe_name) like $1 ${state ? 'and state = $2' : ''} order by created_at desc, id desc`,
      state ? [`%${name.toLowerCase()}%`, state] : [`%${name.toLowerCase()}%`],
    )
  ).rows.map((r) => r.id);

describe("staff's search for a term in many quotes", () => {
  it('counts up to the cap, says so, and pages the newest matches in order', async () => {
    const all = await expected();
    expect(all).toHaveLength(MANY);
    const q = encodeURIComponent(name.toUpperCase());
    const first = await w.admin.request('GET', `/api/admin/quotes?q=${q}&limit=25`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true, counts: null });
    expect(first.body.items.map((i: { id: string }) => i.id)).toEqual(all.slice(0, 25));
    // the next pages through the cursor: the same order, the capped total kept
    let cursor: string | null = first.body.nextCursor;
    const walked: string[] = first.body.items.map((i: { id: string }) => i.id);
    for (let n = 0; n < 3 && cursor; n++) {
      const next = await w.admin.request('GET', `/api/admin/quotes?q=${q}&limit=25&cursor=${encodeURIComponent(cursor)}`);
      expect(next.status).toBe(200);
      expect(next.body).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true, counts: null });
      walked.push(...next.body.items.map((i: { id: string }) => i.id));
      cursor = next.body.nextCursor;
    }
    expect(walked).toEqual(all.slice(0, 100));
  });

  it('counts a tab under such a search on its own: exact when it holds few', async () => {
    const quoted = await expected('quoted');
    expect(quoted).toHaveLength(QUOTED);
    const res = await w.admin.request('GET', `/api/admin/quotes?q=${encodeURIComponent(name)}&state=quoted&limit=25`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: QUOTED, totalCapped: false, counts: null, nextCursor: null });
    expect(res.body.items.map((i: { id: string }) => i.id)).toEqual(quoted);
    const requested = await w.admin.request('GET', `/api/admin/quotes?q=${encodeURIComponent(name)}&state=requested&limit=25`);
    expect(requested.body).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true });
    expect(requested.body.items.map((i: { id: string }) => i.id)).toEqual((await expected('requested')).slice(0, 25));
  });

  it('keeps exact counts and tab numbers for a term under the cap', async () => {
    const res = await w.admin.request('GET', `/api/admin/quotes?q=${encodeURIComponent(`${name} 0`)}&limit=25`);
    expect(res.status).toBe(200);
    // "… 0" is in the first quote's name, and in none of the copies' (" 1" … " 1059" end otherwise)
    expect(res.body).toMatchObject({ total: 1, totalCapped: false, counts: expect.objectContaining({ requested: 1 }) });
  });
});

describe("staff's search for a term in many payments", () => {
  it('counts up to the cap, says so, and pages the newest matches in order; a term under it stays exact', async () => {
    const buyer = await t.user();
    const term = `cushion ${tag}`;
    // payments of a customer's orders, a minute apart (each its own order id and target)
    await t.db.pool.query(
      `insert into payments (order_id, kind, target_id, target_ref, order_name, owner_id, status, gateway, amount, created_at, updated_at)
       select 'cap-' || $2 || '-' || g, 'purchase', gen_random_uuid(), 'P-' || lpad(g::text, 6, '0'),
              'Veil ' || $3 || ' no. ' || g, $1, 'paid', 'test', 10000, now() - g * interval '1 minute', now()
       from generate_series(1, $4::int) g`,
      [buyer.id, tag, term, MANY],
    );
    await t.db.pool.query('analyze payments');
    const all = (
      await t.db.pool.query<{ id: string }>(
        `select id from payments where lower(order_name) like $1 order by created_at desc, id desc`,
        [`%${term}%`],
      )
    ).rows.map((r) => r.id);
    expect(all).toHaveLength(MANY);
    const first = await w.admin.request('GET', `/api/admin/payments?q=${encodeURIComponent(term)}&limit=25`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true });
    expect(first.body.items.map((i: { id: string }) => i.id)).toEqual(all.slice(0, 25));
    const cursor = first.body.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const next = await w.admin.request(
      'GET',
      `/api/admin/payments?q=${encodeURIComponent(term)}&limit=25&cursor=${encodeURIComponent(cursor ?? '')}`,
    );
    expect(next.body).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true });
    expect(next.body.items.map((i: { id: string }) => i.id)).toEqual(all.slice(25, 50));
    // one of them by its order name's number: under the cap, exact
    const one = await w.admin.request('GET', `/api/admin/payments?q=${encodeURIComponent(`${term} no. 1059`)}&limit=25`);
    expect(one.body).toMatchObject({ total: 1, totalCapped: false });
  });
});

type SearchPage = { items: { id: string }[]; total: number; totalCapped: boolean; counts: unknown; nextCursor: string | null };

/**
 * A staff list's search for `term` at `url`, and the same search in SQL over `table`'s `column`: every
 * match's id in an order (and a state), the list's page for more of the query (another term with `q`),
 * and a page's ids.
 */
function searchOf(url: string, table: string, column: string, term: string) {
  const ordered = async (order: string, state?: string) =>
    (
      await t.db.pool.query<{ id: string }>(
        `select id from ${table} where lower(${column}) like $1 ${state ? 'and state = $2' : ''} order by ${order}`,
        state ? [`%${term}%`, state] : [`%${term}%`],
      )
    ).rows.map((r) => r.id);
  const page = async (query: string, q = term) => {
    const res = await w.admin.request('GET', `${url}?q=${encodeURIComponent(q)}&limit=25${query}`);
    expect(res.status).toBe(200);
    return res.body as SearchPage;
  };
  const ids = (p: SearchPage) => p.items.map((i) => i.id);
  return {
    ordered,
    page,
    ids,
    /** the first two pages, capped, are the newest matches in order; returns all the matches, newest first */
    newestTwoPages: async () => {
      const newest = await ordered('created_at desc, id desc');
      expect(newest).toHaveLength(MANY);
      const first = await page('');
      expect(first).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true, counts: null });
      expect(ids(first)).toEqual(newest.slice(0, 25));
      const second = await page(`&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
      expect(second).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true });
      expect(ids(second)).toEqual(newest.slice(25, 50));
      return newest;
    },
  };
}

describe("staff's search for a term in many inquiries", () => {
  /** inquiries titled `term`, a minute apart; by latest message the oldest come first (so the two orders differ) */
  const term = `lotion ${tag}`;
  const OPEN = 5;
  const { ordered, page, ids, newestTwoPages } = searchOf('/api/admin/inquiries', 'inquiries', 'title', term);

  beforeAll(async () => {
    const buyer = await t.user();
    await t.db.pool.query(
      `insert into inquiries (owner_id, category, title, state, message_count, last_message_at, last_message_by, created_at, updated_at)
       select $1, 'other', 'Lotion ' || $2 || ' question ' || g, case when g <= $4 then 'open' else 'closed' end, 1,
              now() - ($3 - g) * interval '1 minute', 'customer', now() - g * interval '1 minute', now()
       from generate_series(1, $3::int) g`,
      [buyer.id, tag, MANY, OPEN],
    );
    await t.db.pool.query('analyze inquiries');
  });

  it('counts up to the cap, says so, and pages the newest matches in order, by creation and by activity', async () => {
    const newest = await newestTwoPages();
    const byActivity = await ordered('last_message_at desc, id desc');
    expect(byActivity[0]).not.toEqual(newest[0]);
    const active = await page('&sort=activity');
    expect(active).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true, counts: null });
    expect(ids(active)).toEqual(byActivity.slice(0, 25));
    const oldest = await page('&sort=oldest');
    expect(ids(oldest)).toEqual((await ordered('created_at asc, id asc')).slice(0, 25));
  });

  it('counts a tab under such a search on its own, and keeps exact numbers under the cap', async () => {
    const open = await page('&state=open');
    expect(open).toMatchObject({ total: OPEN, totalCapped: false, counts: null, nextCursor: null });
    expect(ids(open)).toEqual(await ordered('created_at desc, id desc', 'open'));
    const one = await w.admin.request('GET', `/api/admin/inquiries?q=${encodeURIComponent(`${term} question 1059`)}&limit=25`);
    expect(one.body).toMatchObject({ total: 1, totalCapped: false, counts: expect.objectContaining({ closed: 1 }) });
  });
});

describe("staff's search for a term in many partnership inquiries", () => {
  /** proposals from companies named `term`, a minute apart, the oldest few `reviewing` */
  const term = `veil partners ${tag}`;
  const REVIEWING = 4;
  const { ordered, page, ids, newestTwoPages } = searchOf(
    '/api/admin/partnership-inquiries',
    'partnership_inquiries',
    'company',
    term,
  );

  beforeAll(async () => {
    await t.db.pool.query(
      `insert into partnership_inquiries (company, contact_name, email, type, proposal, state, created_at, updated_at)
       select 'Veil Partners ' || $1 || ' no. ' || g, 'Kim', 'p' || g || '@example.com', 'oem', 'A proposal',
              case when g > $2 - $3 then 'reviewing' else 'new' end, now() - g * interval '1 minute', now()
       from generate_series(1, $2::int) g`,
      [tag, MANY, REVIEWING],
    );
    await t.db.pool.query('analyze partnership_inquiries');
  });

  it('counts up to the cap, says so, and pages the newest matches in order, newest and oldest first', async () => {
    await newestTwoPages();
    const oldest = await page('&sort=oldest');
    expect(ids(oldest)).toEqual((await ordered('created_at asc, id asc')).slice(0, 25));
  });

  it('counts a tab under such a search on its own, and keeps exact numbers under the cap', async () => {
    const reviewing = await page('&state=reviewing');
    expect(reviewing).toMatchObject({ total: REVIEWING, totalCapped: false, counts: null, nextCursor: null });
    expect(ids(reviewing)).toEqual(await ordered('created_at desc, id desc', 'reviewing'));
    const one = await page('', `${term} no. 500`);
    expect(one).toMatchObject({ total: 1, totalCapped: false, counts: expect.objectContaining({ new: 1 }) });
  });
});

describe("staff's search for a word in more customers' names than one parameter carries", () => {
  // CUSTOMER_IDS_AS_PARAMETER + 1 customers with `word` in their company's name: the lookup stays inside
  // the statements, and the walk of the newest quotes tests each by its own customer (customer-search.ts
  // customerOf) — the same quotes, in the same order, as the SQL over all of them
  const word = `atelier${tag}`;
  const CUSTOMERS = CUSTOMER_IDS_AS_PARAMETER + 1;
  const QUOTED = 3;

  /** the quote columns a copy sets itself (the rest it takes from the quote it copies) */
  const QUOTE_KEYS = ['id', 'number', 'owner_id', 'recipe_name', 'state', 'created_at', 'updated_at'];

  /** a table's column names, quoted, but `except` */
  const columnsOf = async (table: string, except: string[]) =>
    (
      await t.db.pool.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = $1 and not (column_name = any($2))`,
        [table, except],
      )
    ).rows.map((r) => `"${r.column_name}"`);

  /** CUSTOMERS copies of the account `template`: ids `<key>-<tag>-<n>`, companies `<Company><tag> <n>` */
  const addCustomers = async (template: string, key: string, name: string, company: string) => {
    const columns = await columnsOf('users', ['id', 'email', 'name', 'company_name']);
    await t.db.pool.query(
      `insert into users (${columns.join(', ')}, id, email, name, company_name)
       select ${columns.map((c) => `u.${c}`).join(', ')}, $4 || '-' || $2 || '-' || g, $4 || '-' || g || '-' || $2 || '@example.com',
              $5 || ' ' || g, $6 || $2 || ' ' || g
       from users u, generate_series(1, $3::int) g where u.id = $1`,
      [template, tag, CUSTOMERS, key, name, company],
    );
  };

  beforeAll(async () => {
    const other = await t.user();
    await addCustomers(other.id, 'many', 'Customer', 'Atelier');
    // newer than the rest: two in three of the word's customers, one in three of a customer without it;
    // and newest of all, 1,500 `quoted` of that other customer, so that the newest rows of the quoted tab
    // hold few matches, and of the whole list fewer than the cap (the count asks the index)
    const quoteColumns = await columnsOf('quotes', QUOTE_KEYS);
    await t.db.pool.query(
      `insert into quotes (${quoteColumns.join(', ')}, owner_id, recipe_name, state, created_at, updated_at)
       select ${quoteColumns.map((c) => `q.${c}`).join(', ')},
              case when g % 3 = 0 then $3 else 'many-' || $2 || '-' || (g % $4 + 1) end,
              'Plain ' || g, case when g <= $5 then 'quoted' else 'requested' end, now() + g * interval '1 second', now()
       from quotes q, generate_series(1, $6::int) g where q.id = $1`,
      [firstQuote, tag, other.id, CUSTOMERS, QUOTED * 3, MANY * 2],
    );
    await t.db.pool.query(
      `insert into quotes (${quoteColumns.join(', ')}, owner_id, recipe_name, state, created_at, updated_at)
       select ${quoteColumns.map((c) => `q.${c}`).join(', ')}, $2, 'Other ' || g, 'quoted', now() + (10000 + g) * interval '1 second', now()
       from quotes q, generate_series(1, 1500) g where q.id = $1`,
      [firstQuote, other.id],
    );
    await t.db.pool.query('analyze users');
    await t.db.pool.query('analyze quotes');
  });

  /** the word's customers' quotes, newest first */
  const expectedOf = async (state?: string) =>
    (
      await t.db.pool.query<{ id: string }>(
        `select q.id from quotes q join users u on u.id = q.owner_id
         where lower(u.company_name) like $1 ${state ? 'and q.state = $2' : ''} order by q.created_at desc, q.id desc`,
        state ? [`%${word}%`, state] : [`%${word}%`],
      )
    ).rows.map((r) => r.id);

  it('counts up to the cap and pages the newest of their quotes in order, a tab too; a tab of few is exact', async () => {
    const all = await expectedOf();
    expect(all.length).toBeGreaterThan(SEARCH_COUNT_CAP);
    const first = await w.admin.request('GET', `/api/admin/quotes?q=${word}&limit=25`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true, counts: null });
    expect(first.body.items.map((i: { id: string }) => i.id)).toEqual(all.slice(0, 25));
    const next = await w.admin.request(
      'GET',
      `/api/admin/quotes?q=${word}&limit=25&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`,
    );
    expect(next.body.items.map((i: { id: string }) => i.id)).toEqual(all.slice(25, 50));
    // the requested tab's newest rows are nearly all theirs: past the cap from those rows alone
    const requested = await w.admin.request('GET', `/api/admin/quotes?q=${word}&state=requested&limit=25`);
    expect(requested.body).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true, counts: null });
    expect(requested.body.items.map((i: { id: string }) => i.id)).toEqual((await expectedOf('requested')).slice(0, 25));
    // the quoted tab's newest rows are the other customer's 1,500: a few of theirs among them, counted exactly
    const quoted = await expectedOf('quoted');
    expect(quoted).toHaveLength(QUOTED * 2);
    const tab = await w.admin.request('GET', `/api/admin/quotes?q=${word}&state=quoted&limit=25`);
    expect(tab.body).toMatchObject({ total: QUOTED * 2, totalCapped: false, counts: null, nextCursor: null });
    expect(tab.body.items.map((i: { id: string }) => i.id)).toEqual(quoted);
  });

  it('counts their conversations up to the cap and pages the newest in order; a term of fewer customers stays exact', async () => {
    // one conversation for each of the first CHATS of the word's customers, and newer than all of them
    // one of a customer without it
    const CHATS = SEARCH_COUNT_CAP + 200;
    const other = await t.user();
    await t.db.pool.query(
      `insert into chat_conversations (customer_id, last_message_at, last_message_preview)
       select 'many-' || $1 || '-' || g, now() + g * interval '1 second', 'Hello ' || g from generate_series(1, $2::int) g`,
      [tag, CHATS],
    );
    await t.db.pool.query(
      `insert into chat_conversations (customer_id, last_message_at, last_message_preview) values ($1, now() + interval '1 day', 'Not theirs')`,
      [other.id],
    );
    await t.db.pool.query('analyze chat_conversations');
    const theirs = async (term: string) =>
      (
        await t.db.pool.query<{ id: string }>(
          `select c.id from chat_conversations c join users u on u.id = c.customer_id
           where lower(u.company_name) like $1 order by c.last_message_at desc, c.id desc`,
          [`%${term}%`],
        )
      ).rows.map((r) => r.id);
    const all = await theirs(word);
    expect(all).toHaveLength(CHATS);
    const first = await w.admin.request('GET', `/api/admin/chats?filter=all&q=${word}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true });
    const ids = first.body.items.map((i: { id: string }) => i.id);
    const next = await w.admin.request(
      'GET',
      `/api/admin/chats?filter=all&q=${word}&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`,
    );
    expect(next.body).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true });
    ids.push(...next.body.items.map((i: { id: string }) => i.id));
    expect(ids).toEqual(all.slice(0, ids.length));
    // "…tag 7" is in 111 of the names (7, 70–79, 700–799): the ids as a parameter, counted exactly
    const few = await theirs(`${word} 7`);
    const exact = await w.admin.request('GET', `/api/admin/chats?filter=all&q=${encodeURIComponent(`${word} 7`)}`);
    expect(exact.body).toMatchObject({ total: few.length, totalCapped: false });
    expect(exact.body.items.map((i: { id: string }) => i.id)).toEqual(few.slice(0, exact.body.items.length));
  });

  it('counts exactly and pages all of them when their few records are older than the newest rows', async () => {
    // another word in CUSTOMERS names, whose customers own three quotes, all older than the newest 2,000:
    // the walk of the newest rows finds none of them, so the page and the counts come from all their
    // matches, read once (`countedFirstPage`)
    const loom = `loom${tag}`;
    await addCustomers((await t.user()).id, 'loom', 'Weaver', 'Loom');
    const quoteColumns = await columnsOf('quotes', QUOTE_KEYS);
    await t.db.pool.query(
      `insert into quotes (${quoteColumns.join(', ')}, owner_id, recipe_name, state, created_at, updated_at)
       select ${quoteColumns.map((c) => `q.${c}`).join(', ')}, 'loom-' || $2 || '-' || g, 'Woven ' || g,
              case when g = 3 then 'quoted' else 'requested' end, now() - g * interval '1 day', now()
       from quotes q, generate_series(1, 3) g where q.id = $1`,
      [firstQuote, tag],
    );
    await t.db.pool.query('analyze users');
    const theirs = (
      await t.db.pool.query<{ id: string; state: string }>(
        `select q.id, q.state from quotes q join users u on u.id = q.owner_id
         where lower(u.company_name) like $1 order by q.created_at desc, q.id desc`,
        [`%${loom}%`],
      )
    ).rows;
    expect(theirs).toHaveLength(3);
    const all = await w.admin.request('GET', `/api/admin/quotes?q=${loom}&limit=25`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
    expect(all.body.counts).toMatchObject({ requested: 2, quoted: 1 });
    expect(all.body.items.map((i: { id: string }) => i.id)).toEqual(theirs.map((r) => r.id));
    const tab = await w.admin.request('GET', `/api/admin/quotes?q=${loom}&state=quoted&limit=25`);
    expect(tab.body).toMatchObject({ total: 1, totalCapped: false, nextCursor: null });
    expect(tab.body.counts).toMatchObject({ requested: 2, quoted: 1 });
    expect(tab.body.items.map((i: { id: string }) => i.id)).toEqual(theirs.filter((r) => r.state === 'quoted').map((r) => r.id));
  });

  it("finds their policy acceptances, and only theirs (a list searched by customer alone: customerIn's join)", async () => {
    // the users' own trigger wrote each copied account's terms and privacy acceptances; one more, newest
    await t.db.pool.query(
      `insert into policy_acceptances (user_id, kind, version, accepted_at) values ('many-' || $1 || '-7', 'terms', 2, now() + interval '1 hour')`,
      [tag],
    );
    const theirs = (
      await t.db.pool.query<{ id: string }>(
        `select pa.id from policy_acceptances pa join users u on u.id = pa.user_id
         where lower(u.company_name) like $1 order by pa.accepted_at desc, pa.id desc`,
        [`%${word}%`],
      )
    ).rows.map((r) => String(r.id));
    expect(theirs.length).toBeGreaterThan(CUSTOMERS);
    const res = await w.admin.request('GET', `/api/admin/policies/acceptances?q=${word}&limit=25`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(theirs.length);
    expect(res.body.items.map((i: { id: string }) => i.id)).toEqual(theirs.slice(0, 25));
  });
});
