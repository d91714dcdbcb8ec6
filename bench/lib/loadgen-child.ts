/**
 * The load generator in a child process of the bench: runs autocannon (programmatic API) for the
 * options it is sent and answers with a summary, so neither its CPU time nor its event loop is shared
 * with a server being measured. Started by `startLoadGenerator()` (measure.ts).
 */
import autocannon, { type Instance, type Options } from 'autocannon';
import { serveParent } from './ipc.ts';

export type LoadRun = {
  options: Options;
  collectLatencies: boolean;
  /** the status every answer should have (a revalidation's 304); else any 2xx */
  expectStatus?: number;
};

export type LoadResult = {
  /** completed requests */
  requests: number;
  /**
   * requests sent, the completed ones and those the generator abandoned at its deadline (the server
   * still answers them, and does their work, after the run)
   */
  sent: number;
  /** seconds the run lasted */
  seconds: number;
  /** answers with another status than expected (by default: not 2xx) */
  non2xx: number;
  errors: number;
  timeouts: number;
  /** milliseconds, from every response's own timing (sub-millisecond resolution); zeros unless collected */
  latencyMs: { mean: number; p50: number; p95: number; p99: number; max: number };
};

serveParent<void, { pid: number }>(async () => {
  const current = new Set<Instance>();
  return {
    ready: { pid: process.pid },
    handlers: {
      async run({ options, collectLatencies, expectStatus }: LoadRun): Promise<LoadResult> {
        const latencies: number[] = [];
        let non2xx = 0;
        const instance = autocannon(options);
        current.add(instance);
        instance.on('response', (_client, status, _bytes, ms) => {
          if (collectLatencies) latencies.push(ms);
          if (expectStatus !== undefined ? status !== expectStatus : status < 200 || status > 299) non2xx++;
        });
        // a run always ends: by its duration or, failing that, by this guard
        const guard = setTimeout(() => instance.stop(), ((options.duration ?? 10) + 30) * 1000);
        try {
          const result = await instance;
          const sorted = Float64Array.from(latencies).sort();
          const requests = result.requests.total ?? sorted.length;
          return {
            requests,
            sent: Math.max(requests, result.requests.sent ?? 0),
            seconds: result.duration || (options.duration ?? 0),
            non2xx,
            errors: result.errors,
            timeouts: result.timeouts,
            latencyMs: {
              mean: sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : 0,
              p50: percentile(sorted, 50),
              p95: percentile(sorted, 95),
              p99: percentile(sorted, 99),
              max: sorted.length ? sorted[sorted.length - 1]! : 0,
            },
          };
        } finally {
          clearTimeout(guard);
          current.delete(instance);
        }
      },
      stopRuns() {
        for (const instance of current) instance.stop();
      },
    },
    async stop() {
      for (const instance of current) instance.stop();
    },
  };
});

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
