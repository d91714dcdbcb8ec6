import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Config } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo.ts';
import { startChild } from './ipc.ts';
import { listedProcessesCpu, processTreeCpu, type CpuStopwatch } from './proc.ts';
import type { CapturedStatement } from './pg-probe.ts';
import type { ServerProcess } from './measure.ts';
import type { FormulabInit, FormulabReady } from './server-child.ts';

export type BenchDatabase = {
  url: string;
  description: string;
  /** CPU time of the PostgreSQL processes serving the bench database */
  cpu: CpuStopwatch;
  /** how `cpu` is measured, for the report */
  cpuMethod: string;
  /** the embedded PostgreSQL's postmaster (none on DATABASE_URL's server) */
  postmasterPid?: number;
  close: () => Promise<void>;
};

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
    // a shared server has other databases' backends too: count this database's, listed at both ends
    const backends = async () =>
      (await admin.pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name])).rows.map(
        (r) => r.pid,
      );
    return {
      url: url.toString(),
      description: `database ${name} on ${url.host} (DATABASE_URL), dropped afterwards`,
      cpu: listedProcessesCpu(backends),
      cpuMethod:
        `the backends of database ${name} (pg_stat_activity) present before and after each run, from /proc: ` +
        "PostgreSQL's shared background processes are not counted, nor a backend that started or ended inside " +
        'the run; none at all when PostgreSQL runs on another machine or in another container',
      close: async () => {
        try {
          // BENCH_KEEP_DATABASE=1: left for a person to read its plans (psql on the URL printed)
          if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`Kept the bench database: ${url.toString()}`);
          else await admin.pool.query(`drop database if exists "${name}" with (force)`);
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
      const pgDir = path.join(dataDir, 'pg');
      const pg = await startEmbeddedPostgres({ dataDir: pgDir, port, database: 'formulab_bench' });
      const postmaster = postmasterPid(path.join(pgDir, 'postgres'));
      return {
        url: pg.url,
        description: `embedded PostgreSQL on 127.0.0.1:${port} (temporary data folder)`,
        cpu: processTreeCpu(postmaster),
        cpuMethod: `the embedded PostgreSQL's postmaster (pid ${postmaster}) and every process it started, from /proc`,
        postmasterPid: Number.isFinite(postmaster) ? postmaster : undefined,
        close: pg.stop,
      };
    } catch (err) {
      lastError = err; // most likely the random port is taken: try another
    }
  }
  throw lastError;
}

/** The first line of postmaster.pid in a PostgreSQL data folder (embedded.ts keeps it in <dataDir>/postgres). */
function postmasterPid(pgData: string): number {
  try {
    return Number(fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
  } catch {
    return NaN; // no CPU time for PostgreSQL then, but the run goes on
  }
}

export type FormulabServer = ServerProcess & {
  /** http://127.0.0.1:<port>, also the server's PUBLIC_URL (the Origin it trusts) */
  url: string;
  config: Config;
  /** the `max` of the server's PostgreSQL pool(s), as the server opened them */
  poolSizes: number[];
  capture: NonNullable<ServerProcess['capture']>;
  stop: () => Promise<void>;
};

/**
 * The whole Formulab server in a child process of its own (lib/server-child.ts) on 127.0.0.1 and a free
 * port, with demo data, warnings-only logging and auth rate limits out of the way.
 */
export async function startFormulab(opts: {
  label: string;
  dataDir: string;
  databaseUrl: string;
  sessionSecret: string;
  signal?: AbortSignal;
  /** another Node to run the server on, e.g. Node 20 with tsx (see run.ts, BENCH_NODE20) */
  runtime?: { execPath: string; execArgv: string[] };
  /** settings besides the bench's own, as environment variables (e.g. PAGE_CACHE_SECONDS) */
  env?: Record<string, string>;
}): Promise<FormulabServer> {
  const init: FormulabInit = {
    port: await freePort(),
    dataDir: opts.dataDir,
    databaseUrl: opts.databaseUrl,
    sessionSecret: opts.sessionSecret,
    env: opts.env,
  };
  const child = await startChild<FormulabReady>(opts.label, path.join(import.meta.dirname, 'server-child.ts'), init, {
    signal: opts.signal,
    ...opts.runtime,
  });
  return {
    label: opts.label,
    pid: child.pid,
    url: child.ready.url,
    config: child.ready.config,
    poolSizes: child.ready.poolSizes,
    statementCount: () => child.request<number>('statementCount'),
    async capture(request) {
      await child.request('startCapture');
      let failure: unknown;
      try {
        await request();
        // anything the server still sends for the request right after answering belongs to it too
        await new Promise((resolve) => setTimeout(resolve, 100));
      } catch (err) {
        failure = err;
      }
      const statements = await child.request<CapturedStatement[]>('stopCapture');
      if (failure) throw failure;
      return statements;
    },
    stop: child.stop,
  };
}

/** Signs a demo account in and returns the cookies the server set, as a `Cookie` header value. */
async function signInDemo(server: FormulabServer, who: 'customer' | 'admin'): Promise<{ cookie: string; names: string[] }> {
  const { email, password } = DEMO_ACCOUNTS[who];
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`${who} sign-in failed: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  const pairs = response.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0]!)
    .filter((pair) => !/^[^=]+=$/.test(pair)); // a cookie set to nothing is a deletion
  return { cookie: pairs.join('; '), names: pairs.map((p) => p.slice(0, p.indexOf('='))) };
}

/** Signs the demo customer in and returns the cookies the server set, as a `Cookie` header value. */
export const signInDemoCustomer = (server: FormulabServer) => signInDemo(server, 'customer');

/** Signs the demo admin in: the staff queues' rows need a staff session. */
export async function signInDemoAdmin(server: FormulabServer): Promise<string> {
  return (await signInDemo(server, 'admin')).cookie;
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
