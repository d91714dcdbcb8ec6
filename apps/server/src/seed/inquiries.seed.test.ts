/** The demo inquiries: real conversations through the API's eyes, paths the machines allow; seeding twice adds nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, TestApp } from '../test/harness.ts';
import { quiet, startDemoApp } from '../test/demo-app.ts';
import { count } from '../test/catalogue-fixtures.ts';
import { DEMO_INQUIRIES, DEMO_PARTNERSHIPS, seedDemoInquiries } from './inquiries.seed.ts';

let t: TestApp;
let customer: Caller;
let admin: Caller;

beforeAll(async () => ({ t, customer, admin } = await startDemoApp()));
afterAll(() => t?.close());

describe('demo inquiries', () => {
  it('the demo customer has inquiries in every state, each thread a path the machine allows', async () => {
    const page = (await customer.request('GET', '/api/inquiries?limit=50')).body;
    expect(page.total).toBe(DEMO_INQUIRIES.length);
    expect(page.counts!.open).toBeGreaterThan(0);
    expect(page.counts!.answered).toBeGreaterThan(0);
    expect(page.counts!.closed).toBeGreaterThan(0);
    for (const item of page.items) {
      const d = (await customer.request('GET', `/api/inquiries/${item.id}`)).body;
      expect(d.messages.length).toBe(d.messageCount);
      expect(d.timeline[0]).toMatchObject({ action: 'created', to: 'open' });
      expect(d.timeline.at(-1)!.to).toBe(d.state);
      const times = d.messages.map((m: any) => Date.parse(m.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(times.every((x: number) => x < Date.now())).toBe(true);
    }
  });

  it('staff see the partnership proposals in every state, and the queue of inquiries', async () => {
    const p = (await admin.request('GET', '/api/admin/partnership-inquiries?limit=50')).body;
    expect(p.total).toBe(DEMO_PARTNERSHIPS.length);
    expect(Object.values(p.counts!).every((n) => n > 0)).toBe(true);
    const q = (await admin.request('GET', '/api/admin/inquiries?sort=activity')).body;
    expect(q.total).toBe(DEMO_INQUIRIES.length);
  });

  it('seeding again adds nothing', async () => {
    const before = [await count(t, 'inquiries'), await count(t, 'partnership_inquiries')];
    expect(await seedDemoInquiries(t.db.db, quiet)).toBe(0);
    expect([await count(t, 'inquiries'), await count(t, 'partnership_inquiries')]).toEqual(before);
  });
});
