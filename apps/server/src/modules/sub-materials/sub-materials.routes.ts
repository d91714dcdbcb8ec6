import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  subMaterialDetailSchema,
  subMaterialInputSchema,
  subMaterialListQuerySchema,
  subMaterialPageSchema,
} from '@formulab/shared/catalogue/sub-materials.schema';
import { catalogueVisibilitySchema } from '@formulab/shared/catalogue/ingredients.schema';
import type { Db } from '../../db/client.ts';
import { PUBLIC_VIEWER, STAFF_VIEWER } from '../catalogue/catalogue.policy.ts';
import type { FileStorage } from '../files/storage.ts';
import {
  createSubMaterial,
  deleteSubMaterial,
  getSubMaterial,
  listSubMaterials,
  setSubMaterialVisibility,
  updateSubMaterial,
} from './sub-materials.service.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const idParams = z.object({ id: z.string().uuid() });

/** /api/sub-materials — public packaging catalogue (visible items only). */
export const subMaterialsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/sub-materials',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        querystring: subMaterialListQuerySchema.omit({ visibility: true }),
        response: { 200: subMaterialPageSchema },
      },
    },
    async (request) => listSubMaterials(db, request.query, PUBLIC_VIEWER),
  );
  app.get(
    '/api/sub-materials/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], params: idParams, response: { 200: subMaterialDetailSchema } },
    },
    async (request) => getSubMaterial(db, request.params.id, PUBLIC_VIEWER),
  );
};

/** /api/admin/sub-materials — staff maintain packaging. */
export const subMaterialsAdminRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  const cfg = { access: 'admin' as const };
  app.get(
    '/api/admin/sub-materials',
    {
      config: cfg,
      schema: { tags: ['admin'], querystring: subMaterialListQuerySchema, response: { 200: subMaterialPageSchema } },
    },
    async (request) => listSubMaterials(db, request.query, STAFF_VIEWER),
  );
  app.get(
    '/api/admin/sub-materials/:id',
    { config: cfg, schema: { tags: ['admin'], params: idParams, response: { 200: subMaterialDetailSchema } } },
    async (request) => getSubMaterial(db, request.params.id, STAFF_VIEWER),
  );
  app.post(
    '/api/admin/sub-materials',
    { config: cfg, schema: { tags: ['admin'], body: subMaterialInputSchema, response: { 201: subMaterialDetailSchema } } },
    async (request, reply) => reply.code(201).send(await createSubMaterial(db, storage, request.body)),
  );
  app.put(
    '/api/admin/sub-materials/:id',
    {
      config: cfg,
      schema: { tags: ['admin'], params: idParams, body: subMaterialInputSchema, response: { 200: subMaterialDetailSchema } },
    },
    async (request) => updateSubMaterial(db, storage, request.params.id, request.body),
  );
  app.post(
    '/api/admin/sub-materials/:id/visibility',
    {
      config: cfg,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: catalogueVisibilitySchema,
        response: { 200: subMaterialDetailSchema },
      },
    },
    async (request) => setSubMaterialVisibility(db, request.params.id, request.body.visible),
  );
  app.delete(
    '/api/admin/sub-materials/:id',
    { config: cfg, schema: { tags: ['admin'], params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteSubMaterial(db, storage, request.params.id);
      return reply.code(204).send();
    },
  );
};
