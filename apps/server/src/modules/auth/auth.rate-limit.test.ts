import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { signUpBody } from './auth.test-utils.ts';

const LIMIT = { authMax: 3, authWindowSeconds: 60 };

const ENDPOINTS = [
  { path: '/api/auth/sign-in/email', body: (n: number) => ({ email: `nobody-${n}@example.com`, password: 'Wrong-passw0rd' }) },
  { path: '/api/auth/sign-up/email', body: (n: number) => signUpBody({ email: `rl-${n}-${Date.now()}@example.com` }) },
  {
    path: '/api/auth/request-password-reset',
    body: (n: number) => ({ email: `nobody-${n}@example.com`, redirectTo: '/reset-password' }),
  },
] as const;

describe('auth rate limits, no trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimit: LIMIT, trustProxy: false });
  });
  afterAll(() => t?.close());

  it.each(ENDPOINTS)('$path: the 4th attempt in the window is refused, whatever X-Forwarded-For says', async ({ path, body }) => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const res = await t.visitor.request('POST', path, body(i), {
        'x-forwarded-for': `198.51.100.${i}`,
        // the header our bridge uses internally: a client sending it must not be believed either
        'x-formulab-client-ip': `192.0.2.${i}`,
      });
      statuses.push(res.status);
      if (i === 4) expect(res.body.code).toBe('RATE_LIMITED');
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('a refused sign-up creates no account and a refused reset sends no mail', async () => {
    const { rows: users } = await t.db.pool.query('select email from users');
    // only the three sign-ups let through above exist
    expect(users).toHaveLength(3);
    const { rows: mails } = await t.db.pool.query(`select "to" from mail_outbox where kind = 'reset'`);
    expect(mails).toHaveLength(0); // unknown addresses: nothing to send, and the 4th never ran
  });

  it('the limit is per endpoint: sign-in being exhausted does not block reading the session', async () => {
    const res = await t.visitor.request('GET', '/api/auth/get-session');
    expect(res.status).toBe(200);
  });
});

describe('auth rate limits behind a trusted proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimit: LIMIT, trustProxy: true });
  });
  afterAll(() => t?.close());

  const signIn = (ip: string, n: number) =>
    t.visitor.request('POST', '/api/auth/sign-in/email', ENDPOINTS[0].body(n), { 'x-forwarded-for': ip });

  it("honours the proxy's X-Forwarded-For: each client address has its own bucket", async () => {
    for (let i = 1; i <= 3; i++) expect((await signIn('203.0.113.7', i)).status).toBe(401);
    const limited = await signIn('203.0.113.7', 4);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');

    // another client behind the same proxy is not affected
    const other = await signIn('203.0.113.8', 5);
    expect(other.status).toBe(401);
    expect(other.body.code).toBe('INVALID_CREDENTIALS');

    const { rows } = await t.db.pool.query<{ key: string }>('select key from rate_limits');
    expect(rows.some((r) => r.key.includes('203.0.113.7'))).toBe(true);
    expect(rows.some((r) => r.key.includes('203.0.113.8'))).toBe(true);
  });

  it('the session records the forwarded client address', async () => {
    const u = await t.user();
    const res = await t.visitor.request(
      'POST',
      '/api/auth/sign-in/email',
      { email: u.email, password: u.password },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(res.status).toBe(200);
    const { rows } = await t.db.pool.query('select ip_address from sessions where user_id = $1', [u.id]);
    expect(rows.map((r) => r.ip_address)).toContain('203.0.113.9');
  });
});
