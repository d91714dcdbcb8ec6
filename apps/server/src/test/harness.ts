import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@formulab/shared/api-error';
import { loadConfig, type Config } from '../config.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createUser } from '../seed/demo.ts';
import { withDatabase } from './global-setup.ts';
import { freePort } from './ports.ts';
import type { ErrorFields, Method, RequestBody, ResponseBody } from './route-types.ts';

export type { ErrorFields, RequestBody, ResponseBody };

declare const invalidBody: unique symbol;
/** A body sent as it is, past the route's body type: see `invalid`. */
export type InvalidBody = { readonly [invalidBody]: true };

/**
 * A body the route's schema refuses, sent on purpose (a validation, fuzz or input-integrity test): the typed
 * client takes it as it is (decision 0030). It returns its argument unchanged; only its type says "not the
 * route's body". A body the schema takes needs none.
 */
export const invalid = (body: unknown): InvalidBody => body as InvalidBody;

export type TestResponse<T = unknown> = { status: number; body: T; headers: Headers; cookies: string[] };
export type Caller = {
  cookie?: string;
  request: {
    /**
     * The answer is typed by the route the method and path name (route-types.ts, from the generated route
     * contract routes.gen.ts): its success answer, with the error fields (only those for a 204; with its text
     * for a route without a success schema: a file); `unknown` when no route matches (an unknown path, a
     * path typed only as `string`). The body sent is the route's body schema's input; a body it refuses on
     * purpose goes through `invalid(…)`.
     */
    <M extends Method, P extends string>(
      method: M,
      path: P,
      body?: RequestBody<M, P> | InvalidBody,
      headers?: Record<string, string>,
    ): Promise<TestResponse<ResponseBody<M, P>>>;
    /**
     * A method or path known only at run time (the authorization matrix), or a type argument given: the
     * caller names what it reads. Not for a call the first form types (a known method and path), so a body
     * that form refuses is an error, not a silent fall back to this one.
     */
    <T = unknown, M extends string = string, P extends string = string>(
      method: M,
      path: string extends P ? P : M extends Method ? never : P,
      body?: unknown,
      headers?: Record<string, string>,
    ): Promise<TestResponse<T>>;
  };
};

export type TestApp = {
  app: FastifyInstance;
  url: string;
  db: Database;
  /** the connection string of this app's own database (for child processes such as scripts) */
  databaseUrl: string;
  /** a visitor: no cookie */
  visitor: Caller;
  /** creates a user directly (verified e-mail) and returns a signed-in caller */
  user: (opts?: {
    role?: 'admin' | 'customer';
    email?: string;
    password?: string;
  }) => Promise<Caller & { id: string; email: string; password: string }>;
  /** signs in over HTTP and returns the caller holding the session cookie */
  signIn: (email: string, password: string) => Promise<Caller>;
  /** a caller sending exactly this Cookie header (e.g. an old session replayed) */
  as: (cookie?: string) => Caller;
  /** the configuration the app was built with */
  config: Config;
  /** stops the app and drops its database; `keepAs` renames the database instead (a template for other apps) */
  close: (opts?: { keepAs?: string }) => Promise<void>;
};

