import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** What one multipart request may carry: one file of at most 20 MB (one byte over is how "too large" shows), ten fields. */
export const UPLOAD_LIMITS = { fileSize: 20 * 1024 * 1024 + 1, files: 1, fields: 10 };

/**
 * Declares routes that take multipart/form-data, in a context of their own that has the multipart
 * parser. Registered for the whole app, the parser's two async hooks (`onRequest`, `onResponse`) ran on
 * every request, a promise and a `close` listener each, for the four routes that take a file (bench
 * README, issue 27). Any other route answers a multipart body 415, as it does any type it does not read.
 */
export async function uploadRoutes<App extends FastifyInstance>(app: App, routes: (scope: App) => void): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    routes(scope as unknown as App);
  });
}

/**
 * What went wrong reading a multipart body, as the field error the form shows on `file`: too large
 * (the limit cut the stream) or malformed — no boundary, a body cut off before its closing boundary,
 * a broken part header. The multipart parser throws these as plain errors (a 500 before), or "too
 * large" for any of them; a 3-byte truncated upload is not too large.
 */
export function uploadError(err: unknown, tooLarge = 'errors.documentTooLarge'): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(400, 'VALIDATION', 'File too large', { file: tooLarge });
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'VALIDATION', 'One file at a time', { file: 'errors.tooManyFiles' });
  return new AppError(400, 'VALIDATION', `The upload is malformed: ${(err as Error).message ?? 'unknown'}`, {
    file: 'errors.uploadMalformed',
  });
}

/** True for the multipart parser's own errors (the error handler's last line of defence). */
export function isMultipartError(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    /^FST_(REQ_FILE_TOO_LARGE|PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT|PROTO_VIOLATION|INVALID_MULTIPART_CONTENT_TYPE|MP_PREMATURE_CLOSE)$/.test(
      e.code ?? '',
    ) ||
    /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|Malformed part header)$|terminated early due to unexpected end of multipart data$/.test(
      e.message ?? '',
    )
  );
}
