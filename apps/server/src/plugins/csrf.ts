import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Same-origin check on every state-changing call that carries a cookie: the browser always sends
 * `Origin` on such requests, and another site cannot forge it. Cookies are also SameSite=Lax.
 * Calls without cookies (scripts, tests with bearer-less bodies) have no ambient authority to abuse.
 */
export function registerCsrfProtection(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    if (!request.headers.cookie) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    const host = request.headers.host;
    const sameHost = origin && host && (origin === `http://${host}` || origin === `https://${host}`);
    if (!origin || (!allowed.has(origin) && !sameHost)) {
      throw new AppError(403, 'CSRF', 'Cross-site request refused');
    }
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
