import type { Measurement } from './measure.ts';
import type { CapturedStatement } from './pg-probe.ts';

/** A measured row: a target, with its minimal equivalent measured right after it. */
export type Row = Measurement & {
  /** req/s divided by the node:http baseline's req/s in the same run */
  vsNodeHttp?: number;
  /** the minimal equivalent (plain Fastify + pg, the same statements) answering the same request */
  minimal?: Measurement & { vsNodeHttp?: number };
  /** why there is no minimal equivalent for this row, if it failed */
  minimalError?: string;
  vsMinimal?: {
    /** req/s ÷ the minimal equivalent's req/s */
    throughput?: number;
    /** (server + PostgreSQL CPU ms per request) ÷ the minimal equivalent's */
    cpu?: number;
  };
  /** the statements one request sent (what the minimal equivalent replays) */
  statements?: CapturedStatement[];
};

/** Adds the ratios: to the baseline's req/s, and to the minimal equivalent's req/s and CPU per request. */
export function withRatios(rows: Row[], baseline: Measurement): Row[] {
  const vs = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined || b <= 0 ? undefined : a / b);
  return rows.map((r) => ({
    ...r,
    vsNodeHttp: vs(r.reqPerSec, baseline.reqPerSec),
    minimal: r.minimal && { ...r.minimal, vsNodeHttp: vs(r.minimal.reqPerSec, baseline.reqPerSec) },
    vsMinimal: r.minimal && {
      throughput: vs(r.reqPerSec, r.minimal.reqPerSec),
      cpu: vs(r.cpu.totalMsPerRequest, r.minimal.cpu.totalMsPerRequest),
    },
  }));
}

/**
 * A plain-text table: each row, then its minimal equivalent on a line of its own (`└ minimal`), with
 * req/s, p50, p99, the ratios, CPU per request and statements per request (and failures, if any).
 */
export function formatTable(rows: Row[]): string {
  const ms = (v: number) => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`;
  const cpuMs = (v: number | undefined) => (v === undefined ? '–' : v < 1 ? v.toFixed(3) : v.toFixed(2));
  const ratio = (v: number | undefined, digits = 3) => (v === undefined ? '' : v.toFixed(digits));
  const lines = rows.flatMap((r) => [
    { m: r as Measurement & { vsNodeHttp?: number }, name: r.name, row: r },
    ...(r.minimal ? [{ m: r.minimal, name: '  └ minimal equivalent', row: undefined }] : []),
    ...(r.minimalError
      ? [{ m: undefined, name: `  └ minimal equivalent failed: ${r.minimalError.slice(0, 80)}`, row: undefined }]
      : []),
  ]);
  const anyFailures = [...rows, ...rows.flatMap((r) => (r.minimal ? [r.minimal] : []))].some(
    (r) => r.non2xx || r.errors || r.timeouts,
  );
  const header = [
    'target',
    'req/s',
    'p50',
    'p99',
    'vs node:http',
    'vs minimal',
    'server CPU ms/req',
    'PG CPU ms/req',
    'CPU ms/req',
    'CPU vs minimal',
    'statements/req',
    ...(anyFailures ? ['non-2xx/errors'] : []),
  ];
  const cells = lines.map(({ m, name, row }) =>
    m
      ? [
          name,
          Math.round(m.reqPerSec).toLocaleString('en-US'),
          ms(m.latencyMs.p50),
          ms(m.latencyMs.p99),
          ratio(m.vsNodeHttp) || '–',
          ratio(row?.vsMinimal?.throughput, 2),
          cpuMs(m.cpu.serverMsPerRequest),
          cpuMs(m.cpu.pgMsPerRequest),
          cpuMs(m.cpu.totalMsPerRequest),
          ratio(row?.vsMinimal?.cpu, 2),
          m.statementsPerRequest === undefined ? '–' : m.statementsPerRequest.toFixed(2),
          ...(anyFailures ? [`${m.non2xx}/${m.errors + m.timeouts}`] : []),
        ]
      : [name, ...header.slice(1).map(() => '')],
  );
  // a failure note may be wider than the name column: it is not padded and does not widen the column
  const widths = header.map((h, i) => Math.max(h.length, ...cells.filter((_, k) => lines[k]!.m).map((c) => c[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
