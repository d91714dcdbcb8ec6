import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNoticeListQuerySchema,
  noticeDetailSchema,
  noticeInputSchema,
  noticeListQuerySchema,
  noticePageSchema,
} from '@formulab/shared/content/content.schema';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import {
  createNotice,
  deleteNotice,
  getNotice,
  listAllNotices,
  listNotices,
  noticesCsv,
  updateNotice,
} from './notices.service.ts';
import { sendCsv } from '../../lib/csv.ts';
import { PUBLIC_READER, STAFF_READER } from '../content/publication.policy.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const idParams = z.object({ id: z.string().uuid() });
const pub = { access: 'public' as const };
const admin = { access: 'admin' as const };
const csvQuery = adminNoticeListQuerySchema.omit({ limit: true, cursor: true });

/** /api/notices — published notices, for everyone. */
export const noticesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['notices'];
  app.get(
    '/api/notices',
    { config: pub, schema: { tags, querystring: noticeListQuerySchema, response: { 200: noticePageSchema } } },
    async (request) => listNotices(db, request.query),
  );
  app.get(
    '/api/notices/:id',
    { config: pub, schema: { tags, params: idParams, response: { 200: noticeDetailSchema } } },
    async (request) => getNotice(db, request.params.id, PUBLIC_READER),
  );
};

/** /api/admin/notices — staff write, schedule, pin and delete notices; their list as CSV. */
export const noticesAdminRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  const tags = ['admin', 'notices'];
  app.get(
    '/api/admin/notices',
    { config: admin, schema: { tags, querystring: adminNoticeListQuerySchema, response: { 200: noticePageSchema } } },
    async (request) => listAllNotices(db, request.query),
  );
  app.get('/api/admin/notices.csv', { config: admin, schema: { tags, querystring: csvQuery } }, async (request, reply) =>
    sendCsv(reply, 'notices', await noticesCsv(db, request.query), { dated: true }),
  );
  app.get(
    '/api/admin/notices/:id',
    { config: admin, schema: { tags, params: idParams, response: { 200: noticeDetailSchema } } },
    async (request) => getNotice(db, request.params.id, STAFF_READER),
  );
  app.post(
    '/api/admin/notices',
    { config: admin, schema: { tags, body: noticeInputSchema, response: { 201: noticeDetailSchema } } },
    async (request, reply) => reply.code(201).send(await createNotice(db, (await request.requireUser()).id, request.body)),
  );
  app.put(
    '/api/admin/notices/:id',
    { config: admin, schema: { tags, params: idParams, body: noticeInputSchema, response: { 200: noticeDetailSchema } } },
    async (request) => updateNotice(db, storage, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/notices/:id',
    { config: admin, schema: { tags, params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteNotice(db, storage, request.params.id);
      return reply.code(204).send();
    },
  );
};
