import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp, invalid } from '../../test/harness.ts';
import { users } from '../auth/auth.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import type { NotificationInput } from './notifications.service.ts';
import { notifications } from './notifications.table.ts';

type User = Caller & { id: string; email: string };

let t: TestApp;
let a: User;
let b: User;
let admin1: User;
let admin2: User;

beforeAll(async () => {
  t = await startTestApp({ rateLimit: { authMax: 10_000, authWindowSeconds: 60 } });
  a = await t.user();
  b = await t.user();
  admin1 = await t.user({ role: 'admin' });
  admin2 = await t.user({ role: 'admin' });
});
afterAll(() => t?.close());

const input = (over: Partial<NotificationInput> = {}): NotificationInput => ({
  to: { userId: a.id },
  subject: 'sample',
  subjectId: crypto.randomUUID(),
  action: 'review',
  ref: 'S-000042',
  state: 'reviewing',
  ...over,
});

/** Writes notifications in a transaction (as a transition does) and e-mails them after it. */
async function notify(...inputs: NotificationInput[]) {
  const pending = await t.db.db.transaction(async (tx) => Promise.all(inputs.map((i) => t.app.notifier.notify(tx, i))));
  await t.app.notifier.deliver(...pending);
  return pending.flatMap((p) => p.ids);
}

const mailsTo = (email: string) => t.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

describe('the notifier', () => {
  it('notifies a customer: one row for them, an e-mail in their language with the link to the record', async () => {
    const subjectId = crypto.randomUUID();
    const before = (await mailsTo(a.email)).length;
    const ids = await notify(input({ subjectId, state: 'awaiting_payment', action: 'request_payment' }));
    expect(ids).toHaveLength(1);
    const [row] = await t.db.db.select().from(notifications).where(eq(notifications.id, ids[0]!));
    expect(row).toMatchObject({ userId: a.id, subject: 'sample', subjectId, action: 'request_payment', readAt: null });
    const mails = (await mailsTo(a.email)).slice(before);
    expect(mails).toHaveLength(1);
    // accounts start in Korean
    expect(mails[0]!.subject).toBe('[Formulab] 샘플 요청 S-000042: 결제 대기');
    expect(mails[0]!.text).toContain(`${t.url}/sampleOrder/${subjectId}`);
    expect(mails[0]!.text).toContain("'결제 대기'로 바뀌었습니다");
    expect(mails[0]!.kind).toBe('status.sample');
  });

  it('writes English e-mails for an English reader, and picks the Korean particle by the last syllable', async () => {
    await t.db.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, b.id));
    const subjectId = crypto.randomUUID();
    await notify(input({ to: { userId: b.id }, subject: 'quote', subjectId, ref: 'Q-000007', state: 'quoted' }));
    const [mail] = await mailsTo(b.email);
    expect(mail!.subject).toBe('[Formulab] Quote Q-000007: quoted');
    expect(mail!.text).toContain(`${t.url}/quotes?id=${subjectId}`);
    expect(mail!.text).toMatch(/^Hello Test User,/);
    await t.db.db.update(users).set({ preferredLanguage: 'ko' }).where(eq(users.id, b.id));

    const before = (await mailsTo(a.email)).length;
    await notify(input({ subject: 'order', ref: 'O-000003', state: 'in_production' }), input({ state: 'paid' }));
    const texts = (await mailsTo(a.email)).slice(before).map((m) => m.text);
    // 생산 중 ends in a final consonant (으로), 결제 완료 does not (로)
    expect(texts.some((x) => x.includes("'생산 중'으로 바뀌었습니다"))).toBe(true);
    expect(texts.some((x) => x.includes("'결제 완료'로 바뀌었습니다"))).toBe(true);
  });

  it("notifies 'staff': every admin who is not suspended, with links to the admin screens", async () => {
    const suspended = await t.user({ role: 'admin' });
    await t.db.db.update(users).set({ banned: true }).where(eq(users.id, suspended.id));
    const subjectId = crypto.randomUUID();
    const ids = await notify(input({ to: 'staff', subjectId, state: 'submitted', action: 'created' }));
    const rows = await t.db.db.select().from(notifications).where(inArray(notifications.id, ids));
    expect(rows.map((r) => r.userId).sort()).toEqual([admin1.id, admin2.id].sort());
    for (const admin of [admin1, admin2]) {
      const mails = await mailsTo(admin.email);
      expect(mails.at(-1)!.text).toContain(`${t.url}/admin/sample-requests?id=${subjectId}`);
    }
    expect(await mailsTo(suspended.email)).toEqual([]);
  });

  it('skips the e-mail of an area the user turned off, but still writes the in-app notification', async () => {
    const c = await t.user();
    expect((await c.request('PUT', '/api/me/notification-emails', { samples: false, quotes: true, orders: true })).status).toBe(
      200,
    );
    const ids = await notify(input({ to: { userId: c.id } }), input({ to: { userId: c.id }, subject: 'quote', state: 'quoted' }));
    expect(ids).toHaveLength(2);
    const mails = await mailsTo(c.email);
    expect(mails.map((m) => m.kind)).toEqual(['status.quote']);
    expect((await c.request('GET', '/api/notifications/unread-count')).body).toEqual({ unread: 2 });
  });

  it('writes nothing when the transaction rolls back, and delivering nothing is a no-op', async () => {
    const c = await t.user();
    await expect(
      t.db.db.transaction(async (tx) => {
        await t.app.notifier.notify(tx, input({ to: { userId: c.id } }));
        throw new Error('the transition failed');
      }),
    ).rejects.toThrow('the transition failed');
    expect((await c.request('GET', '/api/notifications')).body.total).toBe(0);
    await t.app.notifier.deliver({ ids: [] });
    expect(await mailsTo(c.email)).toEqual([]);
  });
});

