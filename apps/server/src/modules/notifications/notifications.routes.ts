import { z } from 'zod';
import { digits } from '@formulab/shared/numbers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationListQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@formulab/shared/notifications/notifications.schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications.service.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const user = { access: 'user' as const };
const owner = { access: 'owner' as const };
const tags = ['notifications'];
const idParams = z.object({ id: digits(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)) });

/** /api/notifications — the signed-in user's own notifications (customers and staff alike). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/notifications',
    { config: user, schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationPageSchema } } },
    async (request) => listNotifications(db, (await request.requireUser()).id, request.query),
  );
  app.get(
    '/api/notifications/unread-count',
    { config: user, schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => ({ unread: await unreadCount(db, (await request.requireUser()).id) }),
  );
  app.post(
    '/api/notifications/:id/read',
    { config: owner, schema: { tags, params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      if (!(await markRead(db, (await request.requireUser()).id, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/notifications/read-all',
    { config: user, schema: { tags, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await markAllRead(db, (await request.requireUser()).id);
      return reply.code(204).send();
    },
  );
};
