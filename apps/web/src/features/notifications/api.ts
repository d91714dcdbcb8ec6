import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  notificationPageSchema,
  unreadCountSchema,
  type Notification,
} from '@formulab/shared/notifications/notifications.schema';
import { api } from '../../lib/api.ts';

type Page = { items: Notification[]; nextCursor: string | null; total: number; unread: number };

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;
const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
const PAGE_SIZE = 10;

/** How often the unread count is asked for while the page is open (and again on focus). */
export const UNREAD_POLL_MS = 60_000;

/** The signed-in user's unread count: one indexed count, polled while the tab is visible. */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => api('/api/notifications/unread-count', { schema: unreadCountSchema, signal }),
    select: (d) => d.unread,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}

/** The notifications, newest first, page by page (read when the list is opened). */
export function useNotificationList(enabled: boolean) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: LIST_KEY,
    enabled,
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const q = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) q.set('cursor', pageParam);
      const page = await api(`/api/notifications?${q}`, { schema: notificationPageSchema, signal });
      // the list knows the unread count too: the badge follows it
      queryClient.setQueryData(UNREAD_KEY, { unread: page.unread });
      return page;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

function setRead(queryClient: ReturnType<typeof useQueryClient>, match: (n: Notification) => boolean): number {
  let changed = 0;
  queryClient.setQueryData<InfiniteData<Page, string>>(LIST_KEY, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            items: p.items.map((n) => {
              if (n.read || !match(n)) return n;
              changed++;
              return { ...n, read: true };
            }),
          })),
        }
      : data,
  );
  return changed;
}

/** Marks one notification read: at once on screen, then on the server. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/notifications/${id}/read`, { method: 'POST' }),
    onMutate: (id) => {
      if (setRead(queryClient, (n) => n.id === id) > 0)
        queryClient.setQueryData<{ unread: number }>(UNREAD_KEY, (d) => (d ? { unread: Math.max(0, d.unread - 1) } : d));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
  });
}

/** Marks every notification read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/notifications/read-all', { method: 'POST' }),
    onMutate: () => {
      setRead(queryClient, () => true);
      queryClient.setQueryData(UNREAD_KEY, { unread: 0 });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
