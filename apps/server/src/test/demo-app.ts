import pg from 'pg';
import { inject } from 'vitest';
import { startTestApp, testDatabaseName, type Caller, type TestApp } from './harness.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../seed/demo.ts';

/** A logger for seeding that says nothing (the tests read what was seeded, not what it said). */
export const quiet = { info: () => {}, warn: () => {}, error: () => {} } as never;

let seeded: Promise<string> | undefined;

/**
 * The database the demo apps clone: the migrated template with the demo data seeded by a test app, as
 * each of them used to seed its own — 10 to 20 s in each of eight files, now once per run. The first
 * file of the run to ask seeds it, holding an advisory lock; a file in the other worker waits on the
 * lock and then finds it made. The global teardown drops it with the files' databases.
 */
function seededTemplate(): Promise<string> {
  seeded ??= (async () => {
    const name = testDatabaseName('demo');
    const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      const made = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!made.rowCount) {
        const t = await startTestApp();
        await seedDemoData(t.db.db, t.app.auth, quiet);
        await t.close({ keepAs: name });
      }
      return name;
    } finally {
      await admin.end(); // the lock goes with the session
    }
  })();
  return seeded;
}

/** A test app with the demo data seeded, and the demo customer and admin signed in to it. */
export async function startDemoApp(): Promise<{ t: TestApp; customer: Caller; admin: Caller }> {
  const t = await startTestApp({}, { template: await seededTemplate() });
  const customer = await t.signIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  const admin = await t.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  return { t, customer, admin };
}
