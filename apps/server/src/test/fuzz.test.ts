/**
 * Fuzzing every route of the OpenAPI document (and better-auth's JSON routes, which it hides): for
 * each operation, fast-check builds requests from its parameter and body schemas — a valid-looking
 * request (real ids, numbers in range and now and then the largest allowed, short text) so that the
 * handler and the database are reached, in two of three runs with one part of it (a parameter, any
 * node of the body, or the whole body) swapped for something hostile: NUL, lone surrogates, huge or
 * fractional numbers, wrong types, arrays for strings, very long text — sent as visitor, customer or
 * admin. Then every operation once with the largest numbers its schemas allow, once with NUL in
 * every string, and a few hostile multipart uploads.
 * No answer may be a 5xx.
 *
 * Bounded for a slow machine: FUZZ_RUNS requests per operation (default 12, roles drawn at random).
 * A failure prints fast-check's seed; FUZZ_SEED=<seed> replays it. FUZZ_STATS=1 prints the statuses
 * each operation answered (to see how deep the generated requests get).
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@formulab/shared/auth/auth.schema';
import {
  createIngredient,
  createMaterial,
  createSubMaterial,
  imageBytes,
  terms,
  upload,
  uploaded,
} from './catalogue-fixtures.ts';
import { startTestApp, type Caller } from './harness.ts';
import { openSse } from './sse.ts';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: Schema };
type Operation = { method: string; path: string; params: Parameter[]; body?: Schema; multipart: boolean };
type Role = 'visitor' | 'customer' | 'admin';
type Probe = { role: Role; url: string; body?: unknown };

const RUNS = Number(process.env.FUZZ_RUNS) || 12;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// better-auth's limits are per address and every request here comes from one
const t = await startTestApp({ rateLimit: { authMax: 1_000_000, authWindowSeconds: 60 } });
afterAll(() => t.close());
const customer = await t.user({ role: 'customer' });
const admin = await t.user({ role: 'admin' });
/**
 * The callers, except that an event stream (`GET /api/events`, which never ends by itself) is opened,
 * its status read and closed, as the authorization matrix does.
 */
const streaming = (c: Caller): Caller => ({
  ...c,
  request: async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
    if (method !== 'GET' || !path.startsWith('/api/events')) return c.request(method, path, body, headers);
    const s = await openSse(t.url + path, { ...(c.cookie ? { cookie: c.cookie } : {}), ...headers });
    s.close();
    return { status: s.status, body: null as never, headers: new Headers(), cookies: [] };
  },
});
const callers: Record<Role, Caller> = { visitor: streaming(t.visitor), customer: streaming(customer), admin: streaming(admin) };

// a few real records, so that generated ids sometimes reach the code behind the 404
const ingredient = await createIngredient(t, admin);
const subMaterial = await createSubMaterial(t, admin);
const material = await createMaterial(admin, ingredient.id);
const image = await uploaded(t, admin, { kind: 'image', data: await imageBytes('png'), name: 'fuzz.png', type: 'image/png' });
const recipeRes = await customer.request('POST', '/api/recipes', {
  name: 'Fuzz cream',
  productType: 'cream',
  visibility: 'public',
  lines: [{ ingredientId: ingredient.id, percent: 100 }],
});
expect(recipeRes.status, JSON.stringify(recipeRes.body)).toBe(201);
const recipeId: string = recipeRes.body.id;
const KNOWN_IDS: string[] = [ingredient.id, subMaterial.id, material.id, image.id, recipeId, customer.id, admin.id];
const TERMS = await terms(t);
const termIds = (kind: keyof typeof TERMS) => [...TERMS[kind].values()];
const TERM_IDS = Object.values(TERMS).flatMap((m) => [...m.values()]);

/* ------------------------------------------- hostile values ------------------------------------------- */

