import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { digits } from '@formulab/shared/numbers';
import { auditEntrySchema, auditListQuerySchema, auditPageSchema } from '@formulab/shared/audit/audit.schema';
import type { Db } from '../../db/client.ts';
import { getAuditEntry, listAudit } from './audit.service.ts';

/** GET /api/admin/audit — the audit log of staff actions, newest first (the backend console reads it); one entry by id. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: auditListQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => listAudit(db, request.query),
  );

  // one entry: the drawer opened from a link (`?entry=`) when the entry is not on the page shown
  app.get(
    '/api/admin/audit/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: z.object({ id: digits(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)) }),
        response: { 200: auditEntrySchema },
      },
    },
    async (request) => getAuditEntry(db, request.params.id),
  );
};
