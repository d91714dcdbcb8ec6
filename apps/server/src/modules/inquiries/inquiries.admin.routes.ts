import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminInquiryListQuerySchema,
  adminPartnershipListQuerySchema,
  inquiryCloseBodySchema,
  inquiryDetailSchema,
  inquiryMessageInputSchema,
  inquiryPageSchema,
  partnershipDetailSchema,
  partnershipNoteBodySchema,
  partnershipPageSchema,
} from '@formulab/shared/inquiries/inquiries.schema';
import type { Db } from '../../db/client.ts';
import { staffQueueRoutes } from '../workflow/workflow.routes.ts';
import { inquiryIdParams } from './inquiries.routes.ts';
import { addMessage, closeInquiry, listAllInquiries, openInquiry } from './inquiries.service.ts';
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
  app.get(
    '/api/admin/inquiries/:id',
    { config: admin, schema: { tags, params: inquiryIdParams, response: { 200: inquiryDetailSchema } } },
    async (request) => openInquiry(db, request.params.id, { staffId: (await request.requireUser()).id }),
  );
  app.post(
    '/api/admin/inquiries/:id/messages',
    {
      config: admin,
      schema: { tags, params: inquiryIdParams, body: inquiryMessageInputSchema, response: { 200: inquiryDetailSchema } },
    },
    async (request) =>
      addMessage(db, app.notifier, request.params.id, { staffId: (await request.requireUser()).id }, request.body),
  );
  app.post(
    '/api/admin/inquiries/:id/close',
    {
      config: admin,
      schema: { tags, params: inquiryIdParams, body: inquiryCloseBodySchema, response: { 200: inquiryDetailSchema } },
    },
    async (request) =>
      closeInquiry(db, app.notifier, request.params.id, { staffId: (await request.requireUser()).id }, request.body.version),
  );

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
