import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { auditPageSchema } from '@formulab/shared/audit/audit.schema';
import {
  adminUserDetailSchema,
  adminUserPageSchema,
  type AdminUserDetail,
  type UserSort,
  type UserStatus,
} from '@formulab/shared/users/users.schema';
import { api } from '../../../lib/api.ts';
import { filteredQuery, readQuery } from '../../../lib/staff-records.ts';
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
  filteredQuery(['admin-users'], '/api/admin/users', adminUserPageSchema, f);
export const adminUserKey = (id: string) => ['admin-user', id] as const;
export const adminUserQuery = (id: string) =>
  readQuery(adminUserKey(id), `/api/admin/users/${encodeURIComponent(id)}`, adminUserDetailSchema);
/** The audit entries whose subject is this user, newest first. */
export const userAuditQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-audit', 'users', id],
    queryFn: ({ signal }) =>
      api(`/api/admin/audit${toQuery({ subjectType: 'users', subjectId: id, limit: 20 })}`, { schema: auditPageSchema, signal }),
  });

const path = (id: string, action: string) => `/api/admin/users/${encodeURIComponent(id)}/${action}`;
export const setUserRole = (id: string, role: 'admin' | 'customer') =>
  api(path(id, 'role'), { schema: adminUserDetailSchema, body: { role } });
export const suspendUser = (id: string, reason: string) =>
  api(path(id, 'suspend'), { schema: adminUserDetailSchema, body: { reason } });
export const reactivateUser = (id: string) => api(path(id, 'reactivate'), { schema: adminUserDetailSchema, body: {} });

/** After a change: the drawer shows the answer, the list and the user's audit trail are read again. */
export function afterUserChange(qc: QueryClient, detail: AdminUserDetail) {
  qc.setQueryData(adminUserKey(detail.user.id), detail);
  void qc.invalidateQueries({ queryKey: ['admin-users'] });
  void qc.invalidateQueries({ queryKey: ['admin-audit', 'users', detail.user.id] });
}
