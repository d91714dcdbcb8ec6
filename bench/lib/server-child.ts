/**
 * A Formulab server in a child process of the bench: the whole server (`startServer(loadConfig(env))`,
 * as `npm start` runs it) on 127.0.0.1 and the port the bench chose, with node-postgres patched first
 * (pg-probe.ts) so the bench can ask for the statements it sends. Started by `startFormulab()`.
 */
import { probe } from './pg-probe.ts';
import { serveParent } from './ipc.ts';
import { loadConfig, type Config } from '../../apps/server/src/config.ts';
import { startServer } from '../../apps/server/src/server.ts';

export type FormulabInit = {
  port: number;
  dataDir: string;
  databaseUrl: string;
  sessionSecret: string;
  /** more settings, as the environment gives them (e.g. PAGE_CACHE_SECONDS=0 for the page rows without the cache) */
  env?: Record<string, string>;
};

export type FormulabReady = { url: string; config: Config; poolSizes: number[] };

serveParent<FormulabInit, FormulabReady>(async (init) => {
  const url = `http://127.0.0.1:${init.port}`;
  const config = loadConfig({
    NODE_ENV: process.env.NODE_ENV,
    PORT: String(init.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: init.dataDir,
    DATABASE_URL: init.databaseUrl,
    SESSION_SECRET: init.sessionSecret,
    // the default level, as deployed: failed and slow requests only
    LOG_LEVEL: 'info',
    DEMO_DATA: 'true',
    RATE_LIMIT_AUTH_MAX: '1000000',
    ...init.env,
  });
  // no scheduled jobs (apps/server/src/jobs): their polling would land in the statement counts and captures
  process.env.SCHEDULER = 'false';
  // the server prints its demo-account banner on start; the benchmark's output is the table
  const log = console.log;
  console.log = () => {};
  const server = await startServer(config, { handleSignals: false }).finally(() => (console.log = log));
  return {
    ready: { url, config, poolSizes: probe.poolSizes() },
    handlers: {
      statementCount: () => probe.statementCount(),
      startCapture: () => probe.startCapture(),
      stopCapture: () => probe.stopCapture(),
    },
    stop: server.stop,
  };
});
