import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, startTestApp, type TestApp } from '../../test/harness.ts';
import { accountHelpers, applySetCookie, tokenOnly, uniqueEmail } from './auth.test-utils.ts';

// Sign-up, sign-in, sign-out, e-mail verification, policy consent. Password flows, suspension, CSRF
// and the profile are in auth.account.test.ts; rate limits in auth.rate-limit.test.ts.
let t: TestApp;
// every request here comes from 127.0.0.1: lift the auth limits (auth.rate-limit.test.ts covers them)
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { authMax: 10_000, authWindowSeconds: 60 } });
});
afterAll(() => t?.close());
const { q, userCount, mailCount, userRow, sessionCount, mailedLink, signUp } = accountHelpers(() => t);

describe('sign-up', () => {
  it('creates a customer with the accepted policy versions, signs in and mails a verification link', async () => {
    const before = Date.now();
    const email = uniqueEmail('kim.minji');
    const { res, caller } = await signUp({
      email: `  ${email.toUpperCase()} `,
      businessRegistrationNumber: '220 81 62517',
      callbackURL: '/dashboard',
    });
    expect(res.status).toBe(200);
    expect(res.cookies.join()).toContain('formulab.session_token=');
    expect(res.cookies.join()).toMatch(/HttpOnly/);

    const row = await userRow(email);
    expect(row).toMatchObject({
      role: 'customer',
      banned: false,
      email_verified: false,
      terms_version: 1,
      privacy_version: 1,
      company_name: '온담 코스메틱',
      business_registration_number: '2208162517',
      preferred_language: 'en',
      image: null,
    });
    expect(row.consented_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await mailedLink(email, 'verify')).toMatch(/^\/api\/auth\/verify-email\?token=.+&callbackURL=%2Fdashboard$/);

    const me = await caller.request('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, role: 'customer', termsVersion: 1, privacyVersion: 1, emailVerified: false });
  });

  it('stores an empty business registration number as none', async () => {
    const { res, body } = await signUp({ businessRegistrationNumber: '' });
    expect(res.status).toBe(200);
    expect((await userRow(body.email)).business_registration_number).toBeNull();
  });

  it.each([
    ['email', 'not-an-email'],
    ['email', undefined],
    ['password', 'short1'],
    ['password', 'no-digits-here'],
    ['name', ''],
    ['name', 'n'.repeat(81)],
    ['companyName', '   '],
    ['phone', 'call me maybe'],
    ['businessRegistrationNumber', '220-81-62518'],
    ['preferredLanguage', 'fr'],
    ['termsVersion', undefined],
    ['privacyVersion', 0],
    ['acceptTerms', false],
    ['acceptPrivacy', undefined],
    ['marketingConsent', 'yes'],
  ])('refuses %s = %j with a field error and writes nothing', async (field, value) => {
    const users = await userCount();
    const mails = await mailCount();
    const { res } = await signUp({ [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields[field]).toMatch(/^errors\./);
    expect(res.cookies.join()).not.toMatch(/session_token=[^;]/);
    expect(await userCount()).toBe(users);
    expect(await mailCount()).toBe(mails);
  });

  it.each([
    ['role', 'admin'],
    ['emailVerified', true],
    ['image', 'javascript:alert(1)'],
    ['banned', false],
  ])('refuses the unknown key %s: no admin, nothing written', async (key, value) => {
    const users = await userCount();
    const admins = (await q(`select id from users where role = 'admin'`)).length;
    const { res, body } = await signUp({ [key]: value });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(await userCount()).toBe(users);
    expect(await userRow(body.email)).toBeUndefined();
    expect((await q(`select id from users where role = 'admin'`)).length).toBe(admins);
  });

  it('refuses an e-mail already taken, whatever its case', async () => {
    const { res: first, body } = await signUp();
    expect(first.status).toBe(200);
    const users = await userCount();
    const { res } = await signUp({ email: body.email.toUpperCase(), name: 'Someone else' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe('EMAIL_TAKEN');
    expect(await userCount()).toBe(users);
    expect((await userRow(body.email)).name).toBe('김민지');
  });

  it('refuses consent to a policy version that is not the current one', async () => {
    const users = await userCount();
    for (const over of [{ termsVersion: 2 }, { privacyVersion: 3 }]) {
      const { res } = await signUp(over);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('POLICY_OUTDATED');
    }
    expect(await userCount()).toBe(users);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password, whatever the e-mail case', async () => {
    const u = await t.user();
    const res = await t.visitor.request('POST', '/api/auth/sign-in/email', {
      email: u.email.toUpperCase(),
      password: u.password,
    });
    expect(res.status).toBe(200);
    const me = await t.as(cookieHeader(res.cookies)).request('GET', '/api/me');
    expect(me.body.id).toBe(u.id);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const u = await t.user();
    const wrong = await t.visitor.request('POST', '/api/auth/sign-in/email', { email: u.email, password: 'Wrong-passw0rd' });
    const unknown = await t.visitor.request('POST', '/api/auth/sign-in/email', {
      email: uniqueEmail('ghost'),
      password: 'Wrong-passw0rd',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
      expect(res.cookies.join()).not.toMatch(/session_token=[^;]/); // no session
    }
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the sign-in form', async () => {
    const res = await t.visitor.request('POST', '/api/auth/sign-in/email', { email: 'nope', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: 'errors.email', password: 'errors.required' });
  });

  it('sign-out ends the session in the database, not only in the browser', async () => {
    const u = await t.user();
    expect(await sessionCount(u.id)).toBe(1);
    const out = await u.request('POST', '/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect(await sessionCount(u.id)).toBe(0);
    // the browser drops its cookies …
    const browser = t.as(applySetCookie(u.cookie!, out.cookies));
    expect((await browser.request('GET', '/api/me')).status).toBe(401);
    // … and a replayed session token is dead too
    expect((await t.as(tokenOnly(u.cookie!)).request('GET', '/api/me')).status).toBe(401);
    // a replayed full cookie (with the signed read cache) cannot change anything
    expect((await u.request('PATCH', '/api/me', { name: 'Ghost' })).status).toBe(401);
    expect((await userRow(u.email)).name).toBe('Test User');
  });
});

describe('e-mail verification', () => {
  it('the mailed link verifies the address and redirects to the callback', async () => {
    const { res, body } = await signUp({ callbackURL: '/dashboard' });
    expect(res.status).toBe(200);
    const link = await mailedLink(body.email, 'verify');
    const visit = await t.visitor.request('GET', link);
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('/dashboard');
    expect((await userRow(body.email)).email_verified).toBe(true);
  });

  it('a forged token verifies nothing', async () => {
    const { body } = await signUp({ callbackURL: '/dashboard' });
    const link = await mailedLink(body.email, 'verify');
    const forged = link.replace(/token=([^.&]+)\.([^.&]+)\.([^&]+)/, (_m, h, p) => `token=${h}.${p}.${'A'.repeat(43)}`);
    const visit = await t.visitor.request('GET', forged);
    expect(visit.headers.get('location') ?? '').toMatch(/error=/);
    expect((await userRow(body.email)).email_verified).toBe(false);
  });
});

describe('policy changes', () => {
  it('once a new terms version is in force, consent to the old one is outdated', async () => {
    await q(
      `insert into policies (kind, version, effective_at, title_ko, title_en, body_ko, body_en)
       values ('terms', 2, now() - interval '1 minute', '약관 v2', 'Terms v2', '본문', 'Body')`,
    );
    const old = await signUp({ termsVersion: 1 });
    expect(old.res.status).toBe(409);
    expect(old.res.body.code).toBe('POLICY_OUTDATED');
    const current = await signUp({ termsVersion: 2 });
    expect(current.res.status).toBe(200);
    expect((await userRow(current.body.email)).terms_version).toBe(2);
  });
});
