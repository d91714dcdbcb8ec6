import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRefSchema } from '@formulab/shared/catalogue/files.schema';
import type { Db } from '../../db/client.ts';
import { uploadError, uploadRoutes } from '../../lib/multipart.ts';
import { AppError, notFound } from '../../errors.ts';
import { getFileForDownload, recentUnattachedUploads, storeUpload } from './files.service.ts';
import type { FileStorage } from './storage.ts';

const idParams = z.object({ id: z.string().uuid() });

/**
 * GET /api/files/:id(/thumb|/display) — bytes of attached files whose record the caller may see: the
 * upload itself, an image's 320 px thumbnail, or its WebP for pages.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  const send =
    (variant: 'original' | 'thumb' | 'display') =>
    async (
      request: { params: { id: string }; currentUser: () => Promise<{ id: string; role: string } | null> },
      reply: FastifyReply,
    ) => {
      const user = await request.currentUser();
      const row = await getFileForDownload(db, request.params.id, { isAdmin: user?.role === 'admin', userId: user?.id ?? null });
      const key = variant === 'thumb' ? row.thumbKey : variant === 'display' ? row.displayKey : row.storageKey;
      if (!key) throw notFound();
      // a key the store no longer has is a 404; a store that cannot be reached is an error, not "not found"
      const stream = await storage.get(key);
      if (!stream) throw notFound();
      const webp = variant !== 'original';
      const isImage = webp || row.kind === 'image';
      reply
        .type(webp ? 'image/webp' : row.mime)
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${isImage ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
        );
      return reply.send(stream);
    };
  app.get('/api/files/:id', { config: { access: 'public' }, schema: { tags: ['files'], params: idParams } }, send('original'));
  app.get('/api/files/:id/thumb', { config: { access: 'public' }, schema: { tags: ['files'], params: idParams } }, send('thumb'));
  app.get(
    '/api/files/:id/display',
    { config: { access: 'public' }, schema: { tags: ['files'], params: idParams } },
    send('display'),
  );

  /**
   * POST /api/files — a signed-in user's upload (multipart field `file`, optional `kind` sent before
   * it; without one, a PDF by its header is a document and anything else must be an image). The file
   * stays unattached — readable by its uploader and staff only — until a record of the same user claims
   * it (`claimFiles`: an inquiry's message, a chat message); unclaimed uploads go after a day.
   */
  await uploadRoutes(app, (scope) =>
    scope.post(
      '/api/files',
      {
        config: { access: 'user' },
        schema: { tags: ['files'], consumes: ['multipart/form-data'], response: { 201: fileRefSchema } },
      },
      async (request, reply) => {
        const me = await request.requireUser();
        if ((await recentUnattachedUploads(db, me.id)) >= MAX_PENDING_UPLOADS) {
          throw new AppError(429, 'RATE_LIMITED', 'Too many files waiting to be sent', { file: 'errors.tooManyUploads' });
        }
        const { data, filename, fields } = await readUpload(request);
        const kind = uploadKind(fields.kind, data);
        return reply.code(201).send(await storeUpload(db, storage, { data, name: filename, kind, userId: me.id }));
      },
    ),
  );
};

/** Uploads a user may have made and not yet attached to anything, per day. */
const MAX_PENDING_UPLOADS = 40;

/** The kind asked for (`image` / `document`), or — none asked — a PDF by its header, else an image. */
export function uploadKind(asked: string | undefined, data: Buffer): 'image' | 'document' {
  if (asked === 'image' || asked === 'document') return asked;
  if (asked) throw new AppError(400, 'VALIDATION', 'kind must be image or document', { kind: 'errors.invalidValue' });
  return data.subarray(0, 5).toString('latin1') === '%PDF-' ? 'document' : 'image';
}

/** POST /api/admin/files — multipart upload (field `file`, plus `kind` and optional `docKind`). */
export const filesAdminRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  await uploadRoutes(app, (scope) =>
    scope.post(
      '/api/admin/files',
      {
        config: { access: 'admin' },
        schema: { tags: ['admin', 'files'], consumes: ['multipart/form-data'], response: { 201: fileRefSchema } },
      },
      async (request, reply) => {
        const user = await request.requireUser();
        const { data, filename, fields } = await readUpload(request);
        const kind = fields.kind === 'document' ? 'document' : fields.kind === 'image' ? 'image' : null;
        if (!kind) throw new AppError(400, 'VALIDATION', 'kind must be image or document', { kind: 'errors.invalidValue' });
        const ref = await storeUpload(db, storage, {
          data,
          name: filename,
          kind,
          docKind: fields.docKind ?? '',
          userId: user.id,
        });
        return reply.code(201).send(ref);
      },
    ),
  );
};

/**
 * The one file of a multipart request (field `file`, at most 20 MB) and the text fields sent before
 * it; a 400 on `file` when there is none or it is too large. The content is checked by storeUpload.
 */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ data: Buffer; filename: string; fields: Record<string, string | undefined> }> {
  if (!request.isMultipart())
    throw new AppError(400, 'VALIDATION', 'Send the file as multipart/form-data', { file: 'errors.required' });
  const part = await request.file({ limits: { fileSize: 20 * 1024 * 1024 + 1, files: 1 } }).catch((err: unknown) => {
    throw uploadError(err);
  });
  if (!part) throw new AppError(400, 'VALIDATION', 'No file', { file: 'errors.required' });
  const data = await part.toBuffer().catch((err: unknown) => {
    throw uploadError(err);
  });
  if (part.file.truncated) throw new AppError(400, 'VALIDATION', 'File too large', { file: 'errors.documentTooLarge' });
  const fields: Record<string, string | undefined> = {};
  for (const [name, field] of Object.entries(part.fields as Record<string, { value?: unknown } | undefined>)) {
    if (typeof field?.value === 'string') fields[name] = field.value;
  }
  return { data, filename: part.filename, fields };
}
