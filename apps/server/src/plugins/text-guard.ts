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
  // a callback hook, not an async one: no promise and no microtask per request for a check that never waits
  app.addHook('preValidation', (request, _reply, done) => {
    const at = findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
    if (at !== null) {
      const fields = { [at || '_']: INVALID_CHARACTERS };
      return done(
        new AppError(400, 'VALIDATION', 'Text with a character that cannot be stored (NUL or a lone surrogate)', fields),
      );
    }
    done();
  });
}
