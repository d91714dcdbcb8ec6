import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicRecipeDetailSchema,
  publicRecipeListQuerySchema,
  publicRecipePageSchema,
  recipeDetailSchema,
} from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import { getPublicRecipe, listPublicRecipes } from './recipes.public.ts';
import { copyBodySchema, recipeIdParams } from './recipes.routes.ts';
import { copyRecipe } from './recipes.service.ts';

const tags = ['recipes'];

/** /api/public-recipes — the gallery of published recipes: read by anyone, copied by a signed-in user. */
export const publicRecipesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/public-recipes',
    {
      config: { access: 'public' },
      schema: { tags, querystring: publicRecipeListQuerySchema, response: { 200: publicRecipePageSchema } },
    },
    async (request) => listPublicRecipes(db, request.query),
  );
  app.get(
    '/api/public-recipes/:id',
    { config: { access: 'public' }, schema: { tags, params: recipeIdParams, response: { 200: publicRecipeDetailSchema } } },
    async (request) => getPublicRecipe(db, request.params.id, (await request.currentUser())?.id ?? null),
  );
  app.post(
    '/api/public-recipes/:id/copy',
    {
      config: { access: 'user' },
      schema: { tags, params: recipeIdParams, body: copyBodySchema, response: { 201: recipeDetailSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await copyRecipe(db, request.params.id, (await request.requireUser()).id, request.body.name, 'public')),
  );
};
