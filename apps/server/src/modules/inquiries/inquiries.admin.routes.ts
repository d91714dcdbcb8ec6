import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminInquiryListQuerySchema,
  adminPartnershipListQuerySchema,
  inquiryPageSchema,
  partnershipDetailSchema,
  partnershipNoteBodySchema,
  partnershipPageSchema,
} from '@formulab/shared/inquiries/inquiries.schema';
import type { Db } from '../../db/client.ts';
import { staffQueueRoutes } from '../workflow/workflow.routes.ts';
import { inquiryIdParams, inquiryThreadRoutes } from './inquiries.routes.ts';
import { listAllInquiries } from './inquiries.service.ts';
import { addPartnershipNote, listPartnerships, openPartnership, transitionPartnership } from './partnership.service.ts';

const admin = { access: 'admin' as const };
const tags = ['admin'];

/**
 * /api/admin/inquiries — staff's queue of customer inquiries: answer, close.
 * /api/admin/partnership-inquiries — partnership inquiries: review, accept, decline, internal notes.
 */
export const inquiriesAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/inquiries',
    { config: admin, schema: { tags, querystring: adminInquiryListQuerySchema, response: { 200: inquiryPageSchema } } },
    async (request) => listAllInquiries(db, request.query),
  );
  inquiryThreadRoutes(app, db, {
    path: '/api/admin/inquiries',
    tags,
    read: admin,
    write: admin,
    viewer: (staffId) => ({ staffId }),
  });

  staffQueueRoutes(app, {
    path: '/api/admin/partnership-inquiries',
    params: inquiryIdParams,
    listQuery: adminPartnershipListQuerySchema,
    page: partnershipPageSchema,
    detail: partnershipDetailSchema,
    noteBody: partnershipNoteBodySchema,
    list: (query) => listPartnerships(db, query),
    open: (id, staffId) => openPartnership(db, id, staffId),
    transition: (id, staffId, body) => transitionPartnership(db, id, staffId, body),
    addNote: (id, staffId, note) => addPartnershipNote(db, id, staffId, note),
  });
};
