import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sampleCreateSchema,
  sampleDetailSchema,
  sampleListQuerySchema,
  samplePageSchema,
} from '@formulab/shared/samples/samples.schema';
import { transitionBodySchema } from '@formulab/shared/workflow/workflow.schema';
import type { Db } from '../../db/client.ts';
import { createSample, listOwnSamples, openSample, transitionSample } from './samples.service.ts';

export const sampleIdParams = z.object({ id: z.string().uuid() });
const user = { access: 'user' as const };
const owner = { access: 'owner' as const };
const tags = ['samples'];

/**
 * /api/sample-requests — a customer's own sample requests. Making one reaches staff, so it needs a
 * confirmed e-mail; anybody else's request answers 404.
 */
export const samplesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/sample-requests',
    { config: user, schema: { tags, querystring: sampleListQuerySchema, response: { 200: samplePageSchema } } },
    async (request) => listOwnSamples(db, (await request.requireUser()).id, request.query),
  );
  app.post(
    '/api/sample-requests',
    {
      config: { ...user, verified: true },
      schema: { tags, body: sampleCreateSchema, response: { 201: sampleDetailSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createSample(db, app.notifier, (await request.requireUser()).id, request.body)),
  );
  app.get(
    '/api/sample-requests/:id',
    { config: owner, schema: { tags, params: sampleIdParams, response: { 200: sampleDetailSchema } } },
    async (request) => openSample(db, request.params.id, { customerId: (await request.requireUser()).id }),
  );
  app.post(
    '/api/sample-requests/:id/transitions',
    {
      config: owner,
      schema: { tags, params: sampleIdParams, body: transitionBodySchema, response: { 200: sampleDetailSchema } },
    },
    async (request) =>
      transitionSample(db, app.notifier, request.params.id, { customerId: (await request.requireUser()).id }, request.body),
  );
};
