/**
 * The minimal equivalent in a child process of the bench: plain Fastify (no plugins, no schemas, no
 * logger) and a plain `pg` pool of the size Formulab's pool has. For each row the bench gives it the
 * SQL statements Formulab sent for one request of that row (text and parameter values, captured in the
 * Formulab server's process); its route for the row runs exactly those statements with
 * `pool.query(text, values)` and answers `JSON.stringify` of the rows. So it does the database work of
 * the request and nothing else. A statement Formulab sent as a named (prepared) statement is sent under
 * the same name, so PostgreSQL parses and plans it as often for both. Started by `startMinimal()`
 * (minimal.ts).
 *
 * A server-rendered page's row (`render` in its route) is a route of another kind: the same replayed
 * SQL, then the web app's own renderer (apps/web/dist-server/entry-server.js `render`, the very module
 * the server loads) drawing the same page with React's `renderToString`, its API reads answered from
 * the JSON bodies the Formulab server gave once, when the route was set up; it answers the drawn markup.
 */
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { probe } from './pg-probe.ts';
import { serveParent } from './ipc.ts';
import type { CapturedStatement } from './pg-probe.ts';

export type MinimalInit = { databaseUrl: string; poolSize: number };
export type MinimalReady = { url: string };
export type MinimalRoute = {
  path: string;
  statements: CapturedStatement[];
  /** a server-rendered page: draw `url` in `lang` with the renderer at `entry`, its API read once from `apiBase` */
  render?: { entry: string; url: string; lang: 'ko' | 'en'; apiBase: string; cacheMs: number };
};
type Answer = { type: string; body: string };

const JSON_TYPE = 'application/json; charset=utf-8';
const TRANSACTION = /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release)\b/i;

serveParent<MinimalInit, MinimalReady>(async ({ databaseUrl, poolSize }) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => {}); // an idle client dropped by the server; the pool replaces it
  const routes = new Map<string, () => Promise<Answer>>();

  const app = Fastify({ logger: false });
  app.all('/*', async (request, reply) => {
    const answer = routes.get(request.url);
    if (!answer) return reply.code(404).send({ message: `no route ${request.url}` });
    const { type, body } = await answer();
    return reply.header('content-type', type).send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    ready: { url: `http://127.0.0.1:${port}` },
    handlers: {
      async route({ path, statements, render }: MinimalRoute) {
        if (render) {
          routes.set(path, await pageMaker(replayer(pool, statements), render));
          return;
        }
        const replay = replayer(pool, statements);
        routes.set(path, async () => {
          const results = await replay();
          return { type: JSON_TYPE, body: JSON.stringify(results.length === 1 ? results[0] : results) };
        });
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

type RenderPage = (opts: {
  url: string;
  lang: 'ko' | 'en';
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}) => Promise<{ html: string } | null>;
const renderers = new Map<string, Promise<RenderPage>>();

/**
 * A server-rendered page's route: the replayed SQL, then `render()` of the web app's build for the
 * server with a `fetch` that answers each API path the page reads from the body the Formulab server
 * answered for it (asked over HTTP once, here, with the page drawn through it a first time); answers the
 * markup `render` drew (not the whole document). What it drew is kept for `cacheMs`, as the server keeps
 * its page: with 0 every request replays and draws.
 */
async function pageMaker(
  replay: () => Promise<unknown[][]>,
  opts: NonNullable<MinimalRoute['render']>,
): Promise<() => Promise<Answer>> {
  let load = renderers.get(opts.entry);
  if (!load) {
    // importing the renderer routes relative fetch() calls to whatever `fetch` render() is given
    load = import(pathToFileURL(opts.entry).href).then((m: { render: RenderPage }) => m.render);
    renderers.set(opts.entry, load);
  }
  const render = await load;
  const answers = new Map<string, { status: number; type: string | null; body: string }>();
  const first = await render({
    url: opts.url,
    lang: opts.lang,
    fetch: async (path) => {
      const res = await fetch(opts.apiBase + path, { headers: { accept: 'application/json' } });
      const answer = { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
      answers.set(path, answer);
      return new Response(res.status === 204 ? null : answer.body, { status: answer.status, headers: headersOf(answer) });
    },
  });
  if (!first) throw new Error(`the renderer drew nothing for ${opts.url}`);
  let missed: string | undefined;
  const fromAnswers = async (path: string) => {
    const answer = answers.get(path);
    if (!answer) {
      missed = path;
      return new Response(null, { status: 404 });
    }
    return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: headersOf(answer) });
  };
  let kept: { at: number; html: string } | null = null;
  return async () => {
    if (kept && Date.now() - kept.at < opts.cacheMs) return { type: HTML_TYPE, body: kept.html };
    await replay();
    const page = await render({ url: opts.url, lang: opts.lang, fetch: fromAnswers });
    if (!page) throw new Error(`the renderer drew nothing for ${opts.url}`);
    if (missed) throw new Error(`the page read ${missed}, which it did not read when its answers were recorded`);
    if (opts.cacheMs > 0) kept = { at: Date.now(), html: page.html };
    return { type: HTML_TYPE, body: page.html };
  };
}

const HTML_TYPE = 'text/html; charset=utf-8';
const headersOf = (answer: { type: string | null }): Record<string, string> =>
  answer.type ? { 'content-type': answer.type } : {};
