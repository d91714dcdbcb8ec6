import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminPaymentListQuerySchema,
  paymentCheckoutSchema,
  paymentConfirmSchema,
  paymentDetailSchema,
  paymentFailSchema,
  paymentPageSchema,
  paymentResultSchema,
  paymentStartSchema,
  paymentWebhookResultSchema,
  refundCreateSchema,
  testGatewayApproveSchema,
  testGatewayCheckoutSchema,
  testGatewayDeclineSchema,
} from '@formulab/shared/shop/payments.schema';
import { salesQuerySchema, salesReportSchema } from '@formulab/shared/shop/sales.schema';
import type { Db } from '../../db/client.ts';
import type { PaymentDeps } from './payments.core.ts';
import {
  confirmPayment,
  failPayment,
  getPaymentDetail,
  handleWebhook,
  listPayments,
  paymentByOrder,
  paymentsCsv,
  refundPayment,
  startPayment,
  testApprove,
  testCheckout,
  testDecline,
} from './payments.service.ts';
import { salesCsv, salesReport } from './sales.service.ts';
import { sendCsv } from '../../lib/csv.ts';

const owner = { access: 'owner' as const };
const tags = ['payments'];
const orderIdParams = z.object({ orderId: z.string().min(6).max(64) });
const idParams = z.object({ id: z.string().uuid() });

type Options = { db: Db; deps: PaymentDeps; publicUrl: string; trusted: (origin: string) => boolean };

/**
 * /api/payments — paying for a purchase, a sample fee or a production order, the gateway's redirects,
 * its webhooks, and the built-in test gateway's page (/api/test-gateway). The redirect URLs point at
 * the origin the browser is on when it is one of ours, else PUBLIC_URL.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, deps, publicUrl, trusted }) => {
  const originOf = (request: FastifyRequest) => {
    const o = request.headers.origin;
    return o && trusted(o) ? o : publicUrl;
  };
  app.post(
    '/api/payments',
    { config: owner, schema: { tags, body: paymentStartSchema, response: { 200: paymentCheckoutSchema } } },
    async (request) => {
      const u = await request.requireUser();
      return startPayment(db, deps, { id: u.id, email: u.email, name: u.name }, request.body, originOf(request));
    },
  );
  app.post(
    '/api/payments/confirm',
    { config: owner, schema: { tags, body: paymentConfirmSchema, response: { 200: paymentResultSchema } } },
    async (request) => confirmPayment(db, deps, (await request.requireUser()).id, request.body),
  );
  app.post(
    '/api/payments/fail',
    { config: owner, schema: { tags, body: paymentFailSchema, response: { 200: paymentResultSchema } } },
    async (request) => failPayment(db, (await request.requireUser()).id, request.body),
  );
  app.get(
    '/api/payments/by-order/:orderId',
    { config: owner, schema: { tags, params: orderIdParams, response: { 200: paymentResultSchema } } },
    async (request) => paymentByOrder(db, (await request.requireUser()).id, request.params.orderId),
  );
  app.post(
    '/api/payments/webhooks/toss',
    { config: { access: 'public' }, schema: { tags, response: { 200: paymentWebhookResultSchema } } },
    async (request) => handleWebhook(db, deps, request.body),
  );

  app.get(
    '/api/test-gateway/checkout/:orderId',
    { config: owner, schema: { tags, params: orderIdParams, response: { 200: testGatewayCheckoutSchema } } },
    async (request) => testCheckout(db, deps, (await request.requireUser()).id, request.params.orderId, originOf(request)),
  );
  app.post(
    '/api/test-gateway/checkout/:orderId/approve',
    { config: owner, schema: { tags, params: orderIdParams, response: { 200: testGatewayApproveSchema } } },
    async (request) => testApprove(db, deps, (await request.requireUser()).id, request.params.orderId),
  );
  app.post(
    '/api/test-gateway/checkout/:orderId/decline',
    { config: owner, schema: { tags, params: orderIdParams, response: { 200: testGatewayDeclineSchema } } },
    async (request) => testDecline(db, deps, (await request.requireUser()).id, request.params.orderId),
  );
};

const admin = { access: 'admin' as const };
const adminTags = ['admin'];
const csvQuery = adminPaymentListQuerySchema.omit({ limit: true, cursor: true });

/** /api/admin/payments and /api/admin/sales — staff's payments list, a payment's history, refunds, the sales report. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<{ db: Db; deps: PaymentDeps }> = async (app, { db, deps }) => {
  app.get(
    '/api/admin/payments',
    {
      config: admin,
      schema: { tags: adminTags, querystring: adminPaymentListQuerySchema, response: { 200: paymentPageSchema } },
    },
    async (request) => listPayments(db, request.query),
  );
  app.get(
    '/api/admin/payments.csv',
    { config: admin, schema: { tags: adminTags, querystring: csvQuery } },
    async (request, reply) => sendCsv(reply, 'payments', await paymentsCsv(db, request.query), { dated: true }),
  );
  app.get(
    '/api/admin/payments/:id',
    { config: admin, schema: { tags: adminTags, params: idParams, response: { 200: paymentDetailSchema } } },
    async (request) => getPaymentDetail(db, request.params.id),
  );
  app.post(
    '/api/admin/payments/:id/refunds',
    {
      config: admin,
      schema: { tags: adminTags, params: idParams, body: refundCreateSchema, response: { 200: paymentDetailSchema } },
    },
    async (request) => refundPayment(db, deps, (await request.requireUser()).id, request.params.id, request.body),
  );
  app.get(
    '/api/admin/sales',
    { config: admin, schema: { tags: adminTags, querystring: salesQuerySchema, response: { 200: salesReportSchema } } },
    async (request) => salesReport(db, request.query),
  );
  app.get(
    '/api/admin/sales.csv',
    { config: admin, schema: { tags: adminTags, querystring: salesQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, `sales-${request.query.from}-${request.query.to}`, await salesCsv(db, request.query)),
  );
};
