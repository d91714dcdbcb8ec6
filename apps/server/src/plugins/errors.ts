import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { issueKey } from '@formulab/shared/errors';
import { AppError } from '../errors.ts';
import { isMultipartError, uploadError } from '../lib/multipart.ts';

/** One error format for the whole API: `{ code, message, fields? }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        if (!(key in fields)) fields[key] = issueKey({ code: v.keyword, message: v.message ?? '', ...v.params });
      }
      return reply.code(400).send({ code: 'VALIDATION', message: 'Some fields are invalid', fields });
    }
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send({ ...err.extra, code: err.code, message: err.message, fields: err.fields });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side' });
    }
    if (isMultipartError(err)) {
      // a multipart body without a boundary, cut off, or over a limit, on any upload route: the file's field error
      const e = uploadError(err);
      return reply.code(400).send({ code: e.code, message: e.message, fields: e.fields });
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ code: 'RATE_LIMITED', message: 'Too many requests; try again later' });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type …)
      return reply.code(status).send({ code: 'VALIDATION', message: (err as Error).message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
