import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import {
  boardCategoryListSchema,
  bulkPostResultSchema,
  boardCategorySchema,
  commentPageSchema,
  irPageSchema,
  irPostSchema,
  irYearsSchema,
  noticeDetailSchema,
  noticePageSchema,
  postDetailSchema,
  postPageSchema,
  reportListSchema,
  type BulkPostInput,
  type CategoryInput,
  type IrInput,
  type ModerationInput,
  type NoticeInput,
  type NoticeStatus,
  type PostSort,
} from '@formulab/shared/content/content.schema';
import {
  policyAcceptancePageSchema,
  policySchema,
  policyVersionListSchema,
  type PolicyAcceptanceFilters,
  type PolicyInput,
  type PolicyKind,
} from '@formulab/shared/policies/policies.schema';
import { api } from '../../../lib/api.ts';
import { filteredQuery, readQuery } from '../../../lib/staff-records.ts';
import { sendFile } from '../api.ts';
import { toQuery } from '../../../lib/query-string.ts';

/**
 * Staff calls of the content area: notices, board moderation and categories, IR, policy versions and
 * acceptances; the CSV exports of the lists (the same filters, without the page).
 */

const csvUrl = (path: string, f: Record<string, string | number | undefined>) =>
  `${path}${toQuery({ ...f, limit: undefined, cursor: undefined })}`;

export type NoticeFilters = { q?: string; status?: NoticeStatus; limit: number; cursor?: string };
export const adminNoticesQuery = (f: NoticeFilters) =>
  filteredQuery(['admin', 'notices', 'list'], '/api/admin/notices', noticePageSchema, f);
export const noticesCsvUrl = (f: NoticeFilters) => csvUrl('/api/admin/notices.csv', f);
export const adminNoticeQuery = (id: string) =>
  readQuery(['admin', 'notices', 'detail', id], `/api/admin/notices/${id}`, noticeDetailSchema);
export const saveNotice = (id: string | null, body: NoticeInput, idempotencyKey?: string) =>
  id
    ? api(`/api/admin/notices/${id}`, { schema: noticeDetailSchema, method: 'PUT', body })
    : api('/api/admin/notices', { schema: noticeDetailSchema, body, idempotencyKey });
export const deleteNotice = (id: string) => api<void>(`/api/admin/notices/${id}`, { method: 'DELETE' });

export type AdminPostFilters = {
  q?: string;
  category?: number;
  hidden?: 'true' | 'false';
  reported?: 'true' | 'false';
  sort?: PostSort;
  limit: number;
  cursor?: string;
};
export const adminPostsQuery = (f: AdminPostFilters) =>
  filteredQuery(['admin', 'board', 'posts'], '/api/admin/board/posts', postPageSchema, f);
export const adminPostQuery = (id: string) =>
  readQuery(['admin', 'board', 'post', id], `/api/admin/board/posts/${id}`, postDetailSchema);
export const adminReportsQuery = (id: string) =>
  readQuery(['admin', 'board', 'reports', id], `/api/admin/board/posts/${id}/reports`, reportListSchema);
export const adminCommentsQuery = (id: string) =>
  readQuery(['admin', 'board', 'comments', id], `/api/admin/board/posts/${id}/comments?limit=100`, commentPageSchema);
export const moderatePost = (id: string, body: ModerationInput) =>
  api(`/api/admin/board/posts/${id}`, { schema: postDetailSchema, method: 'PATCH', body });
export const deletePostAsStaff = (id: string) => api<void>(`/api/admin/board/posts/${id}`, { method: 'DELETE' });
export const bulkPosts = (body: BulkPostInput) => api('/api/admin/board/posts/bulk', { schema: bulkPostResultSchema, body });
export const deleteCommentAsStaff = (id: string) => api<void>(`/api/admin/board/comments/${id}`, { method: 'DELETE' });

export const adminCategoriesQuery = readQuery(
  ['admin', 'board', 'categories'],
  '/api/admin/board/categories',
  boardCategoryListSchema,
);
export const saveCategory = (id: number | null, body: CategoryInput, idempotencyKey?: string) =>
  id
    ? api(`/api/admin/board/categories/${id}`, { schema: boardCategorySchema, method: 'PUT', body })
    : api('/api/admin/board/categories', { schema: boardCategorySchema, body, idempotencyKey });
export const deleteCategory = (id: number) => api<void>(`/api/admin/board/categories/${id}`, { method: 'DELETE' });

export type IrFilters = { q?: string; year?: number; limit: number; cursor?: string };
export const adminIrQuery = (f: IrFilters) => filteredQuery(['admin', 'ir', 'list'], '/api/admin/ir', irPageSchema, f);
export const irCsvUrl = (f: IrFilters) => csvUrl('/api/admin/ir.csv', f);
export const adminIrYearsQuery = readQuery(['admin', 'ir', 'years'], '/api/admin/ir/years', irYearsSchema);
export const adminIrPostQuery = (id: string) => readQuery(['admin', 'ir', 'detail', id], `/api/admin/ir/${id}`, irPostSchema);
export const saveIr = (id: string | null, body: IrInput, idempotencyKey?: string) =>
  id
    ? api(`/api/admin/ir/${id}`, { schema: irPostSchema, method: 'PUT', body })
    : api('/api/admin/ir', { schema: irPostSchema, body, idempotencyKey });
export const deleteIr = (id: string) => api<void>(`/api/admin/ir/${id}`, { method: 'DELETE' });

export const adminPoliciesQuery = readQuery(['admin', 'policies'], '/api/admin/policies', policyVersionListSchema);
export const policyQuery = (kind: PolicyKind, version: number) =>
  readQuery(['admin', 'policies', kind, version], `/api/policies/${kind}/${version}`, policySchema);
export const createPolicy = (body: PolicyInput) => api('/api/admin/policies', { schema: policySchema, body });
export const updatePolicy = (kind: PolicyKind, version: number, body: Omit<PolicyInput, 'kind'> & { revision?: number }) =>
  api(`/api/admin/policies/${kind}/${version}`, { schema: policySchema, method: 'PUT', body });
export const deletePolicy = (kind: PolicyKind, version: number) =>
  api<void>(`/api/admin/policies/${kind}/${version}`, { method: 'DELETE' });

/** Uploads a file through the staff route; the server checks it is a real image or PDF. */
export async function uploadAdminFile(file: File, kind: 'image' | 'document'): Promise<FileRef> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return sendFile('/api/admin/files', form);
}

/** A date-time for <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(iso: string | Date): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ISO date-time of a datetime-local value ('' stays ''). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export const policyAcceptancesQuery = (f: PolicyAcceptanceFilters) =>
  filteredQuery(['admin', 'policies', 'acceptances'], '/api/admin/policies/acceptances', policyAcceptancePageSchema, f);
export const policyAcceptancesCsvUrl = (f: PolicyAcceptanceFilters) => csvUrl('/api/admin/policies/acceptances.csv', f);
