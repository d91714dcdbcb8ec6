import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushEndpointSchema,
  pushPublicKeySchema,
  pushStatusQuerySchema,
  pushStatusSchema,
  pushSubscriptionSchema,
} from '@formulab/shared/push/push.schema';
import type { Db } from '../../db/client.ts';
import { deleteSubscription, pushStatus, saveSubscription, type Push } from './push.service.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const tags = ['push'];
const user = { access: 'user' as const };

/**
 * /api/push — web push (decision 0008): the server's VAPID public key, and the signed-in user's
 * subscriptions (one per browser that turned push on).
 */
export const pushRoutes: FastifyPluginAsyncZod<{ db: Db; push: Push; extraHosts: readonly string[] }> = async (
  app,
  { db, push, extraHosts },
) => {
  app.get(
    '/api/push/public-key',
    { config: { access: 'public' }, schema: { tags, response: { 200: pushPublicKeySchema } } },
    async () => ({ publicKey: await push.publicKey() }),
  );
  app.get(
    '/api/push/subscriptions',
    { config: user, schema: { tags, querystring: pushStatusQuerySchema, response: { 200: pushStatusSchema } } },
    async (request) => pushStatus(db, (await request.requireUser()).id, request.query.endpoint),
  );
  app.post(
    '/api/push/subscriptions',
    { config: user, schema: { tags, body: pushSubscriptionSchema, response: { 201: pushStatusSchema } } },
    async (request, reply) => {
      const me = await request.requireUser();
      await saveSubscription(db, me.id, request.body, request.headers['user-agent'] ?? '', extraHosts);
      return reply.code(201).send(await pushStatus(db, me.id, request.body.endpoint));
    },
  );
  app.delete(
    '/api/push/subscriptions',
    { config: user, schema: { tags, body: pushEndpointSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteSubscription(db, (await request.requireUser()).id, request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
