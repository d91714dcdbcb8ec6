import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import { loadConfig, type Config } from '../../apps/server/src/config.ts';
import { startServer } from '../../apps/server/src/server.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo.ts';

export type BenchDatabase = { url: string; description: string; close: () => Promise<void> };

/**
 * A fresh database for this run: created in (and dropped from) the server at DATABASE_URL when it
 * is set, otherwise in an embedded PostgreSQL of its own under `dataDir`, on a random port.
 */
export async function openBenchDatabase(dataDir: string): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `formulab_bench_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
    const admin = openDatabase(serverUrl, 1);
    await admin.pool.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      description: `database ${name} on ${url.host} (DATABASE_URL), dropped afterwards`,
      close: async () => {
        try {
          await admin.pool.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await admin.close();
        }
      },
    };
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = 54500 + crypto.randomInt(1000);
    try {
      const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port, database: 'formulab_bench' });
      return { url: pg.url, description: `embedded PostgreSQL on 127.0.0.1:${port} (temporary data folder)`, close: pg.stop };
    } catch (err) {
      lastError = err; // most likely the random port is taken: try another
    }
  }
  throw lastError;
}

export type FormulabServer = {
  /** http://127.0.0.1:<port>, also the server's PUBLIC_URL (the Origin it trusts) */
  url: string;
  config: Config;
  stop: () => Promise<void>;
};

/**
 * The whole Formulab server (`startServer(loadConfig(env))`, as `npm start` runs it) on 127.0.0.1 and
 * a free port, with demo data, warnings-only logging and auth rate limits out of the way.
 */
export async function startFormulab(opts: {
  dataDir: string;
  databaseUrl: string;
  sessionSecret: string;
  sessionCookieCacheSeconds: number;
}): Promise<FormulabServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: process.env.NODE_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl,
    SESSION_SECRET: opts.sessionSecret,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    RATE_LIMIT_AUTH_MAX: '1000000',
    SESSION_COOKIE_CACHE_SECONDS: String(opts.sessionCookieCacheSeconds),
  });
  const server = await withoutConsoleLog(() => startServer(config, { handleSignals: false }));
  return { url, config, stop: server.stop };
}

/** Signs the demo customer in and returns the cookies the server set, as a `Cookie` header value. */
export async function signInDemoCustomer(server: FormulabServer): Promise<{ cookie: string; names: string[] }> {
  const { email, password } = DEMO_ACCOUNTS.customer;
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  const pairs = response.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0]!)
    .filter((pair) => !/^[^=]+=$/.test(pair)); // a cookie set to nothing is a deletion
  return { cookie: pairs.join('; '), names: pairs.map((p) => p.slice(0, p.indexOf('='))) };
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The server prints its demo-account banner on start; the benchmark's output is the table. */
async function withoutConsoleLog<T>(fn: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => {};
  try {
    return await fn();
  } finally {
    console.log = log;
  }
}
