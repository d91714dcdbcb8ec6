import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  subMaterialDetailSchema,
  subMaterialInputSchema,
  subMaterialListQuerySchema,
  subMaterialPageSchema,
} from '@formulab/shared/catalogue/sub-materials.schema';
import type { Db } from '../../db/client.ts';
import { PUBLIC_VIEWER, STAFF_VIEWER } from '../catalogue/catalogue.policy.ts';
import type { FileStorage } from '../files/storage.ts';
import { catalogueAdminRoutes } from '../catalogue/catalogue.admin.routes.ts';
import {
  createSubMaterial,
  deleteSubMaterial,
  getSubMaterial,
  listSubMaterials,
  setSubMaterialVisibility,
  updateSubMaterial,
} from './sub-materials.service.ts';

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
  catalogueAdminRoutes(app, {
    path: '/api/admin/sub-materials',
    listQuery: subMaterialListQuerySchema,
    input: subMaterialInputSchema,
    page: subMaterialPageSchema,
    detail: subMaterialDetailSchema,
    list: (query) => listSubMaterials(db, query, STAFF_VIEWER),
    get: (id) => getSubMaterial(db, id, STAFF_VIEWER),
    create: (input) => createSubMaterial(db, storage, input),
    update: (id, input) => updateSubMaterial(db, storage, id, input),
    setVisible: (id, visible) => setSubMaterialVisibility(db, id, visible),
    remove: (id) => deleteSubMaterial(db, storage, id),
  });
};
