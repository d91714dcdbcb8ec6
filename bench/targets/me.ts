import type { Target } from '../lib/measure.ts';
import { signInDemoCustomer, type FormulabServer } from '../lib/formulab.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo.ts';

const CACHE_COOKIE = 'formulab.session_data';

/** Whether the server keeps the session in a signed cookie cache: a sign-in then sets that cookie. */
export async function hasSessionCookieCache(server: FormulabServer): Promise<boolean> {
  return (await signInDemoCustomer(server)).names.includes(CACHE_COOKIE);
}

/**
 * GET /api/me as the demo customer. `cookieCache`: the server reads the session from the signed
 * `session_data` cookie while it is fresh (true), looks it up in the database on every call because
 * the cache is off (false, SESSION_COOKIE_CACHE_SECONDS=0), or has no cookie cache at all (undefined:
 * one row, named plainly). Signs in right before the run, so a cache cookie is fresh for it.
 */
export function meTarget(server: FormulabServer, cookieCache?: boolean): Target {
  const seconds = server.config.sessionCookieCacheSeconds;
  return {
    name:
      cookieCache === undefined ? 'GET /api/me' : cookieCache ? 'GET /api/me (cookie cache)' : 'GET /api/me (no cookie cache)',
    description:
      cookieCache === undefined
        ? 'signed-in customer; session and profile as the server resolves them'
        : cookieCache
          ? `signed-in customer; session read from the signed cookie cache (${seconds} s), profile from PostgreSQL`
          : 'signed-in customer; session looked up in PostgreSQL on every call (SESSION_COOKIE_CACHE_SECONDS=0), profile from PostgreSQL',
    url: `${server.url}/api/me`,
    server,
    async prepare() {
      const { cookie, names } = await signInDemoCustomer(server);
      if (cookieCache !== undefined && cookieCache !== names.includes(CACHE_COOKIE)) {
        throw new Error(`expected ${cookieCache ? 'a' : 'no'} ${CACHE_COOKIE} cookie after sign-in, got: ${names.join(', ')}`);
      }
      return { cookie };
    },
    async check(response) {
      const body = await response.text();
      if (response.status !== 200 || !body.includes(DEMO_ACCOUNTS.customer.email)) {
        throw new Error(`/api/me answered ${response.status} ${body}`);
      }
    },
  };
}
