import { z } from 'zod';
import { uploadRoutes } from '../../lib/multipart.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardCategoryListSchema,
  boardImageSchema,
  commentEditSchema,
  commentInputSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
  postDetailSchema,
  postInputSchema,
  postListQuerySchema,
  postPageSchema,
  reportInputSchema,
} from '@formulab/shared/content/content.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { readUpload } from '../files/files.routes.ts';
import { recentUnattachedUploads, storeUpload } from '../files/files.service.ts';
import type { FileStorage } from '../files/storage.ts';
import { RENDERING_HEADER, RENDERING_TOKEN, viewerKey } from '../content/views.ts';
import { addComment, deleteComment, editComment, listComments } from './board.comments.ts';
import { createPost, deletePost, getPost, listCategories, listPosts, reportPost, updatePost } from './board.service.ts';
import { noContentSchema } from '@formulab/shared/no-content';

export const idParams = z.object({ id: z.string().uuid() });
const pub = { access: 'public' as const };
const user = { access: 'user' as const };
const owner = { access: 'owner' as const };
const tags = ['board'];
/** Pictures a user may have uploaded and not yet put in a saved post, per day. */
const MAX_PENDING_IMAGES = 40;

type Options = { db: Db; storage: FileStorage; secret: string };

/**
 * /api/board — visitors read; signed-in users write posts, comment, reply and report; authors edit
 * and delete their own (anybody else's answers 404).
 */
export const boardRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, storage, secret }) => {
  const viewer = async (request: { currentUser: () => Promise<{ id: string } | null> }) => ({
    userId: (await request.currentUser())?.id ?? null,
  });

  app.get('/api/board/categories', { config: pub, schema: { tags, response: { 200: boardCategoryListSchema } } }, async () =>
    listCategories(db),
  );
  app.get(
    '/api/board/posts',
    { config: pub, schema: { tags, querystring: postListQuerySchema, response: { 200: postPageSchema } } },
    async (request) => listPosts(db, request.query, await viewer(request)),
  );
  app.get(
    '/api/board/posts/:id',
    { config: pub, schema: { tags, params: idParams, response: { 200: postDetailSchema } } },
    async (request) => {
      const who = await viewer(request);
      // the server rendering a page (decision 0027) is nobody's view: the reader's own is counted when
      // their browser asks again; without this every post read by a page counted one more view a day
      if (request.headers[RENDERING_HEADER] === RENDERING_TOKEN) return getPost(db, request.params.id, who);
      const key = viewerKey(secret, { userId: who.userId, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      return getPost(db, request.params.id, who, key);
    },
  );
  app.get(
    '/api/board/posts/:id/comments',
    {
      config: pub,
      schema: { tags, params: idParams, querystring: commentListQuerySchema, response: { 200: commentPageSchema } },
    },
    async (request) => listComments(db, request.params.id, request.query, await viewer(request)),
  );

  app.post(
    '/api/board/posts',
    { config: user, schema: { tags, body: postInputSchema, response: { 201: postDetailSchema } } },
    async (request, reply) => reply.code(201).send(await createPost(db, (await request.requireUser()).id, request.body)),
  );
  app.put(
    '/api/board/posts/:id',
    { config: owner, schema: { tags, params: idParams, body: postInputSchema, response: { 200: postDetailSchema } } },
    async (request) => updatePost(db, storage, request.params.id, (await request.requireUser()).id, request.body),
  );
  app.delete(
    '/api/board/posts/:id',
    { config: owner, schema: { tags, params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deletePost(db, storage, request.params.id, (await request.requireUser()).id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/board/posts/:id/report',
    { config: user, schema: { tags, params: idParams, body: reportInputSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await reportPost(db, request.params.id, (await request.requireUser()).id, request.body);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/board/posts/:id/comments',
    { config: user, schema: { tags, params: idParams, body: commentInputSchema, response: { 201: commentSchema } } },
    async (request, reply) =>
      reply.code(201).send(await addComment(db, request.params.id, (await request.requireUser()).id, request.body)),
  );
  app.put(
    '/api/board/comments/:id',
    { config: owner, schema: { tags, params: idParams, body: commentEditSchema, response: { 200: commentSchema } } },
    async (request) => editComment(db, request.params.id, (await request.requireUser()).id, request.body),
  );
  app.delete(
    '/api/board/comments/:id',
    { config: owner, schema: { tags, params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteComment(db, request.params.id, (await request.requireUser()).id);
      return reply.code(204).send();
    },
  );

  /** A picture for a post body (multipart field `file`): JPEG, PNG or WebP by content, at most 10 MB. */
  await uploadRoutes(app, (scope) =>
    scope.post(
      '/api/board/images',
      { config: user, schema: { tags, consumes: ['multipart/form-data'], response: { 201: boardImageSchema } } },
      async (request, reply) => {
        const me = await request.requireUser();
        if ((await recentUnattachedUploads(db, me.id)) >= MAX_PENDING_IMAGES) {
          throw new AppError(429, 'RATE_LIMITED', 'Too many pictures waiting for a post', { file: 'errors.tooManyUploads' });
        }
        const { data, filename } = await readUpload(request);
        return reply.code(201).send(await storeUpload(db, storage, { data, name: filename, kind: 'image', userId: me.id }));
      },
    ),
  );
};
