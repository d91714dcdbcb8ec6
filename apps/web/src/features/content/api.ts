import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import {
  boardCategoryListSchema,
  commentPageSchema,
  commentSchema,
  irPageSchema,
  irYearsSchema,
  noticeDetailSchema,
  noticePageSchema,
  postDetailSchema,
  postPageSchema,
  type CommentInput,
  type PostInput,
  type PostSort,
  type ReportInput,
} from '@formulab/shared/content/content.schema';
import { api, ApiError } from '../../lib/api.ts';
import { toQuery } from '../../lib/query-string.ts';

/** Notices, board and IR as the public and signed-in users read and write them (PRODUCT.md §3.7). */

export const NOTICE_PAGE_SIZE = 15;
export const POST_PAGE_SIZE = 20;

/** Retry a failed read once, but not a 404: a missing (or hidden) record stays missing. */
const retryUnlessMissing = (failures: number, err: unknown) => !(err instanceof ApiError && err.status === 404) && failures < 1;

/* ---------------------------------------------------- notices ---------------------------------------------------- */

export const noticesInfiniteQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['notices', 'list', q],
    queryFn: ({ pageParam, signal }) =>
      api(`/api/notices${toQuery({ q, limit: NOTICE_PAGE_SIZE, cursor: pageParam })}`, {
        schema: import.meta.env.PROD ? undefined : noticePageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const noticeQuery = (id: string) =>
  queryOptions({
    queryKey: ['notices', 'detail', id],
    queryFn: ({ signal }) =>
      api(`/api/notices/${encodeURIComponent(id)}`, { schema: import.meta.env.PROD ? undefined : noticeDetailSchema, signal }),
    retry: (failures, err) => retryUnlessMissing(failures, err),
  });

/* ----------------------------------------------------- board ----------------------------------------------------- */

export const categoriesQuery = queryOptions({
  queryKey: ['board', 'categories'],
  queryFn: ({ signal }) =>
    api('/api/board/categories', { schema: import.meta.env.PROD ? undefined : boardCategoryListSchema, signal }),
  staleTime: 5 * 60_000,
});

export type PostFilters = { category?: number; q?: string; sort?: PostSort };

export const postsInfiniteQuery = (f: PostFilters) =>
  infiniteQueryOptions({
    queryKey: ['board', 'posts', f],
    queryFn: ({ pageParam, signal }) =>
      api(`/api/board/posts${toQuery({ ...f, limit: POST_PAGE_SIZE, cursor: pageParam })}`, {
        schema: import.meta.env.PROD ? undefined : postPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: ['board', 'post', id],
    queryFn: ({ signal }) =>
      api(`/api/board/posts/${encodeURIComponent(id)}`, { schema: import.meta.env.PROD ? undefined : postDetailSchema, signal }),
    staleTime: 60_000,
    // every mount asks: the reader's read is the view the post counts (once a day a reader), and a
    // served post page's answer is the server's own read, which counts none (decision 0027)
    refetchOnMount: 'always',
    retry: (failures, err) => retryUnlessMissing(failures, err),
  });

export const commentsInfiniteQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: ['board', 'comments', postId],
    queryFn: ({ pageParam, signal }) =>
      api(`/api/board/posts/${encodeURIComponent(postId)}/comments${toQuery({ cursor: pageParam })}`, {
        schema: import.meta.env.PROD ? undefined : commentPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** `idempotencyKey` (`useSendOnce().keyFor`): the same post published twice (Enter pressed again, a retry) is made once */
export const createPost = (body: PostInput, idempotencyKey?: string) =>
  api('/api/board/posts', { schema: import.meta.env.PROD ? undefined : postDetailSchema, body, idempotencyKey });
export const updatePost = (id: string, body: PostInput) =>
  api(`/api/board/posts/${id}`, { schema: import.meta.env.PROD ? undefined : postDetailSchema, method: 'PUT', body });
export const deletePost = (id: string) => api<void>(`/api/board/posts/${id}`, { method: 'DELETE' });
export const reportPost = (id: string, body: ReportInput) => api<void>(`/api/board/posts/${id}/report`, { body });
export const addComment = (postId: string, body: CommentInput) =>
  api(`/api/board/posts/${postId}/comments`, { schema: import.meta.env.PROD ? undefined : commentSchema, body });
/** `version`: what the edit was opened at (a save over another tab's change is 409 CHANGED_MEANWHILE) */
export const editComment = (id: string, body: string, version: number) =>
  api(`/api/board/comments/${id}`, {
    schema: import.meta.env.PROD ? undefined : commentSchema,
    method: 'PUT',
    body: { body, version },
  });
export const deleteComment = (id: string) => api<void>(`/api/board/comments/${id}`, { method: 'DELETE' });

/**
 * Uploads a picture (multipart) to `url` — /api/board/images for a post, /api/admin/files for staff —
 * and returns the stored file; the server checks the content.
 */
export async function uploadImage(url: string, file: File): Promise<FileRef> {
  const form = new FormData();
  if (url === '/api/admin/files') form.append('kind', 'image');
  form.append('file', file);
  return sendFile(url, form);
}

/** POSTs an upload's form to `url`; rejects with the API's error (or NETWORK when it is not reached). */
export async function sendFile(url: string, form: FormData): Promise<FileRef> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  const data = (await res.json().catch(() => null)) as
    (FileRef & { code?: string; message?: string; fields?: Record<string, string> }) | null;
  if (!res.ok) throw new ApiError(res.status, data?.code ?? 'INTERNAL', data?.message ?? res.statusText, data?.fields ?? {});
  return data as FileRef;
}

/* ------------------------------------------------------ IR ------------------------------------------------------ */

export const irYearsQuery = queryOptions({
  queryKey: ['ir', 'years'],
  queryFn: ({ signal }) => api('/api/ir/years', { schema: import.meta.env.PROD ? undefined : irYearsSchema, signal }),
});

export const irInfiniteQuery = (year: number | undefined) =>
  infiniteQueryOptions({
    queryKey: ['ir', 'list', year ?? null],
    queryFn: ({ pageParam, signal }) =>
      api(`/api/ir${toQuery({ year, limit: 20, cursor: pageParam })}`, {
        schema: import.meta.env.PROD ? undefined : irPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: year !== undefined,
    placeholderData: keepPreviousData,
  });
