import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp, invalid } from '../../test/harness.ts';
import { accountHelpers, applySetCookie, tokenOnly, uniqueEmail } from './auth.test-utils.ts';

// Password reset and change, suspension, CSRF, the profile (PATCH /api/me) and the better-auth
// endpoints that stay closed over HTTP.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { authMax: 10_000, authWindowSeconds: 60 } });
});
afterAll(() => t?.close());
const { q, userRow, sessionCount, mailedLink, signInRequest } = accountHelpers(() => t);

describe('password reset', () => {
  const request = (email: string) =>
    t.visitor.request('POST', '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });

  it('mails a link that leads to /reset-password?token=…; the new password replaces the old and ends every session', async () => {
    const u = await t.user();
    const other = await t.signIn(u.email, u.password);
    expect(await sessionCount(u.id)).toBe(2);

    expect((await request(u.email)).status).toBe(200);
    const link = await mailedLink(u.email, 'reset');
    const visit = await t.visitor.request('GET', link);
    expect(visit.status).toBe(302);
    const target = new URL(visit.headers.get('location')!, t.url);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const weak = await t.visitor.request('POST', '/api/auth/reset-password', { token, newPassword: 'weakweak' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.newPassword).toBe('errors.passwordWeak');

    const reset = await t.visitor.request('POST', '/api/auth/reset-password', { token, newPassword: 'Brand-new-passw0rd' });
    expect(reset.status).toBe(200);
    expect(await sessionCount(u.id)).toBe(0);
    for (const c of [u, other]) expect((await c.request('PATCH', '/api/me', { name: 'X' })).status).toBe(401);

    const old = await signInRequest(u.email, u.password);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('INVALID_CREDENTIALS');
    await expect(t.signIn(u.email, 'Brand-new-passw0rd')).resolves.toBeDefined();

    // a token works once
    const again = await t.visitor.request('POST', '/api/auth/reset-password', { token, newPassword: 'Another-passw0rd' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const u = await t.user();
    const known = await request(u.email);
    const ghost = uniqueEmail('ghost');
    const unknown = await request(ghost);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await q('select id from mail_outbox where "to" = $1', [ghost])).toHaveLength(0);
  });

  it('refuses a made-up token', async () => {
    const res = await t.visitor.request('POST', '/api/auth/reset-password', {
      token: 'made-up-token',
      newPassword: 'Brand-new-passw0rd',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_TOKEN');
  });
});

describe('change password', () => {
  it('refuses a wrong current password or a weak new one, and changes nothing', async () => {
    const u = await t.user();
    const res = await u.request('POST', '/api/auth/change-password', {
      currentPassword: 'Wrong-passw0rd',
      newPassword: 'Brand-new-passw0rd',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WRONG_PASSWORD');
    const weak = await u.request('POST', '/api/auth/change-password', { currentPassword: u.password, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ newPassword: 'errors.passwordTooShort' });
    await expect(t.signIn(u.email, u.password)).resolves.toBeDefined();
  });

  it('ends the other sessions and keeps the calling one', async () => {
    const u = await t.user();
    const laptop = await t.signIn(u.email, u.password);
    const res = await u.request('POST', '/api/auth/change-password', {
      currentPassword: u.password,
      newPassword: 'Brand-new-passw0rd',
    });
    expect(res.status).toBe(200);
    // better-auth may rotate the calling session's cookie; a browser applies it
    const current = t.as(applySetCookie(u.cookie!, res.cookies));
    expect((await current.request('PATCH', '/api/me', { name: 'Still me' })).status).toBe(200);
    expect((await laptop.request('PATCH', '/api/me', { name: 'Laptop' })).status).toBe(401);
    expect(await sessionCount(u.id)).toBe(1);
    expect((await signInRequest(u.email, u.password)).status).toBe(401);
    await expect(t.signIn(u.email, 'Brand-new-passw0rd')).resolves.toBeDefined();
  });
});

describe('suspension', () => {
  it('a suspended user cannot sign in, and their session can no longer change anything', async () => {
    const u = await t.user();
    await q('update users set banned = true where id = $1', [u.id]);
    const res = await signInRequest(u.email, u.password);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUSPENDED');
    expect(res.cookies.join()).not.toMatch(/session_token=[^;]/);
    const patch = await u.request('PATCH', '/api/me', { name: 'Suspended' });
    expect(patch.status).toBe(401);
    expect((await userRow(u.email)).name).toBe('Test User');
    // reads end at once too (no cookie cache, decision 0006)
    expect((await t.as(tokenOnly(u.cookie!)).request('GET', '/api/me')).status).toBe(401);
  });

  it('a suspended admin loses staff access at once, better-auth admin endpoints included', async () => {
    const admin = await t.user({ role: 'admin' });
    const victim = await t.user();
    expect((await admin.request('GET', '/api/admin/users')).status).toBe(200);
    await q('update users set banned = true where id = $1', [admin.id]);
    expect((await t.as(tokenOnly(admin.cookie!)).request('GET', '/api/admin/users')).status).toBe(401);
    // better-auth's own admin API would trust the session: it is not reachable over HTTP at all
    const list = await admin.request('GET', '/api/auth/admin/list-users');
    expect(list.status).toBe(404);
    expect(JSON.stringify(list.body)).not.toContain(victim.email);
    for (const [path, body] of [
      ['/api/auth/admin/unban-user', { userId: admin.id }],
      ['/api/auth/admin/set-role', { userId: victim.id, role: 'admin' }],
      ['/api/auth/admin/ban-user', { userId: victim.id }],
    ] as const) {
      expect((await admin.request('POST', path, body)).status).toBe(404);
    }
    expect(await userRow(admin.email)).toMatchObject({ banned: true, role: 'admin' });
    expect(await userRow(victim.email)).toMatchObject({ banned: false, role: 'customer' });
  });
});

describe('better-auth endpoints closed over HTTP', () => {
  let customer: Caller & { email: string };
  let admin: Caller & { id: string; email: string };
  beforeAll(async () => {
    [customer, admin] = await Promise.all([t.user(), t.user({ role: 'admin' })]);
  });

  it.each([
    '/api/auth/update-user',
    '/api/auth/update-user/',
    '/api/auth//update-user',
    '/api/auth/Update-User',
    '/api/auth/%75pdate-user',
  ])('POST %s cannot bypass the profile rules', async (path) => {
    const before = await userRow(customer.email);
    const res = await customer.request('POST', path, {
      phone: 'not a phone',
      termsVersion: 99,
      image: 'javascript:alert(1)',
      companyName: '',
    });
    expect(res.status).toBe(404);
    expect(await userRow(customer.email)).toEqual(before);
  });

  it.each([
    '/api/auth/admin/list-users',
    '/api/auth/admin/set-role',
    '/api/auth/Admin/set-role',
    '/api/auth/%61dmin/create-user',
  ])('%s is closed, even to an admin (staff routes live under /api/admin)', async (path) => {
    const users = (await q('select id from users')).length;
    const res = await admin.request('POST', path, {
      userId: admin.id,
      role: 'customer',
      email: uniqueEmail(),
      password: 'Passw0rd-x',
      name: 'x',
    });
    expect(res.status).toBe(404);
    expect((await userRow(admin.email)).role).toBe('admin');
    expect((await q('select id from users')).length).toBe(users);
  });
});

describe('CSRF and PATCH /api/me', () => {
  let u: Caller & { id: string; email: string };
  beforeAll(async () => {
    u = await t.user();
  });

  it('refuses a state change with the cookie from another origin, or with no origin', async () => {
    const evil = await u.request('PATCH', '/api/me', { name: 'Evil' }, { origin: 'http://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body.code).toBe('CSRF');
    // without Origin (fetch sends none here), the Referer decides; with neither, refused
    const noOrigin = (headers: Record<string, string>) =>
      fetch(`${t.url}/api/me`, {
        method: 'PATCH',
        headers: { cookie: u.cookie!, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'Via referer' }),
      });
    expect((await noOrigin({})).status).toBe(403);
    expect((await noOrigin({ referer: 'http://evil.example/page' })).status).toBe(403);
    expect((await userRow(u.email)).name).toBe('Test User');
    expect((await noOrigin({ referer: `${t.url}/account-settings` })).status).toBe(200);
    expect((await userRow(u.email)).name).toBe('Via referer');
  });

  it('refuses unknown keys and bad fields, changing nothing', async () => {
    const before = await userRow(u.email);
    const role = await u.request('PATCH', '/api/me', invalid({ name: 'Boss', role: 'admin' }));
    expect(role.status).toBe(400);
    expect(role.body.code).toBe('VALIDATION');
    const phone = await u.request('PATCH', '/api/me', { name: 'Kim', phone: 'not a phone' });
    expect(phone.status).toBe(400);
    expect(phone.body.fields).toEqual({ phone: 'errors.phone' });
    for (const bad of [{ businessRegistrationNumber: '1234567890' }, { preferredLanguage: 'de' }, { companyName: '' }]) {
      const res = await u.request('PATCH', '/api/me', invalid(bad));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(Object.keys(bad));
    }
    expect(await userRow(u.email)).toEqual(before);
  });

  it('updates the allowed fields', async () => {
    const res = await u.request('PATCH', '/api/me', {
      name: ' 박서준 ',
      phone: '+82 10 9876 5432',
      businessRegistrationNumber: '124-81-00998',
      preferredLanguage: 'en',
      marketingConsent: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: '박서준',
      businessRegistrationNumber: '1248100998',
      preferredLanguage: 'en',
      role: 'customer',
    });
    expect(await userRow(u.email)).toMatchObject({
      name: '박서준',
      phone: '+82 10 9876 5432',
      marketing_consent: true,
      role: 'customer',
    });
    const cleared = await u.request('PATCH', '/api/me', { businessRegistrationNumber: '' });
    expect(cleared.body.businessRegistrationNumber).toBeNull();
  });

  it('a visitor cannot read or change a profile', async () => {
    expect((await t.visitor.request('GET', '/api/me')).status).toBe(401);
    expect((await t.visitor.request('PATCH', '/api/me', { name: 'X' })).status).toBe(401);
  });
});
