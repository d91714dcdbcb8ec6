import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Same-origin check on every state-changing call: one that carries a cookie must come with an
 * `Origin` (or `Referer`) of this site — the browser always sends it, another site cannot forge it;
 * cookies are also SameSite=Lax. A call without cookies (a script) may omit it, but one that names
 * another site's origin is refused too, so no page elsewhere can sign someone in to an account of its
 * choosing or send a form in their name. `trusted` says which origins are this site's (config
 * PUBLIC_URL / TRUSTED_ORIGINS, and local addresses in development — see auth.ts).
 */
export function registerCsrfProtection(app: FastifyInstance, trusted: (origin: string) => boolean): void {
  // a callback hook, not an async one: no promise per request for a check that never waits
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE.has(request.method)) return done();
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (!origin && !request.headers.cookie) return done();
    const host = request.headers.host;
    const sameHost = origin && host && (origin === `http://${host}` || origin === `https://${host}`);
    if (!origin || (!sameHost && !trusted(origin))) return done(new AppError(403, 'CSRF', 'Cross-site request refused'));
    done();
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
