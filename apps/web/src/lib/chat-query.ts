import { queryOptions } from '@tanstack/react-query';
import { myChatSchema } from '@formulab/shared/chat/chat.schema';
import { api } from './api.ts';

/** The customer's chat with staff (GET /api/chat): the chat panel's data and the dashboard's unread count. */
export const MY_CHAT_KEY = ['chat', 'mine'] as const;
export const myChatQuery = queryOptions({
  queryKey: MY_CHAT_KEY,
  queryFn: () => api('/api/chat', { schema: import.meta.env.PROD ? undefined : myChatSchema }),
  staleTime: 60_000,
});
