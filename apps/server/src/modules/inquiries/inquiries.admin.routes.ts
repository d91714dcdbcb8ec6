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
import { transitionBodySchema } from '@formulab/shared/workflow/workflow.schema';
import type { Db } from '../../db/client.ts';
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

  app.get(
    '/api/admin/partnership-inquiries',
    {
      config: admin,
      schema: { tags, querystring: adminPartnershipListQuerySchema, response: { 200: partnershipPageSchema } },
    },
    async (request) => listPartnerships(db, request.query),
  );
  app.get(
    '/api/admin/partnership-inquiries/:id',
    { config: admin, schema: { tags, params: inquiryIdParams, response: { 200: partnershipDetailSchema } } },
    async (request) => openPartnership(db, request.params.id, (await request.requireUser()).id),
  );
  app.post(
    '/api/admin/partnership-inquiries/:id/transitions',
    {
      config: admin,
      schema: { tags, params: inquiryIdParams, body: transitionBodySchema, response: { 200: partnershipDetailSchema } },
    },
    async (request) => transitionPartnership(db, request.params.id, (await request.requireUser()).id, request.body),
  );
  app.post(
    '/api/admin/partnership-inquiries/:id/notes',
    {
      config: admin,
      schema: { tags, params: inquiryIdParams, body: partnershipNoteBodySchema, response: { 200: partnershipDetailSchema } },
    },
    async (request) => addPartnershipNote(db, request.params.id, (await request.requireUser()).id, request.body.note),
  );
};
