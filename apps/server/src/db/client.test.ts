import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { isTransientDbError, openDatabase, retryWhileDatabaseAway, STARTUP_LOCKS, withAdvisoryLock } from './client.ts';

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

describe('a start-up step while PostgreSQL is away', () => {
  it('tells a restart or a refused connection from a real error', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(isTransientDbError(coded('ECONNREFUSED'))).toBe(true);
    expect(isTransientDbError(coded('57P03', 'the database system is starting up'))).toBe(true);
    expect(isTransientDbError(coded('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isTransientDbError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientDbError(coded('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isTransientDbError(coded('23505'))).toBe(false);
    expect(isTransientDbError('ECONNREFUSED')).toBe(false);
    // drizzle's wrapper around pg's error: the cause decides
    const wrapped = (cause: Error) => new Error('Failed query: insert into "terms" …', { cause });
    expect(isTransientDbError(wrapped(coded('ECONNRESET', 'read ECONNRESET')))).toBe(true);
    expect(isTransientDbError(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isTransientDbError(wrapped(coded('23505', 'duplicate key value')))).toBe(false);
  });

  it('waits for the database to come back, and gives up on any other error at once', async () => {
    let calls = 0;
    const waited: string[] = [];
    const value = await retryWhileDatabaseAway(
      async () => {
        calls++;
        if (calls < 3) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return 'migrated';
      },
      { onWait: (err) => waited.push(err.message) },
    );
    expect(value).toBe('migrated');
    expect(calls).toBe(3);
    expect(waited).toEqual(['connect ECONNREFUSED 127.0.0.1:5432']); // said once, not per attempt

    let wrong = 0;
    const failing = retryWhileDatabaseAway(async () => {
      wrong++;
      throw Object.assign(new Error('syntax error'), { code: '42601' });
    });
    await expect(failing).rejects.toThrow('syntax error');
    expect(wrong).toBe(1);

    const away = retryWhileDatabaseAway(
      async () => {
        throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
      },
      { timeoutMs: 300 },
    );
    await expect(away).rejects.toThrow('refused');
  });

  it('drops the connection an advisory-locked step lost, and the lock with it', async () => {
    const database = openDatabase(t.databaseUrl, 1);
    try {
      const failed = withAdvisoryLock(database.pool, STARTUP_LOCKS.seed, async (client) => {
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        await t.db.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await vi.waitFor(
          async () =>
            expect((await t.db.pool.query('select 1 from pg_stat_activity where pid = $1', [rows[0]!.pid])).rowCount).toBe(0),
          { timeout: 20_000, interval: 20 },
        );
        await client.query('select 1');
      });
      await expect(failed).rejects.toSatisfy(isTransientDbError);
      // the pool's only connection was the broken one: a fresh one answers, and the lock is free
      const { rows } = await database.pool.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
        STARTUP_LOCKS.seed,
      ]);
      expect(rows[0]!.got).toBe(true);
      await database.pool.query('select pg_advisory_unlock($1)', [STARTUP_LOCKS.seed]);
    } finally {
      await database.close();
    }
  });
});
