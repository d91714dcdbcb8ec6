/**
 * What the authorization matrix (random ids) cannot show, on a database with the demo data — the demo
 * customer "B" has recipes, samples, quotes, orders, purchases, payments, inquiries, a chat and
 * notifications — and a new customer "A":
 *
 * - A's lists hold none of B's rows: every signed-in GET without parameters, A's answers searched for
 *   every id B's own lists name, and B's e-mail and phone;
 * - A asking for each of B's records by its real id gets 404, and A's changes to them are refused;
 * - mass assignment: no body a customer may send names a field that decides who owns a record, what
 *   it costs or whether it is paid, and fields sent anyway change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMachine } from '@formulab/shared/orders/orders.states';
import { quoteMachine } from '@formulab/shared/quotes/quotes.states';
import { sampleMachine } from '@formulab/shared/samples/samples.states';
import { purchaseMachine } from '@formulab/shared/shop/purchases.states';
import { DEMO_ACCOUNTS } from '../seed/demo.ts';
import { startDemoApp } from './demo-app.ts';
import { type Caller, type TestApp, invalid } from './harness.ts';

let t: TestApp;
let a: Caller & { id: string; email: string };
let b: Caller;
let bId = '';

/** B's own lists: whatever they name is B's alone (unless B chose to publish it). */
const OWN_LISTS = [
  '/api/recipes',
  '/api/sample-requests',
  '/api/quotes',
  '/api/orders',
  '/api/purchases',
  '/api/me/addresses',
  '/api/inquiries',
  '/api/partnership-inquiries',
  '/api/notifications',
  '/api/chat',
];

/** Every `id`-like value (UUIDs, and ids of a record such as "P-000042"'s number) anywhere in a JSON answer. */
function idsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) && /id$/i.test(k))
        out.add(v);
      else idsIn(v, out);
    }
  return out;
}

const routes = () =>
  [...t.app.routeRules.entries()].map(([key, access]) => {
    const [method, url] = key.split(' ') as [string, string];
    return { key, method, url, access };
  });

/** B's private ids per list, minus anything a visitor can see (a recipe B made public, the catalogue's ids). */
const privateIds = new Map<string, Set<string>>();
let publicIds = new Set<string>();

beforeAll(async () => {
  ({ t, customer: b } = await startDemoApp());
  bId = (await b.request('GET', '/api/me')).body.id;
  a = await t.user();
  const publicGets = routes().filter(
    (r) => r.method === 'GET' && r.access === 'public' && r.url.startsWith('/api/') && !r.url.includes(':'),
  );
  publicIds = new Set<string>();
  for (const r of publicGets) {
    if (r.url.startsWith('/api/auth') || r.url.startsWith('/api/docs')) continue;
    idsIn((await t.visitor.request('GET', r.url)).body, publicIds);
  }
  for (const list of OWN_LISTS) {
    const res = await b.request('GET', list);
    expect(res.status, list).toBe(200);
    const ids = [...idsIn(res.body)].filter((id) => !publicIds.has(id) && id !== bId);
    privateIds.set(list, new Set(ids));
  }
}, 240_000);
afterAll(() => t?.close());

describe("A never sees B's rows", () => {
  it('the probe has something to find: B owns rows in nearly every list', () => {
    const filled = [...privateIds.entries()].filter(([, ids]) => ids.size > 0).map(([l]) => l);
    expect(filled.length, `B's lists with rows: ${filled.join(', ')}`).toBeGreaterThanOrEqual(8);
  });

  it("no signed-in list or page answers A with B's ids, e-mail or phone", async () => {
    const all = new Set([...privateIds.values()].flatMap((s) => [...s]));
    const gets = routes().filter(
      (r) => r.method === 'GET' && r.access !== 'admin' && !r.url.includes(':') && r.url.startsWith('/api/'),
    );
    const leaks: string[] = [];
    let probed = 0;
    for (const r of gets) {
      if (r.url === '/api/events' || r.url.startsWith('/api/auth') || r.url.startsWith('/api/docs')) continue;
      const res = await a.request('GET', r.url);
      expect(res.status, r.key).toBeLessThan(500);
      probed++;
      const text = JSON.stringify(res.body);
      for (const id of all) if (text.includes(id)) leaks.push(`${r.key} shows ${id}`);
      for (const secret of [DEMO_ACCOUNTS.customer.email, '010-1234-5678', bId])
        if (text.includes(secret)) leaks.push(`${r.key} shows ${secret}`);
    }
    expect(probed).toBeGreaterThan(15);
    expect(leaks).toEqual([]);
  });

  it("B's records by their real ids: A gets 404 on every owner route under the list, reads and changes alike", async () => {
    const ownerRoutes = routes().filter((r) => r.access === 'owner' && /:id\b/.test(r.url));
    const answers: string[] = [];
    let probes = 0;
    for (const [list, ids] of privateIds) {
      const under = ownerRoutes.filter((r) => r.url.startsWith(`${list}/:id`) && (r.url.match(/:/g) ?? []).length === 1);
      for (const id of [...ids].slice(0, 3))
        for (const r of under) {
          const res = await a.request(
            r.method,
            r.url.replace(':id', id),
            r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
          );
          probes++;
          // 400: the empty body is refused before the record is looked up — still nothing of B's
          if (![400, 404].includes(res.status)) answers.push(`${r.method} ${r.url} on ${id}: ${res.status}`);
          if (r.method === 'GET' && res.status !== 404) answers.push(`${r.key} on ${id} answered ${res.status}, not 404`);
        }
    }
    expect(probes).toBeGreaterThan(20);
    expect(answers).toEqual([]);
  });
});

