/**
 * The soak: steady load on the Formulab server for minutes (BENCH_SOAK_SECONDS, default 300), cycling
 * through a mix of targets in 10-second slices, its resident memory read after each slice. Memory
 * grows at first (JIT, caches, pools, the session cache) and then must level off. What is held to the
 * 10 % budget is the rate at which the floor (the lowest reading, where the collector returns to)
 * still rises once it has levelled off — from the middle to the last third after the warm-up minute —
 * carried over the whole window after the warm-up (`soakGrowth`). The floor's rise from the first
 * third is reported beside it: a heap that reaches its working size late in the warm-up shows there
 * (15 % once, then flat for 100 s), while a leak rises in every third and fails both.
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
  /** the floors of the first, middle and last third after the warm-up minute (`soakGrowth`) */
  floorsMb: [number, number, number];
  /** the floor's rise from the first third to the last */
  risePercent: number;
  /** the floor's rise from the middle third to the last, carried over the window (twice that step): what the budget holds */
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
  const { floorsMb, risePercent, growthPercent } = soakGrowth(rss);
  return {
    seconds: Math.round((Date.now() - started) / 1000),
    slices: slice,
    requests,
    failed,
    cpuMsPerRequest: cpuKnown && requests ? cpuMs / requests : undefined,
    rss,
    floorsMb,
    risePercent,
    growthPercent,
    budgetPercent: SOAK_BUDGET_PERCENT,
    withinBudget: growthPercent <= SOAK_BUDGET_PERCENT,
  };
}

/**
 * The heap saws up and down with every collection, so the floors (the lowest reading) of the first,
 * middle and last third of the readings after the warm-up are compared: a leak lifts the floor in
 * every third, garbage not yet collected does not, and a heap still reaching its working size lifts
 * only the first. The growth held to the budget is the middle-to-last step carried over the whole
 * window (two steps), so a steady leak counts as much as from the first third to the last.
 */
export function soakGrowth(rss: SoakResult['rss']): Pick<SoakResult, 'floorsMb' | 'risePercent' | 'growthPercent'> {
  if (!rss.length) throw new Error('the soak read no memory');
  const after = rss.filter((r) => r.atSeconds >= WARMUP_SECONDS);
  const readings = after.length >= 3 ? after : rss;
  const third = Math.max(1, Math.floor(readings.length / 3));
  const floor = (list: typeof rss) => Math.min(...list.map((r) => r.mb));
  const first = floor(readings.slice(0, third));
  const between = readings.slice(third, readings.length - third);
  const middle = between.length ? floor(between) : first;
  const last = floor(readings.slice(-third));
  return {
    floorsMb: [first, middle, last],
    risePercent: ((last - first) / first) * 100,
    growthPercent: ((last - middle) / middle) * 100 * 2,
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
    `  floor of each third after the ${WARMUP_SECONDS} s warm-up: ${r.floorsMb.map((mb) => mb.toFixed(1)).join(' → ')} MB ` +
      `(first → last ${r.risePercent.toFixed(1)} %)`,
    `  growth once levelled (middle → last third, carried over the window): ${r.growthPercent.toFixed(1)} % ` +
      `(budget ${r.budgetPercent} %): ${r.withinBudget ? 'within budget' : 'OVER BUDGET'}`,
  ].join('\n');
}
