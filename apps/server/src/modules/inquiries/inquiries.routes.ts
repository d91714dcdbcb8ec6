import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { fieldErrors } from '@formulab/shared/errors';
import {
  HONEYPOT_FIELD,
  inquiryCreateSchema,
  inquiryCloseBodySchema,
  inquiryDetailSchema,
  inquiryListQuerySchema,
  inquiryMessageInputSchema,
  inquiryPageSchema,
  partnershipCreateSchema,
  partnershipListQuerySchema,
  partnershipPageSchema,
  partnershipReceiptSchema,
} from '@formulab/shared/inquiries/inquiries.schema';
import type { Db } from '../../db/client.ts';
import { uploadError, uploadRoutes } from '../../lib/multipart.ts';
import { AppError } from '../../errors.ts';
import { hit, type RateLimit } from '../../lib/rate-limit.ts';
import { uploadKind } from '../files/files.routes.ts';
import { storeUpload } from '../files/files.service.ts';
import type { FileStorage } from '../files/storage.ts';
import type { Mailer } from '../mail/mailer.ts';
import { addMessage, closeInquiry, createInquiry, listOwnInquiries, openInquiry } from './inquiries.service.ts';
import { createPartnership, decoyReceipt, listOwnPartnerships } from './partnership.service.ts';
import type { InquiryViewer } from './inquiries.policy.ts';

export const inquiryIdParams = z.object({ id: z.string().uuid() });
const user = { access: 'user' as const };
const owner = { access: 'owner' as const };
const tags = ['inquiries'];

type Options = { db: Db; storage: FileStorage; mailer: Mailer; formLimit: RateLimit };

/**
 * /api/inquiries — a customer's own 1:1 inquiries (writing one reaches staff, so it needs a confirmed
 * e-mail; anybody else's answers 404). /api/partnership-inquiries — the public partnership form.
 */
export const inquiriesRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, storage, mailer, formLimit }) => {
  app.get(
    '/api/inquiries',
    { config: user, schema: { tags, querystring: inquiryListQuerySchema, response: { 200: inquiryPageSchema } } },
    async (request) => listOwnInquiries(db, (await request.requireUser()).id, request.query),
  );
  app.post(
    '/api/inquiries',
    { config: { ...user, verified: true }, schema: { tags, body: inquiryCreateSchema, response: { 201: inquiryDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createInquiry(db, app.notifier, (await request.requireUser()).id, request.body)),
  );
  inquiryThreadRoutes(app, db, {
    path: '/api/inquiries',
    tags,
    read: owner,
    write: { ...owner, verified: true },
    viewer: (customerId) => ({ customerId }),
  });

  /**
   * The partnership form, open to visitors: JSON, or multipart/form-data with the same fields and an
   * optional `file` (PDF ≤ 20 MB or image ≤ 10 MB, checked by content). At most `formLimit` accepted
   * submissions per client address and window (429 after); a filled honeypot field is answered like a
   * success and stores nothing. Sent signed in, the inquiry is linked to the account.
   */
  await uploadRoutes(app, (scope) =>
    scope.post(
      '/api/partnership-inquiries',
      {
        config: { access: 'public' },
        schema: { tags, consumes: ['application/json', 'multipart/form-data'], response: { 201: partnershipReceiptSchema } },
      },
      async (request, reply) => {
        const { fields, file } = await readForm(request);
        const parsed = partnershipCreateSchema.safeParse(fields);
        if (!parsed.success) throw new AppError(400, 'VALIDATION', 'Some fields are invalid', fieldErrors(parsed.error));
        await hit(db, `partnership:${request.ip}`, formLimit);
        if (parsed.data[HONEYPOT_FIELD]) return reply.code(201).send(decoyReceipt());
        const me = await request.currentUser();
        const fileId = file
          ? (
              await storeUpload(db, storage, {
                data: file.data,
                name: file.filename,
                kind: uploadKind(undefined, file.data),
                userId: me?.id ?? null,
              })
            ).id
          : null;
        const language = me?.preferredLanguage ?? (/^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'ko');
        const receipt = await createPartnership(db, { notifier: app.notifier, mailer, log: request.log }, parsed.data, {
          userId: me?.id ?? null,
          fileId,
          language,
        });
        return reply.code(201).send(receipt);
      },
    ),
  );
  app.get(
    '/api/partnership-inquiries',
    { config: user, schema: { tags, querystring: partnershipListQuerySchema, response: { 200: partnershipPageSchema } } },
    async (request) => listOwnPartnerships(db, (await request.requireUser()).id, request.query),
  );
};

/**
 * One inquiry's conversation under `path` (`/api/inquiries`, a customer's own; `/api/admin/inquiries`,
 * staff's): opened (`GET path/:id`, `read` access), written in (`POST path/:id/messages`, `write`
 * access) and closed (`POST path/:id/close`, `read` access), each by `viewer(the user's id)` and
 * answering the inquiry.
 */
export function inquiryThreadRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  db: Db,
  o: {
    path: string;
    tags: string[];
    read: FastifyContextConfig;
    write: FastifyContextConfig;
    viewer: (userId: string) => InquiryViewer;
  },
): void {
  const { path, tags } = o;
  const params = inquiryIdParams;
  app.get(`${path}/:id`, { config: o.read, schema: { tags, params, response: { 200: inquiryDetailSchema } } }, async (request) =>
    openInquiry(db, request.params.id, o.viewer((await request.requireUser()).id)),
  );
  app.post(
    `${path}/:id/messages`,
    { config: o.write, schema: { tags, params, body: inquiryMessageInputSchema, response: { 200: inquiryDetailSchema } } },
    async (request) => addMessage(db, app.notifier, request.params.id, o.viewer((await request.requireUser()).id), request.body),
  );
  app.post(
    `${path}/:id/close`,
    { config: o.read, schema: { tags, params, body: inquiryCloseBodySchema, response: { 200: inquiryDetailSchema } } },
    async (request) =>
      closeInquiry(db, app.notifier, request.params.id, o.viewer((await request.requireUser()).id), request.body.version),
  );
}

/** The form's text fields and its one optional file, from JSON or multipart/form-data. */
async function readForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file: { data: Buffer; filename: string } | null }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: { data: Buffer; filename: string } | null = null;
  try {
    await readParts(request, fields, (f) => (file = f));
  } catch (err) {
    // no boundary, a body cut off, a broken part header: the form's field error, not a 500
    throw uploadError(err);
  }
  return { fields, file };
}

async function readParts(
  request: FastifyRequest,
  fields: Record<string, unknown>,
  setFile: (f: { data: Buffer; filename: string }) => void,
): Promise<void> {
  let file: { data: Buffer; filename: string } | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw new AppError(400, 'VALIDATION', 'One file, in field `file`', { file: 'errors.tooManyFiles' });
      }
      const data = await part.toBuffer().catch((err: unknown) => {
        throw uploadError(err);
      });
      if (part.file.truncated) throw new AppError(400, 'VALIDATION', 'File too large', { file: 'errors.documentTooLarge' });
      // an empty file input sends a part with no bytes: no file
      if (data.length > 0) setFile((file = { data, filename: part.filename }));
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
}
