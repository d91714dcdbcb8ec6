import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema, profileUpdateSchema } from '@formulab/shared/auth/auth.schema';
import type { Db } from '../../db/client.ts';
import { meFromSession, updateMe } from './users.service.ts';

/** /api/me — the caller's own account. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/me',
    { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: meSchema } } },
    // the session lookup already read the whole profile: no second statement
    async (request) => meFromSession(request.user!),
  );
  app.patch(
    '/api/me',
    { config: { access: 'user' }, schema: { tags: ['account'], body: profileUpdateSchema, response: { 200: meSchema } } },
    async (request) => updateMe(db, (await request.requireUser()).id, request.body),
  );
};
