/**
 * The authorization matrix: every route of the real app, called as visitor, customer and admin,
 * checked against its declared rule (`config.access`, collected in `app.routeRules`). New routes are
 * covered automatically; a route needs an entry in OVERRIDES only when the defaults (a random UUID
 * for each path parameter, `{}` as the body of POST/PUT/PATCH, none for GET/DELETE) cannot reach it meaningfully.
 *
 * public  → nobody gets 401/403
 * user    → visitor 401; customer and admin never 401/403
 * owner   → as user; and a customer asking for a random id gets 404 (400 if the id or body is refused
 *           first), never 2xx — someone else's record never answers
 * admin   → visitor 401, customer 403, admin neither
 * A suspended user and an expired session are visitors: 401 wherever a visitor gets 401.
 * Nobody ever gets a 5xx for these inputs, and every answer carries the security headers.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createSessionReader } from '../modules/auth/session.ts';
import { registerAccessControl, type Access } from '../plugins/access.ts';
import { startTestApp, type Caller } from './harness.ts';
import { openSse } from './sse.ts';

type Role = 'visitor' | 'customer' | 'admin' | 'suspended' | 'expired';
const ROLES = ['visitor', 'customer', 'admin', 'suspended', 'expired'] as const;
type Override = {
  /** values for path parameters (default: a random UUID each) */
  params?: Record<string, string>;
  /** body for POST/PUT/PATCH (default: `{}`), or for a DELETE that reads one */
  body?: unknown;
  /** the call changes the caller's own account (delete account …): make a throwaway user for it */
  freshUser?: boolean;
  /** an event stream: the status is read and the stream closed */
  stream?: boolean;
};

/** Skipped by the role checks, listed as public: better-auth's catch-all (tested in modules/auth), the API docs, the SPA fallback. */
const NOT_PROBED = [/^\/api\/auth\/\*$/, /^\/api\/docs(\/|$)/, /^\/\*$/];

const OVERRIDES: Record<string, Override> = {
  // Server-Sent Events: the answer never ends by itself
  'GET /api/events': { stream: true },
  // a real policy, so that the public read is seen answering 200
  'GET /api/policies/:kind/:version': { params: { kind: 'terms', version: '1' } },
  // recipes: a revision number and valid bodies, so a customer probing someone else's recipe reaches the 404
  'POST /api/recipes': { body: { name: 'Matrix probe', productType: 'cream' } },
  'PUT /api/recipes/:id': { body: { name: 'Matrix probe', productType: 'cream' } },
  'POST /api/recipes/:id/visibility': { body: { visibility: 'public' } },
  'GET /api/recipes/:id/revisions/:number': { params: { number: '1' } },
  // a shipment's delivery note (issue 25): a shipment number, so a probe of someone else's order reaches the 404
  'GET /api/orders/:id/shipments/:number/delivery-note': { params: { number: '1' } },
  'GET /api/admin/orders/:id/shipments/:number/delivery-note': { params: { number: '1' } },
  'POST /api/recipes/:id/revisions/:number/restore': { params: { number: '1' } },
  // compliance (issue 15): the rule set is public (issue 22: the only limits); a verdict is the recipe owner's only (a
  // customer probing someone else's recipe — here a random id — reaches the 404)
  'GET /api/compliance/rules': {},
  'GET /api/recipes/:id/compliance': {},
  // the recipe's compliance record and dossier (owner only: customer B probing customer A's recipe — here a
  // random id — reaches the 404); staff's rule tables, reports and dossiers (customer 403)
  'GET /api/recipes/:id/compliance/file': {},
  'GET /api/recipes/:id/compliance/dossier/:market': { params: { market: 'EU' } },
  'GET /api/admin/recipes/:id/compliance/dossier/:market': { params: { market: 'EU' } },
  'POST /api/admin/recipes/:id/compliance/reports': { body: { market: 'EU', fileId: '00000000-0000-4000-8000-000000000000' } },
  'POST /api/admin/compliance/rules/:id/retire': { body: { version: 1 } },
  // an ingredient's composition (issue 22): a valid body, so staff reach the 404 of a random id (customer 403)
  'PUT /api/admin/ingredients/:id/composition': { body: { constituents: [], documentId: null, version: 0 } },
  'POST /api/admin/compliance/rules/:id/restore': { body: { version: 1 } },
  // notifications have numeric ids: a number that is nobody's reaches the 404
  'POST /api/notifications/:id/read': { params: { id: '999999999' } },
  // sample requests: a well-formed transition, so a customer probing someone else's request reaches the 404
  'POST /api/sample-requests/:id/transitions': { body: { action: 'cancel', version: 0 } },
  // inquiries: a well-formed message, so a customer probing someone else's inquiry reaches the 404
  'POST /api/inquiries/:id/messages': { body: { body: 'Matrix probe' } },
  'POST /api/admin/inquiries/:id/messages': { body: { body: 'Matrix probe' } },
  'POST /api/admin/partnership-inquiries/:id/transitions': { body: { action: 'review', version: 0 } },
  'POST /api/admin/partnership-inquiries/:id/notes': { body: { note: 'Matrix probe' } },
  // the shop: well-formed bodies, so a customer probing someone else's purchase, address or payment reaches the 404
  'POST /api/purchases/:id/transition': { body: { action: 'cancel', version: 0 } },
  'PUT /api/me/addresses/:id': {
    body: { recipient: 'Probe', phone: '010-0000-0000', postalCode: '06236', address: 'Seoul', detail: '' },
  },
  'POST /api/payments': { body: { kind: 'purchase', id: '00000000-0000-4000-8000-000000000000' } },
  'POST /api/payments/confirm': { body: { paymentKey: 'tgk_probe', orderId: 'P000000-nobody', amount: 1000 } },
  'POST /api/payments/fail': { body: { orderId: 'P000000-nobody' } },
  'GET /api/payments/by-order/:orderId': { params: { orderId: 'P000000-nobody' } },
  'GET /api/test-gateway/checkout/:orderId': { params: { orderId: 'P000000-nobody' } },
  'POST /api/test-gateway/checkout/:orderId/approve': { params: { orderId: 'P000000-nobody' } },
  'POST /api/test-gateway/checkout/:orderId/decline': { params: { orderId: 'P000000-nobody' } },
  'POST /api/payments/webhooks/toss': { body: { data: { paymentKey: 'tgk_forged' } } },
  // web push: a real subscription at a known push service, so signed-in callers reach 201 and 204
  'POST /api/push/subscriptions': { body: probeSubscription() },
  'DELETE /api/push/subscriptions': { body: { endpoint: probeSubscription().endpoint } },
};