describe('/api/notifications', () => {
  it('lists the caller own notifications newest first, page by page, with the unread count', async () => {
    const c = await t.user();
    const ids = await notify(...Array.from({ length: 5 }, (_, i) => input({ to: { userId: c.id }, ref: `S-00000${i}` })));
    // someone else's never shows
    await notify(input({ to: { userId: b.id } }));
    const p1 = await c.request('GET', '/api/notifications?limit=2');
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ total: 5, unread: 5 });
    expect(p1.body.items.map((n: any) => n.id)).toEqual([ids[4], ids[3]]);
    expect(p1.body.items[0]).toEqual({
      id: ids[4],
      subject: 'sample',
      subjectId: expect.any(String),
      action: 'review',
      ref: 'S-000004',
      state: 'reviewing',
      read: false,
      createdAt: expect.any(String),
    });
    const p2 = await c.request('GET', `/api/notifications?limit=2&cursor=${p1.body.nextCursor}`);
    expect(p2.body.items.map((n: any) => n.id)).toEqual([ids[2], ids[1]]);
    const p3 = await c.request('GET', `/api/notifications?limit=2&cursor=${p2.body.nextCursor}`);
    expect(p3.body.items.map((n: any) => n.id)).toEqual([ids[0]]);
    expect(p3.body.nextCursor).toBeNull();
    expect(p3.body.total).toBe(5);

    expect((await c.request('POST', `/api/notifications/${ids[1]}/read`)).status).toBe(204);
    const unread = await c.request('GET', '/api/notifications?unread=true&limit=50');
    expect(unread.body).toMatchObject({ total: 4, unread: 4 });
    expect(unread.body.items.map((n: any) => n.id)).not.toContain(ids[1]);
    const all = await c.request('GET', '/api/notifications?limit=50');
    expect(all.body.items.find((n: any) => n.id === ids[1])!.read).toBe(true);
    expect((await c.request('GET', '/api/notifications/unread-count')).body).toEqual({ unread: 4 });
  });

  it('marking read twice keeps the first time; read-all reads only the caller own', async () => {
    const c = await t.user();
    const d = await t.user();
    const [first] = await notify(input({ to: { userId: c.id } }), input({ to: { userId: c.id } }));
    await notify(input({ to: { userId: d.id } }));
    expect((await c.request('POST', `/api/notifications/${first}/read`)).status).toBe(204);
    const [r1] = await t.db.db.select().from(notifications).where(eq(notifications.id, first!));
    expect((await c.request('POST', `/api/notifications/${first}/read`)).status).toBe(204);
    const [r2] = await t.db.db.select().from(notifications).where(eq(notifications.id, first!));
    expect(r2!.readAt).toEqual(r1!.readAt);

    expect((await c.request('POST', '/api/notifications/read-all')).status).toBe(204);
    expect((await c.request('GET', '/api/notifications/unread-count')).body).toEqual({ unread: 0 });
    expect((await d.request('GET', '/api/notifications/unread-count')).body).toEqual({ unread: 1 });
  });

  it("A cannot read or mark B's notification: 404, and B's stays unread", async () => {
    const [bs] = await notify(input({ to: { userId: b.id } }));
    const before = (await b.request('GET', '/api/notifications/unread-count')).body.unread;
    const res = await a.request('POST', `/api/notifications/${bs}/read`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await a.request('POST', '/api/notifications/99999999/read')).status).toBe(404);
    expect((await b.request('GET', '/api/notifications/unread-count')).body.unread).toBe(before);
    const [row] = await t.db.db.select().from(notifications).where(eq(notifications.id, bs!));
    expect(row!.readAt).toBeNull();
  });

  it('refuses bad input with field errors, and visitors with 401', async () => {
    expect((await a.request('GET', '/api/notifications?limit=0')).body.fields).toEqual({ limit: 'errors.tooSmall' });
    expect((await a.request('GET', '/api/notifications?limit=51')).body.fields).toEqual({ limit: 'errors.tooBig' });
    expect((await a.request('GET', '/api/notifications?unread=yes')).status).toBe(400);
    expect((await a.request('GET', '/api/notifications?sort=x')).status).toBe(400);
    expect((await a.request('GET', '/api/notifications?cursor=nonsense')).body.fields).toEqual({
      cursor: 'errors.invalidCursor',
    });
    expect((await a.request('POST', '/api/notifications/abc/read')).status).toBe(400);
    expect((await a.request('POST', '/api/notifications/0/read')).status).toBe(400);
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/me/notification-emails'],
    ] as const)
      expect((await t.visitor.request(method, path)).status, path).toBe(401);
  });
});

