import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { sessionCookieHeader, type ResolvedSession, type SessionReader, type SessionUser } from '../modules/auth/session.ts';
import { AppError } from '../errors.ts';
import { prependRouteHook, routeMethods } from './route-hooks.ts';

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

/** Where a request keeps its session read (`currentSession()`), once started. */
const SESSION_READ: unique symbol = Symbol('sessionRead');
export type { SessionUser };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route sends something to staff (a sample request, a quote, an order, an inquiry …): the
     * caller's e-mail must be confirmed, or the answer is 403 EMAIL_NOT_VERIFIED. An unconfirmed
     * account can still browse and compose recipes.
     */
    verified?: boolean;
  }
  interface FastifyRequest {
    /**
     * The signed-in user on routes whose access is `user`, `owner` or `admin` (set by the access hook
     * before the handler runs); null on public routes until `currentUser()` is awaited.
     */
    user: SessionUser | null;
    /** The signed-in user, or null; resolved once per request (one indexed lookup). */
    currentUser(): Promise<SessionUser | null>;
    /** The session itself (id, expiry) with its user, or null. */
    currentSession(): Promise<ResolvedSession | null>;
    /** The signed-in user or a 401. */
    requireUser(): Promise<SessionUser>;
    [SESSION_READ]: Promise<ResolvedSession | null> | null;
  }
  interface FastifyInstance {
    routeRules: Map<string, Access>;
  }
}

export function registerAccessControl(app: FastifyInstance, sessions: SessionReader): void {
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

  app.decorateRequest('user', null);
  // the request's session read, on the request itself: a WeakMap entry per request cost a measurable
  // share of a signed-in request's CPU (an ephemeron for the collector to trace)
  app.decorateRequest(SESSION_READ, null);
  app.decorateRequest('currentSession', function (this: FastifyRequest) {
    return (this[SESSION_READ] ??= sessions.read(this.headers.cookie).then((s) => {
      this.user = s?.user ?? null;
      return s;
    }));
  });
  app.decorateRequest('currentUser', async function (this: FastifyRequest) {
    return (await this.currentSession())?.user ?? null;
  });
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.currentUser();
    if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Sign in first');
    return user;
  });

  // a callback hook: a public route (most requests) passes without a promise
  app.addHook('onRequest', (request, reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return done();
    request.currentSession().then((session) => {
      if (!session) return done(new AppError(401, 'UNAUTHENTICATED', 'Sign in first'));
      // role and suspension come from `users` in the same statement as the session: never from the cookie
      if (access === 'admin' && session.user.role !== 'admin') return done(new AppError(403, 'FORBIDDEN', 'Staff only'));
      if (request.routeOptions.config?.verified && !session.user.emailVerified) {
        return done(new AppError(403, 'EMAIL_NOT_VERIFIED', 'Confirm your e-mail address first'));
      }
      if (session.refreshedCookie)
        reply.header('set-cookie', sessionCookieHeader(session.refreshedCookie, request.protocol === 'https'));
      done();
    }, done);
  });

  // this instance's cached sessions are forgotten as soon as a request that may have changed a
  // session or a user is answered (other instances learn it from NOTIFY a moment later); only the
  // routes where that can happen carry the hook
  const forget: onSendHookHandler = (request, _reply, payload, done) => {
    if (maySwitchSessions(request.method, request.url)) sessions.forgetAll();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (routeMethods(route).some((m) => maySwitchSessions(m, route.url))) prependRouteHook(route, 'onSend', forget);
  });
  app.addHook('onClose', async () => sessions.close());
}

/** Sign-in, sign-out, password and e-mail changes, profile, terms acceptance, staff changing users. */
function maySwitchSessions(method: string, url: string): boolean {
  if (url.startsWith('/api/auth/')) return !url.startsWith('/api/auth/get-session');
  if (method === 'GET' || method === 'HEAD') return false;
  return url.startsWith('/api/me') || url.startsWith('/api/admin/users') || url.startsWith('/api/policies');
}
