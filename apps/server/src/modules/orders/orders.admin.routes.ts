import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListQuerySchema,
  deliveryNoteParamsSchema,
  orderDetailSchema,
  orderPageSchema,
} from '@formulab/shared/orders/orders.schema';
import { internalNoteBodySchema } from '@formulab/shared/quotes/quotes.schema';
import type { Db } from '../../db/client.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { staffQueueRoutes } from '../workflow/workflow.routes.ts';
import { pdfQuerySchema } from '../quotes/quotes.routes.ts';
import { deliveryNotePdf } from './delivery-note.pdf.ts';
import { orderIdParams } from './orders.routes.ts';
import { addOrderNote, getOrder, listAllOrders, openOrder, transitionOrder } from './orders.service.ts';
import { cancelTaxInvoice, issueTaxInvoice, taxInvoicesCsv } from './tax-invoices.service.ts';
import {
  taxInvoiceCancelSchema,
  taxInvoiceExportQuerySchema,
  taxInvoiceIssueSchema,
} from '@formulab/shared/orders/tax-invoices.schema';
import { sendCsv } from '../../lib/csv.ts';

const admin = { access: 'admin' as const };
const tags = ['admin'];

/** /api/admin/orders — staff's queue: every production order, the staff transitions, internal notes, delivery notes,
 * tax invoices (make out, cancel, export). */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  staffQueueRoutes(app, {
    path: '/api/admin/orders',
    params: orderIdParams,
    listQuery: adminOrderListQuerySchema,
    page: orderPageSchema,
    detail: orderDetailSchema,
    noteBody: internalNoteBodySchema,
    list: (query) => listAllOrders(db, query),
    open: (id, staffId) => openOrder(db, id, { staffId }),
    transition: (id, staffId, body) => transitionOrder(db, app.notifier, id, { staffId }, body),
    addNote: (id, staffId, note) => addOrderNote(db, id, staffId, note),
  });
  app.post(
    '/api/admin/orders/:id/tax-invoices',
    {
      config: admin,
      schema: { tags, params: orderIdParams, body: taxInvoiceIssueSchema, response: { 200: orderDetailSchema } },
    },
    async (request) => {
      const staffId = (await request.requireUser()).id;
      await issueTaxInvoice(db, request.params.id, staffId, request.body.issueDate);
      return getOrder(db, request.params.id, { staffId });
    },
  );
  app.post(
    '/api/admin/tax-invoices/:id/cancel',
    {
      config: admin,
      schema: { tags, params: orderIdParams, body: taxInvoiceCancelSchema, response: { 200: orderDetailSchema } },
    },
    async (request) => {
      const staffId = (await request.requireUser()).id;
      const orderId = await cancelTaxInvoice(db, request.params.id, staffId, request.body.reason);
      return getOrder(db, orderId, { staffId });
    },
  );
  app.get(
    '/api/admin/tax-invoices.csv',
    { config: admin, schema: { tags, querystring: taxInvoiceExportQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        `tax-invoices-${request.query.from}-${request.query.to}`,
        await taxInvoicesCsv(db, request.query.from, request.query.to),
      ),
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
