import path from 'node:path';
import type { Options } from 'autocannon';
import { startChild } from './ipc.ts';
import { processCpu, type CpuStopwatch } from './proc.ts';
import type { LoadResult, LoadRun } from './loadgen-child.ts';
import type { CapturedStatement } from './pg-probe.ts';
import type { AutovacuumWatch } from './autovacuum.ts';

/** A server process the bench started: its CPU time, and its statement count when it has a database. */
export type ServerProcess = {
  /** e.g. "Formulab (cookie cache)" */
  label: string;
  pid: number;
  /** every SQL statement the process has sent so far (node-postgres, counted in the process) */
  statementCount?: () => Promise<number>;
  /** the SQL statements the process sends while `request` runs (one request, made by the caller) */
  capture?: (request: () => Promise<void>) => Promise<CapturedStatement[]>;
};

/** One thing to load: a URL on 127.0.0.1, how to call it, and the process answering it. */
export type Target = {
  /** short row label, e.g. `GET /api/me (cookie cache)` */
  name: string;
  description: string;
  url: string;
  method?: NonNullable<Options['method']>;
  headers?: Record<string, string>;
  body?: string;
  /** the process answering `url`: its CPU time and statements are read around the measured window */
  server: ServerProcess;
  /**
   * Runs right before the target is measured (e.g. signs in, so that a short-lived cookie cache is
   * fresh for this run) and returns headers to add.
   */
  prepare?: () => Promise<Record<string, string>>;
  /** the status every answer must have under load (a revalidation's 304); by default any 2xx */
  expectStatus?: number;
  /** Checks one response before the run; throws when the target does not answer as expected. */
  check?: (response: Response) => Promise<void>;
  /** after the table, EXPLAIN ANALYZE the statements of one request that read this table (one plan line) */
  explain?: { table: string };
  /**
   * A server-rendered public page: its minimal equivalent also draws the page with the web app's own
   * renderer (minimal-child.ts), in `lang`, keeping what it drew for `cacheMs` as the server keeps its page.
   */
  render?: { lang: 'ko' | 'en'; cacheMs: number };
};

export type MeasureOptions = {
  generator: LoadGenerator;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** aborting stops the run in progress */
  signal?: AbortSignal;
  /** CPU time of the PostgreSQL processes, read around the measured window */
  pgCpu?: CpuStopwatch;
  /** what autovacuum did in the bench's database during the measured window (its CPU is in pgCpu's) */
  autovacuum?: AutovacuumWatch;
};

export type Measurement = {
  name: string;
  description: string;
  /** the process that answered (its label) */
  server: string;
  method: string;
  url: string;
  connections: number;
  /** seconds the measured run lasted (warm-up excluded) */
  seconds: number;
  /** completed requests */
  requests: number;
  /** requests sent: the completed ones and those abandoned at the deadline (answered in the settling second) */
  requestsSent: number;
  reqPerSec: number;
  /** milliseconds, from every response's own timing (sub-millisecond resolution) */
  latencyMs: LoadResult['latencyMs'];
  /** SQL statements per request sent (the server answers the abandoned ones in the settling second) */
  statementsPerRequest?: number;
  /**
   * CPU milliseconds (user + system, /proc) in the measured window and its settling second: the
   * server process's, PostgreSQL's, and both per request sent
   */
  cpu: {
    serverMs?: number;
    pgMs?: number;
    serverMsPerRequest?: number;
    pgMsPerRequest?: number;
    totalMsPerRequest?: number;
  };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** autovacuum's work in the measured window (`AutovacuumWatch`), when watched and any */
  autovacuum?: string[];
};

/** The load generator: autocannon in a child process of its own (loadgen-child.ts), one run at a time. */
export type LoadGenerator = {
  pid: number;
  run(run: LoadRun, signal?: AbortSignal): Promise<LoadResult>;
  stop(): Promise<void>;
};

