import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressInputSchema, addressListSchema, addressSchema } from '@formulab/shared/shop/addresses.schema';
import {
  adminPurchaseListQuerySchema,
  purchaseCreateHeadersSchema,
  purchaseCreateSchema,
  purchaseDetailSchema,
  purchaseListQuerySchema,
  purchasePageSchema,
  purchaseTransitionSchema,
} from '@formulab/shared/shop/purchases.schema';
import type { Db } from '../../db/client.ts';
import type { PaymentDeps } from '../payments/payments.core.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';
import { createPurchase, listAllPurchases, listOwnPurchases, openPurchase, transitionPurchase } from './purchases.service.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const idParams = z.object({ id: z.string().uuid() });
const user = { access: 'user' as const };
const owner = { access: 'owner' as const };
const tags = ['purchases'];

/**
 * /api/purchases and /api/me/addresses — a customer's own purchases and address book; anybody else's
 * answers 404.
 */
export const purchasesRoutes: FastifyPluginAsyncZod<{ db: Db; deps: PaymentDeps }> = async (app, { db, deps }) => {
  app.get('/api/me/addresses', { config: user, schema: { tags, response: { 200: addressListSchema } } }, async (request) => ({
    items: await listAddresses(db, (await request.requireUser()).id),
  }));
  app.post(
    '/api/me/addresses',
    { config: user, schema: { tags, body: addressInputSchema, response: { 201: addressSchema } } },
    async (request, reply) => reply.code(201).send(await createAddress(db, (await request.requireUser()).id, request.body)),
  );
  app.put(
    '/api/me/addresses/:id',
    { config: owner, schema: { tags, params: idParams, body: addressInputSchema, response: { 200: addressSchema } } },
    async (request) => updateAddress(db, (await request.requireUser()).id, request.params.id, request.body),
  );
  app.delete(
    '/api/me/addresses/:id',
    { config: owner, schema: { tags, params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteAddress(db, (await request.requireUser()).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/purchases',
    { config: user, schema: { tags, querystring: purchaseListQuerySchema, response: { 200: purchasePageSchema } } },
    async (request) => listOwnPurchases(db, (await request.requireUser()).id, request.query),
  );
  // 201 with the new purchase; 200 with the earlier one when its Idempotency-Key was seen before
  app.post(
    '/api/purchases',
    {
      // the purchase keeps its own key (one purchase per customer and key, even across days)
      config: { ...user, idempotency: 'route' },
      schema: {
        tags,
        headers: purchaseCreateHeadersSchema,
        body: purchaseCreateSchema,
        response: { 201: purchaseDetailSchema, 200: purchaseDetailSchema },
      },
    },
    async (request, reply) => {
      const userId = (await request.requireUser()).id;
      const key = request.headers['idempotency-key'];
      const { purchase, created } = await createPurchase(db, userId, request.body, key);
      return reply.code(created ? 201 : 200).send(purchase);
    },
  );
  app.get(
    '/api/purchases/:id',
    { config: owner, schema: { tags, params: idParams, response: { 200: purchaseDetailSchema } } },
    async (request) => openPurchase(db, request.params.id, { customerId: (await request.requireUser()).id }),
  );
  app.post(
    '/api/purchases/:id/transition',
    {
      config: owner,
      schema: { tags, params: idParams, body: purchaseTransitionSchema, response: { 200: purchaseDetailSchema } },
    },
    async (request) =>
      transitionPurchase(db, deps, request.params.id, { customerId: (await request.requireUser()).id }, request.body),
  );
};

const admin = { access: 'admin' as const };
const adminTags = ['admin'];

/** /api/admin/purchases — staff's shop order queue and its steps (prepare, ship, deliver, cancel with refund, refund). */
export const purchasesAdminRoutes: FastifyPluginAsyncZod<{ db: Db; deps: PaymentDeps }> = async (app, { db, deps }) => {
  app.get(
    '/api/admin/purchases',
    {
      config: admin,
      schema: { tags: adminTags, querystring: adminPurchaseListQuerySchema, response: { 200: purchasePageSchema } },
    },
    async (request) => listAllPurchases(db, request.query),
  );
  app.get(
    '/api/admin/purchases/:id',
    { config: admin, schema: { tags: adminTags, params: idParams, response: { 200: purchaseDetailSchema } } },
    async (request) => openPurchase(db, request.params.id, { staffId: (await request.requireUser()).id }),
  );
  app.post(
    '/api/admin/purchases/:id/transition',
    {
      config: admin,
      schema: { tags: adminTags, params: idParams, body: purchaseTransitionSchema, response: { 200: purchaseDetailSchema } },
    },
    async (request) =>
      transitionPurchase(db, deps, request.params.id, { staffId: (await request.requireUser()).id }, request.body),
  );
};
