import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp, invalid } from '../../test/harness.ts';
import { openSse, type SseClient } from '../../test/sse.ts';
import type { NotificationInput } from '../notifications/notifications.service.ts';
import { download, imageBytes } from '../../test/catalogue-fixtures.ts';
import { users } from '../auth/auth.table.ts';
import { chatConversations } from './chat.table.ts';

type User = Caller & { id: string; email: string };

let t: TestApp;
let a: User;
let b: User;
let staff: User;
const open: SseClient[] = [];

beforeAll(async () => {
  t = await startTestApp({ rateLimit: { authMax: 10_000, authWindowSeconds: 60 } });
  [a, b, staff] = await Promise.all([t.user(), t.user(), t.user({ role: 'admin' })]);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t?.close();
});

async function stream(app: TestApp, who: Caller, headers: Record<string, string> = {}, query = '') {
  const s = await openSse(`${app.url}/api/events${query}`, { ...(who.cookie ? { cookie: who.cookie } : {}), ...headers });
  open.push(s);
  if (s.status === 200) await s.waitFor((e) => e.event === 'hello');
  return s;
}
/** A status change of a record for `to`, announced as a committed change announces it. */
const announce = (to: { id: string }, change: Omit<NotificationInput, 'to'>) =>
  t.db.db.transaction((tx) => t.app.notifier.notify(tx, { to: { userId: to.id }, ...change }));
const say = (who: Caller, body: string, clientId: string = crypto.randomUUID()) =>
  who.request('POST', '/api/chat/messages', { clientId, body });
const isMessage = (body: string) => (e: { event: string; data: string }) =>
  e.event === 'formulab' && JSON.parse(e.data).type === 'chatMessage' && JSON.parse(e.data).message.body === body;
const bodies = (s: SseClient) =>
  s
    .app()
    .filter((e) => e.type === 'chatMessage')
    .map((e) => e.message.body as string);

