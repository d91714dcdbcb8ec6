import type { FastifyInstance } from 'fastify';
import { findUnstorableText, INVALID_CHARACTERS } from '@formulab/shared/text';
import { AppError } from '../errors.ts';

/**
 * One rule for every route, better-auth's included: a path parameter, query value or JSON body
 * holding a NUL character or a lone surrogate (text PostgreSQL cannot store) is a 400 field error,
 * `{ code: 'VALIDATION', fields: { <field>: 'errors.invalidCharacters' } }`, before any schema or
 * handler sees it. Multipart bodies are read by their handler (file names are cleaned there).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const at = findUnstorableText(part);
      if (at !== null) {
        throw new AppError(400, 'VALIDATION', 'Text with a character that cannot be stored (NUL or a lone surrogate)', {
          [at || '_']: INVALID_CHARACTERS,
        });
      }
    }
  });
}
