import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  userIdParamsSchema,
  userRoleBodySchema,
  userSuspendBodySchema,
} from '@formulab/shared/users/users.schema';
import type { Db } from '../../db/client.ts';
import { changeRole, getUserForStaff, listUsers, reactivateUser, suspendUser } from './users.service.ts';

const admin = { access: 'admin' as const };
const tags = ['admin'];

/**
 * /api/admin/users — staff only (the access hook checks the role in the database): the list, one
 * user's profile and records, role changes, suspension and reactivation (each with its audit entry).
 */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/users',
    { config: admin, schema: { tags, querystring: adminUserListQuerySchema, response: { 200: adminUserPageSchema } } },
    async (request) => listUsers(db, request.query),
  );
  app.get(
    '/api/admin/users/:id',
    { config: admin, schema: { tags, params: userIdParamsSchema, response: { 200: adminUserDetailSchema } } },
    async (request) => getUserForStaff(db, request.params.id),
  );
  // Role, suspension and reactivation carry no version on purpose: each sets a value ("make them staff",
  // "suspend them") rather than editing what the screen showed, two staff setting the same value agree,
  // and every change is in the audit log with who made it and when (the user's drawer shows it).
  app.post(
    '/api/admin/users/:id/role',
    {
      config: admin,
      schema: { tags, params: userIdParamsSchema, body: userRoleBodySchema, response: { 200: adminUserDetailSchema } },
    },
    async (request) => changeRole(db, await request.requireUser(), request.params.id, request.body.role, request),
  );
  app.post(
    '/api/admin/users/:id/suspend',
    {
      config: admin,
      schema: { tags, params: userIdParamsSchema, body: userSuspendBodySchema, response: { 200: adminUserDetailSchema } },
    },
    async (request) => suspendUser(db, await request.requireUser(), request.params.id, request.body.reason, request),
  );
  app.post(
    '/api/admin/users/:id/reactivate',
    { config: admin, schema: { tags, params: userIdParamsSchema, response: { 200: adminUserDetailSchema } } },
    async (request) => reactivateUser(db, await request.requireUser(), request.params.id, request),
  );
};
