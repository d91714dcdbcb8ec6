import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditPageSchema } from '@formulab/shared/audit/audit.schema';
import type { Db } from '../../db/client.ts';
import { listAudit } from './audit.service.ts';

/** GET /api/admin/audit — the audit log of staff actions, newest first (the backend console reads it). */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: auditListQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => listAudit(db, request.query),
  );
};
