import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dossierParamsSchema,
  dossierQuerySchema,
  recipeComplianceFileSchema,
} from '@formulab/shared/compliance/compliance.admin.schema';
import type { Db } from '../../db/client.ts';
import { recipeIdParams } from '../recipes/recipes.routes.ts';
import { getRecipeComplianceFile, loadDossier, sendDossier } from './compliance.dossier.ts';

const tags = ['compliance'];

/**
 * A customer's compliance record of their own recipe (issue 15): the last rule-change check and the
 * safety assessor's reports (GET …/compliance/file), and the product information file of a usable
 * recipe for one market (GET …/compliance/dossier/:market, a PDF). Anybody else's recipe answers 404.
 */
export const complianceFileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/recipes/:id/compliance/file',
    { config: { access: 'owner' }, schema: { tags, params: recipeIdParams, response: { 200: recipeComplianceFileSchema } } },
    async (request) => getRecipeComplianceFile(db, request.params.id, { ownerId: (await request.requireUser()).id }),
  );
  app.get(
    '/api/recipes/:id/compliance/dossier/:market',
    { config: { access: 'owner' }, schema: { tags, params: dossierParamsSchema, querystring: dossierQuerySchema } },
    async (request, reply) => {
      const user = await request.requireUser();
      const d = await loadDossier(db, request.params.id, request.params.market, { ownerId: user.id });
      return sendDossier(reply, d, request.query.lang);
    },
  );
};
