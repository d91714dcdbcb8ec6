import { ROLES, type Role } from '@formulab/shared/auth/auth.schema';
import { USER_SORTS, USER_STATUSES, type UserStatus } from '@formulab/shared/users/users.schema';
import { oneOf, pageSizeOf, useUrlParams } from '../../../components/admin/index.ts';
import type { AdminUserFilters } from './admin-api.ts';

type Patch = Partial<Record<string, string | number | null>>;
const DEFAULTS = { size: '25', sort: 'newest' };

const pick = <T extends string>(all: readonly T[], raw: string | null): T | undefined =>
  (all as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;

/** The users list's filters in the URL: search, role, status, sort, page size; the open user is `?id=`. */
export function useUserListParams() {
  const [params, set] = useUrlParams(DEFAULTS);
  const update: (patch: Patch, replace?: boolean) => void = set;
  const state = {
    q: params.get('q') ?? '',
    role: pick<Role>(ROLES, params.get('role')),
    status: pick<UserStatus>(USER_STATUSES, params.get('status')),
    sort: oneOf(USER_SORTS, params.get('sort'), 'newest'),
    size: pageSizeOf(params.get('size'), 25),
    id: params.get('id'),
  };
  const filtered = Boolean(state.q || state.role || state.status);
  const clear = () => update({ q: null, role: null, status: null });
  return { ...state, filtered, update, clear };
}
export type UserListParams = ReturnType<typeof useUserListParams>;

export function userFilters(p: UserListParams, cursor: string | undefined): AdminUserFilters {
  return { q: p.q || undefined, role: p.role, status: p.status, sort: p.sort, limit: p.size, cursor };
}
