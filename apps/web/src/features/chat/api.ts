import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminChatDetailSchema,
  adminChatPageSchema,
  chatConversationSchema,
  chatHistorySchema,
  chatMessageSchema,
  chatUnreadSchema,
  myChatSchema,
  type SendChatMessage,
} from '@formulab/shared/chat/chat.schema';
import { pipelineSummarySchema } from '@formulab/shared/pipeline/pipeline.schema';
import { api } from '../../lib/api.ts';
import { toQuery } from '../../lib/query-string.ts';
import { MY_CHAT_KEY, myChatQuery } from '../../lib/chat-query.ts';

export { MY_CHAT_KEY, myChatQuery };

export const ADMIN_CHATS_KEY = 'admin-chats';
export const ADMIN_CHAT_KEY = 'admin-chat';
export const ADMIN_CHATS_UNREAD_KEY = ['admin-chats-unread'] as const;

export const useMyChat = (enabled = true) => useQuery({ ...myChatQuery, enabled });

export const olderMyMessages = (before: number) => api(`/api/chat${toQuery({ before })}`, { schema: myChatSchema });
export const sendMyMessage = (body: SendChatMessage) => api('/api/chat/messages', { schema: chatMessageSchema, body });
export const readMyChat = (upTo: number) => api<void>('/api/chat/read', { body: { upTo } });
export const typingMyChat = () => api<void>('/api/chat/typing', { method: 'POST' });

export type ChatListFilter = 'open' | 'unread' | 'closed' | 'all';
export const adminChatsQuery = (filter: ChatListFilter, q: string, cursor?: string) =>
  queryOptions({
    queryKey: [ADMIN_CHATS_KEY, filter, q, cursor ?? null],
    queryFn: () => api(`/api/admin/chats${toQuery({ filter, q: q || undefined, cursor })}`, { schema: adminChatPageSchema }),
    staleTime: 10_000,
  });
export const adminChatQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_CHAT_KEY, id],
    queryFn: () => api(`/api/admin/chats/${id}`, { schema: adminChatDetailSchema }),
    staleTime: 60_000,
  });
export const customerWorkQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-chat-work', id],
    queryFn: () => api(`/api/admin/chats/${id}/customer-work`, { schema: pipelineSummarySchema }),
    staleTime: 30_000,
  });
export const adminChatsUnreadQuery = queryOptions({
  queryKey: ADMIN_CHATS_UNREAD_KEY,
  queryFn: () => api('/api/admin/chats/unread-count', { schema: chatUnreadSchema }),
  staleTime: 30_000,
});
export const useAdminChatsUnread = () => useQuery(adminChatsUnreadQuery);

export const olderAdminMessages = (id: string, before: number) =>
  api(`/api/admin/chats/${id}/messages${toQuery({ before })}`, { schema: chatHistorySchema });
export const sendAdminMessage = (id: string, body: SendChatMessage) =>
  api(`/api/admin/chats/${id}/messages`, { schema: chatMessageSchema, body });
export const readAdminChat = (id: string, upTo: number) => api<void>(`/api/admin/chats/${id}/read`, { body: { upTo } });
export const typingAdminChat = (id: string) => api<void>(`/api/admin/chats/${id}/typing`, { method: 'POST' });
export const setAdminChatState = (id: string, action: 'close' | 'reopen') =>
  api(`/api/admin/chats/${id}/${action}`, { schema: chatConversationSchema, method: 'POST' });
