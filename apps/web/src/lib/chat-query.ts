import { queryOptions } from '@tanstack/react-query';
import type { MyChat } from '@formulab/shared/chat/chat.schema';
import { api } from './api.ts';

/** The customer's chat with staff (GET /api/chat): the chat panel's data and the dashboard's unread count. */
export const MY_CHAT_KEY = ['chat', 'mine'] as const;
export const myChatQuery = queryOptions({
  queryKey: MY_CHAT_KEY,
  queryFn: () => api<MyChat>('/api/chat'),
  staleTime: 60_000,
});
