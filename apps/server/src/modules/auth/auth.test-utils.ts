/** Helpers shared by the account tests (not a test file itself). */
import crypto from 'node:crypto';
import { expect } from 'vitest';
import { cookieHeader, type TestApp } from '../../test/harness.ts';

export const uniqueEmail = (tag = 'new') => `${tag}-${crypto.randomBytes(4).toString('hex')}@example.com`;

/** A complete, valid sign-up form (as the web app sends it), with overrides. */
export const signUpBody = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'Passw0rd-new',
  name: '김민지',
  companyName: '온담 코스메틱',
  phone: '010-1234-5678',
  businessRegistrationNumber: '',
  preferredLanguage: 'en',
  termsVersion: 1,
  privacyVersion: 1,
  acceptTerms: true,
  acceptPrivacy: true,
  marketingConsent: false,
  ...over,
});

/** What a browser would hold after applying these Set-Cookie headers to its cookie jar. */
export function applySetCookie(cookie: string, setCookies: string[]): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.split('=')[0]!, c] as const),
  );
  for (const sc of setCookies) {
    const pair = sc.split(';')[0]!;
    const name = pair.split('=')[0]!;
    if (pair.endsWith('=') || /max-age=0/i.test(sc)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** Only the session token of a Cookie header: a session replayed without the signed read cache. */
export const tokenOnly = (cookie: string) => cookie.split('; ').find((c) => c.startsWith('formulab.session_token='))!;

/** Database look-ups and HTTP shortcuts bound to one test app. */
export function accountHelpers(t: () => TestApp) {
  const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await t().db.pool.query(sql, params)).rows as T[];
  const count = async (sql: string, params: unknown[] = []) => (await q(sql, params)).length;
  return {
    q,
    userCount: () => count('select id from users'),
    mailCount: () => count('select id from mail_outbox'),
    userRow: async (email: string) => (await q('select * from users where email = $1', [email]))[0],
    sessionCount: (userId: string) => count('select id from sessions where user_id = $1', [userId]),

    /** The link in the newest mail of this kind to this address, as a same-origin path. */
    async mailedLink(to: string, kind: 'verify' | 'reset'): Promise<string> {
      const [mail] = await q<{ text: string; status: string }>(
        'select text, status from mail_outbox where "to" = $1 and kind = $2 order by id desc limit 1',
        [to, kind],
      );
      expect(mail, `a ${kind} mail to ${to}`).toBeDefined();
      expect(mail!.status).toBe('kept'); // no SMTP in tests: the outbox keeps it
      const url = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
      expect(url.origin).toBe(t().url);
      return url.pathname + url.search;
    },

    async signUp(over: Record<string, unknown> = {}) {
      const body = signUpBody(over);
      const res = await t().visitor.request('POST', '/api/auth/sign-up/email', body);
      return { res, body, caller: t().as(cookieHeader(res.cookies)) };
    },

    signInRequest: (email: string, password: string) =>
      t().visitor.request('POST', '/api/auth/sign-in/email', { email, password }),
  };
}