export async function startLoadGenerator(signal?: AbortSignal): Promise<LoadGenerator> {
  const child = await startChild<{ pid: number }>(
    'load generator',
    path.join(import.meta.dirname, 'loadgen-child.ts'),
    undefined,
    {
      signal,
    },
  );
  return {
    pid: child.pid,
    async run(run, runSignal) {
      const onAbort = () => void child.request('stopRuns').catch(() => {});
      runSignal?.addEventListener('abort', onAbort, { once: true });
      try {
        return await child.request<LoadResult>('run', run, {
          signal: runSignal,
          timeoutMs: ((run.options.duration ?? 10) + 60) * 1000,
        });
      } finally {
        runSignal?.removeEventListener('abort', onAbort);
      }
    },
    stop: child.stop,
  };
}

const SETTLE_MS = 1000;

/** The headers a target is called with: its own and what its `prepare()` returns (a fresh sign-in). */
export async function targetHeaders(target: Target): Promise<Record<string, string>> {
  return { ...target.headers, ...(await target.prepare?.()) };
}

/** One request to the target, checked (`check()`, or a 2xx status). */
export async function checkTarget(target: Target, headers: Record<string, string>): Promise<void> {
  const { hostname } = new URL(target.url);
  if (hostname !== '127.0.0.1') throw new Error(`Benchmarks only run against 127.0.0.1, not ${target.url}`);
  const response = await fetch(target.url, { method: target.method ?? 'GET', headers, body: target.body });
  if (target.check) await target.check(response);
  else if (!response.ok) throw new Error(`${target.name}: ${response.status} ${await response.text()}`);
  else await response.arrayBuffer();
}

/**
 * Warms the target up, then loads it for a fixed time from the load generator's process and
 * summarises what it answered, with the CPU time the server and PostgreSQL spent and the statements
 * the server sent in that window.
 */
export async function measure(target: Target, headers: Record<string, string>, opts: MeasureOptions): Promise<Measurement> {
  const { hostname } = new URL(target.url);
  if (hostname !== '127.0.0.1') throw new Error(`Benchmarks only run against 127.0.0.1, not ${target.url}`);
  const method = target.method ?? 'GET';
  const base: Options = { url: target.url, method, headers, body: target.body, connections: opts.connections, timeout: 10 };

  await opts.generator.run({ options: { ...base, duration: opts.warmupSeconds }, collectLatencies: false }, opts.signal);

  // read outside the CPU window, so its two statements are not charged to the row
  const stopAutovacuum = await opts.autovacuum?.();
  const statementsBefore = await target.server.statementCount?.();
  const stopServerCpu = await processCpu(target.server.pid)();
  const stopPgCpu = await opts.pgCpu?.();
  const result = await opts.generator.run(
    { options: { ...base, duration: opts.seconds }, collectLatencies: true, expectStatus: target.expectStatus },
    opts.signal,
  );
  // the generator drops its connections at the deadline while the server still works on their last
  // requests; let those finish (and count) before the next target (or the shutdown) begins
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const serverMs = await stopServerCpu();
  const pgMs = await stopPgCpu?.();
  const statementsAfter = await target.server.statementCount?.();
  const autovacuum = await stopAutovacuum?.();

  const requests = result.requests;
  const seconds = result.seconds || opts.seconds;
  // the server did the work of every request sent, including those abandoned at the deadline
  const sent = result.sent;
  const perRequest = (ms: number | undefined) => (ms === undefined || sent === 0 ? undefined : ms / sent);
  const serverMsPerRequest = perRequest(serverMs);
  const pgMsPerRequest = perRequest(pgMs);
  return {
    name: target.name,
    description: target.description,
    server: target.server.label,
    method,
    url: target.url,
    connections: opts.connections,
    seconds,
    requests,
    requestsSent: sent,
    reqPerSec: requests / seconds,
    latencyMs: result.latencyMs,
    statementsPerRequest:
      statementsBefore === undefined || statementsAfter === undefined || sent === 0
        ? undefined
        : (statementsAfter - statementsBefore) / sent,
    cpu: {
      serverMs,
      pgMs,
      serverMsPerRequest,
      pgMsPerRequest,
      // without PostgreSQL (the baseline) the server's time is the whole
      totalMsPerRequest: !opts.pgCpu
        ? serverMsPerRequest
        : serverMsPerRequest === undefined || pgMsPerRequest === undefined
          ? undefined
          : serverMsPerRequest + pgMsPerRequest,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    ...(autovacuum?.length ? { autovacuum } : {}),
  };
}
