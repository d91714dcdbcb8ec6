import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressNumberSchema } from '@formulab/shared/ids';
import {
  adminPostListQuerySchema,
  boardCategoryListSchema,
  boardCategorySchema,
  bulkPostResultSchema,
  bulkPostSchema,
  categoryInputSchema,
  commentListQuerySchema,
  commentPageSchema,
  moderationInputSchema,
  postDetailSchema,
  postPageSchema,
  reportListSchema,
} from '@formulab/shared/content/content.schema';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import { deleteCommentAsStaff, listComments } from './board.comments.ts';
import {
  bulkModerate,
  createCategory,
  deleteCategory,
  deletePostAsStaff,
  getPostForStaff,
  listAllPosts,
  listCategories,
  listReports,
  moderatePost,
  updateCategory,
} from './board.service.ts';
import { idParams } from './board.routes.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const admin = { access: 'admin' as const };
const tags = ['admin', 'board'];
const categoryParams = z.object({ id: addressNumberSchema() });

/** /api/admin/board — staff moderate posts and comments, read reports and keep the categories. */
export const boardAdminRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  app.get(
    '/api/admin/board/posts',
    { config: admin, schema: { tags, querystring: adminPostListQuerySchema, response: { 200: postPageSchema } } },
    async (request) => listAllPosts(db, request.query),
  );
  app.get(
    '/api/admin/board/posts/:id',
    { config: admin, schema: { tags, params: idParams, response: { 200: postDetailSchema } } },
    async (request) => getPostForStaff(db, request.params.id),
  );
  // Unversioned on purpose (issue 23 item 4): moderation sets `hidden` / `pinned` to a value (pressing
  // Hide twice, or in two tabs, hides it), never touches what the author wrote, and does not move the
  // post's version, so it neither loses an author's edit nor makes the author's open editor stale.
  app.patch(
    '/api/admin/board/posts/:id',
    { config: admin, schema: { tags, params: idParams, body: moderationInputSchema, response: { 200: postDetailSchema } } },
    async (request) => moderatePost(db, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/board/posts/:id',
    { config: admin, schema: { tags, params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deletePostAsStaff(db, storage, request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/admin/board/posts/bulk',
    { config: admin, schema: { tags, body: bulkPostSchema, response: { 200: bulkPostResultSchema } } },
    async (request) => bulkModerate(db, storage, request.body.ids, request.body.action),
  );
  app.get(
    '/api/admin/board/posts/:id/reports',
    { config: admin, schema: { tags, params: idParams, response: { 200: reportListSchema } } },
    async (request) => listReports(db, request.params.id),
  );
  app.get(
    '/api/admin/board/posts/:id/comments',
    {
      config: admin,
      schema: { tags, params: idParams, querystring: commentListQuerySchema, response: { 200: commentPageSchema } },
    },
    async (request) => {
      await getPostForStaff(db, request.params.id);
      return listComments(db, request.params.id, request.query, { userId: null }, true);
    },
  );
  app.delete(
    '/api/admin/board/comments/:id',
    { config: admin, schema: { tags, params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteCommentAsStaff(db, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/board/categories',
    { config: admin, schema: { tags, response: { 200: boardCategoryListSchema } } },
    async () => listCategories(db),
  );
  app.post(
    '/api/admin/board/categories',
    { config: admin, schema: { tags, body: categoryInputSchema, response: { 201: boardCategorySchema } } },
    async (request, reply) => reply.code(201).send(await createCategory(db, request.body)),
  );
  app.put(
    '/api/admin/board/categories/:id',
    {
      config: admin,
      schema: { tags, params: categoryParams, body: categoryInputSchema, response: { 200: boardCategorySchema } },
    },
    async (request) => updateCategory(db, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/board/categories/:id',
    { config: admin, schema: { tags, params: categoryParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteCategory(db, request.params.id);
      return reply.code(204).send();
    },
  );
};
