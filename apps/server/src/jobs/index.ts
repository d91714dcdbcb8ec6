import type { FastifyInstance } from 'fastify';
import { retryWhileDatabaseAway, type Database } from '../db/client.ts';
import { expireOverdueQuotes } from '../modules/quotes/quotes.expiry.ts';
import { releaseExpiredReservations } from '../modules/purchases/purchases.service.ts';
import { pruneOldPageViews } from '../modules/analytics/analytics.service.ts';
import { COMPLIANCE_RECHECK_JOB, runComplianceRechecks } from '../modules/compliance/compliance.recheck.ts';
import { foldStateCounts } from '../lib/state-counts.ts';
import { jobsConfig, startScheduler, type Job, type JobsConfig, type Scheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the running scheduler (null when it is off: in tests unless SCHEDULER=true) */
    scheduler: Scheduler | null;
  }
}

export const QUOTE_EXPIRY_JOB = 'quote-expiry';
export const RESERVATION_RELEASE_JOB = 'purchase-reservation-release';
export const ANALYTICS_ROLLUP_JOB = 'analytics-rollup';
export const STATE_COUNTS_FOLD_JOB = 'state-counts-fold';

/** The app's scheduled jobs. */
export function appJobs(app: FastifyInstance, database: Database, config: JobsConfig): Job[] {
  return [
    { name: QUOTE_EXPIRY_JOB, cron: config.quoteExpiryCron, run: () => expireOverdueQuotes(database.db, app.notifier) },
    // unpaid purchases whose stock reservation ran out go back on sale; stale checkouts are abandoned
    { name: RESERVATION_RELEASE_JOB, cron: config.reservationReleaseCron, run: () => releaseExpiredReservations(database.db) },
    // rule changes staff made: the recipes they affect are rechecked and their owners notified (issue 15);
    // a change also queues a run at once, this schedule catches any left behind
    {
      name: COMPLIANCE_RECHECK_JOB,
      cron: config.complianceRecheckCron,
      run: () => runComplianceRechecks(database.db, app.notifier),
    },
    // page views are summed as they are written (migration 0047); this deletes the raw views older than
    // ANALYTICS_RETENTION_DAYS and the visitor hashes of days no view can still arrive for. The name is
    // the one it was scheduled under when it also did the daily sums.
    {
      name: ANALYTICS_ROLLUP_JOB,
      cron: '10 1 * * *',
      run: async () => ({ pruned: await pruneOldPageViews(database.db, config.analyticsRetentionDays) }),
    },
    // the per-state counters' rows of changes (migrations 0056–0058), folded into one row a key
    { name: STATE_COUNTS_FOLD_JOB, cron: '* * * * *', run: async () => ({ folded: await foldStateCounts(database.db) }) },
  ];
}

/**
 * Starts the scheduler once the app is ready and stops it when the app closes (before the pool does).
 * Off under NODE_ENV=test unless SCHEDULER=true: tests open and close many apps and trigger jobs directly.
 * SCHEDULER_JOBS (names, comma-separated) keeps only those jobs: the browser tests' server runs the
 * rule-change recheck as a deployment does, and no job that would expire other stories' quotes.
 */
export function registerJobs(app: FastifyInstance, database: Database, nodeEnv: string, env = process.env): void {
  const config = jobsConfig(env, nodeEnv);
  app.decorate('scheduler', null);
  if (!config.enabled) return;
  app.addHook('onReady', async () => {
    const jobs = appJobs(app, database, config).filter((j) => !config.only || config.only.includes(j.name));
    // PostgreSQL restarting as the server starts (a crash of both, a failover) is waited out, as the
    // migrations and the push keys are
    app.scheduler = await retryWhileDatabaseAway(
      () => startScheduler(database.pool, jobs, app.log, { sessionPool: database.sessionPool }),
      { onWait: (err) => app.log.warn({ err }, 'scheduler waits for the database') },
    );
  });
  app.addHook('onClose', async () => {
    await app.scheduler?.stop();
    app.scheduler = null;
  });
}
