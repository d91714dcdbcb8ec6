import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { ApiError } from './api.ts';

/** Multipart upload with progress (XMLHttpRequest: fetch has no upload progress). */
export function uploadFile(
  file: File,
  kind: 'image' | 'document',
  docKind?: string,
  onProgress?: (pct: number) => void,
): Promise<FileRef> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('kind', kind);
    if (docKind) form.append('docKind', docKind);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/files');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: any = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as FileRef);
      else reject(new ApiError(xhr.status, body?.code ?? 'INTERNAL', body?.message ?? 'Upload failed', body?.fields ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.send(form);
  });
}
