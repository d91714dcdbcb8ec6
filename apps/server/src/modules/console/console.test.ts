/** The backend console: status, the outbox, and the audited, consistent, secret-free backup. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { backupLines } from './backup.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['user']>>;
let customer: Caller;

beforeAll(async () => ({ t, admin, customer } = await withStaffAndCustomer(startTestApp())));
afterAll(() => t?.close());

type Line = {
  backup?: string;
  tables?: string[];
  snapshot?: string;
  table?: string;
  row?: any;
  end?: boolean;
  rows?: Record<string, number>;
};

async function download(who: Caller) {
  const res = await fetch(`${t.url}/api/admin/console/backup`, { headers: { cookie: who.cookie ?? '' } });
  const buf = Buffer.from(await res.arrayBuffer());
  return { res, lines: res.status === 200 ? parse(zlib.gunzipSync(buf).toString()) : [] };
}
const parse = (text: string): Line[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

describe('status', () => {
  it('tells the database, storage, migrations, jobs, mail, push and realtime', async () => {
    fs.mkdirSync(path.join(t.config.dataDir, 'uploads', 'x'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'uploads', 'x', 'a.bin'), Buffer.alloc(1234));
    const r = await admin.request('GET', '/api/admin/console/status');
    expect(r.status).toBe(200);
    const s = r.body;
    expect(['embedded', 'external']).toContain(s.database.mode);
    expect(s.database.mode).toBe(t.config.databaseUrl ? 'external' : 'embedded');
    expect(s.database.version).toMatch(/^\d+/);
    expect(s.database.sizeBytes).toBeGreaterThan(0);
    expect(s.database.connections).toBeGreaterThan(0);
    expect(Math.abs(Date.parse(s.database.serverTime) - Date.now())).toBeLessThan(60_000);
    expect(s.storage).toMatchObject({ files: 1, bytes: 1234, truncated: false });
    expect(s.storage).toMatchObject({ kind: 'disk', location: path.join(t.config.dataDir, 'uploads') });
    expect(s.storage.diskFreeBytes).toBeGreaterThan(0);
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
    expect(s.migrations).toMatchObject({ applied: journal.entries.length, pending: 0, latest: journal.entries.at(-1).tag });
    expect(s.jobs.runningHere).toBe(false);
    expect(Array.isArray(s.jobs.queues)).toBe(true);
    expect(s.push.publicKey.length).toBeGreaterThan(40);
    expect(typeof s.push.subject).toBe('string');
    expect(s.realtime).toEqual({ streams: expect.any(Number), listening: expect.any(Boolean) });
    const vapid = (
      await t.db.db.execute<{ value: { privateKey: string } }>(sql`select value from server_settings where key = 'vapid'`)
    ).rows[0];
    if (vapid) expect(JSON.stringify(s)).not.toContain(vapid.value.privateKey);
  });

  it('is for staff only', async () => {
    expect((await customer.request('GET', '/api/admin/console/status')).status).toBe(403);
    expect((await t.visitor.request('GET', '/api/admin/console/status')).status).toBe(401);
  });
});

describe('mail outbox', () => {
  it('lists by page and status, and opens one', async () => {
    await t.db.db.execute(sql`delete from mail_outbox`);
    await t.db.db.execute(sql`insert into mail_outbox ("to", subject, text, html, kind, status, created_at) values
      ('a@example.com', 'One', 'body one', null, 'test', 'kept', now() - interval '3 minutes'),
      ('b@example.com', 'Two', 'body two', '<p>two</p>', 'test', 'sent', now() - interval '2 minutes'),
      ('c@example.com', 'Three', 'body three', null, 'test', 'failed', now() - interval '1 minute')`);
    const first = (await admin.request('GET', '/api/admin/console/mail?limit=2')).body;
    expect(first.total).toBe(3);
    expect(first.items.map((m: any) => m.subject)).toEqual(['Three', 'Two']);
    expect(first.items[0]).not.toHaveProperty('text');
    const second = (await admin.request('GET', `/api/admin/console/mail?limit=2&cursor=${first.nextCursor}`)).body;
    expect(second.items.map((m: any) => m.subject)).toEqual(['One']);
    expect(second.nextCursor).toBeNull();
    const sent = (await admin.request('GET', '/api/admin/console/mail?status=sent')).body;
    expect(sent.items.map((m: any) => m.to)).toEqual(['b@example.com']);
    expect(sent.total).toBe(1);
    // the totals follow a status change (read from the counter the triggers keep, migration 0041)
    await t.db.db.execute(sql`update mail_outbox set status = 'sent' where subject = 'Three'`);
    expect((await admin.request('GET', '/api/admin/console/mail?status=sent')).body.total).toBe(2);
    expect((await admin.request('GET', '/api/admin/console/mail?status=failed')).body.total).toBe(0);
    expect((await admin.request('GET', '/api/admin/console/mail')).body.total).toBe(3);
    await t.db.db.execute(sql`update mail_outbox set status = 'failed' where subject = 'Three'`);
    const found = (await admin.request('GET', '/api/admin/console/mail?q=c%40exa')).body;
    expect(found.total).toBe(1);
    const search = async (q: string) =>
      ((await admin.request('GET', `/api/admin/console/mail?q=${encodeURIComponent(q)}`)).body.items as any[]).map(
        (m) => m.subject,
      );
    // the subject too, in any case; a term across address and subject is in neither; % is a character
    expect(await search('tHRE')).toEqual(['Three']);
    expect(await search('example.com one')).toEqual([]);
    expect(await search('%')).toEqual([]);
    const one = await admin.request('GET', `/api/admin/console/mail/${sent.items[0]!.id}`);
    expect(one.body).toMatchObject({ subject: 'Two', text: 'body two', html: '<p>two</p>' });
    expect((await admin.request('GET', '/api/admin/console/mail/999999')).status).toBe(404);
    expect((await admin.request('GET', '/api/admin/console/mail?status=nope')).body.fields).toHaveProperty('status');
  });
});

describe('mail outbox search by short terms (issue 27)', () => {
  it('finds by one or two characters, Korean words and LIKE wildcards exactly what "contains" finds', async () => {
    // terms without trigrams are looked up by their grams (lib/like.ts): the same matches as the LIKE alone
    await t.db.db.execute(sql`delete from mail_outbox`);
    await t.db.db.execute(sql`insert into mail_outbox ("to", subject, text, kind, status, created_at) values
      ('hana@dalbit.kr', '수분세럼 견적 안내', 'x', 'test', 'kept', now() - interval '4 minutes'),
      ('kim@example.com', '100% 환불_완료 \\ 안내', 'x', 'test', 'sent', now() - interval '3 minutes'),
      ('lee@example.com', 'Your quote Q-42', 'x', 'test', 'failed', now() - interval '2 minutes'),
      ('park@세럼.kr', 'Hello', 'x', 'test', 'kept', now() - interval '1 minute')`);
    const search = async (q: string) => {
      const res = await admin.request('GET', `/api/admin/console/mail?q=${encodeURIComponent(q)}&limit=100`);
      expect(res.status, q).toBe(200);
      expect(res.body.total, q).toBe(res.body.items.length);
      return (res.body.items as any[]).map((m) => m.subject);
    };
    const contains = async (q: string) =>
      (
        await t.db.pool.query<{ subject: string }>(
          `select subject from mail_outbox where lower("to") like $1 or lower(subject) like $1 order by created_at desc, id desc`,
          [containsPattern(q.toLowerCase())],
        )
      ).rows.map((r) => r.subject);
    const cases: [string, string[]][] = [
      ['세럼', ['Hello', '수분세럼 견적 안내']], // in a compound word, and in an address
      ['세', ['Hello', '수분세럼 견적 안내']],
      ['안내', ['100% 환불_완료 \\ 안내', '수분세럼 견적 안내']],
      ['수분세럼', ['수분세럼 견적 안내']],
      ['Q-', ['Your quote Q-42']],
      ['42', ['Your quote Q-42']],
      ['h', ['Hello', '수분세럼 견적 안내']],
      ['%', ['100% 환불_완료 \\ 안내']],
      ['_', ['100% 환불_완료 \\ 안내']],
      ['\\', ['100% 환불_완료 \\ 안내']],
      ['0%', ['100% 환불_완료 \\ 안내']],
      ['%%', []],
      ['_완', ['100% 환불_완료 \\ 안내']],
      ['럼세', []],
      ['zq', []],
      ['@세', ['Hello']],
      ['kr 수', []], // spans the address and the subject: in neither
    ];
    for (const [q, subjects] of cases) {
      expect(await search(q), q).toEqual(subjects);
      expect(await contains(q), q).toEqual(subjects);
    }
  });
});

describe('backup', () => {
  it('is refused to visitors and customers', async () => {
    expect((await download(t.visitor)).res.status).toBe(401);
    expect((await download(customer)).res.status).toBe(403);
  });

  it('is a gzip of every table without sign-in secrets, named by date, and audited each time', async () => {
    const audits = async () =>
      (await t.db.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'console.backup'`))
        .rows[0]!.n;
    const before = await audits();
    const { res, lines } = await download(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="formulab-backup-\d{4}-\d{2}-\d{2}\.ndjson\.gz"$/,
    );
    const head = lines[0]!;
    expect(head.backup).toBe('formulab');
    expect(head.tables).toContain('users');
    expect(head.tables).toContain('recipes');
    expect(head.tables).not.toContain('sessions');
    expect(head.tables).not.toContain('verifications');
    expect(lines.at(-1)!.end).toBe(true);
    const rows = lines.filter((l) => l.table);
    const users = rows.filter((l) => l.table === 'users').map((l) => l.row);
    expect(users.map((u) => u.email)).toContain(admin.email);
    expect(lines.at(-1)!.rows!.users).toBe(users.length);
    expect(rows.some((l) => l.table === 'sessions' || l.table === 'verifications')).toBe(false);
    const accounts = rows.filter((l) => l.table === 'accounts').map((l) => l.row);
    expect(accounts.length).toBeGreaterThan(0);
    for (const a of accounts) expect(a.password).toBeNull();
    const hashes = (await t.db.db.execute<{ password: string }>(sql`select password from accounts where password is not null`))
      .rows;
    const text = JSON.stringify(lines);
    for (const h of hashes) expect(text).not.toContain(h.password);
    const tokens = (await t.db.db.execute<{ token: string }>(sql`select token from sessions`)).rows;
    expect(tokens.length).toBeGreaterThan(0);
    for (const s of tokens) expect(text).not.toContain(s.token);
    const vapid = rows.find((l) => l.table === 'server_settings' && l.row.key === 'vapid');
    if (vapid) expect(vapid.row.value.privateKey).toBeNull();

    await download(admin);
    expect(await audits()).toBe(before + 2);
    const entry = (
      await t.db.db.execute<{ actor_id: string; actor_email: string; ip: string }>(
        sql`select actor_id, actor_email, ip from audit_log where action = 'console.backup' order by id desc limit 1`,
      )
    ).rows[0]!;
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email });
    expect(entry.ip).toBeTruthy();
  });

  it('is one snapshot: rows written while it runs are not in it', async () => {
    let wrote = false;
    const lines: Line[] = [];
    const pids = new Set<number>();
    for await (const chunk of backupLines(t.db.pool, {
      afterTable: async (table) => {
        if (wrote) return;
        wrote = true;
        expect(table).toBe('accounts');
        await t.db.db.execute(
          sql`insert into mail_outbox ("to", subject, text, kind) values ('late@example.com', 'Late', 'x', 'test')`,
        );
        await t.db.db.execute(sql`insert into analytics_events (kind, path) values ('page_view', '/late')`);
        // the dump's connection is inside one transaction all along
        const active = await t.db.db.execute<{ pid: number }>(
          sql`select pid from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
        );
        for (const r of active.rows) pids.add(r.pid);
      },
    }))
      lines.push(...parse(chunk));
    expect(pids.size).toBeGreaterThan(0);
    const rows = lines.filter((l) => l.table);
    expect(rows.some((l) => l.table === 'mail_outbox' && l.row.to === 'late@example.com')).toBe(false);
    expect(rows.some((l) => l.table === 'analytics_events' && l.row.path === '/late')).toBe(false);
    const now = await t.db.db.execute(sql`select 1 from mail_outbox where "to" = 'late@example.com'`);
    expect(now.rows).toHaveLength(1);
    expect(lines.at(-1)!.end).toBe(true);
  });
});
