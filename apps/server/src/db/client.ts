import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.ts';
import { writeStatementsFaster } from './statement-writer.ts';

/**
 * The database, or a transaction on it: every service function takes this, so code that runs inside
 * `db.transaction(async (tx) => …)` passes `tx` as it is (a transaction is a PgDatabase too).
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  /** every query and transaction */
  pool: pg.Pool;
  /**
   * What needs one server connection of its own for longer than a transaction: LISTEN (sessions,
   * realtime) and the start-up advisory locks. The same pool unless DATABASE_URL goes through a
   * transaction pooler (decision 0023), where it connects to DATABASE_SESSION_URL.
   */
  sessionPool: pg.Pool;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** How many distinct statement texts get a name; past it, new texts run unnamed (parsed each time). */
export const MAX_NAMED_STATEMENTS = 400;
const statementNames = new Map<string, string>();
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The name under which a parameterised statement is prepared on each connection (decision 0006):
 * derived from its text, so the same SQL gets the same name everywhere. PostgreSQL then parses it once
 * per connection and, once its plans prove stable, stops planning it per request.
 */
export function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS && PREPARABLE.test(text)) {
    name = 'f_' + crypto.createHash('sha1').update(text).digest('base64url').slice(0, 24);
    statementNames.set(text, name);
  }
  return name;
}

type QueryConfig = { text: string; name?: string; values?: unknown[] };

/** A client that names every parameterised data statement (drizzle's and ours alike). */
class PreparingClient extends pg.Client {
  override query(config: any, values?: any, callback?: any): any {
    const params = (Array.isArray(values) ? values : undefined) ?? (config as QueryConfig | undefined)?.values;
    if (params && params.length > 0) {
      if (typeof config === 'string') {
        const name = statementName(config);
        if (name) config = { name, text: config };
      } else if (config && typeof config.text === 'string' && !config.name && !config.submit) {
        const name = statementName(config.text);
        if (name) config = { ...config, name };
      }
    }
    return super.query(config, values, callback);
  }
}

/**
 * A client for a transaction pooler (PgBouncer in transaction mode, decision 0023): consecutive
 * statements may run on different server connections, so a statement prepared on one would be
 * missing on the next. It sends every statement unnamed (parsed each time), drizzle's and ours alike,
 * whatever name the caller gave.
 */
class UnnamedClient extends pg.Client {
  override query(config: any, values?: any, callback?: any): any {
    if (config && typeof config === 'object' && typeof config.text === 'string' && config.name && !config.submit) {
      const { name: _name, ...unnamed } = config as QueryConfig;
      config = unnamed;
    }
    return super.query(config, values, callback);
  }
}

/** Statements end after this long (a runaway query must not hold a connection for ever). */
export const STATEMENT_TIMEOUT_MS = 30_000;

export type PoolMode = 'session' | 'transaction';

/**
 * Opens a pool; statement timeout keeps a runaway query from holding a connection for ever.
 * `transaction`: `url` is a transaction pooler — statements go unnamed, the timeout is the database's
 * (a pooler refuses it as a start-up parameter: `ALTER ROLE … SET statement_timeout`, README), and
 * `sessionUrl` (PostgreSQL itself, or the pooler's session-mode entry) serves LISTEN and locks.
 */
export function openDatabase(url: string, max = 10, opts: { mode?: PoolMode; sessionUrl?: string } = {}): Database {
  const pooled = opts.mode === 'transaction';
  if (pooled && !opts.sessionUrl) throw new Error('a transaction pooler needs a session URL for LISTEN and locks');
  const pool = new pg.Pool(
    pooled
      ? { connectionString: url, max, Client: UnnamedClient }
      : { connectionString: url, max, statement_timeout: STATEMENT_TIMEOUT_MS, Client: PreparingClient },
  );
  const sessionPool = pooled
    ? new pg.Pool({ connectionString: opts.sessionUrl, max: 2, statement_timeout: STATEMENT_TIMEOUT_MS, Client: PreparingClient })
    : pool;
  for (const p of new Set([pool, sessionPool])) quietIdleErrors(p);
  const db = drizzle(pool, { schema });
  // drizzle's own text, written with fewer class tests per fragment (statement-writer.ts)
  writeStatementsFaster(db);
  return {
    db,
    pool,
    sessionPool,
    close: async () => {
      await pool.end();
      if (sessionPool !== pool) await sessionPool.end();
    },
  };
}

