import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import type {
  BoardCategory,
  Comment,
  CommentInput,
  CommentPage,
  IrPage,
  IrYears,
  NoticeDetail,
  NoticePage,
  PostDetail,
  PostInput,
  PostPage,
  PostSort,
  ReportInput,
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
      api<NoticePage>(`/api/notices${toQuery({ q, limit: NOTICE_PAGE_SIZE, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const noticeQuery = (id: string) =>
  queryOptions({
    queryKey: ['notices', 'detail', id],
    queryFn: ({ signal }) => api<NoticeDetail>(`/api/notices/${encodeURIComponent(id)}`, { signal }),
    retry: (failures, err) => retryUnlessMissing(failures, err),
  });

/* ----------------------------------------------------- board ----------------------------------------------------- */

export const categoriesQuery = queryOptions({
  queryKey: ['board', 'categories'],
  queryFn: ({ signal }) => api<{ items: BoardCategory[] }>('/api/board/categories', { signal }),
  staleTime: 5 * 60_000,
});

export type PostFilters = { category?: number; q?: string; sort?: PostSort };

export const postsInfiniteQuery = (f: PostFilters) =>
  infiniteQueryOptions({
    queryKey: ['board', 'posts', f],
    queryFn: ({ pageParam, signal }) =>
      api<PostPage>(`/api/board/posts${toQuery({ ...f, limit: POST_PAGE_SIZE, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: ['board', 'post', id],
    queryFn: ({ signal }) => api<PostDetail>(`/api/board/posts/${encodeURIComponent(id)}`, { signal }),
    // the view is counted once a day anyway; no refetch on every mount
    staleTime: 60_000,
    retry: (failures, err) => retryUnlessMissing(failures, err),
  });

export const commentsInfiniteQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: ['board', 'comments', postId],
    queryFn: ({ pageParam, signal }) =>
      api<CommentPage>(`/api/board/posts/${encodeURIComponent(postId)}/comments${toQuery({ cursor: pageParam })}`, {
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** `idempotencyKey` (`useSendOnce().keyFor`): the same post published twice (Enter pressed again, a retry) is made once */
export const createPost = (body: PostInput, idempotencyKey?: string) =>
  api<PostDetail>('/api/board/posts', { body, idempotencyKey });
export const updatePost = (id: string, body: PostInput) => api<PostDetail>(`/api/board/posts/${id}`, { method: 'PUT', body });
export const deletePost = (id: string) => api<void>(`/api/board/posts/${id}`, { method: 'DELETE' });
export const reportPost = (id: string, body: ReportInput) => api<void>(`/api/board/posts/${id}/report`, { body });
export const addComment = (postId: string, body: CommentInput) => api<Comment>(`/api/board/posts/${postId}/comments`, { body });
/** `version`: what the edit was opened at (a save over another tab's change is 409 CHANGED_MEANWHILE) */
export const editComment = (id: string, body: string, version: number) =>
  api<Comment>(`/api/board/comments/${id}`, { method: 'PUT', body: { body, version } });
export const deleteComment = (id: string) => api<void>(`/api/board/comments/${id}`, { method: 'DELETE' });

/**
 * Uploads a picture (multipart) to `url` — /api/board/images for a post, /api/admin/files for staff —
 * and returns the stored file; the server checks the content.
 */
export async function uploadImage(url: string, file: File): Promise<FileRef> {
  const form = new FormData();
  if (url === '/api/admin/files') form.append('kind', 'image');
  form.append('file', file);
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
  queryFn: ({ signal }) => api<IrYears>('/api/ir/years', { signal }),
});

export const irInfiniteQuery = (year: number | undefined) =>
  infiniteQueryOptions({
    queryKey: ['ir', 'list', year ?? null],
    queryFn: ({ pageParam, signal }) => api<IrPage>(`/api/ir${toQuery({ year, limit: 20, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: year !== undefined,
    placeholderData: keepPreviousData,
  });
