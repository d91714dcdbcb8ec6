import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ingredientDetailSchema,
  ingredientListQuerySchema,
  ingredientPageSchema,
} from '@formulab/shared/catalogue/ingredients.schema';
import type { Db } from '../../db/client.ts';
import { PUBLIC_VIEWER } from '../catalogue/catalogue.policy.ts';
import { getIngredient, listIngredients } from './ingredients.service.ts';

const idParams = z.object({ id: z.string().uuid() });

/** /api/ingredients — the public catalogue: visible ingredients only, for everyone. */
export const ingredientsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/ingredients',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        querystring: ingredientListQuerySchema.omit({ visibility: true }),
        response: { 200: ingredientPageSchema },
      },
    },
    async (request) => listIngredients(db, request.query, PUBLIC_VIEWER),
  );
  app.get(
    '/api/ingredients/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], params: idParams, response: { 200: ingredientDetailSchema } },
    },
    async (request) => getIngredient(db, request.params.id, PUBLIC_VIEWER),
  );
};
