import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressNumberSchema } from '@formulab/shared/ids';
import {
  POLICY_KINDS,
  currentPoliciesSchema,
  policyAcceptSchema,
  policyAcceptanceCsvQuerySchema,
  policyAcceptanceListQuerySchema,
  policyAcceptancePageSchema,
  policyEditSchema,
  policyInputSchema,
  policySchema,
  policyVersionListSchema,
} from '@formulab/shared/policies/policies.schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import {
  acceptPolicies,
  createPolicyVersion,
  currentPolicies,
  deletePolicyVersion,
  getPolicy,
  listPolicyAcceptances,
  listPolicyVersions,
  policyAcceptancesCsv,
  updatePolicyVersion,
} from './policies.service.ts';
import { sendCsv } from '../../lib/csv.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const kindParams = z.object({ kind: z.enum(POLICY_KINDS) });
/** A version in the address: a positive whole number, else a 400; one no policy has (however large) is a 404. */
const versionParams = kindParams.extend({ version: addressNumberSchema() });
const tags = ['policies'];

/**
 * /api/policies — the policies in force and their history, public so that sign-up, the footer and
 * the policy pages can show them; a signed-in user accepts new versions of the terms and privacy
 * policy here.
 */
export const policiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/policies/current',
    { config: { access: 'public' }, schema: { tags, response: { 200: currentPoliciesSchema } } },
    async () => ({ items: await currentPolicies(db) }),
  );
  app.get(
    '/api/policies/:kind',
    { config: { access: 'public' }, schema: { tags, params: kindParams, response: { 200: policyVersionListSchema } } },
    async (request) => ({ items: await listPolicyVersions(db, request.params.kind) }),
  );
  app.get(
    '/api/policies/:kind/:version',
    { config: { access: 'public' }, schema: { tags, params: versionParams, response: { 200: policySchema } } },
    async (request) => {
      const policy = await getPolicy(db, request.params.kind, request.params.version);
      if (!policy) throw notFound('No such policy version');
      return policy;
    },
  );
  app.post(
    '/api/policies/accept',
    { config: { access: 'user' }, schema: { tags, body: policyAcceptSchema, response: { 200: policyAcceptSchema } } },
    async (request) => acceptPolicies(db, (await request.requireUser()).id, request.body),
  );
};

/**
 * /api/admin/policies — staff publish new versions (effective now or later) and edit scheduled ones, and
 * read who accepted which version when (a page, or the same filter as CSV).
 */
export const policiesAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const admin = { access: 'admin' as const };
  const adminTags = ['admin', 'policies'];
  app.get(
    '/api/admin/policies',
    { config: admin, schema: { tags: adminTags, response: { 200: policyVersionListSchema } } },
    async () => ({ items: await listPolicyVersions(db) }),
  );
  app.get(
    '/api/admin/policies/acceptances',
    {
      config: admin,
      schema: { tags: adminTags, querystring: policyAcceptanceListQuerySchema, response: { 200: policyAcceptancePageSchema } },
    },
    async (request) => listPolicyAcceptances(db, request.query),
  );
  app.get(
    '/api/admin/policies/acceptances.csv',
    { config: admin, schema: { tags: adminTags, querystring: policyAcceptanceCsvQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, 'policy-acceptances', await policyAcceptancesCsv(db, request.query), { dated: true }),
  );
  app.post(
    '/api/admin/policies',
    { config: admin, schema: { tags: adminTags, body: policyInputSchema, response: { 201: policySchema } } },
    async (request, reply) => reply.code(201).send(await createPolicyVersion(db, request.body)),
  );
  app.put(
    '/api/admin/policies/:kind/:version',
    {
      config: admin,
      schema: { tags: adminTags, params: versionParams, body: policyEditSchema, response: { 200: policySchema } },
    },
    async (request) => updatePolicyVersion(db, request.params.kind, request.params.version, request.body),
  );
  app.delete(
    '/api/admin/policies/:kind/:version',
    { config: admin, schema: { tags: adminTags, params: versionParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deletePolicyVersion(db, request.params.kind, request.params.version);
      return reply.code(204).send();
    },
  );
};
