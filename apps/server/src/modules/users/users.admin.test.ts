/**
 * Staff's `users` API (issue 14): the list (search, filters, sorts, counts, keyset pages), one user's
 * records, role changes, suspension and reactivation with their rules (not yourself, never the last
 * active admin — even when two admins race), and a suspension ending a live session at once.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type Caller, type TestApp, invalid } from '../../test/harness.ts';
import { walkPages } from '../../test/catalogue-fixtures.ts';
import { makeCatalogue } from '../recipes/recipes.test-utils.ts';
import { createSample, sampleBody, usableRecipe } from '../samples/samples.test-utils.ts';
import { containsPattern } from '../../lib/like.ts';
import { changeRole } from './users.service.ts';

const RL = { rateLimit: { authMax: 10_000, authWindowSeconds: 60 } };
let t: TestApp;
let admin: Caller & { id: string; email: string };
beforeAll(async () => {
  t = await startTestApp(RL);
  admin = await t.user({ role: 'admin' });
});
afterAll(() => t?.close());

const tag = () => crypto.randomBytes(3).toString('hex');
const q = (sql: string, params: unknown[] = []) => t.db.pool.query(sql, params);

describe('the list', () => {
  it('with no search, the counts come from the trigger-kept counter and equal a count over every account', async () => {
    // what counting every account says (the list did that until migration 0052)
    const counted = async (where = 'true') => {
      const { rows } = await q(`select count(*) filter (where ${where})::int as total, count(*)::int as all,
          count(*) filter (where role <> 'admin')::int as customer, count(*) filter (where role = 'admin')::int as admin,
          count(*) filter (where not banned)::int as active, count(*) filter (where banned)::int as suspended from users`);
      const { total, ...counts } = rows[0] as Record<string, number>;
      return { total, counts };
    };
    const listed = async (query = '') => {
      const res = await admin.request('GET', `/api/admin/users?limit=1${query}`);
      expect(res.status).toBe(200);
      return { total: res.body.total, counts: res.body.counts };
    };
    const same = async () => {
      expect(await listed()).toEqual(await counted());
      expect(await listed('&role=admin&status=active')).toEqual(await counted(`role = 'admin' and not banned`));
      expect(await listed('&status=suspended')).toEqual(await counted('banned'));
    };
    await same();
    // one account, several at once, a suspension, a role change, a rename, a deletion
    const one = await t.user();
    const mark = `uc${tag()}`;
    await q(
      `insert into users (id, name, email, email_verified, role, banned)
       select $1 || g, 'Counted ' || g, $1 || g || '@example.com', true, case when g = 1 then 'admin' else 'customer' end, g = 2
       from generate_series(1, 3) g`,
      [mark],
    );
    await same();
    await q(`update users set banned = true where id = $1`, [one.id]);
    await q(`update users set role = 'admin' where id = $1`, [`${mark}3`]);
    await q(`update users set name = 'Renamed' where id like $1`, [`${mark}%`]);
    await same();
    await q(`delete from users where id like $1`, [`${mark}%`]);
    await same();
    // and it is the counter the list reads with no search (a search still counts its matches)
    await q(`update user_counts set n = n + 1000 where role = 'customer' and not banned`);
    try {
      expect((await listed()).counts!.all).toBe((await counted()).counts.all! + 1000);
      expect((await listed(`&q=${mark}`)).counts!.all).toBe(0);
    } finally {
      await q(`update user_counts set n = n - 1000 where role = 'customer' and not banned`);
    }
  });

  it('searches name, e-mail and company; filters role and status; sorts newest or by name; counts', async () => {
    const mark = `zq${tag()}`;
    const a = await t.user({ email: `${mark}-a@example.com` });
    const b = await t.user({ email: `${mark}-b@example.com` });
    const c = await t.user({ role: 'admin', email: `${mark}-c@example.com` });
    await q(`update users set name = $2, company_name = $3 where id = $1`, [a.id, 'Zelda Park', `${mark} Labs`]);
    await q(`update users set name = 'Aaron Kim', banned = true, ban_reason = 'spam' where id = $1`, [b.id]);
    await q(`update users set name = 'Mina Lee' where id = $1`, [c.id]);

    const all = await admin.request('GET', `/api/admin/users?q=${mark}`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((u: any) => u.id)).toEqual([c.id, b.id, a.id]); // newest first
    expect(all.body.total).toBe(3);
    expect(all.body.counts).toEqual({ all: 3, customer: 2, admin: 1, active: 2, suspended: 1 });
    expect(all.body.items[1]).toMatchObject({ banned: true, banReason: 'spam', role: 'customer' });
    expect(all.body.items[0]!.lastSignInAt).toEqual(expect.any(String));
    expect(JSON.stringify(all.body)).not.toMatch(/password|token/i);

    const byName = await admin.request('GET', `/api/admin/users?q=${mark}&sort=name`);
    expect(byName.body.items.map((u: any) => u.name)).toEqual(['Aaron Kim', 'Mina Lee', 'Zelda Park']);
    const byCompany = await admin.request('GET', `/api/admin/users?q=${mark}%20labs`);
    expect(byCompany.body.items.map((u: any) => u.id)).toEqual([a.id]);
    const admins = await admin.request('GET', `/api/admin/users?q=${mark}&role=admin`);
    expect(admins.body.items.map((u: any) => u.id)).toEqual([c.id]);
    expect(admins.body.total).toBe(1);
    // the counts stay those of the search, whatever the filter
    expect(admins.body.counts!.all).toBe(3);
    const suspended = await admin.request('GET', `/api/admin/users?q=${mark}&status=suspended`);
    expect(suspended.body.items.map((u: any) => u.id)).toEqual([b.id]);
    const active = await admin.request('GET', `/api/admin/users?q=${mark}&status=active&role=customer`);
    expect(active.body.items.map((u: any) => u.id)).toEqual([a.id]);
  });

  it('finds by one or two characters, Korean words and LIKE wildcards what "contains" finds (issue 27)', async () => {
    // terms without trigrams are looked up by their grams (lib/like.ts): the matches of the LIKE alone
    const mark = tag();
    const a = await t.user({ email: `hana-${mark}@dalbit.kr` });
    const b = await t.user({ email: `kim-${mark}@example.com` });
    await q(`update users set name = '한하나', company_name = '수분세럼랩' where id = $1`, [a.id]);
    await q(`update users set name = 'Kim Lee', company_name = $2 where id = $1`, [b.id, `100%_화장품\\ ${mark}`]);
    for (const term of [
      '세럼',
      '세',
      '수분세럼',
      '화장',
      '럼랩',
      'ki',
      'k',
      '%',
      '_',
      '\\',
      '0%',
      '%_',
      '%%',
      '럼세',
      'ㅋ',
      `${mark}@`,
    ]) {
      const res = await admin.request('GET', `/api/admin/users?q=${encodeURIComponent(term)}&limit=100`);
      expect(res.status, term).toBe(200);
      const { rows } = await q(
        `select id from users where lower(name || ' ' || email || ' ' || company_name) like $1 order by created_at desc, id desc`,
        [containsPattern(term.toLowerCase())],
      );
      expect(res.body.total, term).toBe(rows.length);
      expect(
        res.body.items.map((u: any) => u.id),
        term,
      ).toEqual(rows.slice(0, 100).map((r) => r.id));
    }
    const found = async (term: string) =>
      (await admin.request('GET', `/api/admin/users?q=${encodeURIComponent(term)}&limit=100`)).body.items.map((u: any) => u.id);
    expect(await found('세럼')).toEqual(expect.arrayContaining([a.id]));
    expect(await found('%_')).toEqual([b.id]);
    expect(await found('럼세')).toEqual([]);
  });

  it('walks every page once in both sorts; refuses bad filters and cursors with field errors', async () => {
    for (let i = 0; i < 5; i++) await t.user();
    for (const sort of ['newest', 'name'] as const) {
      const { ids, pages } = await walkPages(admin, `/api/admin/users?sort=${sort}`, 2);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(pages[0]!.total);
    }
    // without a search each filter's page statement is written once (lib/prepared.ts): walked with
    // different values of one shape, every page holds exactly the accounts SQL finds
    for (const [query, where] of [
      ['role=admin', `role = 'admin'`],
      ['role=customer', `role = 'customer'`],
      ['role=customer&status=active', `role = 'customer' and not banned`],
      ['status=suspended&sort=name', 'banned'],
    ] as const) {
      const { ids } = await walkPages(admin, `/api/admin/users?${query}`, 7);
      const expected = (await q(`select id from users where ${where}`)).rows.map((r: { id: string }) => r.id);
      expect(ids.toSorted(), query).toEqual(expected.toSorted());
    }
    const bad = await admin.request('GET', '/api/admin/users?role=owner&status=gone');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ role: 'errors.invalidValue', status: 'errors.invalidValue' });
    const cursor = (await admin.request('GET', '/api/admin/users?limit=1&sort=name')).body.nextCursor;
    expect((await admin.request('GET', `/api/admin/users?sort=newest&cursor=${cursor}`)).body.fields).toEqual({
      cursor: 'errors.invalidCursor',
    });
  });
});

describe('one user', () => {
  it('shows the profile, sessions and their records with the latest items', async () => {
    const customer = await t.user();
    const catalogue = await makeCatalogue(t, admin);
    const recipe = await usableRecipe(customer, catalogue);
    const sample = await createSample(customer, sampleBody(recipe.id));
    const inquiry = await customer.request('POST', '/api/inquiries', { category: 'other', title: 'Hello', body: 'A question' });
    expect(inquiry.status).toBe(201);
    const chat = await customer.request('POST', '/api/chat/messages', { clientId: crypto.randomUUID(), body: 'Hi there' });
    expect(chat.status).toBeLessThan(300);

    const res = await admin.request('GET', `/api/admin/users/${customer.id}`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: customer.id, email: customer.email, role: 'customer', banned: false });
    expect(res.body.sessions).toBe(1);
    expect(res.body.records.recipes).toMatchObject({ count: 1, latest: [{ id: recipe.id, label: recipe.name }] });
    expect(res.body.records.samples).toMatchObject({
      count: 1,
      latest: [{ id: sample.id, label: sample.ref, state: 'submitted' }],
    });
    expect(res.body.records.inquiries.count).toBe(1);
    expect(res.body.records.inquiries.latest[0]!.id).toBe(inquiry.body.id);
    for (const k of ['quotes', 'orders', 'purchases'] as const) expect(res.body.records[k]).toEqual({ count: 0, latest: [] });
    expect(res.body.chat).toMatchObject({ ref: expect.stringMatching(/^C-\d{6}$/), state: 'open', staffUnread: 1 });

    expect((await admin.request('GET', '/api/admin/users/nobody-here')).status).toBe(404);
  });
});

describe('role, suspension, reactivation', () => {
  it('changes a role both ways, with an audit entry holding before and after', async () => {
    const u = await t.user();
    const up = await admin.request('POST', `/api/admin/users/${u.id}/role`, { role: 'admin' });
    expect(up.status).toBe(200);
    expect(up.body.user.role).toBe('admin');
    // the very next request of the promoted user is staff
    expect((await u.request('GET', '/api/admin/users')).status).toBe(200);
    const down = await admin.request('POST', `/api/admin/users/${u.id}/role`, { role: 'customer' });
    expect(down.body.user.role).toBe('customer');
    expect((await u.request('GET', '/api/admin/users')).status).toBe(403);
    const { rows } = await q(`select * from audit_log where subject_type = 'users' and subject_id = $1 order by id`, [u.id]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'user.role',
      status: 200,
      before: { role: 'customer', banned: false, banReason: null },
      after: { role: 'admin', banned: false, banReason: null },
    });
    expect(rows[0].request_id).toEqual(expect.any(String));
    const bad = await admin.request('POST', `/api/admin/users/${u.id}/role`, invalid({ role: 'owner' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ role: 'errors.invalidValue' });
  });

  it('suspends with a reason: the live session ends within one request, sign-in says suspended; reactivation lets them back', async () => {
    const u = await t.user();
    expect((await u.request('GET', '/api/me')).status).toBe(200);
    const missing = await admin.request('POST', `/api/admin/users/${u.id}/suspend`, { reason: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ reason: 'errors.required' });
    const long = await admin.request('POST', `/api/admin/users/${u.id}/suspend`, { reason: 'x'.repeat(501) });
    expect(long.body.fields).toEqual({ reason: 'errors.tooLong' });

    const res = await admin.request('POST', `/api/admin/users/${u.id}/suspend`, { reason: 'Chargeback fraud' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ banned: true, banReason: 'Chargeback fraud' });
    expect(res.body.sessions).toBe(0);
    expect((await u.request('GET', '/api/me')).status).toBe(401);
    const signIn = await t.visitor.request('POST', '/api/auth/sign-in/email', { email: u.email, password: u.password });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe('SUSPENDED');
    const listed = await admin.request('GET', `/api/admin/users?q=${encodeURIComponent(u.email)}&status=suspended`);
    expect(listed.body.items.map((x: any) => x.id)).toEqual([u.id]);

    const back = await admin.request('POST', `/api/admin/users/${u.id}/reactivate`);
    expect(back.status).toBe(200);
    expect(back.body.user).toMatchObject({ banned: false, banReason: null });
    const again = await t.signIn(u.email, u.password);
    expect((await again.request('GET', '/api/me')).status).toBe(200);
    const { rows } = await q(`select action, before, after from audit_log where subject_id = $1 order by id`, [u.id]);
    expect(rows).toEqual([
      {
        action: 'user.suspend',
        before: { role: 'customer', banned: false, banReason: null },
        after: { role: 'customer', banned: true, banReason: 'Chargeback fraud' },
      },
      {
        action: 'user.reactivate',
        before: { role: 'customer', banned: true, banReason: 'Chargeback fraud' },
        after: { role: 'customer', banned: false, banReason: null },
      },
    ]);
  });

  it('an admin cannot demote or suspend themselves', async () => {
    const me = await t.user({ role: 'admin' });
    const demote = await me.request('POST', `/api/admin/users/${me.id}/role`, { role: 'customer' });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('SELF_CHANGE');
    const suspend = await me.request('POST', `/api/admin/users/${me.id}/suspend`, { reason: 'oops' });
    expect(suspend.status).toBe(409);
    expect(suspend.body.code).toBe('SELF_CHANGE');
    expect((await me.request('GET', '/api/admin/users')).status).toBe(200);
    // promoting oneself to what one already is changes nothing harmful
    expect((await me.request('POST', `/api/admin/users/${me.id}/role`, { role: 'admin' })).status).toBe(200);
  });

  it('customers and visitors are refused on every users route', async () => {
    const c = await t.user();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${admin.id}`],
      ['POST', `/api/admin/users/${admin.id}/role`, { role: 'customer' }],
      ['POST', `/api/admin/users/${admin.id}/suspend`, { reason: 'x' }],
      ['POST', `/api/admin/users/${c.id}/reactivate`],
      ['GET', '/api/admin/audit'],
    ];
    for (const [m, p, b] of calls) {
      expect((await c.request(m, p, b)).status, `${m} ${p}`).toBe(403);
      expect((await t.visitor.request(m, p, b)).status, `${m} ${p}`).toBe(401);
    }
    expect((await q('select role, banned from users where id = $1', [admin.id])).rows[0]).toEqual({
      role: 'admin',
      banned: false,
    });
  });
});

describe('the last active admin', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await startTestApp(RL);
  });
  afterAll(() => t2?.close());
  const activeAdmins = async () =>
    Number((await t2.db.pool.query(`select count(*) from users where role = 'admin' and not banned`)).rows[0].count);
  /** Exactly these admins, every other admin demoted. */
  async function onlyAdmins(n: number) {
    await t2.db.pool.query(`update users set role = 'customer' where role = 'admin'`);
    const out = [];
    for (let i = 0; i < n; i++) out.push(await t2.user({ role: 'admin' }));
    return out;
  }

  it('is never demoted or suspended (409 LAST_ADMIN), a suspended admin not counting', async () => {
    const [a, b] = await onlyAdmins(2);
    // b suspended: a is the last active admin; the rule holds whoever asks (here the service itself)
    expect((await a!.request('POST', `/api/admin/users/${b!.id}/suspend`, { reason: 'Left the company' })).status).toBe(200);
    const err = await changeRole(t2.db.db, { id: 'someone-else', email: 'x@example.com' }, a!.id, 'customer').catch((e) => e);
    expect(err).toMatchObject({ statusCode: 409, code: 'LAST_ADMIN' });
    expect(await activeAdmins()).toBe(1);
    // reactivated, b counts again
    expect((await a!.request('POST', `/api/admin/users/${b!.id}/reactivate`)).status).toBe(200);
    expect(await activeAdmins()).toBe(2);
  });

  it('two admins demoting (or suspending) each other at the same moment leave one admin', async () => {
    for (const action of ['role', 'suspend'] as const) {
      for (let round = 0; round < 2; round++) {
        const [a, b] = await onlyAdmins(2);
        const body = action === 'role' ? { role: 'customer' as const } : { reason: 'Race' };
        const [ra, rb] = await Promise.all([
          a!.request('POST', `/api/admin/users/${b!.id}/${action}`, body),
          b!.request('POST', `/api/admin/users/${a!.id}/${action}`, body),
        ]);
        const statuses = [ra.status, rb.status].sort();
        expect(statuses[0], JSON.stringify([ra.body, rb.body])).toBe(200);
        // the loser either lost staff access before its request was read, or found itself the last admin
        expect([401, 403, 409]).toContain(statuses[1]);
        if (statuses[1] === 409) expect([ra.body.code, rb.body.code]).toContain('LAST_ADMIN');
        expect(await activeAdmins()).toBe(1);
      }
    }
  }, 90_000);
});

