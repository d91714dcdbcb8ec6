import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_RATE_LIMIT,
  analyticsBatchSchema,
  analyticsQuerySchema,
  analyticsReportSchema,
} from '@formulab/shared/analytics/analytics.schema';
import type { Db } from '../../db/client.ts';
import { hit } from '../../lib/rate-limit.ts';
import { AppError } from '../../errors.ts';
import { analyticsReport, recordPageViews } from './analytics.service.ts';
import { noContentSchema } from '@formulab/shared/no-content';

/** The browser asked not to be tracked: Do Not Track or Global Privacy Control. */
export function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['dnt'] === '1' || headers['sec-gpc'] === '1';
}

/**
 * POST /api/analytics/events — page views from the web app (public; same-origin like every POST;
 * JSON, sent as application/json or — by sendBeacon — as text/plain).
 * A browser that sends DNT: 1 or Sec-GPC: 1 is answered 204 and nothing at all is stored, not even a
 * rate-limit counter. The counter's key is a hash of the address, not the address.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // the web app sends with navigator.sendBeacon, whose string body is text/plain: JSON all the same
  // (this plugin's routes only)
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, 'VALIDATION', 'The body is not JSON'), undefined);
    }
  });
  app.post(
    '/api/analytics/events',
    {
      config: { access: 'public' },
      bodyLimit: 16 * 1024,
      schema: { tags: ['analytics'], body: analyticsBatchSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      if (optedOut(request.headers)) return reply.code(204).send();
      const ipKey = crypto.createHash('sha256').update(request.ip).digest('hex').slice(0, 24);
      await hit(db, `analytics:${ipKey}`, ANALYTICS_RATE_LIMIT);
      await recordPageViews(db, request.body.events, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
        host: request.headers.host,
      });
      return reply.code(204).send();
    },
  );
};

/** GET /api/admin/analytics — traffic and the funnel (admin `admin-firebse`, Analytics tab). */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/analytics',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', 'analytics'], querystring: analyticsQuerySchema, response: { 200: analyticsReportSchema } },
    },
    async (request) => analyticsReport(db, request.query),
  );
};
