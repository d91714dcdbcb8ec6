/**
 * The scheduler: pg-boss on the app's own pool and PostgreSQL (its schema made on first start), the
 * quote-expiry and reservation-release jobs run through it, and a clean stop when the app closes. Off in tests unless asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { backdateValidity, makeQuoteWorld, quotedQuote } from '../modules/quotes/quotes.test-utils.ts';
import { buy, createProduct } from '../modules/purchases/shop.test-utils.ts';
import { ANALYTICS_ROLLUP_JOB, QUOTE_EXPIRY_JOB, RESERVATION_RELEASE_JOB, STATE_COUNTS_FOLD_JOB } from './index.ts';
import { COMPLIANCE_RECHECK_JOB } from '../modules/compliance/compliance.recheck.ts';
import { jobsConfig, startScheduler } from './scheduler.ts';
import { retryWhileDatabaseAway } from '../db/client.ts';

describe('jobsConfig', () => {
  it('is off under NODE_ENV=test unless SCHEDULER=true, on elsewhere unless SCHEDULER=false', () => {
    expect(jobsConfig({}, 'test').enabled).toBe(false);
    expect(jobsConfig({ SCHEDULER: 'true' }, 'test').enabled).toBe(true);
    expect(jobsConfig({}, 'production').enabled).toBe(true);
    expect(jobsConfig({ SCHEDULER: 'false' }, 'production').enabled).toBe(false);
    expect(jobsConfig({}, 'production').quoteExpiryCron).toBe('*/5 * * * *');
    expect(jobsConfig({ QUOTE_EXPIRY_CRON: '*/2 * * * *' }, 'production').quoteExpiryCron).toBe('*/2 * * * *');
    expect(() => jobsConfig({ SCHEDULER: 'yes' }, 'production')).toThrow();
    expect(jobsConfig({}, 'production').analyticsRetentionDays).toBe(400);
    expect(jobsConfig({ ANALYTICS_RETENTION_DAYS: '30' }, 'production').analyticsRetentionDays).toBe(30);
    for (const bad of ['1', '30.5', 'a year'])
      expect(() => jobsConfig({ ANALYTICS_RETENTION_DAYS: bad }, 'production')).toThrow();
  });

  it('SCHEDULER_JOBS keeps only the jobs it names', () => {
    expect(jobsConfig({}, 'production').only).toBeNull();
    expect(jobsConfig({ SCHEDULER_JOBS: ' ' }, 'production').only).toBeNull();
    expect(jobsConfig({ SCHEDULER_JOBS: `${COMPLIANCE_RECHECK_JOB}, quote-expiry` }, 'test').only).toEqual([
      COMPLIANCE_RECHECK_JOB,
      'quote-expiry',
    ]);
  });
});

describe('two instances starting together on a new database', () => {
  // pg-boss 10's create_queue deadlocked when both made the same queue at once (CI, 2026-11-28), and
  // pg-boss 12's start() can fail when both make its schema at once (see startScheduler)
  it('both start, and each queue is made once', async () => {
    const t = await startTestApp();
    try {
      const jobs = Array.from({ length: 8 }, (_, i) => ({ name: `together-${i}`, cron: '0 0 1 1 *', run: async () => {} }));
      const both = await Promise.all([startScheduler(t.db.pool, jobs, t.app.log), startScheduler(t.db.pool, jobs, t.app.log)]);
      await Promise.all(both.map((s) => s.stop()));
      const queues = await t.db.pool.query<{ name: string }>(
        `select name from pgboss.queue where name like 'together-%' order by name`,
      );
      expect(queues.rows.map((r) => r.name)).toEqual(jobs.map((j) => j.name));
    } finally {
      await t.close();
    }
  });
});

describe('a start that PostgreSQL interrupts', () => {
  // the database going away half-way through pg-boss's start (a restart as the server starts): the
  // start fails with a transient error (and stops its own PgBoss), and the retry starts it whole
  it('fails with the transient error, and a retry starts it whole: its job runs once', async () => {
    const t = await startTestApp();
    try {
      let calls = 0;
      let failed = 0;
      // pg-boss's statements through a pool whose third statement meets a dropped connection
      const flaky = {
        query: (text: string, values?: unknown[]) => {
          if (++calls === 3) {
            failed++;
            return Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }));
          }
          return t.db.pool.query(text, values);
        },
      } as unknown as typeof t.db.pool;
      let runs = 0;
      const jobs = [{ name: 'interrupted-start', cron: '0 0 1 1 *', run: async () => void runs++ }];
      const scheduler = await retryWhileDatabaseAway(() =>
        startScheduler(flaky, jobs, t.app.log, { sessionPool: t.db.pool, pollingIntervalSeconds: 1 }),
      );
      try {
        expect(failed).toBe(1);
        await scheduler.runNow('interrupted-start');
        expect(runs).toBe(1);
      } finally {
        await scheduler.stop();
      }
    } finally {
      await t.close();
    }
  });
});

