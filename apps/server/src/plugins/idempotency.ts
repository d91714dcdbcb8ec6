import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { prependRouteHook, routeMethods } from './route-hooks.ts';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_PATTERN } from '@formulab/shared/shop/purchases.schema';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'route': the handler reads `Idempotency-Key` itself (purchases keep the key on the purchase);
     * 'off': the header is ignored. Every other POST honours it through this plugin.
     */
    idempotency?: 'route' | 'off';
  }
}

/** How long a retry waits for the first request with its key to finish before it is told to try later. */
const WAIT_MS = 15_000;
const POLL_MS = 50;
/** a first request that has not answered in this long died with its connection: a retry may run again */
const ABANDONED = '2 minutes';

/**
 * Every creating request (POST) may carry an `Idempotency-Key` header (the web client sends a fresh
 * UUID per form submission and the same one on a retry): the first request with a key runs; any other
 * with the same key from the same caller — pressed again while the first is running, or retried after
 * a lost answer — creates nothing and gets the first one's answer (status and body, with
 * `Idempotent-Replayed: true`), waiting for it when the first is still running. An answer that is not
 * a success is not kept, so a corrected retry runs. Callers are told apart by user id (visitors by IP);
 * a key used on another route is a 400.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  const taken = new WeakMap<FastifyRequest, { caller: string; key: string }>();

  const claim: preHandlerAsyncHookHandler = async (request, reply) => {
    if (request.method !== 'POST') return;
    const header = request.headers['idempotency-key'];
    if (header === undefined || request.routeOptions.config?.idempotency) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new AppError(400, 'VALIDATION', 'Idempotency-Key must be a UUID', { 'idempotency-key': 'errors.invalidFormat' });
    }
    const user = await request.currentUser();
    const caller = user ? user.id : `visitor:${request.ip}`;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;

    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      // the first with this key claims it (a row without an answer yet); one left by a request that
      // died is claimed again
      const claimed = await db.execute(sql`
        insert into idempotency_keys (caller, key, route) values (${caller}, ${key}, ${route})
        on conflict (caller, key) do update set created_at = now(), route = excluded.route
          where idempotency_keys.status is null and idempotency_keys.created_at < now() - ${ABANDONED}::interval
            and idempotency_keys.route = excluded.route
        returning 1`);
      if (claimed.rows.length) {
        taken.set(request, { caller, key });
        if (Math.random() < 0.01) void db.execute(sql`delete from idempotency_keys where created_at < now() - interval '1 day'`);
        return;
      }
      const { rows } = await db.execute<{
        route: string;
        status: number | null;
        body: string | null;
        content_type: string | null;
      }>(sql`select route, status, body, content_type from idempotency_keys where caller = ${caller} and key = ${key}`);
      const first = rows[0];
      if (first && first.route !== route) {
        throw new AppError(400, 'VALIDATION', 'This Idempotency-Key was used for another request', {
          'idempotency-key': 'errors.invalidValue',
        });
      }
      if (first && first.status !== null) return replay(reply, first.status, first.body, first.content_type);
      // still running (or it failed and its row went: the loop claims it then)
      if (Date.now() > deadline)
        throw new AppError(409, 'CONFLICT', 'The same request is still being processed; try again shortly');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  // only POST routes can claim a key: a GET never runs the hook
  app.addHook('onRoute', (route) => {
    if (routeMethods(route).includes('POST')) prependRouteHook(route, 'preHandler', claim);
  });

  // The two hooks below stay app-wide, in their place before compression (which must see the answer
  // after them); callback hooks, so a request that claimed no key costs no promise here.
  app.addHook('onSend', (request, reply, payload, done) => {
    const t = taken.get(request);
    if (!t) return done(null, payload);
    taken.delete(request);
    keepAnswer(db, t, reply, payload).then(() => done(null, payload), done);
  });

  // a request whose connection closed before its answer was sent: free its key
  app.addHook('onResponse', (request, _reply, done) => {
    const t = taken.get(request);
    if (!t) return done();
    taken.delete(request);
    db.execute(sql`delete from idempotency_keys where caller = ${t.caller} and key = ${t.key} and status is null`).then(
      () => done(),
      done,
    );
  });
}

/** A success is kept for the retries to replay; anything else frees the key for a corrected retry. */
async function keepAnswer(db: Db, t: { caller: string; key: string }, reply: FastifyReply, payload: unknown): Promise<void> {
  if (reply.statusCode >= 200 && reply.statusCode < 300 && (typeof payload === 'string' || payload === null)) {
    const type = reply.getHeader('content-type');
    await db.execute(sql`
      update idempotency_keys set status = ${reply.statusCode}, body = ${payload ?? ''},
        content_type = ${typeof type === 'string' ? type : null}
      where caller = ${t.caller} and key = ${t.key}`);
  } else {
    await db.execute(sql`delete from idempotency_keys where caller = ${t.caller} and key = ${t.key}`);
  }
}

function replay(reply: FastifyReply, status: number, body: string | null, type: string | null): FastifyReply {
  reply.code(status).header('idempotent-replayed', 'true');
  if (type) reply.type(type);
  return reply.send(body ?? '');
}