const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '🧴',
  '',
  ' ',
  '%00',
  '%',
  "'; drop table users; --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '1e400',
  '-0',
  '0x10',
  '9'.repeat(400),
  '00000000-0000-0000-0000-000000000000',
];
const NASTY_NUMBERS = [0, -1, -0, 0.5, 1.00001, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 5e-324];
const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(50_000, 300_000).map((n) => 'x'.repeat(n)) },
);
/** Anything JSON can carry that a schema did not ask for. */
const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, ['a', 'b'], [['\u0000']], { a: 1 }, { '\u0000': 1 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('a', 1, null), { maxLength: 3 }) },
);
/** A query or path value: text only, or several values for one key. */
const nastyParam: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS).map(String) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(3000)) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('a', '1', '\u0000', ''), { minLength: 2, maxLength: 3 }) },
);

/* --------------------------------------- values from a schema --------------------------------------- */

/**
 * Values some properties need to get past the first check (real ids of the right kind, the current
 * policy versions, texts their refinements accept), by property name and type.
 */
function hint(name: string | undefined, s: Schema): fc.Arbitrary<unknown> | undefined {
  if (!name) return undefined;
  const type = types(s).find((x) => x !== 'null');
  const terms: Record<string, (keyof typeof TERMS)[]> = {
    categoryId: ['categories'],
    functionIds: ['functions'],
    typeId: ['sub-types'],
    materialId: ['sub-materials'],
    finishIds: ['sub-finishes'],
  };
  if (type === 'integer' && terms[name]) return fc.constantFrom(...terms[name].flatMap(termIds));
  if (type === 'integer' && /^(termsVersion|privacyVersion)$/.test(name)) return fc.constant(1);
  if (type === 'string') {
    if (/email$/i.test(name)) {
      const fresh = fc.stringMatching(/^[a-z0-9]{6,12}$/).map((u) => `${u}@example.com`);
      return fc.oneof({ weight: 3, arbitrary: fresh }, { weight: 1, arbitrary: fc.constantFrom(customer.email, admin.email) });
    }
    if (/password$/i.test(name)) return fc.constantFrom('Passw0rd-test', 'Passw0rd-new1');
    if (/^(callbackURL|redirectTo)$/.test(name)) return fc.constantFrom('/dashboard', '/reset-password', `${t.url}/x`);
    if (name === 'ingredientId') return fc.constant(ingredient.id);
    if (name === 'casNumber') return fc.constantFrom('7732-18-5', '56-81-5');
    if (name === 'ecNumber') return fc.constant('231-791-2');
    if (name === 'businessRegistrationNumber') return fc.constant('');
    if (name === 'percent') return fc.integer({ min: 0, max: 100 });
  }
  if (type === 'array') {
    if (name === 'packagingIds') return fc.constantFrom([], [subMaterial.id]);
    if (/^(imageIds|documentIds)$/.test(name)) return fc.constantFrom([], [image.id]);
  }
  return undefined;
}

const types = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** What the schema asks for (as far as a JSON schema can tell: refinements are not in it). */
function validish(s: Schema, name?: string): fc.Arbitrary<unknown> {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => validish(a, name)));
  if (s.allOf?.length) return validish(Object.assign({}, ...s.allOf) as Schema, name);
  const nullable = s.nullable || types(s).includes('null');
  const base = validishNonNull(s, name);
  return nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function validishNonNull(s: Schema, name?: string): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const hinted = hint(name, s);
  if (hinted) return fc.oneof({ weight: 6, arbitrary: hinted }, { weight: 1, arbitrary: plain(s, name) });
  return plain(s, name);
}

