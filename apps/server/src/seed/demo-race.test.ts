/** Two instances starting together on an empty database: the start-up lock makes one demo data set, not two (or a crash). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAMPLE_STATES } from '@formulab/shared/samples/samples.states';
import { STARTUP_LOCKS, withAdvisoryLock } from '../db/client.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './demo.ts';

let t: TestApp;
const quiet = { info: () => {}, warn: () => {}, error: () => {} } as never;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('seeding at start-up', () => {
  it('two instances seeding at once under the start-up lock write one set of demo data', async () => {
    const seed = () => withAdvisoryLock(t.db.pool, STARTUP_LOCKS.seed, () => seedDemoData(t.db.db, t.app.auth, quiet));
    const made = await Promise.all([seed(), seed()]);
    expect(made.filter(Boolean)).toHaveLength(1);
    const rows = async (q: string, p: unknown[] = []) => (await t.db.pool.query(q, p)).rows;
    expect(await rows('select count(*)::int as n from users where email = $1', [DEMO_ACCOUNTS.customer.email])).toEqual([
      { n: 1 },
    ]);
    expect(await rows('select count(*)::int as n from sample_requests')).toEqual([{ n: SAMPLE_STATES.length }]);
  });

  it('the lock serialises its holders', async () => {
    const log: string[] = [];
    const hold = (name: string) =>
      withAdvisoryLock(t.db.pool, STARTUP_LOCKS.seed, async () => {
        log.push(`${name} in`);
        // the first in stays until the other is queued on the lock (or, were the lock broken, inside too)
        if (log.length === 1)
          await vi.waitFor(
            async () => {
              const { rows } = await t.db.pool.query(
                `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
                  where l.locktype = 'advisory' and not l.granted and d.datname = current_database()`,
              );
              expect(rows[0].n > 0 || log.length > 1).toBe(true);
            },
            { timeout: 20_000, interval: 20 },
          );
        log.push(`${name} out`);
      });
    await Promise.all([hold('a'), hold('b')]);
    // waiting for the lock (another instance seeding a slow machine) is not cut by the 30 s statement timeout
    const inside = await withAdvisoryLock(
      t.db.pool,
      STARTUP_LOCKS.seed,
      async (c) => (await c.query('show statement_timeout')).rows[0],
    );
    expect(inside).toEqual({ statement_timeout: '0' });
    // one holds it from start to end, then the other
    expect([
      ['a in', 'a out', 'b in', 'b out'],
      ['b in', 'b out', 'a in', 'a out'],
    ]).toContainEqual(log);
  });
});
