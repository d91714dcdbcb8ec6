import type { ApiErrorBody } from '@formulab/shared/api-error';
import { ApiError } from '../../lib/api.ts';

/** A file refused before it reaches the server: a translation key and its parameters. */
export type FileProblem = { key: string; params?: Record<string, string> };

export function isFileProblem(e: unknown): e is FileProblem {
  return typeof e === 'object' && e !== null && 'key' in e && typeof (e as FileProblem).key === 'string';
}

/**
 * A spreadsheet's text: UTF-8 (a BOM is dropped), or — when the bytes are not valid UTF-8, as
 * Excel's "CSV" on Korean Windows writes them — EUC-KR/CP949.
 */
export function decodeText(bytes: ArrayBuffer | Uint8Array): { text: string; encoding: 'utf-8' | 'euc-kr' } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('euc-kr').decode(bytes), encoding: 'euc-kr' };
  }
}

/** 1.5 MB, 820 KB, 12 B — in the reader's locale. */
export function formatBytes(n: number, locale: string): string {
  const fmt = (v: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v)} ${unit}`;
  if (n < 1024) return fmt(n, 'B');
  if (n < 1024 * 1024) return fmt(n / 1024, 'KB');
  return fmt(n / 1024 / 1024, 'MB');
}

/** Saves `blob` as a download named `filename`. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves `text` (a CSV by default) as a download named `filename`. */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(new Blob([text], { type }), filename);
}

/** POSTs JSON to our API and returns the raw response (a network failure is ApiError NETWORK). */
export async function postJson(path: string, body: unknown): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
}

/** The ApiError of a failed response, from its `{ code, message, fields }` body when it has one. */
export function apiErrorOf(res: Response, body: unknown): ApiError {
  const b = (body ?? {}) as Partial<ApiErrorBody>;
  return new ApiError(res.status, b.code ?? 'INTERNAL', b.message ?? res.statusText, b.fields ?? {});
}

/**
 * Commits an import. A refused import (400 with the report: some row has an error, nothing written)
 * resolves with that report, so the wizard can show which rows stopped it; other failures throw.
 */
export async function postForReport<R>(path: string, body: unknown): Promise<R> {
  const res = await postJson(path, body);
  const data = (await res.json().catch(() => null)) as (R & { report?: R }) | null;
  if (res.ok && data) return data;
  if (res.status === 400 && data?.report) return data.report;
  throw apiErrorOf(res, data);
}
