import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminQuoteListQuerySchema,
  internalNoteBodySchema,
  quoteAnswerSchema,
  quoteDetailSchema,
  quotePageSchema,
  quoteRevisionParamsSchema,
  quoteRevisionSchema,
} from '@formulab/shared/quotes/quotes.schema';
import type { Db } from '../../db/client.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { staffQueueRoutes } from '../workflow/workflow.routes.ts';
import { quotePdf } from './quotes.print.ts';
import { pdfQuerySchema, quoteIdParams } from './quotes.routes.ts';
import { addQuoteNote, answerQuote, getQuoteRevision, listAllQuotes, openQuote, transitionQuote } from './quotes.service.ts';

const admin = { access: 'admin' as const };
const tags = ['admin'];

/** /api/admin/quotes — staff's queue: every quote, answers and revisions, decline, internal notes, the PDF. */
export const quotesAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  staffQueueRoutes(app, {
    path: '/api/admin/quotes',
    params: quoteIdParams,
    listQuery: adminQuoteListQuerySchema,
    page: quotePageSchema,
    detail: quoteDetailSchema,
    noteBody: internalNoteBodySchema,
    list: (query) => listAllQuotes(db, query),
    open: (id, staffId) => openQuote(db, id, { staffId }),
    transition: (id, staffId, body) => transitionQuote(db, app.notifier, id, { staffId }, body),
    addNote: (id, staffId, note) => addQuoteNote(db, id, staffId, note),
  });
  app.get(
    '/api/admin/quotes/:id/revisions/:number',
    { config: admin, schema: { tags, params: quoteRevisionParamsSchema, response: { 200: quoteRevisionSchema } } },
    async (request) =>
      getQuoteRevision(db, request.params.id, request.params.number, { staffId: (await request.requireUser()).id }),
  );
  app.post(
    '/api/admin/quotes/:id/answer',
    {
      config: admin,
      schema: { tags, params: quoteIdParams, body: quoteAnswerSchema, response: { 200: quoteDetailSchema } },
    },
    async (request) => answerQuote(db, app.notifier, request.params.id, (await request.requireUser()).id, request.body),
  );
  app.get(
    '/api/admin/quotes/:id/pdf',
    { config: admin, schema: { tags, params: quoteIdParams, querystring: pdfQuerySchema } },
    async (request, reply) => {
      return sendPdf(
        reply,
        await quotePdf(db, request.params.id, { staffId: (await request.requireUser()).id }, request.query.lang),
      );
    },
  );
};
