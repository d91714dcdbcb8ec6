import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recipeComplianceQuerySchema,
  recipeComplianceSchema,
  ruleSetSchema,
} from '@formulab/shared/compliance/compliance.schema';
import type { Db } from '../../db/client.ts';
import { recipeIdParams } from '../recipes/recipes.routes.ts';
import { getRecipeCompliance, loadRuleSet } from './compliance.service.ts';

const tags = ['compliance'];

/**
 * Compliance (decision 0011): the whole current rule set, for anyone (the editor judges every keystroke
 * locally with it and reads it once per visit; it is about 12 KB compressed), and the
 * verdict stored with a revision of one of the caller's own recipes.
 */
export const complianceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/compliance/rules',
    // public (issue 22 item 8): the rules are the only limits, and a visitor's view of a public recipe
    // judges it with them; what it holds is public already (the law, and the compositions the
    // catalogue's ingredient pages show)
    { config: { access: 'public' }, schema: { tags, response: { 200: ruleSetSchema } } },
    async () => {
      const { index: _index, ...set } = await loadRuleSet(db);
      return set;
    },
  );
  app.get(
    '/api/recipes/:id/compliance',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        params: recipeIdParams,
        querystring: recipeComplianceQuerySchema,
        response: { 200: recipeComplianceSchema },
      },
    },
    async (request) =>
      getRecipeCompliance(db, request.params.id, { ownerId: (await request.requireUser()).id }, request.query.revision),
  );
};
