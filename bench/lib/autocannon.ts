import autocannon, { type Instance, type Options } from 'autocannon';

/** One thing to load: a URL on 127.0.0.1 and how to call it. */
export type Target = {
  /** short row label, e.g. `GET /api/me (cookie cache)` */
  name: string;
  description: string;
  url: string;
  method?: NonNullable<Options['method']>;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Runs right before the target is measured (e.g. signs in, so that a short-lived cookie cache is
   * fresh for this run) and returns headers to add.
   */
  prepare?: () => Promise<Record<string, string>>;
  /** Checks one response before the run; throws when the target does not answer as expected. */
  check?: (response: Response) => Promise<void>;
};

export type MeasureOptions = {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** aborting stops the run in progress */
  signal?: AbortSignal;
  /** a running total of database queries, to report queries per request */
  queryCount?: () => number;
};

export type Measurement = {
  name: string;
  description: string;
  method: string;
  url: string;
  connections: number;
  /** seconds the measured run lasted (warm-up excluded) */
  seconds: number;
  requests: number;
  reqPerSec: number;
  /** milliseconds, from every response's own timing (sub-millisecond resolution) */
  latencyMs: { mean: number; p50: number; p95: number; p99: number; max: number };
  /** database queries per completed request (including any the generator abandoned at the deadline) */
  dbQueriesPerRequest?: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** req/s divided by the baseline's req/s in the same run */
  ratio?: number;
};

const SETTLE_MS = 1000;

/** Warms the target up, then loads it for a fixed time and summarises what it answered. */
export async function measure(target: Target, opts: MeasureOptions): Promise<Measurement> {
  const { hostname } = new URL(target.url);
  if (hostname !== '127.0.0.1') throw new Error(`Benchmarks only run against 127.0.0.1, not ${target.url}`);
  const headers = { ...target.headers, ...(await target.prepare?.()) };
  const method = target.method ?? 'GET';
  const base: Options = { url: target.url, method, headers, body: target.body, connections: opts.connections, timeout: 10 };

  const first = await fetch(target.url, { method, headers, body: target.body });
  if (target.check) await target.check(first);
  else if (!first.ok) throw new Error(`${target.name}: ${first.status} ${await first.text()}`);
  else await first.arrayBuffer();

  await run({ ...base, duration: opts.warmupSeconds }, opts.signal);

  const latencies: number[] = [];
  let non2xx = 0;
  const queriesBefore = opts.queryCount?.();
  const result = await run({ ...base, duration: opts.seconds }, opts.signal, (instance) =>
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status < 200 || status > 299) non2xx++;
    }),
  );

  // the generator drops its connections at the deadline while the server still works on their last
  // requests; let those finish before the next target (or the shutdown) begins
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const queries = queriesBefore === undefined ? undefined : opts.queryCount!() - queriesBefore;

  const sorted = Float64Array.from(latencies).sort();
  const requests = result.requests.total ?? sorted.length;
  const seconds = result.duration || opts.seconds;
  return {
    name: target.name,
    description: target.description,
    method,
    url: target.url,
    connections: opts.connections,
    seconds,
    requests,
    reqPerSec: requests / seconds,
    latencyMs: {
      mean: sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1]! : 0,
    },
    dbQueriesPerRequest: queries === undefined || requests === 0 ? undefined : queries / requests,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** One autocannon run that always ends: by its duration, by the abort signal, or by a guard timer. */
async function run(options: Options, signal?: AbortSignal, listen?: (instance: Instance) => void) {
  signal?.throwIfAborted();
  const instance = autocannon(options);
  listen?.(instance);
  const stop = () => instance.stop();
  signal?.addEventListener('abort', stop, { once: true });
  const guard = setTimeout(stop, ((options.duration ?? 10) + 30) * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
    signal?.removeEventListener('abort', stop);
  }
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Adds each measurement's req/s ratio to the baseline's. */
export function withRatios(results: Measurement[], baseline: Measurement): Measurement[] {
  return results.map((r) => ({ ...r, ratio: baseline.reqPerSec > 0 ? r.reqPerSec / baseline.reqPerSec : undefined }));
}

/** A plain-text table: target, req/s, p50, p95, p99, ratio to the baseline (and failures, if any). */
export function formatTable(results: Measurement[]): string {
  const ms = (v: number) => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`;
  const anyFailures = results.some((r) => r.non2xx || r.errors || r.timeouts);
  const header = [
    'target',
    'req/s',
    'p50',
    'p95',
    'p99',
    'vs node:http',
    'db queries/req',
    ...(anyFailures ? ['non-2xx/errors'] : []),
  ];
  const rows = results.map((r) => [
    r.name,
    Math.round(r.reqPerSec).toLocaleString('en-US'),
    ms(r.latencyMs.p50),
    ms(r.latencyMs.p95),
    ms(r.latencyMs.p99),
    r.ratio === undefined ? '–' : r.ratio.toFixed(3),
    r.dbQueriesPerRequest === undefined ? '–' : r.dbQueriesPerRequest.toFixed(2),
    ...(anyFailures ? [`${r.non2xx}/${r.errors + r.timeouts}`] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
