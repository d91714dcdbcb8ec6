import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema } from '@formulab/shared/auth/auth.schema';
import { cursorSchema } from '@formulab/shared/pagination';
import type { Db } from '../../db/client.ts';
import { listUsers } from './users.service.ts';

const listQuery = z.object({
  q: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: cursorSchema,
});
const listResponse = z.object({
  items: z.array(meSchema.extend({ banned: z.boolean() })),
  nextCursor: z.string().nullable(),
  total: z.number(),
});

/** /api/admin/users — staff only (the access hook checks the role in the database). */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/users',
    { config: { access: 'admin' }, schema: { tags: ['admin'], querystring: listQuery, response: { 200: listResponse } } },
    async (request) => listUsers(db, request.query),
  );
};
