/** The demo customer's sample requests: one in each state, real timelines through the API's eyes; seeding twice adds nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_STATES } from '@formulab/shared/samples/samples.states';
import type { Caller, TestApp } from '../test/harness.ts';
import { quiet, startDemoApp } from '../test/demo-app.ts';
import { count } from '../test/catalogue-fixtures.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './demo.ts';
import { seedDemoSamples } from './samples.seed.ts';

let t: TestApp;
let customer: Caller;
let admin: Caller;

beforeAll(async () => ({ t, customer, admin } = await startDemoApp()));
afterAll(() => t?.close());

describe('demo sample requests', () => {
  it('the demo customer has one request in each state, newest first', async () => {
    const page = (await customer.request('GET', '/api/sample-requests?limit=100')).body;
    expect(page.total).toBe(SAMPLE_STATES.length);
    expect(Object.values(page.counts!)).toEqual(SAMPLE_STATES.map(() => 1));
    expect(page.items[0]!.state).toBe('submitted');
    const dates = page.items.map((i: any) => Date.parse(i.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(dates.every((d: number) => d < Date.now())).toBe(true);
    // the newest news waits unread (before any request is opened, which reads its notifications)
    const unread = (await customer.request('GET', '/api/notifications?unread=true')).body;
    const samples = unread.items.filter((n: any) => n.subject === 'sample');
    expect(samples.map((n: any) => n.state).sort()).toEqual(['awaiting_payment', 'shipped']);
  });

  it('each request keeps its recipe’s verdict, dated when it was requested', async () => {
    const { rows } = await t.db.pool.query(
      `select s.created_at, s.compliance from sample_requests s join recipes r on r.id = s.recipe_id where r.name = '온담 수분 앰플'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.compliance.markets).toEqual(['KR', 'EU', 'CN']);
      expect(Date.parse(r.compliance.checkedAt)).toBe(new Date(r.created_at).getTime());
    }
  });

  it('the bell lists the demo history newest first, for the customer and for staff', async () => {
    for (const who of [customer, admin]) {
      const items = (await who.request('GET', '/api/notifications?limit=50')).body.items;
      expect(items.length).toBeGreaterThan(3);
      const dates = items.map((n: any) => Date.parse(n.createdAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    }
  });

  it('each timeline is a path the machine allows, in the past, with what each state needs', async () => {
    const page = (await customer.request('GET', '/api/sample-requests?limit=100')).body;
    for (const item of page.items) {
      const d = (await customer.request('GET', `/api/sample-requests/${item.id}`)).body;
      expect(d.timeline[0]).toMatchObject({ action: 'created', to: 'submitted' });
      expect(d.timeline.at(-1)!.to).toBe(d.state);
      for (const [i, e] of d.timeline.entries()) {
        if (i > 0) expect(e.from).toBe(d.timeline[i - 1]!.to);
        expect(Date.parse(e.at)).toBeLessThan(Date.now());
      }
      expect(d.recipe.lines.length).toBeGreaterThan(0);
      expect(d.recipe.totalPercent).toBe(100);
      if (d.state === 'awaiting_payment') expect(d.fee).toBeGreaterThan(0);
      if (['shipped', 'delivered'].includes(d.state)) {
        expect(d.carrier).toBeTruthy();
        expect(d.trackingNumber).toBeTruthy();
        expect(d.paidAt).not.toBeNull();
      }
      if (d.state === 'rejected') expect(d.rejectReason).toBeTruthy();
      if (d.state === 'in_production') expect(d.fee).toBe(0);
    }
    // a request made before the troubled toner went over its limit keeps that (usable) revision
    const toner = page.items.find((i: any) => i.recipeName.includes('토너'));
    expect(toner).toMatchObject({ state: 'delivered', recipeRevision: 1 });
  });

  it('staff see them in their queue', async () => {
    const queue = (await admin.request('GET', '/api/admin/sample-requests')).body;
    expect(queue.total).toBe(SAMPLE_STATES.length);
    expect(queue.items[0]!.customer!.name).toBe(DEMO_ACCOUNTS.customer.name);
  });

  it('seeding again adds nothing', async () => {
    const before = await count(t, 'sample_requests');
    expect(await seedDemoSamples(t.db.db, quiet)).toBe(0);
    await seedDemoData(t.db.db, t.app.auth, quiet);
    expect(await count(t, 'sample_requests')).toBe(before);
  });
});
