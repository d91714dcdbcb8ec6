import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  materialInputSchema,
  materialListQuerySchema,
  materialPageSchema,
  materialSchema,
} from '@formulab/shared/catalogue/materials.schema';
import type { Db } from '../../db/client.ts';
import { createMaterial, deleteMaterial, getMaterial, listMaterials, updateMaterial } from './materials.service.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const idParams = z.object({ id: z.string().uuid() });

/** /api/admin/materials — raw materials, stock and lots; staff only. */
export const materialsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const cfg = { access: 'admin' as const };
  app.get(
    '/api/admin/materials',
    { config: cfg, schema: { tags: ['admin'], querystring: materialListQuerySchema, response: { 200: materialPageSchema } } },
    async (request) => listMaterials(db, request.query),
  );
  app.get(
    '/api/admin/materials/:id',
    { config: cfg, schema: { tags: ['admin'], params: idParams, response: { 200: materialSchema } } },
    async (request) => getMaterial(db, request.params.id),
  );
  app.post(
    '/api/admin/materials',
    { config: cfg, schema: { tags: ['admin'], body: materialInputSchema, response: { 201: materialSchema } } },
    async (request, reply) => reply.code(201).send(await createMaterial(db, request.body)),
  );
  app.put(
    '/api/admin/materials/:id',
    { config: cfg, schema: { tags: ['admin'], params: idParams, body: materialInputSchema, response: { 200: materialSchema } } },
    async (request) => updateMaterial(db, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/materials/:id',
    { config: cfg, schema: { tags: ['admin'], params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteMaterial(db, request.params.id);
      return reply.code(204).send();
    },
  );
};