function probeSubscription() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-probe',
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
}

const t = await startTestApp({ sessionCache: true });
const callers: Record<Role, Caller> = {
  visitor: t.visitor,
  customer: await t.user({ role: 'customer' }),
  admin: await t.user({ role: 'admin' }),
  suspended: await suspendedAdmin(),
  expired: await expiredAdmin(),
};
const rules = [...t.app.routeRules.entries()].map(([key, access]) => {
  const [method, url] = key.split(' ') as [string, string];
  return { key, method, url, access };
});
const probed = rules.filter((r) => !NOT_PROBED.some((re) => re.test(r.url)));
const observed = new Map<string, Record<Role, number>>();
afterAll(() => t.close());

/** An admin signed in, then suspended: the cookie still carries a valid signature, and must open nothing. */
async function suspendedAdmin(): Promise<Caller> {
  const u = await t.user({ role: 'admin' });
  await t.db.pool.query('update users set banned = true, ban_expires = null where id = $1', [u.id]);
  // the session cache hears of it by NOTIFY, milliseconds later
  for (let i = 0; i < 200 && (await u.request('GET', '/api/me')).status !== 401; i++) await new Promise((r) => setTimeout(r, 20));
  return u;
}

/** An admin whose session ran out: the same. */
async function expiredAdmin(): Promise<Caller> {
  const u = await t.user({ role: 'admin' });
  await t.db.pool.query(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [u.id]);
  for (let i = 0; i < 200 && (await u.request('GET', '/api/me')).status !== 401; i++) await new Promise((r) => setTimeout(r, 20));
  return u;
}

/** What every answer must carry, whoever asks (the page set differs; the API set is the strict one). */
const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};
function missingHeaders(key: string, role: Role, headers: Headers): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(API_HEADERS)) if (headers.get(name) !== value) out.push(`${role}: ${name}`);
  const csp = headers.get('content-security-policy') ?? '';
  if (!/frame-ancestors 'none'/.test(csp)) out.push(`${role}: content-security-policy frame-ancestors`);
  if (!headers.get('x-request-id')) out.push(`${role}: x-request-id`);
  for (const c of headers.getSetCookie())
    if (!/HttpOnly/i.test(c) || !/SameSite=(Lax|Strict)/i.test(c)) out.push(`${role}: cookie flags of ${c.split('=')[0]}`);
  return out.map((m) => `${key} ${m}`);
}

