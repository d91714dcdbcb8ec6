import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { encodePageCursor, newestFirst } from './keyset.ts';
import { SEARCH_COUNT_CAP } from '@formulab/shared/pagination';
import { SEARCH_WINDOW } from './search-page.ts';
import { recordListPage, userIdOf } from './workflow-viewer.ts';

const dialect = new PgDialect();
const text = (q: SQL) => dialect.sqlToQuery(q).sql.replace(/\s+/g, ' ').trim();

/** A db that answers every statement with no rows and keeps what it was asked. */
function fakeDb() {
  const asked: SQL[] = [];
  const db = { execute: (q: SQL) => (asked.push(q), Promise.resolve({ rows: [] })) } as unknown as Db;
  return { db, asked };
}

describe('newestFirst', () => {
  it('orders by the alias creation time, then its id, both descending', () => {
    const k = newestFirst('s');
    expect(k.sort).toBe('newest');
    expect(k.columns.map((c) => [text(c.expr), c.type, c.desc])).toEqual([
      ['s.created_at', 'micros', true],
      ['s.id', 'uuid', true],
    ]);
  });
});

describe('userIdOf', () => {
  it('is the staff id or the customer id', () => {
    expect(userIdOf({ staffId: 'a' })).toBe('a');
    expect(userIdOf({ customerId: 'b' })).toBe('b');
  });
});

describe('recordListPage', () => {
  const base = {
    table: 'quotes',
    alias: 'q',
    select: sql`q.id`,
    from: sql`quotes q`,
    keyset: newestFirst('q'),
    states: ['open', 'closed'] as const,
    present: (r: Record<string, unknown>) => String(r.id),
  };

  it('pages the filtered rows of the chosen state and counts the filtered rows by state', async () => {
    const { db, asked } = fakeDb();
    const page = await recordListPage(db, { ...base, where: [sql`q.owner_id = ${'u1'}`], q: { state: 'open', limit: 20 } });
    expect(page).toEqual({ items: [], nextCursor: null, total: 0, totalCapped: false, counts: { open: 0, closed: 0 } });
    expect(text(asked[0]!)).toMatch(
      /^select q\.id, array\[.*\] as page_key from quotes q where q\.owner_id = \$1 and q\.state = \$2 order by/,
    );
    expect(text(asked[1]!)).toBe('select q.state, count(*)::int as n from quotes q where q.owner_id = $1 group by q.state');
  });

  it('takes every record without filters, and a counter when one is given', async () => {
    const { db, asked } = fakeDb();
    await recordListPage(db, { ...base, where: [], q: { limit: 20 }, counter: sql`select state, n from quote_counts` });
    expect(text(asked[0]!)).toMatch(/ from quotes q where true order by /);
    expect(text(asked[1]!)).toBe('select state, n from quote_counts');
  });
});

