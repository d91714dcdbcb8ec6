import { QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@formulab/shared/auth/auth.schema';
import { api } from './api.ts';
import { clearPrivateCache } from './private-cache.ts';

export type SessionUser = { id: string; email: string; name: string; role?: string | null };
type SessionResponse = { user: SessionUser; session: { id: string; expiresAt: string } } | null;

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Who is signed in (better-auth's session endpoint); null for a visitor. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionUser | null> => {
    const data = await api<SessionResponse>('/api/auth/get-session');
    return data?.user ?? null;
  },
  staleTime: 30_000,
});

/** The signed-in user's own record from `users` (role included), read fresh. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api<Me>('/api/me'),
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
