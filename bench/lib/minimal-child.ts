/**
 * The minimal equivalent in a child process of the bench: plain Fastify (no plugins, no schemas, no
 * logger) and a plain `pg` pool of the size Formulab's pool has. For each row the bench gives it the
 * SQL statements Formulab sent for one request of that row (text and parameter values, captured in the
 * Formulab server's process); its route for the row runs exactly those statements with
 * `pool.query(text, values)` and answers `JSON.stringify` of the rows. So it does the database work of
 * the request and nothing else. A statement Formulab sent as a named (prepared) statement is sent under
 * the same name, so PostgreSQL parses and plans it as often for both. Started by `startMinimal()`
 * (minimal.ts).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { probe } from './pg-probe.ts';
import { serveParent } from './ipc.ts';
import type { CapturedStatement } from './pg-probe.ts';

export type MinimalInit = { databaseUrl: string; poolSize: number };
export type MinimalReady = { url: string };
export type MinimalRoute = { path: string; statements: CapturedStatement[] };

const TRANSACTION = /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release)\b/i;

serveParent<MinimalInit, MinimalReady>(async ({ databaseUrl, poolSize }) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => {}); // an idle client dropped by the server; the pool replaces it
  const routes = new Map<string, () => Promise<unknown[][]>>();

  const app = Fastify({ logger: false });
  app.all('/*', async (request, reply) => {
    const replay = routes.get(request.url);
    if (!replay) return reply.code(404).send({ message: `no route ${request.url}` });
    const results = await replay();
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify(results.length === 1 ? results[0] : results));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    ready: { url: `http://127.0.0.1:${port}` },
    handlers: {
      route({ path, statements }: MinimalRoute) {
        routes.set(path, replayer(pool, statements));
      },
      statementCount: () => probe.statementCount(),
    },
    async stop() {
      await app.close();
      await pool.end();
    },
  };
});

/**
 * Sends the statements as Formulab did: one after another, except those Formulab sent while an
 * earlier one was still running, which go together (`Promise.all`, each on a pool connection). A
 * request with a transaction runs every statement in order on one connection.
 */
function replayer(pool: pg.Pool, statements: CapturedStatement[]): () => Promise<unknown[][]> {
  if (statements.some((s) => TRANSACTION.test(s.text))) {
    return async () => {
      const client = await pool.connect();
      try {
        const results: unknown[][] = [];
        for (const s of statements) results.push((await client.query(queryConfig(s))).rows);
        return results;
      } finally {
        client.release();
      }
    };
  }
  const groups: CapturedStatement[][] = [];
  for (const s of statements) {
    if (s.concurrent && groups.length) groups[groups.length - 1]!.push(s);
    else groups.push([s]);
  }
  return async () => {
    const results: unknown[][] = [];
    for (const group of groups) {
      const done = await Promise.all(group.map((s) => pool.query(queryConfig(s))));
      for (const r of done) results.push(r.rows);
    }
    return results;
  };
}

/** `{ text, values }`, and the name it was prepared under when Formulab named it. */
function queryConfig(s: CapturedStatement): pg.QueryConfig {
  return s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values };
}
