import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChatDetailSchema,
  adminChatListQuerySchema,
  adminChatPageSchema,
  chatConversationSchema,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatMessageSchema,
  chatReadSchema,
  chatUnreadSchema,
  myChatSchema,
  sendChatMessageSchema,
} from '@formulab/shared/chat/chat.schema';
import { pipelineSummarySchema } from '@formulab/shared/pipeline/pipeline.schema';
import type { Db } from '../../db/client.ts';
import { pipelineSummary } from '../pipeline/pipeline.service.ts';
import {
  announceTyping,
  changeChatState,
  conversationHistory,
  getConversation,
  getMyChat,
  listConversations,
  markChatRead,
  sendMessage,
  staffUnreadConversations,
  type SentMessage,
} from './chat.service.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const tags = ['chat'];
const idParams = z.object({ id: z.string().uuid() });

/** After a message is stored: tell the other side's devices by push (the open pages have it already). */
export type ChatDeps = { afterSend: (sent: SentMessage) => void };

/** /api/chat — the signed-in customer's conversation with staff. */
export const chatRoutes: FastifyPluginAsyncZod<{ db: Db; deps: ChatDeps }> = async (app, { db, deps }) => {
  app.get(
    '/api/chat',
    { config: { access: 'user' }, schema: { tags, querystring: chatHistoryQuerySchema, response: { 200: myChatSchema } } },
    async (request) => getMyChat(db, (await request.requireUser()).id, request.query.before),
  );
  app.post(
    '/api/chat/messages',
    {
      // a message reaches staff: a confirmed e-mail first, as for every request to staff
      config: { access: 'user', verified: true },
      schema: { tags, body: sendChatMessageSchema, response: { 201: chatMessageSchema, 200: chatMessageSchema } },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const sent = await sendMessage(
        db,
        { id: user.id, role: 'customer', name: user.name },
        { customerId: user.id },
        request.body,
      );
      if (sent.created) deps.afterSend(sent);
      return reply.code(sent.created ? 201 : 200).send(sent.message);
    },
  );
  app.post(
    '/api/chat/read',
    { config: { access: 'user' }, schema: { tags, body: chatReadSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await markChatRead(db, 'customer', { customerId: (await request.requireUser()).id }, request.body.upTo);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/chat/typing',
    { config: { access: 'user' }, schema: { tags, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await request.requireUser();
      await announceTyping(db, 'customer', { customerId: user.id }, user.name);
      return reply.code(204).send();
    },
  );
};

/** /api/admin/chats — staff's side: every conversation. */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ db: Db; deps: ChatDeps }> = async (app, { db, deps }) => {
  const admin = { access: 'admin' as const };
  const atags = ['admin', ...tags];
  app.get(
    '/api/admin/chats',
    { config: admin, schema: { tags: atags, querystring: adminChatListQuerySchema, response: { 200: adminChatPageSchema } } },
    async (request) => listConversations(db, request.query),
  );
  app.get(
    '/api/admin/chats/unread-count',
    { config: admin, schema: { tags: atags, response: { 200: chatUnreadSchema } } },
    async () => ({ unread: await staffUnreadConversations(db) }),
  );
  app.get(
    '/api/admin/chats/:id',
    { config: admin, schema: { tags: atags, params: idParams, response: { 200: adminChatDetailSchema } } },
    async (request) => getConversation(db, request.params.id),
  );
  app.get(
    '/api/admin/chats/:id/messages',
    {
      config: admin,
      schema: { tags: atags, params: idParams, querystring: chatHistoryQuerySchema, response: { 200: chatHistorySchema } },
    },
    async (request) => conversationHistory(db, request.params.id, request.query.before),
  );
  app.get(
    '/api/admin/chats/:id/customer-work',
    { config: admin, schema: { tags: atags, params: idParams, response: { 200: pipelineSummarySchema } } },
    async (request) => pipelineSummary(db, (await getConversation(db, request.params.id)).customer.id),
  );
  app.post(
    '/api/admin/chats/:id/messages',
    {
      config: admin,
      schema: {
        tags: atags,
        params: idParams,
        body: sendChatMessageSchema,
        response: { 201: chatMessageSchema, 200: chatMessageSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const sent = await sendMessage(
        db,
        { id: user.id, role: 'staff', name: user.name },
        { conversationId: request.params.id },
        request.body,
      );
      if (sent.created) deps.afterSend(sent);
      return reply.code(sent.created ? 201 : 200).send(sent.message);
    },
  );
  app.post(
    '/api/admin/chats/:id/read',
    { config: admin, schema: { tags: atags, params: idParams, body: chatReadSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await markChatRead(db, 'staff', { conversationId: request.params.id }, request.body.upTo);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/admin/chats/:id/typing',
    { config: admin, schema: { tags: atags, params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await announceTyping(db, 'staff', { conversationId: request.params.id }, (await request.requireUser()).name);
      return reply.code(204).send();
    },
  );
  // No version on purpose: the conversation is live on staff's screen (a new message arrives over the
  // event stream before anyone could close over it), and closing a closed one is 409 TRANSITION_NOT_ALLOWED.
  for (const action of ['close', 'reopen'] as const) {
    app.post(
      `/api/admin/chats/:id/${action}`,
      { config: admin, schema: { tags: atags, params: idParams, response: { 200: chatConversationSchema } } },
      async (request) => changeChatState(db, (await request.requireUser()).id, request.params.id, action),
    );
  }
};
