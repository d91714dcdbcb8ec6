import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../modules/auth/auth.table.ts';
import type { Auth } from '../modules/auth/auth.ts';
import { AppError } from '../errors.ts';

/**
 * Every route declares who may call it in `config.access`:
 * - `public`  anyone;
 * - `user`    any signed-in user;
 * - `owner`   a signed-in user, and the service answers 404 for records that are not theirs;
 * - `admin`   a signed-in user whose `users.role` (read from the database, never the cookie) is admin.
 * A route without a rule refuses to register, and the authorization-matrix test calls every route
 * as visitor, customer and admin against its rule.
 */
export type Access = 'public' | 'user' | 'owner' | 'admin';
export type SessionUser = { id: string; email: string; name: string; role: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request. */
    currentUser(): Promise<SessionUser | null>;
    /** The signed-in user or a 401. */
    requireUser(): Promise<SessionUser>;
  }
  interface FastifyInstance {
    routeRules: Map<string, Access>;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerAccessControl(app: FastifyInstance, auth: Auth, db: Db): void {
  const rules = new Map<string, Access>();
  app.decorate('routeRules', rules);

  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.every((m) => m === 'HEAD'))) return;
    // the OpenAPI UI's own routes are public documentation
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) throw new Error(`Route ${methods.join(',')} ${route.url} has no access rule (config.access)`);
    if (route.url.startsWith('/api/admin') && access !== 'admin') {
      throw new Error(`Route ${route.url} is under /api/admin but its access is '${access}'`);
    }
    for (const m of methods) if (m !== 'HEAD') rules.set(`${m} ${route.url}`, access);
  });

  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let p = cache.get(this);
    if (!p) {
      p = resolveSession(auth, this);
      cache.set(this, p);
    }
    return p;
  });
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.currentUser();
    if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Sign in first');
    return user;
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const user = await request.currentUser();
    if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Sign in first');
    if (access === 'admin') {
      const [row] = await db.select({ role: users.role, banned: users.banned }).from(users).where(eq(users.id, user.id));
      if (!row || row.banned) throw new AppError(401, 'UNAUTHENTICATED', 'Sign in first');
      if (row.role !== 'admin') throw new AppError(403, 'FORBIDDEN', 'Staff only');
    }
  });
}

async function resolveSession(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  if (!request.headers.cookie?.includes('formulab.session_token')) return null;
  const result = await auth.api.getSession({
    headers: toHeaders(request),
    // Reads may use the signed cookie cache; anything that changes state checks the database,
    // so a suspended user or a signed-out session cannot change anything.
    query: { disableCookieCache: STATE_CHANGING.has(request.method) },
  });
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string | null; banned?: boolean | null };
  if (u.banned) return null;
  return { id: u.id, email: u.email, name: u.name, role: u.role ?? 'customer' };
}

/** Request headers as a Fetch `Headers`, for better-auth. */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (v === undefined) continue;
    headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  return headers;
}
