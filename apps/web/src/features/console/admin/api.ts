import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analyticsReportSchema, type AnalyticsQuery } from '@formulab/shared/analytics/analytics.schema';
import { auditEntrySchema, auditPageSchema, type AuditListQuery } from '@formulab/shared/audit/audit.schema';
import {
  consoleStatusSchema,
  mailMessageSchema,
  mailPageSchema,
  type MailListQuery,
} from '@formulab/shared/console/console.schema';
import { api } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';

export const consoleStatusQuery = () =>
  queryOptions({
    queryKey: ['admin-console-status'],
    queryFn: ({ signal }) => api('/api/admin/console/status', { schema: consoleStatusSchema, signal }),
  });

export const mailListQuery = (f: MailListQuery) =>
  queryOptions({
    queryKey: ['admin-console-mail', f],
    queryFn: ({ signal }) => api(`/api/admin/console/mail${toQuery(f)}`, { schema: mailPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const mailQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin-console-mail', id],
    queryFn: ({ signal }) => api(`/api/admin/console/mail/${id}`, { schema: mailMessageSchema, signal }),
  });

export const auditListQuery = (f: AuditListQuery) =>
  queryOptions({
    queryKey: ['admin-audit', f],
    queryFn: ({ signal }) => api(`/api/admin/audit${toQuery(f)}`, { schema: auditPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const auditEntryQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-audit', 'entry', id],
    queryFn: ({ signal }) => api(`/api/admin/audit/${encodeURIComponent(id)}`, { schema: auditEntrySchema, signal }),
  });

export const analyticsQuery = (f: AnalyticsQuery) =>
  queryOptions({
    queryKey: ['admin-analytics', f],
    queryFn: ({ signal }) => api(`/api/admin/analytics${toQuery(f)}`, { schema: analyticsReportSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** The backup download (a plain link: the browser streams it to a file; every download is audited). */
export const BACKUP_URL = '/api/admin/console/backup';
