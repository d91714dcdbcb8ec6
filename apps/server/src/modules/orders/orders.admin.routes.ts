import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListQuerySchema,
  deliveryNoteParamsSchema,
  orderDetailSchema,
  orderPageSchema,
} from '@formulab/shared/orders/orders.schema';
import { internalNoteBodySchema } from '@formulab/shared/quotes/quotes.schema';
import { transitionBodySchema } from '@formulab/shared/workflow/workflow.schema';
import type { Db } from '../../db/client.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { pdfQuerySchema } from '../quotes/quotes.routes.ts';
import { deliveryNotePdf } from './delivery-note.pdf.ts';
import { orderIdParams } from './orders.routes.ts';
import { addOrderNote, listAllOrders, openOrder, transitionOrder } from './orders.service.ts';

const admin = { access: 'admin' as const };
const tags = ['admin'];

/** /api/admin/orders — staff's queue: every production order, the staff transitions, internal notes, delivery notes. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/orders',
    { config: admin, schema: { tags, querystring: adminOrderListQuerySchema, response: { 200: orderPageSchema } } },
    async (request) => listAllOrders(db, request.query),
  );
  app.get(
    '/api/admin/orders/:id',
    { config: admin, schema: { tags, params: orderIdParams, response: { 200: orderDetailSchema } } },
    async (request) => openOrder(db, request.params.id, { staffId: (await request.requireUser()).id }),
  );
  app.post(
    '/api/admin/orders/:id/transitions',
    {
      config: admin,
      schema: { tags, params: orderIdParams, body: transitionBodySchema, response: { 200: orderDetailSchema } },
    },
    async (request) =>
      transitionOrder(db, app.notifier, request.params.id, { staffId: (await request.requireUser()).id }, request.body),
  );
  app.post(
    '/api/admin/orders/:id/notes',
    {
      config: admin,
      schema: { tags, params: orderIdParams, body: internalNoteBodySchema, response: { 200: orderDetailSchema } },
    },
    async (request) => addOrderNote(db, request.params.id, (await request.requireUser()).id, request.body.note),
  );
  app.get(
    '/api/admin/orders/:id/shipments/:number/delivery-note',
    { config: admin, schema: { tags, params: deliveryNoteParamsSchema, querystring: pdfQuerySchema } },
    async (request, reply) => {
      const { id, number } = request.params;
      const viewer = { staffId: (await request.requireUser()).id };
      return sendPdf(reply, await deliveryNotePdf(db, id, number, viewer, request.query.lang));
    },
  );
};
