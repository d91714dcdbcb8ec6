/** Admin dashboard: its counts are the queues' counts, its money the sales report's; staff only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { staffWaitingStates } from '@formulab/shared/pipeline/pipeline.schema';
import type { Caller, TestApp } from '../../test/harness.ts';
import { startDemoApp } from '../../test/demo-app.ts';

let t: TestApp;
let admin: Caller;

beforeAll(async () => ({ t, admin } = await startDemoApp()));
afterAll(() => t?.close());

const total = async (path: string) => {
  // any of the lists the dashboard counts: the path is the caller's
  const r = await admin.request<{ total: number }>('GET', path);
  expect(r.status, path).toBe(200);
  return r.body.total;
};

describe('admin dashboard', () => {
  it('counts what the queues list', async () => {
    const d = (await admin.request('GET', '/api/admin/dashboard')).body;
    const queues = { sample: '/api/admin/sample-requests', quote: '/api/admin/quotes', order: '/api/admin/orders' } as const;
    const areas = { sample: 'samples', quote: 'quotes', order: 'orders' } as const;
    for (const subject of ['sample', 'quote', 'order'] as const) {
      let sum = 0;
      for (const state of staffWaitingStates(subject)) {
        const n = await total(`${queues[subject]}?state=${state}`);
        expect(d.pending.pipeline[areas[subject]].byState[state] ?? 0, `${subject} ${state}`).toBe(n);
        sum += n;
      }
      expect(d.pending.pipeline[areas[subject]].total).toBe(sum);
    }
    expect(d.pending.inquiries).toBe(await total('/api/admin/inquiries?state=open'));
    expect(d.pending.partnerships).toBe(await total('/api/admin/partnership-inquiries?state=new'));
    expect(d.pending.refunds).toBe(await total('/api/admin/purchases?state=refund_requested'));
    expect(d.pending.chats).toBe((await admin.request('GET', '/api/admin/chats/unread-count')).body.unread);
    expect(d.pending.chats).toBeGreaterThan(0);
  });

  it('takes its money from the sales report and covers the last 30 days', async () => {
    const d = (await admin.request('GET', '/api/admin/dashboard')).body;
    expect(d.series).toHaveLength(30);
    expect(d.series.at(-1)!.day).toBe(d.today);
    const month = `${d.today.slice(0, 7)}-01`;
    const sales = (await admin.request('GET', `/api/admin/sales?from=${month}&to=${d.today}&bucket=month`)).body;
    expect(d.revenue.month).toBe(sales.totals.net);
    const today = (await admin.request('GET', `/api/admin/sales?from=${d.today}&to=${d.today}`)).body;
    expect(d.revenue.today).toBe(today.totals.net);
    expect(d.users.total).toBeGreaterThan(0);
    expect(d.users.month).toBeGreaterThanOrEqual(d.users.week);
  });

  it('lists low stock the way the materials screen does', async () => {
    const d = (await admin.request('GET', '/api/admin/dashboard')).body;
    const low = await total('/api/admin/materials?lowStock=true');
    expect(d.lowStock.materials.count).toBe(low);
    for (const m of d.lowStock.materials.items) expect(m.stockKg).toBeLessThanOrEqual(m.reorderLevelKg);
  });
});

/**
 * The series and sign-up counts come from dashboard_daily, kept by triggers (migration 0046): it must
 * hold what counting the rows per Seoul day gives, through sign-ups either side of midnight, a role
 * change, a moved creation time and a deleted account.
 */
describe('admin dashboard from rollups', () => {
  const raw = sql`
    select what, to_char(day, 'YYYY-MM-DD') as day, n from (
      select 'customers' as what, (created_at at time zone 'Asia/Seoul')::date as day, count(*)::int as n
        from users where role = 'customer' group by 2
      union all select 'samples', (created_at at time zone 'Asia/Seoul')::date, count(*)::int from sample_requests group by 2
      union all select 'quotes', (created_at at time zone 'Asia/Seoul')::date, count(*)::int from quotes group by 2
      union all select 'orders', (created_at at time zone 'Asia/Seoul')::date, count(*)::int from production_orders group by 2
    ) x order by 1, 2`;
  const kept = sql`select what, to_char(day, 'YYYY-MM-DD') as day, n from dashboard_daily where n <> 0 order by 1, 2`;

  it('counts per Seoul day what the rows count', async () => {
    const db = t.db.db;
    const now = Date.now();
    const seoulMidnight = Date.parse(
      `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(now)}T00:00:00+09:00`,
    );
    // sign-ups a minute either side of Seoul midnights (today's, and 1, 2 and 20 days before), in one statement
    const times = [0, -1, -2, -20].flatMap((days) =>
      [-60_000, 60_000].map((ms) => new Date(seoulMidnight + days * 86_400_000 + ms)),
    );
    await db.execute(sql`insert into users (id, name, email, email_verified, role, created_at)
      select 'dash-' || i, 'dash', 'dash-' || i || '@rollup.invalid', true, case when i % 4 = 0 then 'admin' else 'customer' end, at::timestamptz
      from jsonb_array_elements_text(${JSON.stringify(times.map((d) => d.toISOString()))}::jsonb) with ordinality as x(at, i)`);
    await db.execute(sql`update users set role = 'customer' where id = 'dash-4'`);
    await db.execute(sql`update users set role = 'admin' where id = 'dash-1'`);
    await db.execute(sql`update users set created_at = created_at - interval '2 minutes' where id = 'dash-6'`);
    await db.execute(sql`update quotes set created_at = created_at - interval '1 day'
      where id = (select id from quotes order by created_at desc limit 1)`);
    await db.execute(sql`delete from users where id = 'dash-2'`);
    expect((await db.execute(kept)).rows).toEqual((await db.execute(raw)).rows);

    const d = (await admin.request('GET', '/api/admin/dashboard')).body;
    const count = async (q: ReturnType<typeof sql>) => (await db.execute<{ n: number }>(q)).rows[0]!.n;
    const since = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Seoul'`;
    const customers = sql`select count(*)::int as n from users where role = 'customer'`;
    const weekStart = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(seoulMidnight - 6 * 86_400_000);
    expect(d.users).toEqual({
      today: await count(sql`${customers} and created_at >= ${since(d.today)}`),
      week: await count(sql`${customers} and created_at >= ${since(weekStart)}`),
      month: await count(sql`${customers} and created_at >= ${since(`${d.today.slice(0, 7)}-01`)}`),
      total: await count(customers),
    });
    const rawRows = (await db.execute<{ what: string; day: string; n: number }>(raw)).rows;
    const rawCount = (what: string, day: string) => rawRows.find((r) => r.what === what && r.day === day)?.n ?? 0;
    for (const s of d.series) {
      expect([s.newUsers, s.samples, s.quotes, s.orders], s.day).toEqual([
        rawCount('customers', s.day),
        rawCount('samples', s.day),
        rawCount('quotes', s.day),
        rawCount('orders', s.day),
      ]);
    }
  });
});
