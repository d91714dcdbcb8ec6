import { QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, sessionResponseSchema } from '@formulab/shared/auth/auth.schema';
import { api } from './api.ts';
import { clearPrivateCache } from './private-cache.ts';

export type SessionUser = { id: string; email: string; name: string; role?: string | null };

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Who is signed in (better-auth's session endpoint); null for a visitor. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionUser | null> => {
    const data = await api('/api/auth/get-session', {
      schema: import.meta.env.PROD ? undefined : sessionResponseSchema,
    });
    return data?.user ?? null;
  },
  staleTime: 30_000,
});

/** The signed-in user's own record from `users` (role included), read fresh. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => api('/api/me', { schema: import.meta.env.PROD ? undefined : meSchema, signal }),
  staleTime: 10_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

export function useMe(enabled = true) {
  return useQuery({ ...meQuery, enabled });
}

/** After sign-in / sign-out: forget everything cached for the previous user (the offline copies too). */
export async function resetSessionCache(): Promise<void> {
  queryClient.removeQueries();
  await clearPrivateCache();
  await queryClient.fetchQuery(sessionQuery);
}