/**
 * A real server on a real PostgreSQL database cloned from the migrated template, listening on a
 * free port; requests go over HTTP with the browser's Origin header.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: {
    /** another instance on the same database, with the same session secret (its cookies work here); closing leaves the database */
    sharing?: TestApp;
    /** the database to clone instead of the migrated template (demo-app.ts's, with the demo data seeded) */
    template?: string;
  } = {},
): Promise<TestApp> {
  const serverUrl = inject('pgServerUrl');
  const template = options.template ?? inject('templateDb');
  const shared = options.sharing;
  const dbName = shared ? new URL(shared.databaseUrl).pathname.slice(1) : testDatabaseName(crypto.randomBytes(4).toString('hex'));
  if (!shared) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName} template ${template}`);
    // its commits need not wait for the WAL to reach the disk (a crash of the server may lose the last
    // ones, which a test database never outlives); what is visible to whom is unchanged. On the second
    // pass's PostgreSQL server (fsync on, a disk shared with the rest of the machine) 14 API files'
    // tests took 113 s → 77 s (2026-11-30); the embedded server has it for all (global-setup.ts).
    await admin.query(`alter database ${dbName} set synchronous_commit = off`);
    await admin.end();
  }

  const port = await freePort();
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DEMO_DATA: 'false',
      DATA_DIR: shared?.config.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-files-')),
    },
    {
      port,
      host: '127.0.0.1',
      publicUrl: `http://127.0.0.1:${port}`,
      sessionSecret: shared?.config.sessionSecret ?? crypto.randomBytes(32).toString('hex'),
      // tests that change users in SQL expect the next request to see it; session.test.ts and the
      // authorization matrix turn the cache on and wait for NOTIFY
      sessionCache: false,
      // over a thousand users are made and signed in per run: scrypt at full cost would be most of it
      passwordHashing: 'test-only-fast',
      ...overrides,
    },
  );
  const databaseUrl = withDatabase(serverUrl, dbName);
  const db = openDatabase(databaseUrl, 5);
  const app = await buildApp(config, db);
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;

  const caller = (cookie?: string): Caller => ({
    cookie,
    request: async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(url + path, {
        method,
        redirect: 'manual',
        headers: {
          origin: url,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      if (res.status >= 400) checkErrorBody(method, path, res.status, parsed);
      return { status: res.status, body: parsed as never, headers: res.headers, cookies: res.headers.getSetCookie() };
    },
  });

  const signIn = async (email: string, password: string) => {
    const res = await caller().request('POST', '/api/auth/sign-in/email', { email, password });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    return caller(cookieHeader(res.cookies));
  };

  let n = 0;
  const user: TestApp['user'] = async (opts = {}) => {
    const email = opts.email ?? `user${++n}-${crypto.randomBytes(3).toString('hex')}@example.com`;
    const password = opts.password ?? 'Passw0rd-test';
    const id = await createUser(db.db, app.auth, {
      email,
      password,
      name: 'Test User',
      companyName: 'Test Co',
      role: opts.role ?? 'customer',
    });
    const c = await signIn(email, password);
    return { ...c, id, email, password };
  };

  return {
    app,
    url,
    db,
    databaseUrl,
    visitor: caller(),
    user,
    signIn,
    as: caller,
    config,
    close: async ({ keepAs } = {}) => {
      await app.close();
      await db.close();
      if (shared) return;
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(keepAs ? `alter database ${dbName} rename to ${keepAs}` : `drop database if exists ${dbName} with (force)`);
      await c.end();
      if (config.dataDir.startsWith(os.tmpdir())) fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A name for a database of this run's: the global teardown drops every one left behind (a file that
 * failed before closing its app, demo-app.ts's seeded template).
 */
export function testDatabaseName(suffix: string): string {
  return `formulab_t_${inject('templateDb').replace('formulab_tpl_', '')}_${suffix}`;
}

/** `name=value; name2=value2` from Set-Cookie headers. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(';')[0])
    .filter((c) => !c!.endsWith('='))
    .join('; ');
}

/** The answers to error statuses that are not the API's error body: the health and readiness checks' 503s are their own. */
const NOT_ERROR_BODIES = /^\/api\/(?:health|ready)(?:[?#]|$)/;

/**
 * Every JSON error reply an API test receives is checked against the shared `apiErrorSchema`, unknown keys
 * refused: an error body that drifts from what the web client reads (a new extra, a code not in the list)
 * fails the test that provoked it, not a screen in production. A reply that is not JSON (a file route's
 * plain-text 404, the web app's shell) is left alone.
 */
export function checkErrorBody(method: string, path: string, status: number, body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body) || NOT_ERROR_BODIES.test(path)) return;
  const checked = apiErrorSchema.strict().safeParse(body);
  if (checked.success) return;
  const issues = checked.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
  throw new Error(`${method} ${path} → ${status}: the error body does not match apiErrorSchema (${issues.join('; ')})`);
}