/** Every (method, url) the router holds, read back from `printRoutes()`'s tree. */
function printedRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    stack.length = m[1]!.length / 4;
    stack.push(m[2]!);
    for (const method of m[3]?.split(', ') ?? []) if (method !== 'HEAD') out.push({ method, url: stack.join('') });
  }
  return out;
}

/** The status of an event stream's answer (the stream itself is closed at once). */
async function streamStatus(caller: Caller, path: string): Promise<number> {
  const s = await openSse(t.url + path, caller.cookie ? { cookie: caller.cookie } : {});
  s.close();
  return s.status;
}

/** A session that still exists in the database (the read cache aside). */
async function alive(c: Caller): Promise<boolean> {
  const token = c.cookie?.split('; ').find((p) => p.startsWith('formulab.session_token='));
  return (await t.as(token).request('GET', '/api/me')).status === 200;
}

describe('every route has an access rule', () => {
  it('the rule map is filled and matches the router exactly', () => {
    expect(rules.length).toBeGreaterThan(5);
    const printed = printedRoutes(t.app);
    expect(printed.length).toBeGreaterThan(5);
    // Fastify serves a prefixed '/' route at both '/x' and '/x/': one route, one rule
    const ruleOf = (m: string, u: string) =>
      t.app.routeRules.get(`${m} ${u}`) ?? t.app.routeRules.get(`${m} ${u.replace(/\/$/, '')}`);
    expect(printed.filter((r) => !ruleOf(r.method, r.url)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const printedKeys = new Set(printed.map((r) => `${r.method} ${r.url}`));
    expect(rules.filter((r) => !printedKeys.has(r.key)).map((r) => r.key)).toEqual([]);
  });

  it('the routes the matrix skips are public, and everything under /api/admin is admin', () => {
    const skipped = rules.filter((r) => !probed.includes(r));
    expect(skipped.map((r) => r.key)).toEqual(
      expect.arrayContaining(['GET /api/auth/*', 'POST /api/auth/*', 'GET /*', 'GET /api/docs']),
    );
    for (const r of skipped) expect(r.access, r.key).toBe('public');
    for (const r of rules.filter((x) => x.url.startsWith('/api/admin'))) expect(r.access, r.key).toBe('admin');
  });

  it('a route without a rule, or an /api/admin route with a weaker one, refuses to register', () => {
    const app = Fastify();
    registerAccessControl(app, createSessionReader(t.db.pool, 'x'.repeat(32)));
    expect(() => app.get('/api/no-rule', async () => 'x')).toThrow(/no access rule/);
    expect(() => app.get('/api/admin/sneaky', { config: { access: 'user' } }, async () => 'x')).toThrow(/under \/api\/admin/);
    expect(() => app.get('/api/fine', { config: { access: 'public' } }, async () => 'x')).not.toThrow();
    expect(app.routeRules.get('GET /api/fine')).toBe('public');
  });
});

describe('authorization matrix', () => {
  it.each(probed.map((r) => [`${r.key} (${r.access})`, r] as const))('%s', async (_name, route) => {
    const o = OVERRIDES[route.key] ?? {};
    const path = route.url
      .replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(o.params?.[name] ?? crypto.randomUUID()))
      .replace('*', 'x');
    const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? (o.body ?? {}) : o.body;
    const status = {} as Record<Role, number>;
    const headerProblems: string[] = [];
    for (const role of ROLES) {
      const fresh = o.freshUser && (role === 'customer' || role === 'admin');
      const caller = fresh ? await t.user({ role }) : callers[role];
      if (o.stream) status[role] = await streamStatus(caller, path);
      else {
        const res = await caller.request(route.method, path, body);
        status[role] = res.status;
        headerProblems.push(...missingHeaders(route.key, role, res.headers));
      }
      if ((role === 'customer' || role === 'admin') && !o.freshUser && route.method !== 'GET') {
        expect(await alive(caller), `calling ${route.key} as ${role} ended the session: give it freshUser in OVERRIDES`).toBe(
          true,
        );
      }
    }
    observed.set(route.key, status);
    const problems = check(route.access, route.url, status);
    expect(problems, `${route.key}: ${JSON.stringify(status)}`).toEqual([]);
    expect(headerProblems).toEqual([]);
  });

  it('a role comes from the database, never the cookie: a change made in SQL is seen at once', async () => {
    const adminGet = probed.find((r) => r.access === 'admin' && r.method === 'GET' && !r.url.includes(':'));
    expect(adminGet, 'an admin GET route without parameters').toBeDefined();
    const customer = callers.customer as Caller & { id: string };
    const admin = callers.admin as Caller & { id: string };
    const setRole = (id: string, role: string) => t.db.pool.query('update users set role = $1 where id = $2', [role, id]);
    // a change behind the server's back reaches its session cache by NOTIFY, milliseconds later
    const statusSoon = async (caller: Caller, want: number) => {
      let status = 0;
      for (let i = 0; i < 100 && status !== want; i++) {
        if (i) await new Promise((r) => setTimeout(r, 20));
        status = (await caller.request('GET', adminGet!.url)).status;
      }
      return status;
    };
    await setRole(customer.id, 'admin');
    expect(await statusSoon(customer, 200)).toBe(200);
    await setRole(customer.id, 'customer');
    expect(await statusSoon(customer, 403)).toBe(403);
    await setRole(admin.id, 'customer');
    expect(await statusSoon(admin, 403)).toBe(403);
    await setRole(admin.id, 'admin');
    expect(await statusSoon(admin, 200)).toBe(200);
  });

  it('the checker itself flags every kind of breach (owner routes included, before any exists)', () => {
    const s = (visitor: number, customer: number, admin: number) => ({
      visitor,
      customer,
      admin,
      suspended: visitor,
      expired: visitor,
    });
    expect(check('public', '/x', s(200, 200, 200))).toEqual([]);
    expect(check('public', '/x', s(401, 200, 200))).toHaveLength(3);
    expect(check('user', '/x', s(401, 200, 200))).toEqual([]);
    expect(check('user', '/x', s(200, 200, 200))).toHaveLength(3);
    expect(check('user', '/x', { ...s(401, 200, 200), suspended: 200 })).toEqual(['suspended got 200, not 401']);
    expect(check('admin', '/x', { ...s(401, 403, 200), expired: 403 })).toEqual(['expired got 403, not 401']);
    expect(check('user', '/x', s(401, 403, 200))).toHaveLength(1);
    expect(check('admin', '/x', s(401, 403, 400))).toEqual([]);
    expect(check('admin', '/x', s(401, 200, 200))).toHaveLength(1);
    expect(check('admin', '/x', s(401, 403, 403))).toHaveLength(1);
    expect(check('owner', '/x/:id', s(401, 404, 404))).toEqual([]);
    expect(check('owner', '/x/:id', s(401, 200, 404))).toHaveLength(1);
    expect(check('owner', '/x', s(401, 200, 200))).toEqual([]);
    expect(check('public', '/x', s(500, 200, 200))).toHaveLength(3);
  });

  it('prints the matrix', () => {
    const w = Math.max(...rules.map((r) => r.key.length));
    const rows = rules.map((r) => {
      const s = observed.get(r.key);
      const cells = s ? ROLES.map((role) => String(s[role]).padEnd(3)).join('  ') : '(not probed)';
      return `${r.key.padEnd(w)}  ${r.access.padEnd(6)}  ${cells}`;
    });
    console.log(['Authorization matrix', `${'route'.padEnd(w)}  rule    vis  cus  adm  sus  exp`, ...rows].join('\n'));
    expect(observed.size).toBe(probed.length);
  });
});

/** The problems with what each role observed, given the route's rule (empty when all is well). */
function check(access: Access, url: string, s: Record<Role, number>): string[] {
  const problems: string[] = [];
  const denied = (n: number) => n === 401 || n === 403;
  for (const role of ROLES) if (s[role] >= 500) problems.push(`${role} got ${s[role]}`);
  if (access === 'public') {
    for (const role of ROLES) if (denied(s[role])) problems.push(`${role} denied a public route`);
    return problems;
  }
  for (const role of ['visitor', 'suspended', 'expired'] as const)
    if (s[role] !== 401) problems.push(`${role} got ${s[role]}, not 401`);
  if (access === 'admin') {
    if (s.customer !== 403) problems.push(`customer got ${s.customer}, not 403`);
    if (denied(s.admin)) problems.push(`admin denied (${s.admin})`);
    return problems;
  }
  if (denied(s.customer)) problems.push(`customer denied (${s.customer})`);
  if (denied(s.admin)) problems.push(`admin denied (${s.admin})`);
  if (access === 'owner' && url.includes(':') && ![400, 404].includes(s.customer)) {
    problems.push(`customer got ${s.customer} for a random id, not 404`);
  }
  return problems;
}