describe('recordListPage of a search', () => {
  // its two forms (lib/like.ts SearchCondition): the counts and all-matches page find rows by the index's
  // condition and the test; the walk of the newest rows tests each row it reads with the test alone
  const search = {
    where: sql`(search_grams(lower(q.recipe_name)) @> ${['세럼']}::text[] and strpos(lower(q.recipe_name), ${'세럼'}) > 0)`,
    row: sql`strpos(lower(q.recipe_name), ${'세럼'}) > 0`,
  };
  const base = {
    table: 'quotes',
    alias: 'q',
    select: sql`q.id`,
    from: sql`quotes q`,
    where: [],
    keyset: newestFirst('q'),
    states: ['open', 'closed'] as const,
    search,
    present: (r: Record<string, unknown>) => String(r.id),
  };
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `r${i}`,
      page_key: [String(1_000_000 - i), `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`],
    }));

  /** A db answering the capped counts with `counts`, a tab's count with `tab`, the newest rows' walk with `window` rows. */
  type Probe = { seen: number; counts: Record<string, number> }[];
  function searchDb(a: {
    counts?: Record<string, number>;
    tab?: number;
    window?: number;
    matches?: number;
    /** the probe's answers: under the filters alone, and under the chosen tab */
    probe?: Probe;
    probeTab?: Probe;
  }) {
    const asked: string[] = [];
    const db = {
      execute: (q: SQL) => {
        const t = text(q);
        asked.push(t);
        if (t.startsWith('select (select count(*) from (select q.id, q.state'))
          return Promise.resolve({ rows: (/ q\.state = \$\d+ order by/.test(t) ? a.probeTab : a.probe) ?? [] });
        if (t.startsWith('select c.state, count(*)'))
          return Promise.resolve({ rows: Object.entries(a.counts ?? {}).map(([state, n]) => ({ state, n })) });
        if (t.startsWith('select count(*)')) return Promise.resolve({ rows: [{ n: a.tab ?? 0 }] });
        if (t.includes(`limit ${SEARCH_WINDOW}`)) return Promise.resolve({ rows: rows(a.window ?? 0) });
        // the first page with the counts (`countedFirstPage`): a row while there is a match
        if (t.includes(' as state_counts '))
          return Promise.resolve({
            rows: rows(a.matches ?? (Object.keys(a.counts ?? {}).length ? 1 : 0)).map((r) => ({
              ...r,
              state_counts: a.counts ?? {},
            })),
          });
        if (t.startsWith('with m as materialized')) return Promise.resolve({ rows: rows(a.matches ?? 0) });
        throw new Error(`unexpected statement: ${t}`);
      },
    } as unknown as Db;
    return { db, asked };
  }

  it('counts the matches up to the cap, and under it pages all of them, the tabs exact', async () => {
    const { db, asked } = searchDb({ counts: { open: 3, closed: 2 }, matches: 3 });
    const page = await recordListPage(db, { ...base, q: { limit: 20 } });
    expect(page).toEqual({
      items: ['r0', 'r1', 'r2'],
      nextCursor: null,
      total: 5,
      totalCapped: false,
      counts: { open: 3, closed: 2 },
    });
    // one statement: the matches read once up to the cap, counted by state, and the newest page of them
    expect(asked[0]).toMatch(
      new RegExp(
        `^with m as materialized \\(select q\\.id, q\\.created_at, q\\.state from quotes q where true and \\(search_grams.* and strpos.* limit ${SEARCH_COUNT_CAP + 1}\\) ` +
          `select q\\.id, array\\[.*\\] as page_key, \\(select coalesce\\(json_object_agg\\(g\\.state, g\\.n\\), '\\{\\}'\\) from \\(select m\\.state, count\\(\\*\\)::int as n from m group by m\\.state\\) g\\) as state_counts `,
      ),
    );
    expect(asked).toHaveLength(1);
  });

  it('past the cap says so, shows no tab numbers and takes the page from the newest rows', async () => {
    const { db, asked } = searchDb({ counts: { open: 900, closed: 101 }, window: 21 });
    const page = await recordListPage(db, { ...base, q: { limit: 20 } });
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true, counts: null });
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
    // the walk: the newest rows under the other filters (not the search), each tested by the search (the
    // first statement's page is not the page: its counts passed the cap)
    expect(asked[1]).toMatch(
      new RegExp(
        `from \\(select q\\.id, q\\.created_at as k0, q\\.id as k1 from quotes q where true order by .* limit ${SEARCH_WINDOW}\\) w ` +
          `cross join lateral \\(select 1 from quotes q where q\\.id = w\\.id and strpos\\(lower\\(q\\.recipe_name\\), \\$\\d+\\) > 0 offset 0\\) m order by w\\.k0 desc nulls last, w\\.k1 desc nulls last`,
      ),
    );
    expect(asked).toHaveLength(2);
  });

  const common = { ...search, common: true };
  /** the probe's answer: `counts` matches by state in a window of `seen` rows */
  const walked = (seen: number, counts: Record<string, number>): Probe => [{ seen, counts }];

  it('a common term counts among the newest rows first: past the cap there, nothing else is counted', async () => {
    const { db, asked } = searchDb({ probe: walked(SEARCH_WINDOW, { open: 900, closed: 101 }), window: 21 });
    const page = await recordListPage(db, { ...base, search: common, q: { limit: 20 } });
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true, counts: null });
    expect(page.items).toHaveLength(20);
    // the newest rows under the filters, each tested by the row's form up to the cap, counted by state;
    // and how many rows that window holds
    const window = `\\(select q\\.id, q\\.state from quotes q where true order by .* limit ${SEARCH_WINDOW}\\)`;
    expect(asked[0]).toMatch(
      new RegExp(
        `^select \\(select count\\(\\*\\) from ${window} s\\)::int as seen, coalesce\\(\\(select json_object_agg\\(g\\.state, g\\.n\\) ` +
          `from \\( select c\\.state, count\\(\\*\\)::int as n from \\( select w\\.state from ${window} w ` +
          `cross join lateral \\(select 1 from quotes q where q\\.id = w\\.id and strpos\\(lower\\(q\\.recipe_name\\), \\$\\d+\\) > 0 offset 0\\) m ` +
          `limit ${SEARCH_COUNT_CAP + 1}\\) c group by c\\.state\\) g\\), '\\{\\}'\\) as counts$`,
      ),
    );
    expect(asked[1]).toMatch(/cross join lateral/);
    expect(asked).toHaveLength(2);
  });

  it('a common term under the cap among the newest rows is counted as any other', async () => {
    const { db, asked } = searchDb({ probe: walked(SEARCH_WINDOW, { open: 12 }), counts: { open: 3, closed: 2 }, matches: 3 });
    const page = await recordListPage(db, { ...base, search: common, q: { limit: 20 } });
    expect(page).toMatchObject({ total: 5, totalCapped: false, counts: { open: 3, closed: 2 } });
    // the walk found less than a page (12 of 20): the page from all the matches, read once with the counts
    expect(asked[1]).toMatch(/^with m as materialized .* as state_counts /);
    expect(asked).toHaveLength(2);
  });

  it('a common term in fewer rows than the walk takes its exact counts and its page from the walk alone', async () => {
    const { db, asked } = searchDb({ probe: walked(1_500, { open: 7, closed: 2 }), window: 7 });
    const page = await recordListPage(db, { ...base, search: common, q: { limit: 20 } });
    expect(page).toMatchObject({ total: 9, totalCapped: false, counts: { open: 7, closed: 2 }, nextCursor: null });
    expect(page.items).toHaveLength(7);
    expect(asked[1]).toMatch(/cross join lateral/);
    expect(asked).toHaveLength(2);
  });

  it("a common term's tab of fewer rows than the walk is counted by its walk, past the cap of the whole", async () => {
    const { db, asked } = searchDb({
      probe: walked(SEARCH_WINDOW, { open: 1_400 }),
      probeTab: walked(300, { closed: 2 }),
      window: 2,
    });
    const page = await recordListPage(db, { ...base, search: common, q: { state: 'closed', limit: 20 } });
    expect(page).toMatchObject({ total: 2, totalCapped: false, counts: null, nextCursor: null, items: ['r0', 'r1'] });
    // the tab's walk, the whole's, then the tab's page from its walk: no index is asked for the matches
    expect(asked.slice(0, 2).map((t) => / q\.state = \$\d+ order by/.test(t))).toEqual([true, false]);
    expect(asked[2]).toMatch(/cross join lateral/);
    expect(asked).toHaveLength(3);
  });

  it("a common term past the cap in a tab's newest rows shows no numbers, and walks no further", async () => {
    const { db, asked } = searchDb({
      probe: walked(SEARCH_WINDOW, { open: 600 }),
      probeTab: walked(SEARCH_WINDOW, { open: 1_200 }),
      window: 21,
    });
    const page = await recordListPage(db, { ...base, search: common, q: { state: 'open', limit: 20 } });
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true, counts: null });
    // the tab's walk, then its page: the whole's walk is not needed
    expect(asked[0]).toMatch(/ q\.state = \$\d+ order by/);
    expect(asked[1]).toMatch(/cross join lateral/);
    expect(asked).toHaveLength(2);
  });

  it("a common term's tab of many rows with few matches in its newest is counted by the index", async () => {
    const { db, asked } = searchDb({
      probe: walked(SEARCH_WINDOW, { open: 1_400 }),
      probeTab: walked(SEARCH_WINDOW, { closed: 3 }),
      tab: 40,
      window: 3,
      matches: 21,
    });
    const page = await recordListPage(db, { ...base, search: common, q: { state: 'closed', limit: 20 } });
    expect(page).toMatchObject({ total: 40, totalCapped: false, counts: null });
    expect(page.items).toHaveLength(20);
    // the tab's walk found 3, less than a page: its page from all the matches, beside the tab's count
    expect(asked[2]).toMatch(/^with m as materialized/);
    expect(asked[3]).toMatch(/^select count\(\*\)::int as n from \(select 1 from quotes q where/);
    expect(asked).toHaveLength(4);
  });

  it('falls back to all the matches when the newest rows hold less than a page', async () => {
    const { db, asked } = searchDb({ counts: { open: 1001 }, window: 4, matches: 21 });
    const page = await recordListPage(db, { ...base, q: { limit: 20 } });
    expect(page.items).toHaveLength(20);
    expect(asked.map((t) => t.slice(0, 22))).toEqual([
      'with m as materialized',
      'select q.id, array[(ex',
      'with m as materialized',
    ]);
  });

  it('counts a chosen tab on its own past the cap, and pages all its matches when they are few', async () => {
    const { db, asked } = searchDb({ counts: { open: 1000, closed: 1 }, tab: 1, matches: 1 });
    const page = await recordListPage(db, { ...base, q: { state: 'closed', limit: 20 } });
    expect(page).toMatchObject({ total: 1, totalCapped: false, counts: null, items: ['r0'] });
    // the first statement's counts passed the cap: the tab counted on its own, then its few matches paged
    expect(asked[0]).toContain(' as state_counts ');
    expect(asked[1]).toMatch(
      new RegExp(
        `^select count\\(\\*\\)::int as n from \\(select 1 from quotes q where true and \\(search_grams.* and strpos.* and q\\.state = \\$\\d+ limit ${SEARCH_COUNT_CAP + 1}\\) c$`,
      ),
    );
    expect(asked[2]).toMatch(/^with m as materialized \(select q\.id, q\.created_at from/);
    expect(asked).toHaveLength(3);
  });

  it('on a later page reads the cap from the cursor: no counts, the newest rows first', async () => {
    const { db, asked } = searchDb({ window: 21 });
    const cursor = encodePageCursor(base.keyset, ['1000000', '00000000-0000-4000-8000-000000000000'], SEARCH_COUNT_CAP + 1);
    const page = await recordListPage(db, { ...base, q: { limit: 20, cursor } });
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true, counts: null });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(`limit ${SEARCH_WINDOW}`);
  });
});
