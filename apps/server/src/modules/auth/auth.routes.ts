import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { sessionResponseSchema } from '@formulab/shared/auth/auth.schema';
import { sessionCookieHeader } from './session.ts';
import { ERROR_CODES } from '@formulab/shared/errors';

/** better-auth's error codes, mapped to ours so that the client translates one vocabulary. */
const CODE_MAP: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  BANNED_USER: 'SUSPENDED',
  INVALID_PASSWORD: 'WRONG_PASSWORD',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  PASSWORD_TOO_SHORT: 'VALIDATION',
  PASSWORD_TOO_LONG: 'VALIDATION',
  INVALID_EMAIL: 'VALIDATION',
  VALIDATION_ERROR: 'VALIDATION',
  FIELD_NOT_ALLOWED: 'VALIDATION',
  // the page was opened at an address that is not PUBLIC_URL / TRUSTED_ORIGINS
  INVALID_ORIGIN: 'CSRF',
  MISSING_OR_NULL_ORIGIN: 'CSRF',
};

/**
 * better-auth endpoints kept closed over HTTP. Profile changes go through PATCH /api/me, which validates
 * every field (better-auth's /update-user stores anything it is given, consent versions included); staff
 * work goes through /api/admin/*, whose access rule reads role and suspension from the database
 * (better-auth's own admin endpoints keep trusting a suspended admin's session).
 */
const CLOSED = /^\/api\/auth\/(update-user|admin)(\/|$)/i;

/**
 * Mounts better-auth under /api/auth. The client address better-auth uses for rate limiting is the
 * one Fastify derived (socket, or a configured trusted proxy), passed in a header of our own after
 * dropping whatever the client sent, so a spoofed X-Forwarded-For cannot reset the limits.
 */
export async function authRoutes(app: FastifyInstance, opts: { auth: Auth }): Promise<void> {
  const { auth } = opts;
  // Read on every navigation: answered by our one-lookup session reader (session.ts), in better-auth's
  // shape, instead of better-auth's own endpoint (key import, context, cookie cache).
  app.get(
    '/api/auth/get-session',
    { config: { access: 'public' }, schema: { tags: ['account'], response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const s = await request.currentSession();
      reply.header('cache-control', 'no-store');
      if (!s) return null;
      if (s.refreshedCookie) reply.header('set-cookie', sessionCookieHeader(s.refreshedCookie, request.protocol === 'https'));
      const { id, email, name, role, emailVerified } = s.user;
      return {
        session: { id: s.sessionId, expiresAt: s.expiresAt.toISOString() },
        user: { id, email, name, role, emailVerified },
      };
    },
  );
  // better-auth reads raw bodies of any type itself; keep Fastify from rejecting them
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: (request, reply) => forward(auth, request, reply),
  });
}

async function forward(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, 'http://internal');
  if (CLOSED.test(safeDecode(url.pathname).replace(/\/{2,}/g, '/'))) {
    return reply.code(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${url.pathname}` });
  }
  const target = new URL(url.pathname + url.search, auth.options.baseURL);
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (v === undefined || k === 'x-forwarded-for' || k === CLIENT_IP_HEADER || k === 'content-length') continue;
    headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const response = await auth.handler(
    new Request(target, {
      method: request.method,
      headers,
      body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
    }),
  );
  reply.status(response.status);
  response.headers.forEach((v, k) => {
    if (k !== 'set-cookie' && k !== 'content-length') reply.header(k, v);
  });
  let cookies = response.headers.getSetCookie();
  // behind a TLS-terminating proxy trusted with TRUST_PROXY (X-Forwarded-Proto: https), cookies are Secure
  if (request.protocol === 'https') cookies = cookies.map((c) => (/;\s*secure\b/i.test(c) ? c : `${c}; Secure`));
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send(normaliseError(response.status, text));
  }
  return reply.send(text);
}

const OUR_CODES = new Set<string>(ERROR_CODES);

/** A better-auth error in our shape; a code of its own we do not map becomes the generic one for the status. */
export function normaliseError(status: number, text: string) {
  let body: { code?: string; message?: string; fields?: Record<string, string> } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    /* not JSON */
  }
  if (status === 429) return { code: 'RATE_LIMITED', message: 'Too many attempts; please wait a minute and try again' };
  const mapped = body.code && (CODE_MAP[body.code] ?? body.code);
  const code = mapped && OUR_CODES.has(mapped) ? mapped : codeForStatus(status);
  return { code, message: body.message ?? 'Request failed', ...(body.fields ? { fields: body.fields } : {}) };
}

function codeForStatus(status: number): string {
  if (status >= 500) return 'INTERNAL';
  return { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' }[status] ?? 'VALIDATION';
}

function safeDecode(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}
