import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressNumberSchema } from '@formulab/shared/ids';
import {
  recipeDetailSchema,
  recipeInputSchema,
  recipeListQuerySchema,
  recipePageSchema,
  recipeSaveSchema,
  revisionDetailSchema,
  revisionListSchema,
  visibilityBodySchema,
} from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import { exportRecipeCsv } from './recipes.export.ts';
import { listRecipes } from './recipes.list.ts';
import { getRevision, listRevisions, restoreRevision } from './recipes.revisions.ts';
import { copyRecipe, createRecipe, deleteRecipe, getRecipeDetail, saveRecipe, setRecipeVisibility } from './recipes.service.ts';
import { CSV_TYPE } from '../../lib/csv.ts';
import { emptyBodySchema, noContentSchema } from '@formulab/shared/no-content';

export const recipeIdParams = z.object({ id: z.string().uuid() });
export const revisionParams = recipeIdParams.extend({ number: addressNumberSchema() });
/** The copy's name; without one the server names it "<name> (copy)" (the UI sends a translated name). */
export const copyBodySchema = z.object({ name: z.string().trim().max(120, 'errors.tooLong').optional() }).strict();
const user = { access: 'user' as const };
const owner = { access: 'owner' as const };
const tags = ['recipes'];

/** /api/recipes — a customer's own recipes; anybody else's (or a deleted one) answers 404. */
export const recipesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/recipes',
    { config: user, schema: { tags, querystring: recipeListQuerySchema, response: { 200: recipePageSchema } } },
    async (request) => listRecipes(db, (await request.requireUser()).id, request.query),
  );
  app.post(
    '/api/recipes',
    { config: user, schema: { tags, body: recipeInputSchema, response: { 201: recipeDetailSchema } } },
    async (request, reply) => reply.code(201).send(await createRecipe(db, (await request.requireUser()).id, request.body)),
  );
  app.get(
    '/api/recipes/:id',
    { config: owner, schema: { tags, params: recipeIdParams, response: { 200: recipeDetailSchema } } },
    async (request) => getRecipeDetail(db, request.params.id, { ownerId: (await request.requireUser()).id }),
  );
  app.put(
    '/api/recipes/:id',
    { config: owner, schema: { tags, params: recipeIdParams, body: recipeSaveSchema, response: { 200: recipeDetailSchema } } },
    async (request) => saveRecipe(db, request.params.id, (await request.requireUser()).id, request.body),
  );
  app.post(
    '/api/recipes/:id/visibility',
    {
      config: owner,
      schema: { tags, params: recipeIdParams, body: visibilityBodySchema, response: { 200: recipeDetailSchema } },
    },
    async (request) => setRecipeVisibility(db, request.params.id, (await request.requireUser()).id, request.body.visibility),
  );
  app.delete(
    '/api/recipes/:id',
    { config: owner, schema: { tags, params: recipeIdParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteRecipe(db, request.params.id, (await request.requireUser()).id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/recipes/:id/copy',
    { config: owner, schema: { tags, params: recipeIdParams, body: copyBodySchema, response: { 201: recipeDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await copyRecipe(db, request.params.id, (await request.requireUser()).id, request.body.name, 'own')),
  );
  app.get(
    '/api/recipes/:id/revisions',
    { config: owner, schema: { tags, params: recipeIdParams, response: { 200: revisionListSchema } } },
    async (request) => listRevisions(db, request.params.id, { ownerId: (await request.requireUser()).id }),
  );
  app.get(
    '/api/recipes/:id/revisions/:number',
    { config: owner, schema: { tags, params: revisionParams, response: { 200: revisionDetailSchema } } },
    async (request) => getRevision(db, request.params.id, request.params.number, { ownerId: (await request.requireUser()).id }),
  );
  app.post(
    '/api/recipes/:id/revisions/:number/restore',
    {
      config: owner,
      schema: { tags, params: revisionParams, body: emptyBodySchema, response: { 200: recipeDetailSchema } },
    },
    async (request) => restoreRevision(db, request.params.id, request.params.number, (await request.requireUser()).id),
  );
  app.get('/api/recipes/:id/export.csv', { config: owner, schema: { tags, params: recipeIdParams } }, async (request, reply) => {
    const { csv, disposition } = await exportRecipeCsv(db, request.params.id, { ownerId: (await request.requireUser()).id });
    return reply.type(CSV_TYPE).header('content-disposition', disposition).header('cache-control', 'no-store').send(csv);
  });
};
