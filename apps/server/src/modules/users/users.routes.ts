import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema, profileUpdateSchema } from '@formulab/shared/auth/auth.schema';
import type { Db } from '../../db/client.ts';
import { getMe, updateMe } from './users.service.ts';

/** /api/me — the caller's own account. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/me',
    { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: meSchema } } },
    async (request) => getMe(db, (await request.requireUser()).id),
  );
  app.patch(
    '/api/me',
    { config: { access: 'user' }, schema: { tags: ['account'], body: profileUpdateSchema, response: { 200: meSchema } } },
    async (request) => updateMe(db, (await request.requireUser()).id, request.body),
  );
};
