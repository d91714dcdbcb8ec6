import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Opens a pool; statement timeout keeps a runaway query from holding a connection for ever. */
export function openDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, statement_timeout: 30_000 });
  pool.on('error', () => {}); // an idle client dropped by the server; the pool replaces it
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * Applies the committed SQL migrations on one connection holding an advisory lock, so several
 * instances starting together migrate once.
 */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(726354)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(726354)').catch(() => {});
    client.release();
  }
}