describe('chat over the event stream', () => {
  it('delivers a customer message to staff and back, and never to another customer', async () => {
    const [sa, sb, ss] = await Promise.all([stream(t, a), stream(t, b), stream(t, staff)]);
    const sent = await say(a, '안녕하세요, 샘플 배송 문의드립니다.');
    expect(sent.status).toBe(201);
    const atStaff = JSON.parse((await ss.waitFor(isMessage('안녕하세요, 샘플 배송 문의드립니다.'))).data);
    expect(atStaff).toMatchObject({ customerId: a.id, message: { senderRole: 'customer', id: sent.body.id } });
    await sa.waitFor(isMessage('안녕하세요, 샘플 배송 문의드립니다.'));

    const conv = sent.body.conversationId;
    const reply = await staff.request('POST', `/api/admin/chats/${conv}/messages`, {
      clientId: crypto.randomUUID(),
      body: 'Shipped today.',
    });
    expect(reply.status).toBe(201);
    const atA = await sa.waitFor(isMessage('Shipped today.'));
    expect(atA.id).toBe(String(reply.body.id));
    await ss.waitFor(isMessage('Shipped today.'));

    // B's stream heard nothing of A's conversation
    await say(b, 'B here');
    await sb.waitFor(isMessage('B here'));
    expect(sb.app().filter((e) => e.customerId === a.id)).toEqual([]);
    expect(bodies(sb)).toEqual(['B here']);
  });

  it('refuses the stream to a visitor, and answers staff endpoints with 403 to customers', async () => {
    const v = await openSse(`${t.url}/api/events`);
    expect(v.status).toBe(401);
    const mine = await a.request('GET', '/api/chat');
    expect((await a.request('GET', '/api/admin/chats')).status).toBe(403);
    expect((await a.request('GET', `/api/admin/chats/${mine.body.conversation!.id}`)).status).toBe(403);
    expect(
      (
        await b.request('POST', `/api/admin/chats/${mine.body.conversation!.id}/messages`, {
          clientId: crypto.randomUUID(),
          body: 'x',
        })
      ).status,
    ).toBe(403);
    expect((await a.request('GET', '/api/chat?lastEventId=1')).status).toBe(400);
  });

  it("lists only the caller's own conversation, and B's history never shows A's messages", async () => {
    const mineA = await a.request('GET', '/api/chat');
    const mineB = await b.request('GET', '/api/chat');
    expect(mineA.body.conversation!.id).not.toBe(mineB.body.conversation!.id);
    expect(mineB.body.messages.map((m: any) => m.body)).toEqual(['B here']);
    const fresh = await t.user();
    expect((await fresh.request('GET', '/api/chat')).body).toEqual({ conversation: null, messages: [], hasMore: false });
  });

  it('stores a resent message once (same clientId)', async () => {
    const clientId = crypto.randomUUID();
    const first = await say(a, 'only once', clientId);
    const again = await say(a, 'only once', clientId);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(first.body.id);
    const mine = await a.request('GET', '/api/chat');
    expect(mine.body.messages.filter((m: any) => m.body === 'only once')).toHaveLength(1);
  });

  it('gives field messages for bad input and stores nothing', async () => {
    const before = (await a.request('GET', '/api/chat')).body.messages.length;
    const cases: [unknown, string][] = [
      [{ clientId: crypto.randomUUID(), body: '   ' }, 'body'],
      [{ clientId: crypto.randomUUID(), body: 'x'.repeat(2001) }, 'body'],
      [{ clientId: 'nope', body: 'hi' }, 'clientId'],
      [{ body: 'hi' }, 'clientId'],
      [{ clientId: crypto.randomUUID(), body: 'hi', fileId: crypto.randomUUID() }, 'fileId'],
    ];
    for (const [body, field] of cases) {
      const r = await a.request('POST', '/api/chat/messages', invalid(body));
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.fields[field]).toMatch(/^errors\./);
    }
    expect((await a.request('GET', '/api/chat')).body.messages.length).toBe(before);
  });

  it("sends an attachment only its conversation's customer and staff can download", async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await imageBytes('png'))], { type: 'image/png' }), 'swatch.png');
    const up = await fetch(`${t.url}/api/files`, { method: 'POST', headers: { origin: t.url, cookie: a.cookie! }, body: form });
    expect(up.status).toBe(201);
    const file = (await up.json()) as { id: string };
    // someone else's upload cannot be claimed
    const stolen = await b.request('POST', '/api/chat/messages', { clientId: crypto.randomUUID(), body: '', fileId: file.id });
    expect(stolen.status).toBe(400);
    expect(stolen.body.fields).toEqual({ fileId: expect.stringMatching(/^errors\./) });
    const sent = await a.request('POST', '/api/chat/messages', { clientId: crypto.randomUUID(), body: '', fileId: file.id });
    expect(sent.status).toBe(201);
    expect(sent.body.file).toMatchObject({ id: file.id, name: 'swatch.png', kind: 'image' });
    // used once: a second message cannot take it again
    const again = await a.request('POST', '/api/chat/messages', { clientId: crypto.randomUUID(), body: 'x', fileId: file.id });
    expect(again.status).toBe(400);
    expect((await download(t, a, `/api/files/${file.id}`)).status).toBe(200);
    expect((await download(t, staff, `/api/files/${file.id}`)).status).toBe(200);
    expect((await download(t, b, `/api/files/${file.id}`)).status).toBe(404);
    expect((await download(t, t.visitor, `/api/files/${file.id}`)).status).toBe(404);
  });

  it('requires a confirmed e-mail to write to staff', async () => {
    const c = await t.user();
    await t.db.db.update(users).set({ emailVerified: false }).where(eq(users.id, c.id));
    const r = await say(c, 'hello');
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('sends read receipts and typing to the other side, and keeps unread counts', async () => {
    const [sa, ss] = await Promise.all([stream(t, a), stream(t, staff)]);
    const m = await say(a, 'are you there?');
    const conv = m.body.conversationId;
    const list = await staff.request('GET', '/api/admin/chats?filter=unread');
    expect(list.body.items.find((r: any) => r.id === conv)).toMatchObject({
      unread: expect.any(Number),
      lastMessagePreview: 'are you there?',
    });
    expect((await staff.request('GET', '/api/admin/chats/unread-count')).body.unread).toBeGreaterThanOrEqual(1);

    expect((await staff.request('POST', `/api/admin/chats/${conv}/typing`)).status).toBe(204);
    const typing = JSON.parse((await sa.waitFor((e) => e.event === 'formulab' && JSON.parse(e.data).type === 'chatTyping')).data);
    expect(typing).toMatchObject({ side: 'staff', conversationId: conv });

    expect((await staff.request('POST', `/api/admin/chats/${conv}/read`, { upTo: m.body.id })).status).toBe(204);
    const read = JSON.parse((await sa.waitFor((e) => e.event === 'formulab' && JSON.parse(e.data).type === 'chatRead')).data);
    expect(read).toMatchObject({ side: 'staff', upTo: m.body.id });
    const detail = await staff.request('GET', `/api/admin/chats/${conv}`);
    expect(detail.body.conversation).toMatchObject({ staffReadId: m.body.id, unread: 0 });

    await a.request('POST', '/api/chat/typing');
    await ss.waitFor(
      (e) => e.event === 'formulab' && JSON.parse(e.data).type === 'chatTyping' && JSON.parse(e.data).side === 'customer',
    );
  });

  it('lets staff close and reopen; a customer message reopens a closed conversation', async () => {
    const conv = (await a.request('GET', '/api/chat')).body.conversation!.id;
    const sa = await stream(t, a);
    const closed = await staff.request('POST', `/api/admin/chats/${conv}/close`);
    expect(closed.body.state).toBe('closed');
    expect((await staff.request('POST', `/api/admin/chats/${conv}/close`)).status).toBe(409);
    await sa.waitFor(
      (e) => e.event === 'formulab' && JSON.parse(e.data).type === 'chatState' && JSON.parse(e.data).state === 'closed',
    );
    expect((await staff.request('GET', '/api/admin/chats?filter=closed')).body.items.map((r: any) => r.id)).toContain(conv);
    await say(a, 'one more thing');
    const [row] = await t.db.db.select().from(chatConversations).where(eq(chatConversations.id, conv));
    expect(row!.state).toBe('open');
    expect((await staff.request('POST', `/api/admin/chats/${conv}/reopen`)).status).toBe(409);
    expect((await staff.request('POST', `/api/admin/chats/${crypto.randomUUID()}/close`)).status).toBe(404);
  });

  it("finds a conversation by its customer's company, name or e-mail, in any case", async () => {
    const conv = (await a.request('GET', '/api/chat')).body.conversation!.id;
    await (
      await b.request('GET', '/api/chat')
    ).body.conversation!.id;
    const tag = crypto.randomUUID().slice(0, 8);
    await t.db.db
      .update(users)
      .set({ companyName: `Glow ${tag} Cosmetics`, name: `Mina ${tag}` })
      .where(eq(users.id, a.id));
    const found = async (q: string) =>
      ((await staff.request('GET', `/api/admin/chats?filter=all&q=${encodeURIComponent(q)}`)).body.items as any[]).map(
        (r) => r.id,
      );
    expect(await found(`${tag.toUpperCase()} cosm`)).toEqual([conv]);
    expect(await found(`mina ${tag}`)).toEqual([conv]);
    expect(await found(a.email.slice(0, 12))).toEqual([conv]);
    // a term spanning the name and the company is in neither field
    expect(await found(`${tag} glow`)).toEqual([]);
    expect(await found('%')).toEqual([]);
  });

  it("shows staff the customer's open work beside the conversation", async () => {
    const conv = (await a.request('GET', '/api/chat')).body.conversation!.id;
    const work = await staff.request('GET', `/api/admin/chats/${conv}/customer-work`);
    expect(work.status).toBe(200);
    expect(Object.keys(work.body).sort()).toEqual(['orders', 'quotes', 'samples']);
  });

  it('pages back through history', async () => {
    const c = await t.user();
    for (let i = 0; i < 55; i++) await say(c, `m${i}`);
    const first = await c.request('GET', '/api/chat');
    expect(first.body.messages).toHaveLength(50);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.messages.at(-1)!.body).toBe('m54');
    const older = await c.request('GET', `/api/chat?before=${first.body.messages[0]!.id}`);
    expect(older.body.messages.map((m: any) => m.body)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(older.body.hasMore).toBe(false);
    const conv = first.body.conversation!.id;
    const staffView = await staff.request('GET', `/api/admin/chats/${conv}/messages?before=${first.body.messages[0]!.id}`);
    expect(staffView.body.messages).toHaveLength(5);
  });
});

