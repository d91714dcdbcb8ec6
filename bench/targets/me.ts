import type { Target } from '../lib/autocannon.ts';
import { signInDemoCustomer, type FormulabServer } from '../lib/formulab.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo.ts';

const CACHE_COOKIE = 'formulab.session_data';

/**
 * GET /api/me as the demo customer. The session is resolved by better-auth on every call: from the
 * signed `session_data` cookie while the server's cookie cache is on (and the cookie is fresh),
 * otherwise from the database. Signs in right before the run, so the cache cookie is fresh for it.
 */
export function meTarget(server: FormulabServer): Target {
  const cached = server.config.sessionCookieCacheSeconds > 0;
  return {
    name: cached ? 'GET /api/me (cookie cache)' : 'GET /api/me (no cookie cache)',
    description: cached
      ? `signed-in customer; session read from the signed cookie cache (${server.config.sessionCookieCacheSeconds} s), profile from PostgreSQL`
      : 'signed-in customer; session looked up in PostgreSQL on every call (SESSION_COOKIE_CACHE_SECONDS=0), profile from PostgreSQL',
    url: `${server.url}/api/me`,
    async prepare() {
      const { cookie, names } = await signInDemoCustomer(server);
      if (cached !== names.includes(CACHE_COOKIE)) {
        throw new Error(`expected ${cached ? 'a' : 'no'} ${CACHE_COOKIE} cookie after sign-in, got: ${names.join(', ')}`);
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
