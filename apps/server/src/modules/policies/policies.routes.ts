import { z } from 'zod';
import { PG_INT_MAX } from '@formulab/shared/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POLICY_KINDS, currentPoliciesSchema, policySchema } from '@formulab/shared/policies/policies.schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { currentPolicies, getPolicy } from './policies.service.ts';

/** /api/policies — the policies in force, public so that sign-up and the footer can show them. */
export const policiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/policies/current',
    { config: { access: 'public' }, schema: { tags: ['policies'], response: { 200: currentPoliciesSchema } } },
    async () => ({ items: await currentPolicies(db) }),
  );
  app.get(
    '/api/policies/:kind/:version',
    {
      config: { access: 'public' },
      schema: {
        tags: ['policies'],
        params: z.object({ kind: z.enum(POLICY_KINDS), version: z.coerce.number().int().positive().max(PG_INT_MAX) }),
        response: { 200: policySchema },
      },
    },
    async (request) => {
      const policy = await getPolicy(db, request.params.kind, request.params.version);
      if (!policy) throw notFound('No such policy version');
      return policy;
    },
  );
};
