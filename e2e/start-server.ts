import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { freePort } from '../apps/server/src/test/ports.ts';

/**
 * The server the browser tests drive: demo data, generous auth rate limits (the tests sign in
 * many times), a trusted proxy header so that every story has its own client address, its own data
 * folder or its own database on DATABASE_URL's server.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-e2e-'));
let databaseUrl = process.env.DATABASE_URL;
let dbName: string | undefined;
if (databaseUrl) {
  dbName = `formulab_e2e_${process.pid}`;
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  await c.query(`create database ${dbName}`);
  await c.end();
  const u = new URL(databaseUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(await freePort()),
  DATABASE_URL: databaseUrl ?? '',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_MAX: '1000',
  // each browser story is its own client: fixtures.ts gives every context its own X-Forwarded-For,
  // so one story's session lookups never count against another's (better-auth limits per address)
  TRUST_PROXY: 'true',
});
// the scheduler (read from the process environment) runs the compliance rule-change recheck only: a staff
// edit queues it at once, as in a deployment; quote expiry and reservation release stay off, they would
// move other stories' quotes and purchases under them
process.env.SCHEDULER = 'true';
process.env.SCHEDULER_JOBS = 'compliance-recheck';
const server = await startServer(config, { handleSignals: false });

const shutdown = async () => {
  await server.stop();
  if (dbName && process.env.DATABASE_URL) {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
