import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { accountHelpers, tokenOnly } from './auth.test-utils.ts';
import { readCookie, SESSION_EXPIRES_IN_SECONDS } from './session.ts';

// The session reader of decision 0006: better-auth signs in, our reader reads; its cache forgets a
// session the moment it or its user changes, so every change is seen by the very next request.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { authMax: 10_000, authWindowSeconds: 60 }, sessionCache: true });
});
afterAll(() => t?.close());
const { q } = accountHelpers(() => t);

/** Polls until `check` holds: a change made outside this server (here by SQL) arrives by NOTIFY, a moment later. */
async function eventually(check: () => Promise<boolean>) {
  // up to 10 s (a hundred tries of 20 ms gave about 2 s, little on a busy machine)
  for (const end = Date.now() + 10_000; !(await check());) {
    if (Date.now() > end) throw new Error('never happened');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('reading the session', () => {
  it('a better-auth sign-in is read by one statement; get-session answers in better-auth’s shape', async () => {
    const u = await t.user();
    const me = await u.request('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: u.id, email: u.email, role: 'customer', emailVerified: true });
    const s = await u.request('GET', '/api/auth/get-session');
    expect(s.status).toBe(200);
    expect(s.body!.user).toEqual({ id: u.id, email: u.email, name: 'Test User', role: 'customer', emailVerified: true });
    expect(typeof s.body!.session.id).toBe('string');
    expect(new Date(s.body!.session.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await t.visitor.request('GET', '/api/auth/get-session')).body).toBeNull();
  });

  it('a forged or altered signature, or a token alone, is no session', async () => {
    const u = await t.user();
    const value = readCookie(tokenOnly(u.cookie!), 'formulab.session_token')!;
    const [token, signature] = [value.slice(0, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const cookie of [
      `formulab.session_token=${encodeURIComponent(`${token}.${flipped}`)}`,
      `formulab.session_token=${token}`,
      `formulab.session_token=${encodeURIComponent(`${token}x.${signature}`)}`,
      'formulab.session_token=%E0%A4%A',
    ]) {
      expect((await t.as(cookie).request('GET', '/api/me')).status, cookie).toBe(401);
    }
    // the same cookie among others, in any position, still works
    expect((await t.as(`a=1; ${tokenOnly(u.cookie!)}; b=2`).request('GET', '/api/me')).status).toBe(200);
  });

  it('sign-out ends the session for reads at once (no cookie cache)', async () => {
    const u = await t.user();
    const copy = t.as(u.cookie);
    expect((await copy.request('GET', '/api/me')).status).toBe(200);
    expect((await u.request('POST', '/api/auth/sign-out', {})).status).toBe(200);
    expect((await copy.request('GET', '/api/me')).status).toBe(401);
    expect((await copy.request('GET', '/api/auth/get-session')).body).toBeNull();
  });

  it('a password change ends the other session for reads at once', async () => {
    const u = await t.user();
    const other = await t.signIn(u.email, u.password);
    expect((await other.request('GET', '/api/me')).status).toBe(200);
    const res = await u.request('POST', '/api/auth/change-password', {
      currentPassword: u.password,
      newPassword: 'Another-passw0rd',
    });
    expect(res.status).toBe(200);
    expect((await other.request('GET', '/api/me')).status).toBe(401);
  });

  it('suspension, and a role change made by SQL, hold as soon as NOTIFY arrives', async () => {
    const u = await t.user();
    expect((await u.request('GET', '/api/admin/users')).status).toBe(403);
    await q(`update users set role = 'admin' where id = $1`, [u.id]);
    await eventually(async () => (await u.request('GET', '/api/admin/users')).status === 200);
    await q(`update users set role = 'customer' where id = $1`, [u.id]);
    await eventually(async () => (await u.request('GET', '/api/admin/users')).status === 403);
    await q('update users set banned = true, ban_expires = $2 where id = $1', [u.id, new Date(Date.now() + 3600_000)]);
    await eventually(async () => (await u.request('GET', '/api/me')).status === 401);
    // a suspension that has run out no longer holds
    await q('update users set ban_expires = $2 where id = $1', [u.id, new Date(Date.now() - 1000)]);
    await eventually(async () => (await u.request('GET', '/api/me')).status === 200);
  });

  it('an expired session is none; one last extended over a day ago lives another 30 days and its cookie is re-sent', async () => {
    const u = await t.user();
    await q(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [u.id]);
    expect((await u.request('GET', '/api/me')).status).toBe(401);

    const v = await t.user();
    await q(`update sessions set expires_at = now() + interval '20 days' where user_id = $1`, [v.id]);
    const res = await v.request('GET', '/api/me');
    expect(res.status).toBe(200);
    const set = res.cookies.find((c) => c.startsWith('formulab.session_token='));
    expect(set).toMatch(new RegExp(`Max-Age=${SESSION_EXPIRES_IN_SECONDS}; Path=/; HttpOnly; SameSite=Lax$`));
    expect(set!.split(';')[0]).toBe(tokenOnly(v.cookie!));
    const [row] = await q<{ days: number }>(
      `select extract(epoch from expires_at - now()) / 86400 as days from sessions where user_id = $1`,
      [v.id],
    );
    expect(Number(row!.days)).toBeGreaterThan(29.9);
    // a fresh session is not touched
    expect((await v.request('GET', '/api/me')).cookies).toEqual([]);
  });
});

describe('the session cache', () => {
  /** Counts the session lookups the reader sends while `fn` runs. */
  async function lookups(fn: () => Promise<unknown>): Promise<number> {
    const pool = t.db.pool as unknown as { query: (...a: unknown[]) => unknown };
    const original = pool.query;
    let n = 0;
    pool.query = function (this: unknown, ...args: unknown[]) {
      if ((args[0] as { name?: string })?.name === 'formulab_session_by_token') n++;
      return original.apply(this, args);
    };
    try {
      await fn();
    } finally {
      pool.query = original;
    }
    return n;
  }
  it('reads a session once, then from memory', async () => {
    const u = await t.user();
    await eventually(async () => (await lookups(() => u.request('GET', '/api/me'))) === 0);
    expect(await lookups(async () => Promise.all([1, 2, 3].map(() => u.request('GET', '/api/me'))))).toBe(0);
  });

  it('forgets a session deleted, a user suspended or promoted behind the server’s back (psql, another instance)', async () => {
    const a = await t.user();
    const b = await t.user();
    const c = await t.user();
    for (const u of [a, b, c]) expect((await u.request('GET', '/api/me')).status).toBe(200);
    await t.db.pool.query('delete from sessions where user_id = $1', [a.id]);
    await t.db.pool.query('update users set banned = true where id = $1', [b.id]);
    await t.db.pool.query(`update users set role = 'admin' where id = $1`, [c.id]);
    await eventually(async () => (await a.request('GET', '/api/me')).status === 401);
    await eventually(async () => (await b.request('GET', '/api/me')).status === 401);
    await eventually(async () => (await c.request('GET', '/api/admin/users')).status === 200);
  });

  it('a profile change through the API is read back by the very next request', async () => {
    const u = await t.user();
    expect((await u.request('GET', '/api/me')).body.companyName).not.toBe('Cached Cosmetics');
    expect((await u.request('PATCH', '/api/me', { companyName: 'Cached Cosmetics' })).status).toBe(200);
    expect((await u.request('GET', '/api/me')).body.companyName).toBe('Cached Cosmetics');
  });
});

describe('the edge of every reply', () => {
  it('security headers and a request id on every reply; no HSTS over plain http', async () => {
    const res = await t.visitor.request('GET', '/api/ingredients?limit=1');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const page = await t.visitor.request('GET', '/ingredients');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    const again = await t.visitor.request('GET', '/api/ingredients?limit=1');
    expect(again.headers.get('x-request-id')).not.toBe(res.headers.get('x-request-id'));
  });

  it('a field outside the response schema never leaves the server', async () => {
    const u = await t.user();
    const me = await u.request('GET', '/api/me');
    expect(Object.keys(me.body).sort()).toEqual(
      [
        'businessRegistrationNumber',
        'companyName',
        'createdAt',
        'email',
        'emailVerified',
        'id',
        'marketingConsent',
        'name',
        'phone',
        'preferredLanguage',
        'privacyVersion',
        'role',
        'termsVersion',
      ].sort(),
    );
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY)', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await startTestApp({ trustProxy: true, rateLimit: { authMax: 10_000, authWindowSeconds: 60 } });
  });
  afterAll(() => p?.close());

  it('X-Forwarded-Proto: https makes session cookies Secure and adds HSTS', async () => {
    const u = await p.user();
    const https = { 'x-forwarded-proto': 'https' };
    const signIn = await p.visitor.request('POST', '/api/auth/sign-in/email', { email: u.email, password: u.password }, https);
    expect(signIn.status).toBe(200);
    const session = signIn.cookies.find((c) => c.includes('session_token='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(signIn.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    // the same request over plain http: no Secure flag, no HSTS
    const plain = await p.visitor.request('POST', '/api/auth/sign-in/email', { email: u.email, password: u.password });
    expect(plain.cookies.find((c) => c.includes('session_token='))).not.toMatch(/;\s*Secure/i);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
