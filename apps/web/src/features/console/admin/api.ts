import { analyticsReportSchema, type AnalyticsQuery } from '@formulab/shared/analytics/analytics.schema';
import { auditEntrySchema, auditPageSchema, type AuditListQuery } from '@formulab/shared/audit/audit.schema';
import {
  consoleStatusSchema,
  mailMessageSchema,
  mailPageSchema,
  type MailListQuery,
} from '@formulab/shared/console/console.schema';
import { filteredQuery, readQuery } from '../../../lib/staff-records.ts';

export const consoleStatusQuery = () => readQuery(['admin-console-status'], '/api/admin/console/status', consoleStatusSchema);

export const mailListQuery = (f: MailListQuery) =>
  filteredQuery(['admin-console-mail'], '/api/admin/console/mail', mailPageSchema, f);

export const mailQuery = (id: number) =>
  readQuery(['admin-console-mail', id], `/api/admin/console/mail/${id}`, mailMessageSchema);

export const auditListQuery = (f: AuditListQuery) => filteredQuery(['admin-audit'], '/api/admin/audit', auditPageSchema, f);

export const auditEntryQuery = (id: string) =>
  readQuery(['admin-audit', 'entry', id], `/api/admin/audit/${encodeURIComponent(id)}`, auditEntrySchema);

export const analyticsQuery = (f: AnalyticsQuery) =>
  filteredQuery(['admin-analytics'], '/api/admin/analytics', analyticsReportSchema, f);

/** The backup download (a plain link: the browser streams it to a file; every download is audited). */
export const BACKUP_URL = '/api/admin/console/backup';
