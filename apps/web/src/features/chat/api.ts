import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminChatDetail,
  AdminChatPage,
  ChatHistory,
  ChatMessage,
  SendChatMessage,
} from '@formulab/shared/chat/chat.schema';
import type { PipelineSummary } from '@formulab/shared/pipeline/pipeline.schema';
import { api } from '../../lib/api.ts';
import { toQuery } from '../../lib/query-string.ts';
import { MY_CHAT_KEY, myChatQuery } from '../../lib/chat-query.ts';

export { MY_CHAT_KEY, myChatQuery };

export const ADMIN_CHATS_KEY = 'admin-chats';
export const ADMIN_CHAT_KEY = 'admin-chat';
export const ADMIN_CHATS_UNREAD_KEY = ['admin-chats-unread'] as const;

export const useMyChat = (enabled = true) => useQuery({ ...myChatQuery, enabled });

export const olderMyMessages = (before: number) => api<ChatHistory>(`/api/chat${toQuery({ before })}`);
export const sendMyMessage = (body: SendChatMessage) => api<ChatMessage>('/api/chat/messages', { body });
export const readMyChat = (upTo: number) => api<void>('/api/chat/read', { body: { upTo } });
export const typingMyChat = () => api<void>('/api/chat/typing', { method: 'POST' });

export type ChatListFilter = 'open' | 'unread' | 'closed' | 'all';
export const adminChatsQuery = (filter: ChatListFilter, q: string, cursor?: string) =>
  queryOptions({
    queryKey: [ADMIN_CHATS_KEY, filter, q, cursor ?? null],
    queryFn: () => api<AdminChatPage>(`/api/admin/chats${toQuery({ filter, q: q || undefined, cursor })}`),
    staleTime: 10_000,
  });
export const adminChatQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_CHAT_KEY, id],
    queryFn: () => api<AdminChatDetail>(`/api/admin/chats/${id}`),
    staleTime: 60_000,
  });
export const customerWorkQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-chat-work', id],
    queryFn: () => api<PipelineSummary>(`/api/admin/chats/${id}/customer-work`),
    staleTime: 30_000,
  });
export const adminChatsUnreadQuery = queryOptions({
  queryKey: ADMIN_CHATS_UNREAD_KEY,
  queryFn: () => api<{ unread: number }>('/api/admin/chats/unread-count'),
  staleTime: 30_000,
});
export const useAdminChatsUnread = () => useQuery(adminChatsUnreadQuery);

export const olderAdminMessages = (id: string, before: number) =>
  api<ChatHistory>(`/api/admin/chats/${id}/messages${toQuery({ before })}`);
export const sendAdminMessage = (id: string, body: SendChatMessage) =>
  api<ChatMessage>(`/api/admin/chats/${id}/messages`, { body });
export const readAdminChat = (id: string, upTo: number) => api<void>(`/api/admin/chats/${id}/read`, { body: { upTo } });
export const typingAdminChat = (id: string) => api<void>(`/api/admin/chats/${id}/typing`, { method: 'POST' });
export const setAdminChatState = (id: string, action: 'close' | 'reopen') =>
  api<AdminChatDetail['conversation']>(`/api/admin/chats/${id}/${action}`, { method: 'POST' });