function plain(s: Schema, name?: string): fc.Arbitrary<unknown> {
  const type = types(s).find((x) => x !== 'null') ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'string': {
      if (s.format === 'uuid') return fc.oneof(fc.constantFrom(...KNOWN_IDS), fc.uuid());
      if (s.format === 'email') return fc.emailAddress();
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
      const minLength = s.minLength ?? 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 40, 40)) });
    }
    case 'integer':
    case 'number': {
      const low = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.minimum;
      const high = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum;
      const exclusive = s.exclusiveMinimum !== undefined && s.exclusiveMinimum !== false;
      const min = Math.max(low ?? -1_000_000, -1_000_000) + (exclusive ? 1 : 0);
      const max = Math.min(high ?? 1_000_000, 1_000_000);
      const ints = fc.integer({ min: Math.ceil(Math.min(min, max)), max: Math.floor(Math.max(min, max)) });
      // the largest values the schema allows: past PostgreSQL's `integer` they reach the database only if nothing bounds them
      const edges = [high, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1].filter(
        (n): n is number => n !== undefined && n >= min && n <= (high ?? Number.MAX_SAFE_INTEGER),
      );
      const base =
        name === 'id' || /Ids?$/.test(name ?? '')
          ? fc.oneof(fc.constantFrom(...TERM_IDS), fc.integer({ min: 1, max: 1_000_000 }))
          : ints;
      const numbers: fc.Arbitrary<number> =
        type === 'integer'
          ? base
          : fc.oneof(
              { weight: 3, arbitrary: base },
              {
                weight: 1,
                arbitrary: fc.double({ min: Math.min(min, max), max: Math.max(min, max), noNaN: true, noDefaultInfinity: true }),
              },
            );
      return edges.length
        ? fc.oneof({ weight: 4, arbitrary: numbers }, { weight: 1, arbitrary: fc.constantFrom(...edges) })
        : numbers;
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = s.items ? validish(s.items, name) : nastyJson;
      const minLength = s.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 4, 4)) });
    }
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validish(v, k)]));
      const requiredKeys = (s.required ?? []).filter((k) => k in props);
      return fc.record(model, { requiredKeys });
    }
    default:
      return nastyJson;
  }
}

/**
 * A query or path value: the schema's value as text (an optional one is left out half the time); a
 * record id is mostly the real record the path is about, a revision number mostly 1.
 */
function paramValue(op: Operation, p: Parameter): fc.Arbitrary<string | string[] | undefined> {
  const generated = validish(p.schema, p.name).map((v) =>
    Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v : JSON.stringify(v),
  );
  const likely =
    p.in === 'path' && p.name === 'id' && p.schema.format === 'uuid' ? idFor(op.path) : p.name === 'number' ? '1' : undefined;
  const value = likely ? fc.oneof({ weight: 3, arbitrary: fc.constant(likely) }, { weight: 1, arbitrary: generated }) : generated;
  return p.required || p.in === 'path' ? value : fc.option(value, { nil: undefined, freq: 2 });
}

/** The value with its n-th node (counted depth first, the value itself first, modulo their number) replaced. */
function replaceNode(value: unknown, n: number, replacement: unknown): unknown {
  const count = (v: unknown): number =>
    1 + (v && typeof v === 'object' ? Object.values(v).reduce<number>((sum, x) => sum + count(x), 0) : 0);
  let left = n % count(value);
  const walk = (v: unknown): unknown => {
    if (left-- === 0) return replacement;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}

/** Percent-encoding that survives lone surrogates (sent as the invalid UTF-8 they would be). */
function encode(s: string): string {
  return Array.from(s)
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/* --------------------------------------------- operations --------------------------------------------- */

const docRes = await t.visitor.request('GET', '/api/docs/json');
expect(docRes.status).toBe(200);
const doc = docRes.body as {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: Schema }> } }>
  >;
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
      body: op.requestBody?.content['application/json']?.schema,
      multipart: Boolean(op.requestBody?.content['multipart/form-data']),
    })),
);

