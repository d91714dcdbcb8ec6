import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { ApiError } from './api.ts';

/** Multipart upload with progress (XMLHttpRequest: fetch has no upload progress). */
export function uploadFile(
  file: File,
  kind: 'image' | 'document',
  docKind?: string,
  onProgress?: (pct: number) => void,
): Promise<FileRef> {
  const form = new FormData();
  form.append('kind', kind);
  if (docKind) form.append('docKind', docKind);
  form.append('file', file);
  return postForm<FileRef>('/api/admin/files', form, onProgress);
}

/**
 * A signed-in user's upload (POST /api/files): unattached until the record it is sent with claims
 * it (an inquiry's message, a chat message). The server tells a PDF from an image by its content.
 */
export function uploadUserFile(file: File, onProgress?: (pct: number) => void): Promise<FileRef> {
  const form = new FormData();
  form.append('kind', file.type === 'application/pdf' ? 'document' : 'image');
  form.append('file', file);
  return postForm<FileRef>('/api/files', form, onProgress);
}

/** POSTs a multipart form, reporting upload progress; rejects with the API's error. */
export function postForm<T>(url: string, form: FormData, onProgress?: (pct: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: any = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body?.code ?? 'INTERNAL', body?.message ?? 'Upload failed', body?.fields ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.send(form);
  });
}