describe('with the session cache on', () => {
  let t3: TestApp;
  beforeAll(async () => {
    t3 = await startTestApp({ ...RL, sessionCache: true });
  });
  afterAll(() => t3?.close());

  it('a suspended customer’s very next request is refused', async () => {
    const staff = await t3.user({ role: 'admin' });
    const u = await t3.user();
    // the cache is on once its connection has run LISTEN (it caches nothing before); then it holds the session
    await vi.waitFor(
      async () => {
        const { rows } = await t3.db.pool.query(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query = 'LISTEN formulab_auth' and state = 'idle'`,
        );
        expect(rows[0].n).toBeGreaterThanOrEqual(1);
      },
      { timeout: 20_000, interval: 20 },
    );
    for (let i = 0; i < 3; i++) expect((await u.request('GET', '/api/me')).status).toBe(200);
    expect((await staff.request('POST', `/api/admin/users/${u.id}/suspend`, { reason: 'Abuse' })).status).toBe(200);
    expect((await u.request('GET', '/api/me')).status).toBe(401);
    expect((await u.request('PATCH', '/api/me', { name: 'Still here' })).status).toBe(401);
    // demoting an admin ends their staff access on the next request too
    const other = await t3.user({ role: 'admin' });
    expect((await other.request('GET', '/api/admin/users')).status).toBe(200);
    expect((await staff.request('POST', `/api/admin/users/${other.id}/role`, { role: 'customer' })).status).toBe(200);
    expect((await other.request('GET', '/api/admin/users')).status).toBe(403);
    // reactivated: sign in again
    expect((await staff.request('POST', `/api/admin/users/${u.id}/reactivate`)).status).toBe(200);
    const again = await t3.signIn(u.email, u.password);
    expect((await again.request('GET', '/api/me')).status).toBe(200);
  });
});
