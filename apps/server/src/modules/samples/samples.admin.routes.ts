import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSampleListQuerySchema,
  sampleDetailSchema,
  sampleNoteBodySchema,
  samplePageSchema,
} from '@formulab/shared/samples/samples.schema';
import type { Db } from '../../db/client.ts';
import { staffQueueRoutes } from '../workflow/workflow.routes.ts';
import { sampleIdParams } from './samples.routes.ts';
import { addSampleNote, listAllSamples, openSample, transitionSample } from './samples.service.ts';

/** /api/admin/sample-requests — staff's queue: every request, the staff transitions, internal notes. */
export const samplesAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  staffQueueRoutes(app, {
    path: '/api/admin/sample-requests',
    params: sampleIdParams,
    listQuery: adminSampleListQuerySchema,
    page: samplePageSchema,
    detail: sampleDetailSchema,
    noteBody: sampleNoteBodySchema,
    list: (query) => listAllSamples(db, query),
    open: (id, staffId) => openSample(db, id, { staffId }),
    transition: (id, staffId, body) => transitionSample(db, app.notifier, id, { staffId }, body),
    addNote: (id, staffId, note) => addSampleNote(db, id, staffId, note),
  });
};