/** Body fields that decide ownership, price or payment: a customer's body must not name them. */
const DECIDED_BY_SERVER =
  /^(role|banned|banReason|banExpires|emailVerified|ownerId|owner|userId|customerId|createdBy|status|state|price|unitPrice|total|totalAmount|subtotal|paid|paidAt|paidAmount|refundedAmount|amount|fee|discount|shippingFee)$/;
/** Where such a name is part of the protocol, and why it is safe. */
const ALLOWED: Record<string, string> = {
  // the gateway's redirect echoes the amount; the server compares it with the payment it holds (payments.test.ts)
  'POST /api/payments/confirm amount': 'checked against the stored payment',
  // the fee of a sample request is read only by staff actions (checked below against the machine)
  'POST /api/sample-requests/:id/transitions fee': 'staff-only requirement',
  'POST /api/quotes/:id/transitions fee': 'staff-only requirement',
  'POST /api/orders/:id/transitions fee': 'staff-only requirement',
};

describe('mass assignment', () => {
  it('no body a customer may send names a field the server decides', async () => {
    const doc = (await t.visitor.request('GET', '/api/docs/json')).body as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
    };
    const names = (schema: unknown, out = new Set<string>()): Set<string> => {
      if (Array.isArray(schema)) for (const s of schema) names(s, out);
      else if (schema && typeof schema === 'object') {
        const s = schema as Record<string, unknown>;
        if (s.properties && typeof s.properties === 'object')
          for (const [k, v] of Object.entries(s.properties)) {
            out.add(k);
            names(v, out);
          }
        for (const key of ['items', 'anyOf', 'oneOf', 'allOf']) if (key in s) names(s[key], out);
      }
      return out;
    };
    const found: string[] = [];
    let bodies = 0;
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        const key = `${method.toUpperCase()} ${url}`;
        const access = t.app.routeRules.get(key);
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema || access === 'admin') continue;
        bodies++;
        for (const n of names(schema)) if (DECIDED_BY_SERVER.test(n) && !ALLOWED[`${key} ${n}`]) found.push(`${key}: ${n}`);
      }
    expect(bodies).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });

  it('the fee a transition may carry is read only by actions staff take', () => {
    for (const machine of [sampleMachine, quoteMachine, orderMachine, purchaseMachine])
      for (const tr of machine.transitions as readonly { action: string; by: readonly string[]; needs?: readonly string[] }[])
        if (tr.needs?.includes('fee')) expect(tr.by, `${machine.name}.${tr.action}`).not.toContain('customer');
  });

  it('a customer sending role, ban or another owner changes nothing', async () => {
    const before = await t.db.pool.query('select role, banned, email from users where id = $1', [a.id]);
    const me = await a.request(
      'PATCH',
      '/api/me',
      invalid({
        name: 'Probe',
        role: 'admin',
        banned: false,
        emailVerified: true,
        id: bId,
        email: 'x@example.com',
      }),
    );
    expect(me.status).toBeLessThan(500);
    const after = await t.db.pool.query('select role, banned, email from users where id = $1', [a.id]);
    expect(after.rows[0]).toEqual(before.rows[0]);
    expect((await a.request('GET', '/api/admin/users')).status).toBe(403);

    const recipe = await a.request(
      'POST',
      '/api/recipes',
      invalid({
        name: 'Probe',
        productType: 'cream',
        ownerId: bId,
        userId: bId,
        customerId: bId,
      }),
    );
    expect(recipe.status).toBeLessThan(500);
    const { rows } = await t.db.pool.query<{ n: number }>(
      `select count(*)::int as n from recipes where name = 'Probe' and owner_id = $1`,
      [bId],
    );
    expect(rows[0]!.n).toBe(0);
    expect(JSON.stringify((await b.request('GET', '/api/recipes')).body)).not.toContain('"Probe"');
  });
});