// better-auth's routes are hidden from the document; their bodies are the forms' schemas plus what
// the web app adds (a redirect target after the e-mail link, "remember me")
const jsonSchema = (schema: z.ZodObject) => z.toJSONSchema(schema.loose(), { io: 'input', unrepresentable: 'any' }) as Schema;
const target = z.string().max(2000).optional();
const query = (name: string, required = false): Parameter => ({ in: 'query', name, required, schema: { type: 'string' } });
const auth = (method: string, path: string, body?: z.ZodObject, params: Parameter[] = []): Operation => ({
  method,
  path,
  params,
  body: body && jsonSchema(body),
  multipart: false,
});
const AUTH_OPERATIONS: Operation[] = [
  auth('POST', '/api/auth/sign-up/email', signUpSchema.extend({ callbackURL: target, rememberMe: z.boolean().optional() })),
  auth('POST', '/api/auth/sign-in/email', signInSchema.extend({ callbackURL: target, rememberMe: z.boolean().optional() })),
  auth('POST', '/api/auth/request-password-reset', forgotPasswordSchema.extend({ redirectTo: target })),
  auth('POST', '/api/auth/reset-password', resetPasswordSchema),
  auth('POST', '/api/auth/change-password', changePasswordSchema),
  auth('POST', '/api/auth/send-verification-email', forgotPasswordSchema.extend({ callbackURL: target })),
  auth('GET', '/api/auth/verify-email', undefined, [query('token', true), query('callbackURL')]),
  auth('GET', '/api/auth/reset-password/{token}', undefined, [
    { in: 'path', name: 'token', schema: { type: 'string' } },
    query('callbackURL', true),
  ]),
  auth('GET', '/api/auth/get-session', undefined, [query('disableCookieCache')]),
];

/** The document's operations and better-auth's (once each, should the document list one of them too). */
const ALL_OPERATIONS = [
  ...operations,
  ...AUTH_OPERATIONS.filter((a) => !operations.some((o) => o.method === a.method && o.path === a.path)),
];

type Mutation =
  | { where: 'param'; index: number; value: string | string[] }
  | { where: 'body'; node: number; value: unknown }
  | { where: 'extra'; key: string; value: string | string[] };

/** One request for an operation: a role, a valid-looking request, and (two times in three) one hostile part. */
function probeOf(op: Operation): fc.Arbitrary<Probe> {
  const params = fc.record(Object.fromEntries(op.params.map((p) => [`${p.in}:${p.name}`, paramValue(op, p)])));
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(op.method);
  const body: fc.Arbitrary<unknown> = !hasBody ? fc.constant(undefined) : op.body ? validish(op.body) : fc.constant({});
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.record({ where: fc.constant('extra' as const), key: fc.constantFrom('x', '\u0000', 'q', 'limit'), value: nastyParam }),
  ];
  if (op.params.length) mutations.push(fc.record({ where: fc.constant('param' as const), index: fc.nat(), value: nastyParam }));
  if (hasBody) mutations.push(fc.record({ where: fc.constant('body' as const), node: fc.nat(), value: nastyJson }));
  const mutation = fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: fc.oneof(...mutations) });
  return fc
    .record({ role: fc.constantFrom<Role>('visitor', 'customer', 'admin'), params, body, mutation })
    .map(({ role, params, body, mutation }) => {
      const values: Record<string, string | string[] | undefined> = { ...params };
      if (mutation?.where === 'param') {
        const p = op.params[mutation.index % op.params.length]!;
        values[`${p.in}:${p.name}`] = mutation.value;
      }
      let url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const v = values[`path:${name}`];
        return encode(Array.isArray(v) ? v.join(',') : (v ?? ''));
      });
      const pairs: [string, string][] = [];
      for (const p of op.params.filter((x) => x.in === 'query')) {
        const v = values[`query:${p.name}`];
        for (const item of v === undefined ? [] : Array.isArray(v) ? v : [v]) pairs.push([p.name, item]);
      }
      if (mutation?.where === 'extra') for (const item of [mutation.value].flat()) pairs.push([mutation.key, item]);
      if (pairs.length) url += '?' + pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
      return { role, url, body: mutation?.where === 'body' ? replaceNode(body, mutation.node, mutation.value) : body };
    });
}

const show = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 600 ? `${s.slice(0, 600)}… (${s.length} chars)` : s;
};

