import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { openDatabase } from './client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the pool', () => {
  it('survives PostgreSQL ending a connection that is checked out, between two statements of a transaction', async () => {
    const database = openDatabase(t.databaseUrl, 2);
    try {
      const failed = database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        // ended by the server while this transaction waits for something else (a restart does the same)
        await t.db.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await vi.waitFor(
          async () =>
            expect((await t.db.pool.query('select 1 from pg_stat_activity where pid = $1', [rows[0]!.pid])).rowCount).toBe(0),
          { timeout: 20_000, interval: 20 },
        );
        await tx.execute(sql`select 1`);
      });
      await expect(failed).rejects.toThrow();
      // no unhandled 'error' event (it would have failed this file), and the pool works on
      const { rows } = await database.pool.query('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