function quietIdleErrors(pool: pg.Pool): void {
  pool.on('error', () => {}); // an idle client dropped by the server; the pool replaces it
  // A client checked out of the pool has no 'error' listener of the pool's: when PostgreSQL ends its
  // connection between two statements (a restart, a failover, pg_terminate_backend) — inside a
  // transaction while the code awaits something else — the client emitted an unhandled 'error' and
  // the whole process went down. The error reaches the code using the client anyway (its next query
  // fails: "not queryable"), and the pool discards the client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
}

/** Advisory lock keys of the start-up steps that several instances may run at once. */
export const STARTUP_LOCKS = { migrate: 726354, seed: 726355, schedulerSchema: 726356 } as const;

/**
 * Runs `fn` while one connection holds PostgreSQL advisory lock `key`: instances starting together
 * on one database take turns, and the later one finds the work done (migrations applied, demo data
 * written) instead of racing it.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    // the wait may outlast the pool's statement timeout (the other instance seeding a slow machine)
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [key]);
    return await fn(client);
  } catch (err) {
    broken = isTransientDbError(err);
    throw err;
  } finally {
    if (!broken) {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
      await client.query('reset statement_timeout').catch(() => {});
    }
    // a connection PostgreSQL dropped is destroyed, not handed to the next caller
    client.release(broken || undefined);
  }
}

/** SQLSTATEs and socket errors that mean "PostgreSQL is not there right now", not "this is wrong". */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown (a fast or smart shutdown ended the connection)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** An error and the errors it was caused by (a driver's error wrapped by drizzle's), five deep at most. */
function causes(err: unknown): Error[] {
  const chain: Error[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < 5; e = e.cause) chain.push(e);
  return chain;
}

/**
 * Whether an error from pg means PostgreSQL is restarting or unreachable (worth trying again). Drizzle
 * wraps a failed statement in its own error ("Failed query: …") with pg's as its `cause`: the chain is
 * read too (a seed's insert cut off by a restart failed a start in the crash test, 2026-11-28).
 */
export function isTransientDbError(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return true;
    // the driver's own words when the server closes the socket under a query
    if (/Connection terminated|Client has encountered a connection error|not queryable/i.test(e.message)) return true;
  }
  return false;
}

/**
 * A transaction PostgreSQL rolled back to break a deadlock or a serialization conflict: nothing of it
 * was written, and it may be run again.
 */
export function isConflictRollback(err: unknown): boolean {
  return causes(err).some((e) => ['40P01', '40001'].includes((e as { code?: unknown }).code as string));
}

/**
 * Runs a start-up step, again while it fails only because PostgreSQL is restarting or not up yet
 * (a server started during a database restart waits for it instead of exiting), for up to `timeoutMs`.
 * Any other error, or one that outlasts the wait, is thrown.
 */
export async function retryWhileDatabaseAway<T>(
  step: () => Promise<T>,
  opts: { timeoutMs?: number; onWait?: (err: Error) => void } = {},
): Promise<T> {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (!isTransientDbError(err) || Date.now() >= deadline) throw err;
      if (attempt === 0) opts.onWait?.(err as Error);
      await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, 100 * 2 ** attempt)));
    }
  }
}

/**
 * Applies the committed SQL migrations on one connection holding an advisory lock, so several
 * instances starting together migrate once.
 */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  await withAdvisoryLock(pool, STARTUP_LOCKS.migrate, (client) =>
    migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
  );
}
