import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSampleListQuerySchema,
  sampleDetailSchema,
  sampleNoteBodySchema,
  samplePageSchema,
} from '@formulab/shared/samples/samples.schema';
import { transitionBodySchema } from '@formulab/shared/workflow/workflow.schema';
import type { Db } from '../../db/client.ts';
import { sampleIdParams } from './samples.routes.ts';
import { addSampleNote, listAllSamples, openSample, transitionSample } from './samples.service.ts';

const admin = { access: 'admin' as const };
const tags = ['admin'];

/** /api/admin/sample-requests — staff's queue: every request, the staff transitions, internal notes. */
export const samplesAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/sample-requests',
    { config: admin, schema: { tags, querystring: adminSampleListQuerySchema, response: { 200: samplePageSchema } } },
    async (request) => listAllSamples(db, request.query),
  );
  app.get(
    '/api/admin/sample-requests/:id',
    { config: admin, schema: { tags, params: sampleIdParams, response: { 200: sampleDetailSchema } } },
    async (request) => openSample(db, request.params.id, { staffId: (await request.requireUser()).id }),
  );
  app.post(
    '/api/admin/sample-requests/:id/transitions',
    {
      config: admin,
      schema: { tags, params: sampleIdParams, body: transitionBodySchema, response: { 200: sampleDetailSchema } },
    },
    async (request) =>
      transitionSample(db, app.notifier, request.params.id, { staffId: (await request.requireUser()).id }, request.body),
  );
  app.post(
    '/api/admin/sample-requests/:id/notes',
    {
      config: admin,
      schema: { tags, params: sampleIdParams, body: sampleNoteBodySchema, response: { 200: sampleDetailSchema } },
    },
    async (request) => addSampleNote(db, request.params.id, (await request.requireUser()).id, request.body.note),
  );
};
