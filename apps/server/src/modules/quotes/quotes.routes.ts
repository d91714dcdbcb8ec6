import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  quoteDetailSchema,
  quoteListQuerySchema,
  quoteMinimumQuerySchema,
  quoteMinimumSchema,
  quotePageSchema,
  quoteRequestSchema,
  quoteRevisionParamsSchema,
  quoteRevisionSchema,
} from '@formulab/shared/quotes/quotes.schema';
import { transitionBodySchema } from '@formulab/shared/workflow/workflow.schema';
import type { Db } from '../../db/client.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { quotePdf } from './quotes.print.ts';
import { createQuote, getQuoteRevision, listOwnQuotes, openQuote, quoteMinimum, transitionQuote } from './quotes.service.ts';

export const quoteIdParams = z.object({ id: z.string().uuid() });
export const pdfQuerySchema = z.object({ lang: z.enum(['ko', 'en']).optional() }).strict();
const user = { access: 'user' as const };
const owner = { access: 'owner' as const };
const tags = ['quotes'];

/**
 * /api/quotes — a customer's own quotes. Requesting one and answering staff's quote reach staff, so
 * they need a confirmed e-mail; anybody else's quote answers 404 (its PDF too).
 */
export const quotesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/quotes',
    { config: user, schema: { tags, querystring: quoteListQuerySchema, response: { 200: quotePageSchema } } },
    async (request) => listOwnQuotes(db, (await request.requireUser()).id, request.query),
  );
  app.get(
    '/api/quotes/minimum',
    { config: user, schema: { tags, querystring: quoteMinimumQuerySchema, response: { 200: quoteMinimumSchema } } },
    async (request) => quoteMinimum(db, (await request.requireUser()).id, request.query.recipeId, request.query.packagingId),
  );
  app.post(
    '/api/quotes',
    { config: { ...user, verified: true }, schema: { tags, body: quoteRequestSchema, response: { 201: quoteDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createQuote(db, app.notifier, (await request.requireUser()).id, request.body)),
  );
  app.get(
    '/api/quotes/:id',
    { config: owner, schema: { tags, params: quoteIdParams, response: { 200: quoteDetailSchema } } },
    async (request) => openQuote(db, request.params.id, { customerId: (await request.requireUser()).id }),
  );
  app.get(
    '/api/quotes/:id/revisions/:number',
    { config: owner, schema: { tags, params: quoteRevisionParamsSchema, response: { 200: quoteRevisionSchema } } },
    async (request) =>
      getQuoteRevision(db, request.params.id, request.params.number, { customerId: (await request.requireUser()).id }),
  );
  app.post(
    '/api/quotes/:id/transitions',
    {
      config: { ...owner, verified: true },
      schema: { tags, params: quoteIdParams, body: transitionBodySchema, response: { 200: quoteDetailSchema } },
    },
    async (request) =>
      transitionQuote(db, app.notifier, request.params.id, { customerId: (await request.requireUser()).id }, request.body),
  );
  app.get(
    '/api/quotes/:id/pdf',
    { config: owner, schema: { tags, params: quoteIdParams, querystring: pdfQuerySchema } },
    async (request, reply) => {
      return sendPdf(
        reply,
        await quotePdf(db, request.params.id, { customerId: (await request.requireUser()).id }, request.query.lang),
      );
    },
  );
};
