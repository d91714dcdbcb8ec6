import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AuditPage } from '@formulab/shared/audit/audit.schema';
import type { AdminUserDetail, AdminUserPage, UserSort, UserStatus } from '@formulab/shared/users/users.schema';
import { api } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';

export type AdminUserFilters = {
  q?: string;
  role?: 'admin' | 'customer';
  status?: UserStatus;
  sort?: UserSort;
  limit?: number;
  cursor?: string;
};

export const adminUsersQuery = (f: AdminUserFilters) =>
  queryOptions({
    queryKey: ['admin-users', f],
    queryFn: ({ signal }) => api<AdminUserPage>(`/api/admin/users${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const adminUserKey = (id: string) => ['admin-user', id] as const;
export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) => api<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }),
  });
/** The audit entries whose subject is this user, newest first. */
export const userAuditQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-audit', 'users', id],
    queryFn: ({ signal }) =>
      api<AuditPage>(`/api/admin/audit${toQuery({ subjectType: 'users', subjectId: id, limit: 20 })}`, { signal }),
  });

const path = (id: string, action: string) => `/api/admin/users/${encodeURIComponent(id)}/${action}`;
export const setUserRole = (id: string, role: 'admin' | 'customer') => api<AdminUserDetail>(path(id, 'role'), { body: { role } });
export const suspendUser = (id: string, reason: string) => api<AdminUserDetail>(path(id, 'suspend'), { body: { reason } });
export const reactivateUser = (id: string) => api<AdminUserDetail>(path(id, 'reactivate'), { body: {} });

/** After a change: the drawer shows the answer, the list and the user's audit trail are read again. */
export function afterUserChange(qc: QueryClient, detail: AdminUserDetail) {
  qc.setQueryData(adminUserKey(detail.user.id), detail);
  void qc.invalidateQueries({ queryKey: ['admin-users'] });
  void qc.invalidateQueries({ queryKey: ['admin-audit', 'users', detail.user.id] });
}