describe('a database that ran pg-boss 10', () => {
  // pg-boss 11+ has no migration from 10's schema (version 24) and refuses to start on it. Checked once
  // with a real pg-boss 10.4.2 install (2026-11-28); here a stand-in of its version table and a job.
  it('has its pg-boss schema set aside as pgboss_v10, and pg-boss 12 makes a new one', async () => {
    const t = await startTestApp();
    try {
      await t.db.pool.query(`create schema pgboss;
        create table pgboss.version (version int primary key, maintained_on timestamptz, cron_on timestamptz);
        insert into pgboss.version (version) values (24);
        create table pgboss.job (id uuid primary key, name text not null, state text not null);
        insert into pgboss.job values ('00000000-0000-4000-8000-000000000001', 'together-0', 'completed')`);
      let ran = 0;
      const jobs = [{ name: 'together-0', cron: '0 0 1 1 *', run: async () => void ran++ }];
      const both = await Promise.all([startScheduler(t.db.pool, jobs, t.app.log), startScheduler(t.db.pool, jobs, t.app.log)]);
      await both[0].runNow('together-0');
      await Promise.all(both.map((s) => s.stop()));
      expect(ran).toBe(1);
      expect((await t.db.pool.query('select version from pgboss_v10.version')).rows).toEqual([{ version: 24 }]);
      expect((await t.db.pool.query('select count(*)::int as n from pgboss_v10.job')).rows[0].n).toBe(1);
      const { rows } = await t.db.pool.query<{ version: number }>('select version::int as version from pgboss.version');
      expect(rows[0]!.version).toBeGreaterThanOrEqual(25);
      expect((await t.db.pool.query(`select name from pgboss.schedule`)).rows).toEqual([{ name: 'together-0' }]);
    } finally {
      await t.close();
    }
  });
});

describe('the scheduler in a running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.SCHEDULER = 'true';
    try {
      t = await startTestApp();
    } finally {
      delete process.env.SCHEDULER;
    }
  });
  afterAll(() => t?.close());

  it('a test app without SCHEDULER=true has none', async () => {
    const plain = await startTestApp();
    try {
      expect(plain.app.scheduler).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('starts pg-boss in PostgreSQL with the quote-expiry schedule, and the job expires overdue quotes', async () => {
    expect(t.app.scheduler).not.toBeNull();
    const schedules = await t.db.pool.query('select name, cron, timezone from pgboss.schedule order by name');
    expect(schedules.rows).toEqual([
      { name: ANALYTICS_ROLLUP_JOB, cron: '10 1 * * *', timezone: 'Asia/Seoul' },
      { name: COMPLIANCE_RECHECK_JOB, cron: '* * * * *', timezone: 'Asia/Seoul' },
      { name: RESERVATION_RELEASE_JOB, cron: '* * * * *', timezone: 'Asia/Seoul' },
      { name: QUOTE_EXPIRY_JOB, cron: '*/5 * * * *', timezone: 'Asia/Seoul' },
      { name: STATE_COUNTS_FOLD_JOB, cron: '* * * * *', timezone: 'Asia/Seoul' },
    ]);

    const w = await makeQuoteWorld(t);
    const customer = await t.user();
    const q = await quotedQuote(t, w, customer);
    await backdateValidity(t, q.id);
    await t.app.scheduler!.runNow(QUOTE_EXPIRY_JOB);
    const { rows } = await t.db.pool.query('select state from quotes where id = $1', [q.id]);
    expect(rows[0].state).toBe('expired');
    // the quote's moves were rows of changes in quote_counts; the fold leaves one row a state
    const many = 'select state from quote_counts group by state having count(*) > 1';
    expect((await t.db.pool.query(many)).rows.length, 'rows to fold').toBeGreaterThan(0);
    await t.app.scheduler!.runNow(STATE_COUNTS_FOLD_JOB);
    expect((await t.db.pool.query(many)).rows).toEqual([]);
  });

  it('the reservation-release job cancels unpaid purchases whose reservation ran out', async () => {
    const admin = await t.user({ role: 'admin' });
    const customer = await t.user();
    const product = await createProduct(admin);
    const purchase = await buy(customer, product);
    await t.db.pool.query(`update purchases set reserved_until = now() - interval '1 minute' where id = $1`, [purchase.id]);
    await t.app.scheduler!.runNow(RESERVATION_RELEASE_JOB);
    const { rows } = await t.db.pool.query('select state from purchases where id = $1', [purchase.id]);
    expect(rows[0].state).toBe('cancelled');
  });
});
