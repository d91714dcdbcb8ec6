import type pg from 'pg';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressNumberSchema } from '@formulab/shared/ids';
import {
  consoleStatusSchema,
  mailListQuerySchema,
  mailMessageSchema,
  mailPageSchema,
} from '@formulab/shared/console/console.schema';
import type { Db } from '../../db/client.ts';
import { audit } from '../audit/audit.service.ts';
import { backupFileName, backupStream } from './backup.ts';
import { consoleStatus, getMail, listMail, type ConsoleDeps } from './console.service.ts';

type Options = { db: Db; pool: pg.Pool; config: ConsoleDeps['config'] };

/** /api/admin/console/… — the backend console (admin `admin-firebse`); staff only. */
export const consoleAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, pool, config }) => {
  const admin = { access: 'admin' as const };
  app.get(
    '/api/admin/console/status',
    { config: admin, schema: { tags: ['admin', 'console'], response: { 200: consoleStatusSchema } } },
    async () =>
      consoleStatus({
        db,
        config,
        storage: app.storage,
        pushPublicKey: () => app.push.publicKey(),
        hub: app.hub,
        schedulerRunning: () => app.scheduler !== null,
      }),
  );

  app.get(
    '/api/admin/console/mail',
    {
      config: admin,
      schema: { tags: ['admin', 'console'], querystring: mailListQuerySchema, response: { 200: mailPageSchema } },
    },
    async (request) => listMail(db, request.query),
  );

  app.get(
    '/api/admin/console/mail/:id',
    {
      config: admin,
      schema: {
        tags: ['admin', 'console'],
        params: z.object({ id: addressNumberSchema() }),
        response: { 200: mailMessageSchema },
      },
    },
    async (request) => getMail(db, request.params.id),
  );

  /**
   * The database as gzip'd NDJSON (backup.ts), one consistent snapshot. Every download is written to
   * the audit log (`console.backup`) before the first byte leaves.
   */
  app.get('/api/admin/console/backup', { config: admin, schema: { tags: ['admin', 'console'] } }, async (request, reply) => {
    const file = backupFileName();
    const user = request.user!;
    await audit(db, {
      actor: { id: user.id, email: user.email },
      action: 'console.backup',
      subjectType: 'database',
      subjectId: null,
      after: { file },
      request,
    });
    reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'no-store');
    return reply.send(backupStream(pool, {}, (err) => request.log.error({ err }, 'backup failed')));
  });
};
