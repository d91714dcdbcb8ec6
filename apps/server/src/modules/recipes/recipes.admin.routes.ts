import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressNumberSchema } from '@formulab/shared/ids';
import {
  RECIPE_IMPORT_FORMATS,
  adminRecipeListQuerySchema,
  bulkVisibilityResultSchema,
  bulkVisibilitySchema,
  exportSelectionSchema,
  recipeDetailSchema,
  recipeImportReportSchema,
  recipeImportRequestSchema,
  recipeOwnerListSchema,
  recipePageSchema,
  revisionDetailSchema,
  revisionListSchema,
} from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import {
  exportRecipes,
  listAllRecipes,
  recipeTemplate,
  searchRecipeOwners,
  setRecipesVisibility,
  type ExportFile,
} from './recipes.admin.service.ts';
import { commitRecipeImport, previewRecipeImport } from './recipes.import.ts';
import { getRevision, listRevisions } from './recipes.revisions.ts';
import { getRecipeDetail } from './recipes.service.ts';

const admin = { access: 'admin' as const };
const tags = ['admin'];
const idParams = z.object({ id: z.string().uuid() });
const revisionParams = idParams.extend({ number: addressNumberSchema() });
const formatQuery = z.object({ format: z.enum(RECIPE_IMPORT_FORMATS).default('csv') });
const ownersQuery = z.object({ q: z.string().max(100).optional() });
/**
 * The file travels as JSON text (CSV) or base64 (XLSX) of at most 8 MB; escaping (CSV quotes and line
 * breaks) and UTF-8 can double that, so the body may be larger than the file.
 */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

const sendFile = (reply: FastifyReply, f: ExportFile) =>
  reply.type(f.type).header('content-disposition', `attachment; filename="${f.fileName}"`).send(f.body);

/** /api/admin/recipes — staff see every recipe, change visibility in bulk, import and export spreadsheets. */
export const recipesAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/recipes',
    { config: admin, schema: { tags, querystring: adminRecipeListQuerySchema, response: { 200: recipePageSchema } } },
    async (request) => listAllRecipes(db, request.query),
  );
  app.get(
    '/api/admin/recipes/owners',
    {
      config: admin,
      schema: { tags, querystring: ownersQuery, response: { 200: recipeOwnerListSchema } },
    },
    async (request) => searchRecipeOwners(db, request.query.q),
  );
  app.get('/api/admin/recipes/template.csv', { config: admin, schema: { tags } }, async (_request, reply) =>
    sendFile(reply, await recipeTemplate('csv')),
  );
  app.get('/api/admin/recipes/template.xlsx', { config: admin, schema: { tags } }, async (_request, reply) =>
    sendFile(reply, await recipeTemplate('xlsx')),
  );
  app.post(
    '/api/admin/recipes/visibility',
    { config: admin, schema: { tags, body: bulkVisibilitySchema, response: { 200: bulkVisibilityResultSchema } } },
    async (request) => setRecipesVisibility(db, request.body.ids, request.body.visibility),
  );
  app.post(
    '/api/admin/recipes/export',
    { config: admin, schema: { tags, querystring: formatQuery, body: exportSelectionSchema } },
    async (request, reply) => sendFile(reply, await exportRecipes(db, request.body.ids, request.query.format)),
  );
  // a preview and its commit read the same file and answer the same report
  const importRoute = {
    config: admin,
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: { tags, body: recipeImportRequestSchema, response: { 200: recipeImportReportSchema } },
  };
  app.post('/api/admin/recipes/import/preview', importRoute, async (request) =>
    previewRecipeImport(db, request.body, await request.requireUser()),
  );
  app.post(
    '/api/admin/recipes/import/commit',
    importRoute,
    // any error answers 400 VALIDATION with `report` beside the code, and nothing is written
    async (request) => commitRecipeImport(db, request.body, await request.requireUser()),
  );
  app.get(
    '/api/admin/recipes/:id',
    { config: admin, schema: { tags, params: idParams, response: { 200: recipeDetailSchema } } },
    async (request) => getRecipeDetail(db, request.params.id, { admin: true }),
  );
  app.get(
    '/api/admin/recipes/:id/revisions',
    { config: admin, schema: { tags, params: idParams, response: { 200: revisionListSchema } } },
    async (request) => listRevisions(db, request.params.id, { admin: true }),
  );
  app.get(
    '/api/admin/recipes/:id/revisions/:number',
    { config: admin, schema: { tags, params: revisionParams, response: { 200: revisionDetailSchema } } },
    async (request) => getRevision(db, request.params.id, request.params.number, { admin: true }),
  );
};
