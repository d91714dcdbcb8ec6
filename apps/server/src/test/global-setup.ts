import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedHandle } from '../db/embedded.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { seedPolicies } from '../seed/demo.ts';
import { seedTaxonomies } from '../seed/catalogue.ts';
import { freePort } from './ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a server URL whose database part is replaced per test file */
    pgServerUrl: string;
    templateDb: string;
  }
}

/**
 * API tests run against a real PostgreSQL: the one in DATABASE_URL when set (CI runs both), else an
 * embedded one started here in a temporary folder. A migrated template database is made once;
 * every test file clones it, so files are isolated and run in parallel.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedHandle | undefined;
  let tmp: string | undefined;
  let serverUrl: string;
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL;
  } else {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-test-'));
    const port = await freePort();
    embedded = await startEmbeddedPostgres({ dataDir: tmp, port, database: 'postgres' });
    serverUrl = embedded.url;
    await skipDurability(serverUrl);
  }
  const templateDb = `formulab_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDb}`);
  await admin.query(`create database ${templateDb}`);
  const tplUrl = withDatabase(serverUrl, templateDb);
  const pool = new pg.Pool({ connectionString: tplUrl, max: 1 });
  await migrateDatabase(pool);
  await seedPolicies(drizzle(pool));
  await seedTaxonomies(drizzle(pool) as never);
  await pool.end();
  await admin.end();

  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    // drop the template and any per-file databases left behind
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like $1 or datname = $2`, [
      `formulab_t_${process.pid}_%`,
      templateDb,
    ]);
    for (const r of rows) await c.query(`drop database if exists ${r.datname} with (force)`);
    await c.end();
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}

/**
 * The embedded server lives in a temporary folder thrown away after the run, and is only ever stopped
 * cleanly: nothing in it has to survive a crash of the machine, so it need not wait for the disk (as the
 * system tests' own PostgreSQL, system/process.ts). Without fsync, full-page writes and synchronous commits,
 * every CREATE and DROP DATABASE of a test file and every commit of its requests stop waiting on a disk the
 * machine shares: 14 API files' hooks (database, app, seeding) took 88 s → 50 s, 100 s → 62 s (2026-11-30).
 * What a test sees of PostgreSQL (transactions, locks, what each statement reads) is unchanged.
 * A server on DATABASE_URL is someone else's to configure: there each test database only commits
 * without waiting for the WAL flush (startTestApp).
 */
async function skipDurability(serverUrl: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  for (const setting of ['fsync = off', 'full_page_writes = off', 'synchronous_commit = off']) {
    await c.query(`alter system set ${setting}`);
  }
  await c.query('select pg_reload_conf()');
  await c.end();
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