describe('/api/me/notification-emails', () => {
  it('starts all on, saves what the user chose, and is per user', async () => {
    const c = await t.user();
    expect((await c.request('GET', '/api/me/notification-emails')).body).toEqual({
      samples: true,
      quotes: true,
      orders: true,
      compliance: true,
    });
    const put = await c.request('PUT', '/api/me/notification-emails', { samples: true, quotes: false, orders: false });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ samples: true, quotes: false, orders: false, compliance: true });
    expect((await c.request('GET', '/api/me/notification-emails')).body).toEqual({
      samples: true,
      quotes: false,
      orders: false,
      compliance: true,
    });
    expect((await b.request('GET', '/api/me/notification-emails')).body).toEqual({
      samples: true,
      quotes: true,
      orders: true,
      compliance: true,
    });
  });

  it('refuses bad bodies with field errors and changes nothing', async () => {
    const c = await t.user();
    const bad: [unknown, Record<string, string>][] = [
      [{ samples: 'no', quotes: true, orders: true }, { samples: 'errors.invalidType' }],
      [{ quotes: true, orders: true }, { samples: 'errors.required' }],
      [{ samples: false, quotes: true, orders: true, marketing: true }, { _: 'errors.unknownField' }],
      [
        { samples: null, quotes: 1, orders: true },
        { samples: 'errors.invalidType', quotes: 'errors.invalidType' },
      ],
      [[], { _: 'errors.invalidType' }],
    ];
    for (const [body, fields] of bad) {
      const res = await c.request('PUT', '/api/me/notification-emails', invalid(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.fields, JSON.stringify(body)).toEqual(fields);
    }
    const noBody = await c.request('PUT', '/api/me/notification-emails', undefined, { 'content-type': 'application/json' });
    expect(noBody.status).toBe(400);
    expect((await c.request('GET', '/api/me/notification-emails')).body).toEqual({
      samples: true,
      quotes: true,
      orders: true,
      compliance: true,
    });
  });
});
