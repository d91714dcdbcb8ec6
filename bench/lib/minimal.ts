import path from 'node:path';
import { startChild } from './ipc.ts';
import type { CapturedStatement } from './pg-probe.ts';
import type { ServerProcess, Target } from './measure.ts';
import type { MinimalInit, MinimalReady, MinimalRoute } from './minimal-child.ts';

/** the web app's build for the server, as the Formulab server loads it (seo.render.ts `loadRenderer`) */
const RENDERER = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist-server', 'entry-server.js');

export type MinimalServer = ServerProcess & {
  url: string;
  poolSize: number;
  /** a target that asks the minimal equivalent for what `target` asked Formulab, by replaying `statements` */
  equivalent(target: Target, row: number, statements: CapturedStatement[]): Promise<Target>;
  stop: () => Promise<void>;
};

/** The minimal equivalent (minimal-child.ts) in a child process of its own. */
export async function startMinimal(opts: {
  databaseUrl: string;
  poolSize: number;
  signal?: AbortSignal;
}): Promise<MinimalServer> {
  const init: MinimalInit = { databaseUrl: opts.databaseUrl, poolSize: opts.poolSize };
  const label = 'minimal equivalent';
  const child = await startChild<MinimalReady>(label, path.join(import.meta.dirname, 'minimal-child.ts'), init, {
    signal: opts.signal,
  });
  const server: MinimalServer = {
    label,
    pid: child.pid,
    url: child.ready.url,
    poolSize: opts.poolSize,
    statementCount: () => child.request<number>('statementCount'),
    async equivalent(target, row, statements) {
      // the same path and query, under a prefix of its own: two rows may ask the same URL of two servers
      const original = new URL(target.url);
      const routePath = `/row-${row}${original.pathname}${original.search}`;
      // a server-rendered page is drawn by the same renderer the server loads, its API answers read once of the server
      const render = target.render && {
        entry: RENDERER,
        url: target.url,
        lang: target.render.lang,
        apiBase: original.origin,
        cacheMs: target.render.cacheMs,
      };
      const route: MinimalRoute = { path: routePath, statements, render };
      await child.request('route', route);
      return {
        name: `${target.name} — minimal`,
        description:
          `the ${statements.length} statement(s) Formulab sent for "${target.name}", replayed by plain Fastify + pg` +
          (render ? ", then the page drawn by the web app's renderer from its recorded API answers" : ''),
        url: `${server.url}${routePath}`,
        method: target.method,
        headers: target.headers,
        body: target.body,
        server,
      };
    },
    stop: child.stop,
  };
  return server;
}
