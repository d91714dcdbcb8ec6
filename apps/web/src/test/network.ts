/**
 * The server, as the `web-dom` tests see it: Mock Service Worker answers the app's own `fetch` calls
 * (setup.ts starts it for every test file, and a call no test answered fails the call — a screen
 * that asks for something new must say what it expects).
 *
 * Answers are typed and checked with the route's shared response schema: `answer.get(path, schema,
 * body)` takes `z.input<schema>` and parses it when the test declares it, so a fixture that drifts from
 * the schema fails in the test that uses it, before any screen renders it. The app's `api(path, {
 * schema })` checks the same body again on arrival.
 */
import { http, HttpResponse, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import type { ApiErrorBody, ApiErrorExtras } from '@formulab/shared/api-error';
import type { ErrorCode } from '@formulab/shared/errors';
import { meSchema, sessionResponseSchema, type Me } from '@formulab/shared/auth/auth.schema';

export const network = setupServer();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One call a handler answered: the path's parameters, the query and the JSON body sent (if any). */
export type Call = { params: PathParams; query: URLSearchParams; body: unknown };

/** What a handler gives the body function: the same call, to answer from. */
type BodyOf<S extends z.ZodType> = z.input<S> | ((call: Call) => z.input<S>);

/** The calls a handler answered, in order (the main action's request, read by the test). */
export type Calls = Call[] & { readonly last: Call | undefined };

function recorder(): Calls {
  const calls = [] as unknown as Calls;
  Object.defineProperty(calls, 'last', { get: () => calls[calls.length - 1] });
  return calls;
}

async function callOf(request: Request, params: PathParams): Promise<Call> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { params, query: new URL(request.url).searchParams, body };
}

/** Parses `body` with `schema` and names the first issues when it does not fit (a fixture's drift). */
function checked<S extends z.ZodType>(schema: S, body: unknown, where: string): z.input<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new Error(`fixture for ${where} does not fit its response schema: ${issues}`);
  }
  // the raw fixture goes out, as the server's serialised output would
  return body as z.input<S>;
}

function handler<S extends z.ZodType>(method: Method, path: string, schema: S, body: BodyOf<S>, status: number) {
  const where = `${method.toUpperCase()} ${path}`;
  // a constant fixture is checked where the test declares it
  if (typeof body !== 'function') checked(schema, body, where);
  const calls = recorder();
  network.use(
    http[method](path, async ({ request, params }) => {
      const call = await callOf(request, params);
      calls.push(call);
      const out = typeof body === 'function' ? checked(schema, (body as (c: Call) => unknown)(call), where) : body;
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(out as never, { status });
    }),
  );
  return calls;
}

function verb(method: Method) {
  return <S extends z.ZodType>(path: string, schema: S, body: BodyOf<S>, { status = 200 } = {}) =>
    handler(method, path, schema, body, status);
}

/**
 * `answer.get('/api/quotes/:id', quoteDetailSchema, quote)` answers that route with `quote` (checked
 * against the schema) and returns the calls it answers. Later answers to the same route win.
 */
export const answer = {
  get: verb('get'),
  post: verb('post'),
  put: verb('put'),
  patch: verb('patch'),
  delete: verb('delete'),
};

/** The route answers `status` with the API's error body (`code`, field keys), e.g. a 409 or a 500. */
export function refuse(
  method: Method,
  path: string,
  status: number,
  code: ErrorCode,
  fields: Record<string, string> = {},
  details: ApiErrorExtras = {},
): Calls {
  const calls = recorder();
  network.use(
    http[method](path, async ({ request, params }) => {
      calls.push(await callOf(request, params));
      const body: ApiErrorBody = { code, message: code, fields, ...details };
      return HttpResponse.json(body, { status });
    }),
  );
  return calls;
}

/** The route never answers while the test runs (a loading state stays on screen). */
export function hang(method: Method, path: string): void {
  network.use(http[method](path, () => new Promise<never>(() => {})));
}

/** A customer who signed up on 2026-01-05, confirmed their e-mail and reads English. */
export const customerMe: Me = {
  id: 'u-customer',
  email: 'customer@example.com',
  emailVerified: true,
  name: 'Mina Kim',
  companyName: 'Glow Lab',
  phone: '010-1234-5678',
  businessRegistrationNumber: null,
  preferredLanguage: 'en',
  marketingConsent: false,
  role: 'customer',
  termsVersion: 1,
  privacyVersion: 1,
  createdAt: '2026-01-05T09:00:00.000Z',
};

/** A staff member. */
export const adminMe: Me = { ...customerMe, id: 'u-admin', email: 'staff@formulab.local', name: 'Staff', role: 'admin' };

/**
 * Who is signed in: `null` for a visitor, or the user (`customerMe`, `adminMe`, or a variant such as
 * `{ ...customerMe, emailVerified: false }`). Answers the session and `/api/me`.
 */
export function signedInAs(me: Me | null): void {
  answer.get(
    '/api/auth/get-session',
    sessionResponseSchema,
    me && {
      user: { id: me.id, email: me.email, name: me.name, role: me.role, emailVerified: me.emailVerified },
      session: { id: 'session-1', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  );
  if (me) answer.get('/api/me', meSchema, me);
  else refuse('get', '/api/me', 401, 'UNAUTHENTICATED');
}
