import { PgBoss } from 'pg-boss';
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
 * pg-boss 12 (Node >= 22.12, decision 0015). Its schema has no migration from pg-boss 10's (11 rebuilt
 * it): an install that ran 10 has its schema moved aside at the next start, and 12 makes its own.
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
  /** how many days raw page views are kept once summed per day (default 400; the report reads the sums) */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(2).max(36_500).optional(),
});

export type JobsConfig = {
  enabled: boolean;
  /** the jobs that run, by name (null: all) */
  only: string[] | null;
  quoteExpiryCron: string;
  reservationReleaseCron: string;
  complianceRecheckCron: string;
  analyticsRetentionDays: number;
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
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS ?? 400,
  };
}

const SCHEMA = 'pgboss';
/** a job's states after its last attempt */
const FINISHED = new Set(['completed', 'failed', 'cancelled']);
/** where a pg-boss 10 schema is moved at the first start of pg-boss 12 */
const PRE_V11_SCHEMA = 'pgboss_v10';
/** the schema version pg-boss 11.0 made; 11 and later migrate from it onwards, never from an older one */
const FIRST_V11_SCHEMA_VERSION = 25;

/**
 * pg-boss 11 rebuilt its schema and ships no migration from pg-boss 10's (version 24): its start()
 * fails there ("Cannot migrate pg-boss schema from version 24"), and its release notes leave moving
 * jobs to the user. What ours holds is made again at each start (queues, schedules) or is a run of
 * a sweep that the next tick repeats, so an install that ran 10 gets its schema renamed to
 * `pgboss_v10` (its job history stays readable; drop it when done) and pg-boss makes a new one.
 * Run under an advisory lock, so that of instances starting together one does it and the others
 * find it done. Stop every instance of the old release first: one still running would fail on the
 * new schema.
 */
async function setAsidePreV11Schema(client: pg.PoolClient, log: FastifyBaseLogger): Promise<void> {
  const installed = await client.query<{ ok: boolean }>(`select to_regclass('${SCHEMA}.version') is not null as ok`);
  if (!installed.rows[0]!.ok) return;
  const current = await client.query<{ version: number }>(`select version::int as version from ${SCHEMA}.version`);
  const version = current.rows[0]?.version;
  if (version === undefined || version >= FIRST_V11_SCHEMA_VERSION) return;
  await client.query('begin');
  try {
    // a copy left by an earlier upgrade that was rolled back and made again is older than this one
    await client.query(`drop schema if exists ${PRE_V11_SCHEMA} cascade`);
    await client.query(`alter schema ${SCHEMA} rename to ${PRE_V11_SCHEMA}`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
  log.warn({ version, movedTo: PRE_V11_SCHEMA }, 'scheduler: the pg-boss 10 schema was set aside, pg-boss 12 makes a new one');
}

/**
 * Starts pg-boss on `pool`, schedules each job and works its queue (one job at a time). The worker
 * polls every few seconds, and is woken at once for a run this instance queues (`runNow`, `trigger`); `stop()` waits for a running job to finish (up to 10 s), and must run before
 * the pool closes.
 */
export async function startScheduler(
  pool: pg.Pool,
  jobs: Job[],
  log: FastifyBaseLogger,
  opts: { pollingIntervalSeconds?: number; sessionPool?: pg.Pool } = {},
): Promise<Scheduler> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: SCHEMA,
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'scheduler error'));
  // slow maintenance queries, a queue's backlog, clock skew, vacuum falling behind (pg-boss 11+)
  boss.on('warning', (warning) => log.warn({ warning }, 'scheduler warning'));
  const waiting = new Map<string, () => void>();
  /** this instance's worker per queue: told to fetch at once when this instance queues a run */
  const workers = new Map<string, string>();
  // One instance at a time sets a pg-boss 10 schema aside and starts pg-boss; the next finds the schema
  // made. pg-boss 12.38 alone is not safe there: two start()s making the schema at once failed 3 times
  // in 15 ("duplicate key value violates unique constraint pg_namespace_nspname_index": its CREATE SCHEMA
  // IF NOT EXISTS runs after an advisory lock, which does not refresh the catalog it checks).
  try {
    // the lock needs a connection of its own for the whole start (behind a transaction pooler, the session pool)
    await withAdvisoryLock(opts.sessionPool ?? pool, STARTUP_LOCKS.schedulerSchema, async (client) => {
      await setAsidePreV11Schema(client, log);
      await boss.start();
      // Queues too, one instance at a time: two instances making the same queue at once deadlocked in
      // pg-boss 10's create_queue (CI's scale-out test, 2026-11-28). Since 11 create_queue takes an advisory
      // lock of its own, but the schema race above shows its locks are not the whole story, and a queue
      // made while holding ours costs a start nothing. "two instances starting together" checks it.
      for (const job of jobs) {
        // completed jobs are kept a week for the record, then removed by pg-boss's own maintenance
        await boss.createQueue(job.name, { deleteAfterSeconds: 7 * 24 * 3600 });
      }
    });
    for (const job of jobs) {
      // `missed: 'once'`: a run the schedule owed while every instance was down is made at the next start
      await boss.schedule(job.name, job.cron, {}, { tz: 'Asia/Seoul', missed: 'once' });
      const workerId = await boss.work(
        job.name,
        { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5, batchSize: 1 },
        async (batch) => {
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
        },
      );
      workers.set(job.name, workerId);
    }
  } catch (err) {
    // a start that failed half-way (the database went away) leaves no timers or workers behind: the
    // caller may start again (jobs/index.ts retries while the database is away)
    await boss.stop({ graceful: false, close: false }).catch(() => undefined);
    throw err;
  }
  /**
   * Queues a run of `name` and wakes this instance's worker, which would otherwise find it only at its
   * next poll (up to `pollingIntervalSeconds` later). Another instance's worker may still take it.
   */
  const send = async (name: string) => {
    const id = await boss.send(name, {});
    const worker = workers.get(name);
    if (id && worker) boss.notifyWorker(worker);
    return id;
  };
  return {
    async runNow(name, timeoutMs = 30_000) {
      const id = await send(name);
      if (!id) throw new Error(`could not queue ${name}`);
      // Whichever instance's worker takes the job: this one's tells us at once; another's (several
      // instances on one database) is seen in the job's row, read every half second.
      await new Promise<void>((resolve, reject) => {
        let poll: NodeJS.Timeout | undefined;
        const done = () => {
          clearTimeout(timer);
          clearTimeout(poll);
          waiting.delete(id);
          resolve();
        };
        const timer = setTimeout(() => {
          clearTimeout(poll);
          waiting.delete(id);
          reject(new Error(`${name} did not run within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(id, done);
        const check = async () => {
          const job = await boss.getJobById(name, id).catch(() => null);
          if (job && FINISHED.has(job.state)) done();
          else if (waiting.has(id)) poll = setTimeout(() => void check(), 500);
        };
        poll = setTimeout(() => void check(), 500);
      });
    },
    async trigger(name) {
      await send(name);
    },
    async stop() {
      // graceful: resolves once a running job has finished (or 10 s have passed); `close: false` leaves the app's pool open
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
    },
  };
}
