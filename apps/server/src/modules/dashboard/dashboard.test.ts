/** Admin dashboard: its counts are the queues' counts, its money the sales report's; staff only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWaitingStates } from '@formulab/shared/pipeline/pipeline.schema';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../../seed/demo.ts';

let t: TestApp;
let admin: Caller;
const quiet = { info: () => {}, warn: () => {} } as never;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.db.db, t.app.auth, quiet);
  admin = await t.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
});
afterAll(() => t?.close());

const total = async (path: string) => {
  const r = await admin.request('GET', path);
  expect(r.status, path).toBe(200);
  return r.body.total as number;
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
    expect(d.series.at(-1).day).toBe(d.today);
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
