import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { STARTUP_LOCKS, withAdvisoryLock } from '../db/client.ts';

/**
 * Scheduled work, kept in PostgreSQL by pg-boss (its own schema `pgboss`, created and migrated on the
 * first start; no other server). A job runs on one instance at a time however many are started, and a
 * schedule missed while every instance was down runs at the next start. pg-boss talks to the database
 * through the app's own pool, so it opens no connections of its own.
 *
 * pg-boss 10 is the line that supports Node 20 (11 and later need Node 22).
 */

export type Job = {
  name: string;
  /** a cron expression (minute resolution), in the company's time zone */
  cron: string;
  run: () => Promise<unknown>;
};

export type Scheduler = {
  /** queues a run of `name` now and waits until a worker has finished it (tests, an admin's "run now") */
  runNow: (name: string, timeoutMs?: number) => Promise<void>;
  /** queues a run of `name` now without waiting (work a request set going, e.g. a rule change's recheck) */
  trigger: (name: string) => Promise<void>;
  stop: () => Promise<void>;
};

const envSchema = z.object({
  /** 'false' keeps the scheduler off (default: on, except under NODE_ENV=test) */
  SCHEDULER: z.enum(['true', 'false']).optional(),
  /** comma-separated job names: only these run (default: all); the browser tests run the rule-change job alone */
  SCHEDULER_JOBS: z.string().max(500).optional(),
  /** how often the quote-expiry job runs (default every 5 minutes) */
  QUOTE_EXPIRY_CRON: z.string().min(9).max(100).optional(),
  /** how often unpaid purchases' expired stock reservations are released (default every minute) */
  RESERVATION_RELEASE_CRON: z.string().min(9).max(100).optional(),
  /** how often pending compliance rule changes are rechecked (default every minute; a change also runs it at once) */
  COMPLIANCE_RECHECK_CRON: z.string().min(9).max(100).optional(),
});

export type JobsConfig = {
  enabled: boolean;
  /** the jobs that run, by name (null: all) */
  only: string[] | null;
  quoteExpiryCron: string;
  reservationReleaseCron: string;
  complianceRecheckCron: string;
};

/** The scheduler's settings from the environment: off in tests unless SCHEDULER=true asks for it. */
export function jobsConfig(env: NodeJS.ProcessEnv, nodeEnv: string): JobsConfig {
  const e = envSchema.parse(env);
  return {
    enabled: e.SCHEDULER ? e.SCHEDULER === 'true' : nodeEnv !== 'test',
    only: e.SCHEDULER_JOBS?.trim()
      ? e.SCHEDULER_JOBS.split(',')
          .map((n) => n.trim())
          .filter(Boolean)
      : null,
    quoteExpiryCron: e.QUOTE_EXPIRY_CRON ?? '*/5 * * * *',
    reservationReleaseCron: e.RESERVATION_RELEASE_CRON ?? '* * * * *',
    complianceRecheckCron: e.COMPLIANCE_RECHECK_CRON ?? '* * * * *',
  };
}

/**
 * Starts pg-boss on `pool`, schedules each job and works its queue (one job at a time). The worker
 * polls every few seconds; `stop()` waits for a running job to finish (up to 10 s), and must run before
 * the pool closes.
 */
export async function startScheduler(
  pool: pg.Pool,
  jobs: Job[],
  log: FastifyBaseLogger,
  opts: { pollingIntervalSeconds?: number } = {},
): Promise<Scheduler> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
    schema: 'pgboss',
    // completed jobs are kept a week for the record, then removed by pg-boss's own maintenance
    deleteAfterDays: 7,
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'scheduler error'));
  await boss.start();
  // pg-boss's create_queue inserts the queue row and then adds a foreign key to that table: two instances
  // creating the same queue at once each wait for the other's lock ("deadlock detected" ended a start
  // in CI's scale-out test, 2026-11-28). One instance at a time creates them; the next finds them made.
  await withAdvisoryLock(pool, STARTUP_LOCKS.schedulerQueues, async () => {
    for (const job of jobs) await boss.createQueue(job.name);
  });
  const waiting = new Map<string, () => void>();
  for (const job of jobs) {
    await boss.schedule(job.name, job.cron, {}, { tz: 'Asia/Seoul' });
    await boss.work(job.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5, batchSize: 1 }, async (batch) => {
      try {
        const result = await job.run();
        log.info({ job: job.name, result }, 'scheduled job done');
      } catch (err) {
        log.error({ err, job: job.name }, 'scheduled job failed');
        throw err;
      } finally {
        for (const j of batch) {
          waiting.get(j.id)?.();
          waiting.delete(j.id);
        }
      }
    });
  }
  return {
    async runNow(name, timeoutMs = 30_000) {
      const id = await boss.send(name, {});
      if (!id) throw new Error(`could not queue ${name}`);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name} did not run within ${timeoutMs} ms`)), timeoutMs);
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async trigger(name) {
      await boss.send(name, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}
