import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryNoteParamsSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderPageSchema,
} from '@formulab/shared/orders/orders.schema';
import { transitionBodySchema } from '@formulab/shared/workflow/workflow.schema';
import type { Db } from '../../db/client.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { pdfQuerySchema } from '../quotes/quotes.routes.ts';
import { deliveryNotePdf } from './delivery-note.pdf.ts';
import { listOwnOrders, openOrder, transitionOrder } from './orders.service.ts';

export const orderIdParams = z.object({ id: z.string().uuid() });
const user = { access: 'user' as const };
const owner = { access: 'owner' as const };
const tags = ['orders'];

/**
 * /api/orders — a customer's own production orders (made by accepting a quote: there is no create
 * route). Cancelling and confirming delivery reach staff, so they need a confirmed e-mail; anybody
 * else's order answers 404 (its delivery notes too).
 */
export const ordersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/orders',
    { config: user, schema: { tags, querystring: orderListQuerySchema, response: { 200: orderPageSchema } } },
    async (request) => listOwnOrders(db, (await request.requireUser()).id, request.query),
  );
  app.get(
    '/api/orders/:id',
    { config: owner, schema: { tags, params: orderIdParams, response: { 200: orderDetailSchema } } },
    async (request) => openOrder(db, request.params.id, { customerId: (await request.requireUser()).id }),
  );
  app.post(
    '/api/orders/:id/transitions',
    {
      config: { ...owner, verified: true },
      schema: { tags, params: orderIdParams, body: transitionBodySchema, response: { 200: orderDetailSchema } },
    },
    async (request) =>
      transitionOrder(db, app.notifier, request.params.id, { customerId: (await request.requireUser()).id }, request.body),
  );
  app.get(
    '/api/orders/:id/shipments/:number/delivery-note',
    { config: owner, schema: { tags, params: deliveryNoteParamsSchema, querystring: pdfQuerySchema } },
    async (request, reply) => {
      const { id, number } = request.params;
      const viewer = { customerId: (await request.requireUser()).id };
      return sendPdf(reply, await deliveryNotePdf(db, id, number, viewer, request.query.lang));
    },
  );
};
