/**
 * better-auth's e-mail links redirect to their `callbackURL`: only paths of this site (or URLs on it)
 * are accepted — another site's address is not an open redirect, and a malformed one is a 400, not a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const refused = (field: string) => ({
  code: 'VALIDATION',
  message: expect.any(String),
  fields: { [field]: 'errors.invalidValue' },
});
const q = encodeURIComponent;

describe('redirect targets of /api/auth', () => {
  const FOREIGN = [
    'http://evil.example',
    'https://evil.example/dashboard',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'x',
    '~a',
    '🧴',
    'javascript:alert(1)',
  ];

  it('the e-mail links refuse a target that is not on this site', async () => {
    for (const target of FOREIGN) {
      for (const url of [
        `/api/auth/verify-email?token=abc&callbackURL=${q(target)}`,
        `/api/auth/reset-password/abc?callbackURL=${q(target)}`,
      ]) {
        const res = await t.visitor.request('GET', url);
        expect(res.status, url).toBe(400);
        expect(res.body, url).toEqual(refused('callbackURL'));
        expect(res.headers.get('location'), url).toBeNull();
      }
    }
  });

  it('a path of this site, or a URL on it, still redirects there', async () => {
    for (const target of ['/dashboard', `${t.url}/reset-password`]) {
      const res = await t.visitor.request('GET', `/api/auth/reset-password/abc?callbackURL=${q(target)}`);
      expect(res.status, target).toBe(302);
      expect(new URL(res.headers.get('location')!, t.url).origin).toBe(t.url);
    }
    const verify = await t.visitor.request('GET', `/api/auth/verify-email?token=abc&callbackURL=${q('/dashboard')}`);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toMatch(/^\/dashboard\?error=/);
  });

  it('the JSON forms are held to the same rule', async () => {
    const u = await t.user();
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/auth/request-password-reset', { email: u.email, redirectTo: 'https://evil.example/reset' }, 'redirectTo'],
      ['/api/auth/send-verification-email', { email: u.email, callbackURL: '//evil.example' }, 'callbackURL'],
      ['/api/auth/sign-in/email', { email: u.email, password: u.password, callbackURL: 'x' }, 'callbackURL'],
    ];
    for (const [url, body, field] of cases) {
      const res = await t.visitor.request('POST', url, body);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual(refused(field));
    }
    const ok = await t.visitor.request('POST', '/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/reset-password',
    });
    expect(ok.status).toBe(200);
  });
});
