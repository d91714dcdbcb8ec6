import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meSchema, type Me, type ProfileUpdateInput } from '@formulab/shared/auth/auth.schema';
import { notificationEmailsSchema, type NotificationEmails } from '@formulab/shared/notifications/notifications.schema';
import { api } from '../../lib/api.ts';
import { meQuery, sessionQuery } from '../../lib/session.ts';

/** Saves some of the caller's own account fields (`PATCH /api/me`); answers the updated account. */
export function updateProfile(body: ProfileUpdateInput): Promise<Me> {
  return api('/api/me', { schema: meSchema, method: 'PATCH', body });
}

/** updateProfile as a mutation; the account and the session (name in the header) refresh after it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (me) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      ]);
    },
  });
}

export const notificationEmailsQuery = {
  queryKey: ['me', 'notification-emails'] as const,
  queryFn: () => api('/api/me/notification-emails', { schema: notificationEmailsSchema }),
};

/** Which status e-mails the caller gets (`PUT /api/me/notification-emails`). */
export function useSaveNotificationEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationEmails) =>
      api('/api/me/notification-emails', { schema: notificationEmailsSchema, method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(notificationEmailsQuery.queryKey, saved),
  });
}