describe('status changes', () => {
  it("reach the recipient's open pages and nobody else's", async () => {
    const [sa, sb] = await Promise.all([stream(t, a), stream(t, b)]);
    const subjectId = crypto.randomUUID();
    await announce(a, { subject: 'sample', subjectId, action: 'ship', ref: 'S-000042', state: 'shipped' });
    const e = JSON.parse((await sa.waitFor((x) => x.event === 'formulab' && JSON.parse(x.data).type === 'status')).data);
    expect(e).toMatchObject({ subject: 'sample', subjectId, state: 'shipped', ref: 'S-000042' });
    // a rolled-back change announces nothing
    await t.db.db
      .transaction(async (tx) => {
        await t.app.notifier.notify(tx, {
          to: { userId: b.id },
          subject: 'quote',
          subjectId,
          action: 'x',
          ref: 'Q-1',
          state: 'quoted',
        });
        throw new Error('rollback');
      })
      .catch(() => {});
    await say(b, 'sync point');
    await sb.waitFor(isMessage('sync point'));
    expect(sb.app().filter((x) => x.type === 'status')).toEqual([]);
  });
});

describe('a page whose stream opens after a change', () => {
  it('is sent the changes of its reader from the last seconds, marked replayed; nobody else is', async () => {
    const [c, d] = await Promise.all([t.user(), t.user()]);
    // the reader's stream, open while the change happens: the change arrives live (and was announced)
    const live = await stream(t, c);
    const subjectId = crypto.randomUUID();
    await announce(c, { subject: 'order', subjectId, action: 'record_payment', ref: 'O-000099', state: 'paid' });
    const isStatus = (x: { event: string; data: string }) => x.event === 'formulab' && JSON.parse(x.data).type === 'status';
    expect(JSON.parse((await live.waitFor(isStatus)).data).replayed).toBeUndefined();
    // a page of the same reader loaded just then, whose stream opens now: the change, to re-read
    const fresh = await stream(t, c);
    expect(fresh.app().filter((e) => e.type === 'status')).toEqual([
      expect.objectContaining({ subjectId, state: 'paid', ref: 'O-000099', replayed: true }),
    ]);
    // another customer's new page: nothing of it
    const other = await stream(t, d);
    expect(other.app().filter((e) => e.type === 'status')).toEqual([]);
    // a stream that resumes (Last-Event-ID) is told to re-read everything instead
    const resumed = await stream(t, c, { 'last-event-id': '0' });
    expect(resumed.app().filter((e) => e.type === 'status')).toEqual([]);
  });
});

