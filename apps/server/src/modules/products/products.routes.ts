import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productBulkResultSchema,
  productBulkSchema,
  productDetailSchema,
  productInputSchema,
  productListQuerySchema,
  productPageSchema,
} from '@formulab/shared/shop/products.schema';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import { bulkSetStatus, createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './products.service.ts';
import { noContentSchema } from '@formulab/shared/no-content';

export const productIdParams = z.object({ id: z.string().uuid() });
const tags = ['products'];

/**
 * /api/products — the shop for everyone: active and sold-out products. A `status` filter is staff's
 * (ignored for anyone else, like the catalogue's own staff-only filters); a hidden product answers 404
 * unless the caller is staff. Neither reads the session unless it matters.
 */
export const productsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/products',
    { config: { access: 'public' }, schema: { tags, querystring: productListQuerySchema, response: { 200: productPageSchema } } },
    async (request) => {
      const staff = request.query.status !== undefined && (await request.currentUser())?.role === 'admin';
      return listProducts(db, request.query, staff);
    },
  );
  app.get(
    '/api/products/:id',
    { config: { access: 'public' }, schema: { tags, params: productIdParams, response: { 200: productDetailSchema } } },
    async (request) => getProduct(db, request.params.id, async () => (await request.currentUser())?.role === 'admin'),
  );
};

const admin = { access: 'admin' as const };
const adminTags = ['admin'];

/** /api/admin/products — staff's catalogue: every status, create, edit (optimistic version), delete, bulk status. */
export const productsAdminRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  app.get(
    '/api/admin/products',
    { config: admin, schema: { tags: adminTags, querystring: productListQuerySchema, response: { 200: productPageSchema } } },
    async (request) => listProducts(db, request.query, true),
  );
  app.post(
    '/api/admin/products',
    { config: admin, schema: { tags: adminTags, body: productInputSchema, response: { 201: productDetailSchema } } },
    async (request, reply) => reply.code(201).send(await createProduct(db, request.body)),
  );
  app.post(
    '/api/admin/products/bulk',
    { config: admin, schema: { tags: adminTags, body: productBulkSchema, response: { 200: productBulkResultSchema } } },
    async (request) => ({ updated: await bulkSetStatus(db, request.body.ids, request.body.status) }),
  );
  app.get(
    '/api/admin/products/:id',
    { config: admin, schema: { tags: adminTags, params: productIdParams, response: { 200: productDetailSchema } } },
    async (request) => getProduct(db, request.params.id, true),
  );
  app.put(
    '/api/admin/products/:id',
    {
      config: admin,
      schema: { tags: adminTags, params: productIdParams, body: productInputSchema, response: { 200: productDetailSchema } },
    },
    async (request) => updateProduct(db, storage, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/products/:id',
    { config: admin, schema: { tags: adminTags, params: productIdParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteProduct(db, storage, request.params.id);
      return reply.code(204).send();
    },
  );
};
