import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { AppError } from '../errors.ts';
import { prependRouteHook } from './route-hooks.ts';

/** Where better-auth redirects the browser to, in a query or a JSON body. */
const REDIRECT_KEYS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/**
 * better-auth redirects to the `callbackURL` of its e-mail links (verify-email, reset-password) as
 * given: another site's address made `/api/auth/…` an open redirect, and a value that is neither a
 * path nor a URL (`x`, `~a`) made it fail with a 500. Every redirect target sent to /api/auth/* must
 * be a path of this site (`/dashboard`, not `//host`) or a URL on one of its origins (PUBLIC_URL,
 * TRUSTED_ORIGINS); anything else is a 400 field error.
 */
export function registerRedirectGuard(app: FastifyInstance, siteOrigins: string[]): void {
  const origins = new Set(siteOrigins.map((o) => new URL(o).origin));
  const guard: preValidationHookHandler = (request, _reply, done) => {
    for (const part of [request.query, request.body]) {
      if (!part || typeof part !== 'object') continue;
      for (const key of REDIRECT_KEYS) {
        const value = (part as Record<string, unknown>)[key];
        if (value !== undefined && !isOwnTarget(value, origins)) {
          return done(new AppError(400, 'VALIDATION', `${key} must be a path of this site`, { [key]: 'errors.invalidValue' }));
        }
      }
    }
    done();
  };
  // only on the routes under /api/auth/ (better-auth's): every other request skips it
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/auth/')) prependRouteHook(route, 'preValidation', guard);
  });
}

function isOwnTarget(value: unknown, origins: Set<string>): boolean {
  if (typeof value !== 'string' || value.length > 2000) return false;
  // a browser drops tabs and newlines from a URL, so `/\t/host` would be `//host`
  // eslint-disable-next-line no-control-regex
  if (/^\/(?![/\\])/.test(value)) return !/[\u0000-\u001f\\]/.test(value);
  try {
    return origins.has(new URL(value).origin);
  } catch {
    return false;
  }
}
