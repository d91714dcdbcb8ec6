import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnalyticsQuery, AnalyticsReport } from '@formulab/shared/analytics/analytics.schema';
import type { AuditEntry, AuditListQuery, AuditPage } from '@formulab/shared/audit/audit.schema';
import type { ConsoleStatus, MailListQuery, MailMessage, MailPage } from '@formulab/shared/console/console.schema';
import { api } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';

export const consoleStatusQuery = () =>
  queryOptions({
    queryKey: ['admin-console-status'],
    queryFn: ({ signal }) => api<ConsoleStatus>('/api/admin/console/status', { signal }),
  });

export const mailListQuery = (f: MailListQuery) =>
  queryOptions({
    queryKey: ['admin-console-mail', f],
    queryFn: ({ signal }) => api<MailPage>(`/api/admin/console/mail${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const mailQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin-console-mail', id],
    queryFn: ({ signal }) => api<MailMessage>(`/api/admin/console/mail/${id}`, { signal }),
  });

export const auditListQuery = (f: AuditListQuery) =>
  queryOptions({
    queryKey: ['admin-audit', f],
    queryFn: ({ signal }) => api<AuditPage>(`/api/admin/audit${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const auditEntryQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-audit', 'entry', id],
    queryFn: ({ signal }) => api<AuditEntry>(`/api/admin/audit/${encodeURIComponent(id)}`, { signal }),
  });

export const analyticsQuery = (f: AnalyticsQuery) =>
  queryOptions({
    queryKey: ['admin-analytics', f],
    queryFn: ({ signal }) => api<AnalyticsReport>(`/api/admin/analytics${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The backup download (a plain link: the browser streams it to a file; every download is audited). */
export const BACKUP_URL = '/api/admin/console/backup';
