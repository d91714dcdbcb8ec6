import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';

/**
 * Whether this instance should be sent traffic: `started` once it listens (migrations, seeds and the
 * scheduler are done by then), `draining` from SIGTERM on, while requests under way finish.
 */
export type Readiness = { started: boolean; draining: boolean };

/** GET /api/health: the process answers and its database too (503 `error` otherwise). */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export const readySchema = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'error']),
  database: z.enum(['ok', 'error']),
});

/**
 * /api/health — answers 200 only when the database answers (liveness: is the process working?).
 * /api/ready — 200 only when this instance should take traffic: started (migrated, scheduler running),
 * not draining after SIGTERM, and its database answers; else 503, so a load balancer or orchestrator
 * takes it out of rotation before it stops (readiness).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool; readiness: Readiness }> = async (app, { pool, readiness }) => {
  const databaseAnswers = async (log: { error: (o: object, m: string) => void }) => {
    try {
      // straight to the pool: a load balancer asks often, and this needs no query builder
      await pool.query('select 1');
      return true;
    } catch (err) {
      log.error({ err }, 'health check: database unreachable');
      return false;
    }
  };
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        response: {
          200: healthSchema,
          503: z.object({ status: z.literal('error'), database: z.literal('error') }),
        },
      },
    },
    async (request, reply) => {
      if (await databaseAnswers(request.log)) return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({ status: 'error' as const, database: 'error' as const });
    },
  );
  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: readySchema, 503: readySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const database = (await databaseAnswers(request.log)) ? ('ok' as const) : ('error' as const);
      const status = readiness.draining ? 'draining' : database === 'error' ? 'error' : readiness.started ? 'ready' : 'starting';
      return reply.code(status === 'ready' ? 200 : 503).send({ status, database });
    },
  );
};
