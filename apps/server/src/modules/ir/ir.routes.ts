import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  irInputSchema,
  irListQuerySchema,
  irPageSchema,
  irPostSchema,
  irYearsSchema,
} from '@formulab/shared/content/content.schema';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import { createIr, deleteIr, getIr, irCsv, irYears, listIr, updateIr } from './ir.service.ts';
import { sendCsv } from '../../lib/csv.ts';
import { PUBLIC_READER, STAFF_READER } from '../content/publication.policy.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const idParams = z.object({ id: z.string().uuid() });
const pub = { access: 'public' as const };
const admin = { access: 'admin' as const };
const csvQuery = irListQuerySchema.omit({ limit: true, cursor: true });

/** /api/ir — published disclosures by year, for everyone. */
export const irRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['ir'];
  app.get(
    '/api/ir',
    { config: pub, schema: { tags, querystring: irListQuerySchema, response: { 200: irPageSchema } } },
    async (request) => listIr(db, request.query, PUBLIC_READER),
  );
  app.get('/api/ir/years', { config: pub, schema: { tags, response: { 200: irYearsSchema } } }, async () =>
    irYears(db, PUBLIC_READER),
  );
  app.get('/api/ir/:id', { config: pub, schema: { tags, params: idParams, response: { 200: irPostSchema } } }, async (request) =>
    getIr(db, request.params.id, PUBLIC_READER),
  );
};

/** /api/admin/ir — staff publish disclosures with their PDFs; their list as CSV. */
export const irAdminRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  const tags = ['admin', 'ir'];
  app.get(
    '/api/admin/ir',
    { config: admin, schema: { tags, querystring: irListQuerySchema, response: { 200: irPageSchema } } },
    async (request) => listIr(db, request.query, STAFF_READER),
  );
  app.get('/api/admin/ir.csv', { config: admin, schema: { tags, querystring: csvQuery } }, async (request, reply) =>
    sendCsv(reply, 'ir', await irCsv(db, request.query), { dated: true }),
  );
  app.get('/api/admin/ir/years', { config: admin, schema: { tags, response: { 200: irYearsSchema } } }, async () =>
    irYears(db, STAFF_READER),
  );
  app.get(
    '/api/admin/ir/:id',
    { config: admin, schema: { tags, params: idParams, response: { 200: irPostSchema } } },
    async (request) => getIr(db, request.params.id, STAFF_READER),
  );
  app.post(
    '/api/admin/ir',
    { config: admin, schema: { tags, body: irInputSchema, response: { 201: irPostSchema } } },
    async (request, reply) => reply.code(201).send(await createIr(db, (await request.requireUser()).id, request.body)),
  );
  app.put(
    '/api/admin/ir/:id',
    { config: admin, schema: { tags, params: idParams, body: irInputSchema, response: { 200: irPostSchema } } },
    async (request) => updateIr(db, storage, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/ir/:id',
    { config: admin, schema: { tags, params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteIr(db, storage, request.params.id);
      return reply.code(204).send();
    },
  );
};
