import { z } from 'zod';
import { digits } from '@formulab/shared/numbers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionReader } from '../auth/session.ts';
import type { Hub } from './hub.ts';

/** How often an idle stream says it is alive (proxies drop silent connections) and re-checks its session. */
export const HEARTBEAT_MS = 25_000;

const eventId = digits(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/**
 * GET /api/events — the signed-in user's event stream (Server-Sent Events): their chat, read
 * receipts and typing, status changes of their records; staff see every conversation. The viewer is
 * the session's user, nothing else: there is no stream to name, so nobody can join another's. A
 * signed-out, suspended or demoted user's stream ends at the next heartbeat.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ hub: Hub; sessions: SessionReader; heartbeatMs?: number }> = async (
  app,
  { hub, sessions, heartbeatMs = HEARTBEAT_MS },
) => {
  app.get(
    '/api/events',
    {
      config: { access: 'user' },
      schema: {
        tags: ['realtime'],
        // EventSource sends Last-Event-ID by itself on a reconnect; a page can also pass ?lastEventId=
        querystring: z.object({ lastEventId: eventId.optional() }).strict(),
        headers: z.object({ 'last-event-id': z.string().max(20).optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const header = eventId.safeParse(request.headers['last-event-id']);
      const lastEventId = request.query.lastEventId ?? (header.success ? header.data : null);
      const cookie = request.headers.cookie;

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        // nginx and friends: pass each event on as it comes
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': String(request.id),
        connection: 'keep-alive',
      });
      res.write('retry: 2000\n\n');
      request.raw.socket.setKeepAlive(true);
      request.raw.socket.setNoDelay(true);

      let detach: (() => void) | null = null;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(timer);
        detach?.();
        if (!res.writableEnded) res.end();
      };
      const timer = setInterval(() => {
        void sessions.read(cookie).then(
          (s) => {
            if (!s || s.user.id !== user.id || s.user.role !== user.role) return end();
            if (!ended) res.write(': ping\n\n');
          },
          () => end(),
        );
      }, heartbeatMs);
      timer.unref();
      request.raw.on('close', end);
      res.on('error', end);
      try {
        detach = await hub.open({ userId: user.id, staff: user.role === 'admin' }, res, lastEventId);
        if (ended) detach();
      } catch (err) {
        request.log.error({ err }, 'realtime: the stream could not start');
        end();
      }
    },
  );
};