const statuses = new Map<string, Map<number, number>>();
afterAll(() => {
  if (!process.env.FUZZ_STATS) return;
  const lines = [...statuses].map(
    ([op, m]) =>
      `${op.padEnd(56)} ${[...m]
        .sort(([a], [b]) => a - b)
        .map(([k, n]) => `${k}×${n}`)
        .join(' ')}`,
  );
  console.log(['Statuses per operation', ...lines].join('\n'));
});

async function send(op: Operation, probe: Probe): Promise<void> {
  const res = await callers[probe.role].request(op.method, probe.url, probe.body);
  const seen = statuses.get(`${op.method} ${op.path}`) ?? new Map<number, number>();
  statuses.set(`${op.method} ${op.path}`, seen.set(res.status, (seen.get(res.status) ?? 0) + 1));
  expect(
    res.status,
    `${op.method} ${probe.url} as ${probe.role}\nbody: ${show(probe.body)}\n→ ${res.status} ${show(res.body)}`,
  ).toBeLessThan(500);
}

/**
 * The two tests below each walk every operation of the API once (3 s alone, 16–27 s beside the other
 * suites); a budget for a hung walk, not a speed target: at a load average of 10 one took just over
 * the default 30 s.
 */
const WALK_TIMEOUT_MS = 120_000;

