/** The demo chat: conversations as the API shows them, counts that agree with the messages; seeding twice adds nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, TestApp } from '../test/harness.ts';
import { quiet, startDemoApp } from '../test/demo-app.ts';
import { DEMO_CHATS, seedDemoChat } from './chat.seed.ts';

let t: TestApp;
let customer: Caller;
let admin: Caller;

beforeAll(async () => ({ t, customer, admin } = await startDemoApp()));
afterAll(() => t?.close());

describe('demo chat', () => {
  it("the demo customer's conversation has a staff answer waiting to be read", async () => {
    const mine = (await customer.request('GET', '/api/chat')).body;
    const demo = DEMO_CHATS.find((c) => c.who === 'demo')!;
    expect(mine.messages.map((m: any) => m.body)).toEqual(demo.lines.map((l) => l.body));
    expect(mine.conversation).toMatchObject({ state: 'open', unread: 1 });
    const times = mine.messages.map((m: any) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times.every((x: number) => x < Date.now())).toBe(true);
  });

  it('staff see every conversation, unread counts that match the messages, one closed', async () => {
    const all = (await admin.request('GET', '/api/admin/chats?filter=all')).body;
    expect(all.total).toBe(DEMO_CHATS.length);
    const times = all.items.map((r: any) => Date.parse(r.lastMessageAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.items.filter((r: any) => r.state === 'closed')).toHaveLength(1);
    for (const row of all.items) {
      const d = (await admin.request('GET', `/api/admin/chats/${row.id}`)).body;
      const last = d.messages.at(-1);
      expect(row.lastMessagePreview).toBe(last!.body);
      const trailingCustomer = [...d.messages].reverse().findIndex((m: any) => m.senderRole !== 'customer');
      const unread = trailingCustomer < 0 ? d.messages.length : trailingCustomer;
      expect(row.unread === 0 || row.unread === unread).toBe(true);
    }
    expect((await admin.request('GET', '/api/admin/chats/unread-count')).body.unread).toBe(1);
  });

  it('seeding again adds nothing', async () => {
    expect(await seedDemoChat(t.db.db, t.app.auth, quiet)).toBe(0);
  });
});
