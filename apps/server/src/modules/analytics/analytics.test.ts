/** First-party analytics: what is stored (nothing personal, nothing for DNT/GPC), limits, the report and funnel. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_RATE_LIMIT } from '@formulab/shared/analytics/analytics.schema';
import { startTestApp, type Caller, type TestApp, type RequestBody, type InvalidBody } from '../../test/harness.ts';
import { analyticsEvents } from './analytics.table.ts';
import { SALT_KEY, analyticsReport, pruneOldPageViews, visitorHash } from './analytics.service.ts';
import { DEMO_ANALYTICS_DAYS, seedDemoAnalytics } from '../../seed/analytics.seed.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

let t: TestApp;
let admin: Caller;
let customer: Awaited<ReturnType<TestApp['user']>>;

beforeAll(async () => ({ t, admin, customer } = await withStaffAndCustomer(startTestApp())));
afterAll(() => t?.close());

const view = (path = '/products', extra: Record<string, unknown> = {}) => ({
  path,
  lang: 'ko' as const,
  device: 'mobile' as const,
  ...extra,
});
const post = (
  body: RequestBody<'POST', '/api/analytics/events'> | InvalidBody,
  headers: Record<string, string> = {},
  who: Caller = t.visitor,
) => who.request('POST', '/api/analytics/events', body, { 'user-agent': 'TestBrowser/1.0', ...headers });
const rows = () => t.db.db.select().from(analyticsEvents);
const clear = () =>
  t.db.db.execute(sql`delete from analytics_events; delete from analytics_daily; delete from analytics_day_visitors;
    delete from rate_limits where key like 'app:analytics:%'`);

describe('page views', () => {
  it('stores a view without anything personal, even from a signed-in customer', async () => {
    await clear();
    const r = await post({ events: [view('/recipes/:id', { referrer: 'www.Google.com' })] }, {}, customer);
    expect(r.status).toBe(204);
    const [row, ...more] = await rows();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      kind: 'page_view',
      path: '/recipes/:id',
      referrer: 'www.google.com',
      lang: 'ko',
      device: 'mobile',
    });
    expect(row!.visitor).toMatch(/^[0-9a-f]{16}$/);
    const text = JSON.stringify(row);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain(customer.id);
    expect(text).not.toContain('TestBrowser');
    // the table has no column that could hold them
    const cols = (
      await t.db.db.execute<{ c: string }>(
        sql`select column_name as c from information_schema.columns where table_name = 'analytics_events'`,
      )
    ).rows.map((c) => c.c);
    expect(cols.sort()).toEqual(['at', 'device', 'id', 'kind', 'lang', 'path', 'props', 'referrer', 'visitor']);
  });

  it('takes a text/plain beacon, tidies the path and leaves out the staff area', async () => {
    await clear();
    const res = await fetch(`${t.url}/api/analytics/events`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ events: [view('//recipes/:id'), view('/admin//admin-firebse'), view('')] }),
    });
    expect(res.status).toBe(400); // '' is not a path
    const ok = await fetch(`${t.url}/api/analytics/events`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ events: [view('//recipes/:id'), view('/admin//admin-firebse')] }),
    });
    expect(ok.status).toBe(204);
    expect((await rows()).map((r) => r.path)).toEqual(['/recipes/:id']);
    const notJson = await fetch(`${t.url}/api/analytics/events`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'text/plain' },
      body: '{nope',
    });
    expect(notJson.status).toBe(400);
  });

  it('drops our own host as a referrer', async () => {
    await clear();
    const host = new URL(t.url).host;
    expect((await post({ events: [view('/', { referrer: host })] })).status).toBe(204);
    expect((await rows())[0]!.referrer).toBeNull();
  });

  it('stores nothing at all for Do Not Track or Global Privacy Control', async () => {
    await clear();
    expect((await post({ events: [view()] }, { dnt: '1' })).status).toBe(204);
    expect((await post({ events: [view()] }, { 'sec-gpc': '1' })).status).toBe(204);
    expect(await rows()).toHaveLength(0);
    const limits = await t.db.db.execute(sql`select 1 from rate_limits where key like 'app:analytics:%'`);
    expect(limits.rows).toHaveLength(0);
  });

  it('refuses bad input with field keys and stores nothing', async () => {
    await clear();
    const bad = [
      { events: [] },
      { events: [view('/has space')] },
      { events: [view('')] },
      { events: [view('/x?q=secret')] },
      { events: [view('/' + 'a'.repeat(300))] },
      { events: [view('/', { device: 'tv' })] },
      { events: [view('/', { referrer: 'https://evil.example/path' })] },
      { events: [view('/', { userId: 'u1' })] },
      { events: Array.from({ length: 21 }, () => view()) },
    ];
    for (const body of bad) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.code).toBe('VALIDATION');
      expect(Object.keys(r.body.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect((await post({ events: [view('/', { device: 'tv' })] })).body.fields).toHaveProperty(['events.0.device']);
    expect(await rows()).toHaveLength(0);
  });

  it('is same-origin like every POST', async () => {
    const r = await t.visitor.request('POST', '/api/analytics/events', { events: [view()] }, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
  });

  it('limits each address', async () => {
    await clear();
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.max; i++) expect((await post({ events: [view()] })).status).toBe(204);
    const r = await post({ events: [view()] });
    expect(r.status).toBe(429);
    expect(await rows()).toHaveLength(ANALYTICS_RATE_LIMIT.max);
    // the counter's key is a hash, not the address
    const keys = (await t.db.db.execute<{ key: string }>(sql`select key from rate_limits where key like 'app:analytics:%'`)).rows;
    expect(keys.map((k) => k.key).join()).not.toContain('127.0.0.1');
    await clear();
  });

  it('gives a browser a new pseudonym every Seoul day', async () => {
    const day1 = new Date('2031-03-01T03:00:00Z');
    const day1Later = new Date('2031-03-01T14:00:00Z'); // 23:00 in Seoul, same day
    const day2 = new Date('2031-03-01T15:30:00Z'); // 00:30 the next day in Seoul
    const a = await visitorHash(t.db.db, '10.0.0.1', 'UA', day1);
    expect(await visitorHash(t.db.db, '10.0.0.1', 'UA', day1Later)).toBe(a);
    expect(await visitorHash(t.db.db, '10.0.0.2', 'UA', day1)).not.toBe(a);
    const b = await visitorHash(t.db.db, '10.0.0.1', 'UA', day2);
    expect(b).not.toBe(a);
    const stored = (
      await t.db.db.execute<{ value: { day: string } }>(sql`select value from server_settings where key = ${SALT_KEY}`)
    ).rows;
    expect(stored[0]!.value.day).toBe('2031-03-02');
    await t.db.db.execute(sql`delete from server_settings where key = ${SALT_KEY}`);
  });
});

describe('report', () => {
  const at = (s: string) => sql`${s}::timestamptz`;

  it('counts traffic per Seoul day with its top lists, and the funnel per month', async () => {
    await clear();
    const db = t.db.db;
    // traffic: 2030-01-01 (Seoul) three views by two visitors; 2030-01-02 one view
    await db.execute(sql`insert into analytics_events (at, kind, path, referrer, visitor, lang, device) values
      (${at('2030-01-01T00:30:00+09:00')}, 'page_view', '/', 'www.google.com', 'v1', 'ko', 'mobile'),
      (${at('2030-01-01T10:00:00+09:00')}, 'page_view', '/products', null, 'v1', 'ko', 'mobile'),
      (${at('2030-01-01T23:59:00+09:00')}, 'page_view', '/', null, 'v2', 'en', 'desktop'),
      (${at('2030-01-02T00:00:00+09:00')}, 'page_view', '/', 'naver.com', 'v3', 'ko', 'desktop'),
      (${at('2029-12-31T23:59:00+09:00')}, 'page_view', '/', null, 'v9', 'ko', 'desktop')`);
    // funnel, January 2030: A recipe → sample → quote → order; B recipe → sample; C recipe only;
    // D a quote without a sample (not counted past the sample step); E staff's recipe (not a customer)
    const users: Record<string, string> = {};
    for (const k of ['A', 'B', 'C', 'D']) users[k] = (await t.user()).id;
    const staff = await t.user({ role: 'admin' });
    const recipe = (owner: string, when: string) =>
      insertMinimal(t, 'recipes', { owner_id: owner, name: 'R', product_type: 'cream', created_at: when, updated_at: when });
    const ids: Record<string, string> = {};
    for (const k of ['A', 'B', 'C', 'D']) ids[k] = await recipe(users[k]!, '2030-01-10T12:00:00+09:00');
    await recipe(staff.id, '2030-01-10T12:00:00+09:00');
    // February: A again (a cohort of one, who converted in January already: nothing after Feb's recipe)
    await recipe(users.A!, '2030-02-03T12:00:00+09:00');
    const step = async (table: string, owner: string, when: string) => {
      await db.execute(sql`update ${sql.raw(table)} set created_at = ${at(when)} where owner_id = ${owner}`);
    };
    // make the sample / quote / order rows through SQL with the least columns each table needs
    const sample = async (k: string, when: string) => {
      await insertMinimal(t, 'sample_requests', { owner_id: users[k]!, recipe_id: ids[k]! });
      await step('sample_requests', users[k]!, when);
    };
    const quotes: Record<string, string> = {};
    const quote = async (k: string, when: string) => {
      quotes[k] = await insertMinimal(t, 'quotes', { owner_id: users[k]!, recipe_id: ids[k]! });
      await step('quotes', users[k]!, when);
    };
    const order = async (k: string, when: string) => {
      await insertMinimal(t, 'production_orders', { owner_id: users[k]!, recipe_id: ids[k]!, quote_id: quotes[k]! });
      await step('production_orders', users[k]!, when);
    };
    await sample('A', '2030-01-12T00:00:00+09:00');
    await quote('A', '2030-01-20T00:00:00+09:00');
    await order('A', '2030-01-30T00:00:00+09:00');
    await sample('B', '2030-01-15T00:00:00+09:00');
    await quote('D', '2030-01-15T00:00:00+09:00');

    const r = await admin.request('GET', '/api/admin/analytics?from=2030-01-01&to=2030-02-28&bucket=day');
    expect(r.status).toBe(200);
    const rep = r.body;
    expect(rep.totals).toEqual({ views: 4, visitors: 3 });
    expect(rep.series).toHaveLength(59);
    expect(rep.series[0]).toEqual({ bucket: '2030-01-01', views: 3, visitors: 2 });
    expect(rep.series[1]).toEqual({ bucket: '2030-01-02', views: 1, visitors: 1 });
    expect(rep.topPages[0]).toEqual({ name: '/', views: 3 });
    expect(rep.topReferrers).toEqual([
      { name: 'naver.com', views: 1 },
      { name: 'www.google.com', views: 1 },
    ]);
    expect(rep.devices).toEqual([
      { name: 'desktop', views: 2 },
      { name: 'mobile', views: 2 },
    ]);
    expect(rep.languages).toEqual([
      { name: 'ko', views: 3 },
      { name: 'en', views: 1 },
    ]);
    expect(rep.funnel).toEqual([
      { month: '2030-01', recipe: 4, sample: 2, quote: 1, order: 1 },
      { month: '2030-02', recipe: 1, sample: 0, quote: 0, order: 0 },
    ]);

    const monthly = (await admin.request('GET', '/api/admin/analytics?from=2030-01-01&to=2030-02-28&bucket=month')).body;
    expect(monthly.series).toEqual([
      { bucket: '2030-01-01', views: 4, visitors: 3 },
      { bucket: '2030-02-01', views: 0, visitors: 0 },
    ]);
    // ISO weeks from Monday: 2030-01-01 is a Tuesday
    const weekly = (await admin.request('GET', '/api/admin/analytics?from=2030-01-01&to=2030-01-14&bucket=week')).body;
    expect(weekly.series).toEqual([
      { bucket: '2029-12-31', views: 4, visitors: 3 },
      { bucket: '2030-01-07', views: 0, visitors: 0 },
      { bucket: '2030-01-14', views: 0, visitors: 0 }, // the range's last day is a Monday
    ]);
  });

  /** analytics_daily as the raw page views count it: views per day and dimension, distinct visitors per day */
  const rawSums = async (db: TestApp['db']['db']) =>
    (
      await db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as day, 'total' as dim, '' as name, count(*)::int as views,
          count(distinct visitor)::int as visitors
        from (select (at at time zone 'Asia/Seoul')::date as day, visitor from analytics_events where kind = 'page_view') v
        group by day
        union all
        select to_char(day, 'YYYY-MM-DD'), dim, name, count(*)::int, 0 from (
          select (at at time zone 'Asia/Seoul')::date as day, d.dim, d.name from analytics_events
          cross join lateral (values ('path', path), ('referrer', referrer), ('device', device), ('lang', lang)) d(dim, name)
          where kind = 'page_view' and d.name is not null
        ) x group by day, dim, name
        order by 1, 2, 3`)
    ).rows;
  const sums = async (db: Pick<TestApp['db']['db'], 'execute'>) =>
    (
      await db.execute(
        sql`select to_char(day, 'YYYY-MM-DD') as day, dim, name, views, visitors from analytics_daily order by 1, 2, 3`,
      )
    ).rows;

  it('keeps the daily sums as views are written: the same as a count over the raw views, the open day included', async () => {
    const db = t.db.db;
    const q = { from: '2030-01-01', to: '2030-01-03', bucket: 'day' as const };
    const before = await analyticsReport(db, q);
    expect(before.totals).toEqual({ views: 4, visitors: 3 });
    expect(await sums(db)).toEqual(await rawSums(db));
    expect((await sums(db)).filter((r) => r.day === '2030-01-01')).toEqual([
      { day: '2030-01-01', dim: 'device', name: 'desktop', views: 1, visitors: 0 },
      { day: '2030-01-01', dim: 'device', name: 'mobile', views: 2, visitors: 0 },
      { day: '2030-01-01', dim: 'lang', name: 'en', views: 1, visitors: 0 },
      { day: '2030-01-01', dim: 'lang', name: 'ko', views: 2, visitors: 0 },
      { day: '2030-01-01', dim: 'path', name: '/', views: 2, visitors: 0 },
      { day: '2030-01-01', dim: 'path', name: '/products', views: 1, visitors: 0 },
      { day: '2030-01-01', dim: 'referrer', name: 'www.google.com', views: 1, visitors: 0 },
      { day: '2030-01-01', dim: 'total', name: '', views: 3, visitors: 2 },
    ]);

    // a returning visitor adds a view, not a visitor; a new one both; a batch of one statement counts once
    await db.execute(sql`insert into analytics_events (at, kind, path, referrer, visitor, lang, device) values
      (${at('2030-01-03T09:00:00+09:00')}, 'page_view', '/', null, 'v4', 'ko', 'mobile'),
      (${at('2030-01-03T09:01:00+09:00')}, 'page_view', '/intro', null, 'v4', 'ko', 'mobile'),
      (${at('2030-01-01T22:00:00+09:00')}, 'page_view', '/', null, 'v1', 'ko', 'mobile')`);
    await db.execute(sql`insert into analytics_events (at, kind, path, visitor, lang, device) values
      (${at('2030-01-03T10:00:00+09:00')}, 'page_view', '/intro', 'v4', 'en', 'desktop')`);
    await db.execute(
      sql`insert into analytics_events (at, kind, props) values (${at('2030-01-03T10:00:00+09:00')}, 'recipe_created', '{}')`,
    );
    const after = await analyticsReport(db, q);
    expect(after.series).toEqual([
      { bucket: '2030-01-01', views: 4, visitors: 2 },
      { bucket: '2030-01-02', views: 1, visitors: 1 },
      { bucket: '2030-01-03', views: 3, visitors: 1 },
    ]);
    expect(await sums(db)).toEqual(await rawSums(db));

    // through the route, from several clients at once (each a statement of its own): exact, no deadlock
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post({ events: [view('/intro'), view(`/p${i % 3}`, { referrer: 'naver.com' })] }, { 'user-agent': `UA${i % 4}` }),
      ),
    );
    expect(await sums(db)).toEqual(await rawSums(db));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    // 24 views by four browsers (one address, four user agents)
    expect((await sums(db)).find((r) => r.dim === 'total' && r.day === today)).toMatchObject({ views: 24, visitors: 4 });

    // the migration's backfill, on an install whose nightly job had summed up to 1 January, gives the same
    const kept = await sums(db);
    const migration = fs.readFileSync(path.join(import.meta.dirname, '../../../drizzle/0047_analytics_live_rollup.sql'), 'utf8');
    const backfill = migration.slice(migration.indexOf('-- The backfill')).split('--> statement-breakpoint');
    expect(backfill.length).toBeGreaterThan(4);
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from analytics_daily where day > '2030-01-01'; delete from analytics_day_visitors;
        insert into server_settings (key, value) values ('analytics_rolled_until', '{"day":"2030-01-01"}')`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
      expect(await sums(tx)).toEqual(kept);
      // the visitors of the days it summed (all after yesterday here), for views still to come
      const visitors = await tx.execute(
        sql`select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as n from analytics_day_visitors group by 1 order by 1`,
      );
      expect(visitors.rows).toEqual([
        { day: '2030-01-02', n: 1 },
        { day: '2030-01-03', n: 1 },
      ]);
      expect((await tx.execute(sql`select 1 from server_settings where key = 'analytics_rolled_until'`)).rows).toEqual([]);
    });
    await clear();
  });

  it('prunes raw views past the retention and old visitor hashes; the report is the same, business events stay', async () => {
    const db = t.db.db;
    await clear();
    const insert = (when: string, visitor: string) =>
      db.execute(sql`insert into analytics_events (at, kind, path, visitor, lang, device)
        values (${at(when)}, 'page_view', '/intro', ${visitor}, 'ko', 'mobile')`);
    await insert('2030-01-01T09:00:00+09:00', 'a');
    await insert('2030-01-01T10:00:00+09:00', 'b');
    await insert('2030-01-02T23:30:00+09:00', 'a');
    await insert('2030-01-05T09:00:00+09:00', 'c');
    await db.execute(
      sql`insert into analytics_events (at, kind, props) values (${at('2030-01-01T09:05:00+09:00')}, 'recipe_created', '{}')`,
    );
    const now = new Date('2030-01-06T12:00:00+09:00');
    const count = async (table: string) =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`)).rows[0]!.n;

    const q = { from: '2030-01-01', to: '2030-01-06', bucket: 'day' as const };
    const before = await analyticsReport(db, q);
    expect(before.totals).toEqual({ views: 4, visitors: 4 }); // visitors are counted per day
    expect(await count('analytics_day_visitors')).toBe(4);
    // kept 400 days: no view is old enough; the visitors of days before yesterday (5 January) go
    expect(await pruneOldPageViews(db, 400, now)).toBe(0);
    expect(await count('analytics_day_visitors')).toBe(1);
    // kept 3 days: the views before noon of 3 January go (1 and 2 January), the 5 January one stays
    expect(await pruneOldPageViews(db, 3, now)).toBe(3);
    expect(await count(`analytics_events where kind = 'page_view'`)).toBe(1);
    expect(await analyticsReport(db, q)).toEqual(before);
    const kept = await db.execute<{ kind: string }>(sql`select kind from analytics_events order by at`);
    expect(kept.rows.map((r) => r.kind)).toEqual(['recipe_created', 'page_view']);
    // a late view of 5 January (yesterday) finds its visitor and adds no new one
    await insert('2030-01-05T23:59:00+09:00', 'c');
    expect((await analyticsReport(db, q)).series[4]).toEqual({ bucket: '2030-01-05', views: 2, visitors: 1 });
    await clear();
  });

  it('refuses a bad range with field keys; staff only', async () => {
    const bad = await admin.request('GET', '/api/admin/analytics?from=2030-02-01&to=2030-01-01');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('to');
    const long = await admin.request('GET', '/api/admin/analytics?from=2020-01-01&to=2030-01-01');
    expect(long.body.fields).toHaveProperty('from');
    expect((await customer.request('GET', '/api/admin/analytics?from=2030-01-01&to=2030-01-02')).status).toBe(403);
    expect((await t.visitor.request('GET', '/api/admin/analytics?from=2030-01-01&to=2030-01-02')).status).toBe(401);
  });
});

/** Inserts a row with every NOT NULL column without a default filled by a plausible value of its type. */
async function insertMinimal(t: TestApp, table: string, given: Record<string, string>): Promise<string> {
  const cols = (
    await t.db.db.execute<{ name: string; type: string }>(sql`
      select column_name as name, data_type as type from information_schema.columns
      where table_name = ${table} and is_nullable = 'NO' and column_default is null and is_generated = 'NEVER'`)
  ).rows;
  const values: Record<string, unknown> = { ...given };
  for (const c of cols) {
    if (c.name in values) continue;
    values[c.name] = /int|numeric|bigint/.test(c.type)
      ? 1
      : c.type === 'jsonb'
        ? '{}'
        : c.type === 'boolean'
          ? false
          : c.type.startsWith('timestamp')
            ? new Date().toISOString()
            : c.type === 'date'
              ? '2030-01-01'
              : c.type === 'uuid'
                ? crypto.randomUUID()
                : 'x';
  }
  const names = Object.keys(values);
  const { rows } = await t.db.db.execute<{ id: string }>(
    sql`insert into ${sql.raw(table)} (${sql.raw(names.map((n) => `"${n}"`).join(', '))}) values (${sql.join(
      names.map((n) => sql`${values[n]}`),
      sql`, `,
    )}) returning id`,
  );
  return rows[0]!.id;
}

describe('demo page views', () => {
  it('are seeded once, into a demo install only', async () => {
    const quiet = { info: () => {} } as never;
    await clear();
    await seedDemoAnalytics(t.db.db, quiet);
    expect(await rows()).toHaveLength(0);
    await t.user({ email: DEMO_ACCOUNTS.customer.email });
    await seedDemoAnalytics(t.db.db, quiet);
    const n = (await rows()).length;
    expect(n).toBeGreaterThan(DEMO_ANALYTICS_DAYS * 10);
    await seedDemoAnalytics(t.db.db, quiet);
    expect(await rows()).toHaveLength(n);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() - 50 * 86_400_000));
    const rep = (await admin.request('GET', `/api/admin/analytics?from=${from}&to=${today}`)).body;
    expect(rep.totals.views).toBe(n);
    expect(rep.topPages[0]!.name).toBe('/intro');
  });
});
