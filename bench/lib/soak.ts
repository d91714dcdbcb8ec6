/**
 * The soak: steady load on the Formulab server for minutes (BENCH_SOAK_SECONDS, default 300), cycling
 * through a mix of targets in 10-second slices, its resident memory read after each slice. Memory
 * grows at first (JIT, caches, pools, the session cache) and then must level off: the growth counted
 * is of the lowest reading (the floor the collector returns to) from the first third after the
 * warm-up minute to the last third, and the budget is 10 %.
 */
import { measure, targetHeaders, checkTarget, type MeasureOptions, type Target } from './measure.ts';
import { processMemory } from './proc.ts';

export type SoakResult = {
  seconds: number;
  slices: number;
  requests: number;
  failed: number;
  /** CPU ms per request (server + PostgreSQL) over the whole soak */
  cpuMsPerRequest?: number;
  /** resident memory (MB) after each slice, with the seconds since the start */
  rss: { atSeconds: number; mb: number }[];
  /** the floors the growth is counted between: the first and the last third after the warm-up minute */
  fromMb: number;
  toMb: number;
  growthPercent: number;
  budgetPercent: number;
  withinBudget: boolean;
};

const SLICE_SECONDS = 10;
const WARMUP_SECONDS = 60;
export const SOAK_BUDGET_PERCENT = 10;

export async function runSoak(
  pid: number,
  targets: Target[],
  options: MeasureOptions,
  totalSeconds: number,
  progress: (text: string) => void,
): Promise<SoakResult> {
  if (!targets.length) throw new Error('the soak needs at least one target');
  const headers = new Map<Target, Record<string, string>>();
  for (const t of targets) {
    const h = await targetHeaders(t);
    await checkTarget(t, h);
    headers.set(t, h);
  }
  const started = Date.now();
  const rss: SoakResult['rss'] = [];
  let requests = 0;
  let failed = 0;
  let cpuMs = 0;
  let cpuKnown = true;
  let slice = 0;
  while ((Date.now() - started) / 1000 < totalSeconds) {
    options.signal?.throwIfAborted();
    const target = targets[slice % targets.length]!;
    const m = await measure(target, headers.get(target)!, { ...options, seconds: SLICE_SECONDS, warmupSeconds: 0 });
    slice++;
    requests += m.requestsSent;
    failed += m.non2xx + m.errors + m.timeouts;
    if (m.cpu.serverMs === undefined || m.cpu.pgMs === undefined) cpuKnown = false;
    else cpuMs += m.cpu.serverMs + m.cpu.pgMs;
    const mem = processMemory(pid);
    if (mem) rss.push({ atSeconds: Math.round((Date.now() - started) / 1000), mb: mem.rssBytes / 1024 / 1024 });
    if (slice % 6 === 0) progress(` ${Math.round((Date.now() - started) / 1000)} s`);
  }
  // the heap saws up and down with every collection: compare the floors (the lowest reading) of the
  // first and the last third after the warm-up — a leak lifts the floor, garbage not yet collected does not
  const after = rss.filter((r) => r.atSeconds >= WARMUP_SECONDS);
  const readings = after.length >= 3 ? after : rss;
  const third = Math.max(1, Math.floor(readings.length / 3));
  const floor = (list: typeof rss) => Math.min(...list.map((r) => r.mb));
  const from = { mb: floor(readings.slice(0, third)) };
  const to = { mb: floor(readings.slice(-third)) };
  const growthPercent = ((to.mb - from.mb) / from.mb) * 100;
  return {
    seconds: Math.round((Date.now() - started) / 1000),
    slices: slice,
    requests,
    failed,
    cpuMsPerRequest: cpuKnown && requests ? cpuMs / requests : undefined,
    rss,
    fromMb: from.mb,
    toMb: to.mb,
    growthPercent,
    budgetPercent: SOAK_BUDGET_PERCENT,
    withinBudget: growthPercent <= SOAK_BUDGET_PERCENT,
  };
}

export function formatSoak(r: SoakResult, names: string[]): string {
  const curve = r.rss
    .filter((_x, i) => i % 3 === 0 || i === r.rss.length - 1)
    .map((x) => `${x.atSeconds}s ${x.mb.toFixed(0)}`)
    .join(' · ');
  return [
    `Soak: ${r.seconds} s of steady load in ${r.slices} slices of ${SLICE_SECONDS} s over ${names.join(', ')}`,
    `  ${r.requests.toLocaleString('en-US')} requests, ${r.failed} failed; CPU ${r.cpuMsPerRequest?.toFixed(3) ?? '–'} ms/req (server + PG)`,
    `  server RSS (MB): ${curve}`,
    `  growth of the floor after the ${WARMUP_SECONDS} s warm-up (first third → last third): ${r.fromMb.toFixed(1)} → ${r.toMb.toFixed(1)} MB = ${r.growthPercent.toFixed(1)} % ` +
      `(budget ${r.budgetPercent} %): ${r.withinBudget ? 'within budget' : 'OVER BUDGET'}`,
  ].join('\n');
}