describe('fuzzing every route', () => {
  it('the document lists every route the app holds (hidden ones aside), and better-auth is covered', () => {
    const documented = new Set(operations.map((o) => `${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`));
    // not API operations: better-auth's own, the document itself, the web app's fallback, and the files
    // crawlers and link previews read (robots.txt, the sitemaps, the notices' feed, the pages' cards: plain
    // text, XML and PNG, decisions 0017 and 0031, tested in modules/seo/)
    const hidden = [
      /^\/api\/auth\//,
      /^\/api\/docs(\/|$)/,
      /^\/\*$/,
      /^\/robots\.txt$/,
      /^\/sitemaps?[./]/,
      /^\/feeds\//,
      /^\/og\//,
    ];
    const missing = [...t.app.routeRules.keys()].filter((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return method !== 'HEAD' && !hidden.some((re) => re.test(url)) && !documented.has(key);
    });
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((o) => o.params.length || o.body).length).toBeGreaterThan(40);
  });

  // deletions last, so that the real records stay for the other operations as long as possible
  const ordered = [
    ...ALL_OPERATIONS.filter((op) => op.method !== 'DELETE'),
    ...ALL_OPERATIONS.filter((op) => op.method === 'DELETE'),
  ];
  it.each(ordered.filter((op) => !op.multipart).map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_name, op) => {
      await fc.assert(
        fc.asyncProperty(probeOf(op), (probe) => send(op, probe)),
        { numRuns: op.params.length || op.body ? RUNS : 3, seed: SEED, endOnFailure: true },
      );
    },
    // a slow machine answers a request in up to a second (sign-up hashes a password, e-mails are written)
    Math.max(30_000, RUNS * 1000),
  );

  it('multipart upload: hostile names, kinds and parts', async () => {
    const png = await imageBytes('png');
    const cases: { kind?: string; docKind?: string; data?: Uint8Array; name?: string; type?: string }[] = [
      { kind: 'image', data: png, name: 'a\u0000b.png', type: 'image/png' },
      { kind: 'image', data: png, name: '\ud800.png', type: 'image/png' },
      { kind: 'image', data: png, name: 'x'.repeat(5000), type: 'image/png' },
      { kind: 'image', data: png, name: '../../etc/passwd' },
      { kind: '\u0000', data: png, name: 'a.png' },
      { kind: 'document', docKind: '\u0000\ud800', data: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'a.pdf' },
      { kind: 'image', data: Buffer.from('\u0000\u0000\u0000'), name: 'nul.png' },
      { kind: 'image' },
      {},
    ];
    for (const c of cases) {
      for (const role of ['visitor', 'customer', 'admin'] as const) {
        const res = await upload(t, callers[role], c);
        expect(res.status, `${role} ${show({ ...c, data: c.data?.length })} → ${res.status} ${show(res.body)}`).toBeLessThan(500);
      }
    }
    const raw = await fetch(`${t.url}/api/admin/files`, {
      method: 'POST',
      headers: { origin: t.url, cookie: admin.cookie!, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\ncontent-disposition: form-data; name="file"; filename="\u0000"\r\n\r\nabc\r\n--',
    });
    expect(raw.status).toBeLessThan(500);
  });

  it(
    'the largest numbers each schema allows never reach the database as an error',
    async () => {
      const failures: string[] = [];
      for (const op of ALL_OPERATIONS.filter((o) => !o.multipart && (o.params.length || o.body))) {
        const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
          const p = op.params.find((x) => x.in === 'path' && x.name === name)!;
          return encode(String(largest(p.schema, op.path, name)));
        });
        const pairs = op.params
          .filter((p) => p.in === 'query' && (p.required || numeric(p.schema)))
          .map((p) => `${p.name}=${encode(String(largest(p.schema, op.path, p.name)))}`);
        const url = pairs.length ? `${path}?${pairs.join('&')}` : path;
        for (const role of ['customer', 'admin'] as const) {
          const body = op.body ? largest(op.body, op.path) : op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
          const res = await callers[role].request(op.method, url, body);
          if (res.status >= 500)
            failures.push(`${op.method} ${url} as ${role}\nbody: ${show(body)}\n→ ${res.status} ${show(res.body)}`);
        }
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'the same hostile text in every string of a valid-looking body is refused with a field error',
    async () => {
      // one request per operation and role: every string (and a path/query value) NUL; never a 5xx, never a 2xx
      for (const op of ALL_OPERATIONS.filter((o) => !o.multipart && (o.params.length || o.body))) {
        const url =
          op.path.replace(/\{(\w+)\}/g, '%00') +
          (op.params.some((p) => p.in === 'query') ? `?${op.params.filter((p) => p.in === 'query')[0]!.name}=%00` : '');
        const body = op.body
          ? poison(fc.sample(validish(op.body), { numRuns: 1, seed: 1 })[0])
          : op.method === 'GET'
            ? undefined
            : {};
        const poisoned = url.includes('%00') || JSON.stringify(body ?? null).includes('\\u0000');
        for (const role of ['visitor', 'customer', 'admin'] as const) {
          const res = await callers[role].request(op.method, url, body);
          const what = `${op.method} ${url} as ${role}\nbody: ${show(body)}\n→ ${res.status} ${show(res.body)}`;
          expect(res.status, what).toBeLessThan(500);
          if (poisoned) expect(res.status, what).toBeGreaterThanOrEqual(400);
        }
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'malformed multipart bodies on every route that takes a body (no boundary, cut off, broken header): no 5xx',
    async () => {
      const B = 'fuzz-boundary';
      const bodies: [string, string][] = [
        ['multipart/form-data', 'no boundary at all'],
        ['multipart/form-data; boundary=', '--\r\n'],
        [
          `multipart/form-data; boundary=${B}`,
          `--${B}\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PD`,
        ],
        [`multipart/form-data; boundary=${B}`, `--${B}\r\nno colon here\r\n\r\nx\r\n--${B}--\r\n`],
        [`multipart/form-data; boundary=${B}`, `--${B}\r\ncontent-disposition: form-data; name="kind"\r\n\r\ndocument`],
      ];
      const failures: string[] = [];
      for (const op of ALL_OPERATIONS.filter((o) => o.method !== 'GET' && o.method !== 'DELETE')) {
        const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' ? idFor(op.path) : 'x'));
        for (const role of ['visitor', 'admin'] as const) {
          for (const [type, body] of bodies) {
            const res = await fetch(t.url + url, {
              method: op.method,
              headers: {
                origin: t.url,
                'content-type': type,
                ...(callers[role].cookie ? { cookie: callers[role].cookie } : {}),
              },
              body,
            });
            const text = await res.text();
            if (res.status >= 500)
              failures.push(`${op.method} ${url} as ${role} (${type}) → ${res.status} ${text.slice(0, 300)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'a 10,000-character query (and path value) on every route answers without a 5xx; past the header limit, 431 REQUEST_TOO_LONG',
    async () => {
      const long = 'a'.repeat(10_000);
      const failures: string[] = [];
      for (const op of ALL_OPERATIONS) {
        const names = [...new Set(['q', ...op.params.filter((p) => p.in === 'query').map((p) => p.name)])];
        const query = names
          .map((n) => `${n}=${long}`)
          .join('&')
          .slice(0, 12_000);
        const urls = [
          `${op.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' ? idFor(op.path) : 'x'))}?${query}`,
          op.path.includes('{') ? op.path.replace(/\{(\w+)\}/g, long) : null,
        ].filter((u): u is string => u !== null);
        for (const url of urls) {
          const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
          const res = await callers.admin.request(op.method, url, body);
          if (res.status >= 500) failures.push(`${op.method} ${url.slice(0, 80)}… → ${res.status} ${show(res.body)}`);
        }
      }
      expect(failures).toEqual([]);
      // Korean text is nine bytes a character once encoded: past Node's header limit, answered in the API's format
      const res = await callers.customer.request('GET', `/api/ingredients?q=${encodeURIComponent('가'.repeat(10_000))}`);
      expect(res.status).toBe(431);
      expect(res.body).toMatchObject({ code: 'REQUEST_TOO_LONG' });
    },
    WALK_TIMEOUT_MS,
  );
});

/** The id of the real record a path is about (a random one for paths about something else). */
function idFor(path: string): string {
  const byPrefix: [RegExp, string][] = [
    [/^\/api\/(admin\/)?ingredients\//, ingredient.id],
    [/^\/api\/(admin\/)?sub-materials\//, subMaterial.id],
    [/^\/api\/admin\/materials\//, material.id],
    [/^\/api\/(admin\/|public-)?recipes\//, recipeId],
    [/^\/api\/files\//, image.id],
  ];
  return byPrefix.find(([re]) => re.test(path))?.[1] ?? '00000000-0000-4000-8000-000000000000';
}

const numeric = (s: Schema): boolean =>
  types(s).some((x) => x === 'integer' || x === 'number') || Boolean(s.items && numeric(s.items));

/**
 * One plain, valid-looking value with every number at the largest the schema allows: the required
 * properties and the numeric optional ones, simple text, real ids. Numbers past PostgreSQL's `integer`
 * must be refused by the schema, not by the database.
 */
function largest(s: Schema, path: string, name?: string): unknown {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return largest(alternatives.find((a) => !types(a).includes('null')) ?? alternatives[0]!, path, name);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const type = types(s).find((x) => x !== 'null') ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return name === 'id' ? idFor(path) : ingredient.id;
      if (name && /email$/i.test(name)) return `largest-${crypto.randomBytes(3).toString('hex')}@example.com`;
      if (s.pattern) return fc.sample(fc.stringMatching(new RegExp(s.pattern)), { numRuns: 1, seed: 1 })[0];
      return 'Fuzz'.padEnd(s.minLength ?? 0, 'z').slice(0, Math.max(s.maxLength ?? 4, s.minLength ?? 0));
    case 'integer':
    case 'number':
      return typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : (s.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'array': {
      const n = Math.min(Math.max(s.minItems ?? 0, 1), s.maxItems ?? 1);
      return Array.from({ length: n }, () => largest(s.items ?? {}, path, name));
    }
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props).filter((k) => s.required?.includes(k) || numeric(props[k]!));
      return Object.fromEntries(keys.map((k) => [k, largest(props[k]!, path, k)]));
    }
    default:
      return null;
  }
}

/** The value with every string made 'x\u0000'. */
function poison(v: unknown): unknown {
  if (typeof v === 'string') return 'x\u0000';
  if (Array.isArray(v)) return v.map(poison);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, poison(x)]));
  return v;
}
