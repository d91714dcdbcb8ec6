// autocannon 9 ships no type declarations; these cover the programmatic API the benchmarks use.
declare module 'autocannon' {
  export type Options = {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    /** seconds */
    timeout?: number;
    pipelining?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
    headers?: Record<string, string>;
    body?: string;
    title?: string;
  };

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    sent?: number;
    totalCount?: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    [percentile: `p${string}`]: number;
  };

  export type Result = {
    url: string;
    connections: number;
    /** seconds actually run */
    duration: number;
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** milliseconds, whole-millisecond resolution */
    latency: Histogram;
    /** per-second samples; `total` is the number of completed requests */
    requests: Histogram;
    throughput: Histogram;
  };

  /** An EventEmitter that is also a promise of the result (when no callback is given). */
  export type Instance = PromiseLike<Result> & {
    stop(): void;
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void,
    ): Instance;
    on(event: 'reqError', listener: (error: Error) => void): Instance;
    on(event: 'done', listener: (result: Result) => void): Instance;
  };

  function autocannon(opts: Options): Instance;
  export default autocannon;
}