describe('resuming', () => {
  it('sends exactly the missed messages after Last-Event-ID, then live ones, without duplicates', async () => {
    const c = await t.user();
    const s1 = await stream(t, c);
    const m1 = await say(c, 'r1');
    await s1.waitFor(isMessage('r1'));
    s1.close();
    await say(c, 'r2');
    await say(c, 'r3');
    const s2 = await stream(t, c, { 'last-event-id': String(m1.body.id) });
    expect(bodies(s2)).toEqual(['r2', 'r3']);
    await say(c, 'r4');
    await s2.waitFor(isMessage('r4'));
    expect(bodies(s2)).toEqual(['r2', 'r3', 'r4']);
    // the resync nudge after a replay, so the page re-reads statuses it may have missed
    expect(s2.app().some((e) => e.type === 'resync')).toBe(true);
  });

  it('fans out across instances and resumes on another instance after a restart', async () => {
    const second = await startTestApp({}, { sharing: t });
    try {
      const c = await t.user();
      const onSecond = await stream(second, c);
      const staffOnSecond = await stream(second, staff);
      const m1 = await say(c, 'via first');
      await onSecond.waitFor(isMessage('via first'));
      await staffOnSecond.waitFor(isMessage('via first'));

      // the instance holding the stream stops mid-conversation: the stream ends
      await second.close();
      await onSecond.ended;
      const m2 = await say(c, 'while down 1');
      await staff.request('POST', `/api/admin/chats/${m1.body.conversationId}/messages`, {
        clientId: crypto.randomUUID(),
        body: 'while down 2',
      });

      // a new instance starts; the browser reconnects with the last id it saw
      const third = await startTestApp({}, { sharing: t });
      try {
        const lastSeen = onSecond.events.filter((e) => e.id).at(-1)!.id!;
        expect(Number(lastSeen)).toBe(m1.body.id);
        const resumed = await stream(third, c, { 'last-event-id': lastSeen });
        expect(bodies(resumed)).toEqual(['while down 1', 'while down 2']);
        const m3 = await say(c, 'after restart');
        await resumed.waitFor(isMessage('after restart'));
        expect(bodies(resumed)).toEqual(['while down 1', 'while down 2', 'after restart']);
        const ids = resumed.events.filter((e) => e.event === 'formulab' && e.id).map((e) => Number(e.id));
        expect(ids).toEqual([...ids].sort((x, y) => x - y));
        expect(ids.at(-1)).toBe(m3.body.id);
        expect(ids[0]).toBe(m2.body.id);
      } finally {
        await third.close();
      }
    } finally {
      await second.close().catch(() => {});
    }
  });

  it('keeps ids in commit order under concurrent senders', async () => {
    const senders = await Promise.all([t.user(), t.user(), t.user()]);
    const ss = await stream(t, staff);
    const from = ss.events.length;
    await Promise.all(senders.flatMap((u, i) => Array.from({ length: 10 }, (_, k) => say(u, `c${i}-${k}`))));
    // each sender's ten go out at once, so any of the thirty may commit last: wait for every one
    const sent = senders.flatMap((_, i) => Array.from({ length: 10 }, (_, k) => `c${i}-${k}`));
    for (const body of sent) await ss.waitFor(isMessage(body), 10_000);
    const ids = ss.events
      .slice(from)
      .filter((e) => e.event === 'formulab' && e.id)
      .map((e) => Number(e.id));
    expect(ids).toHaveLength(30);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });
});
