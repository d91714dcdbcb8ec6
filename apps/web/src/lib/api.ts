import type { ApiErrorBody } from '@formulab/shared/errors';

/** An API error with its stable code and per-field translation keys. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * JSON fetch against our API; throws ApiError with the server's code on any non-2xx. A change
 * (anything but GET) tried while the browser is offline is not sent: OFFLINE, nothing was changed.
 * `idempotencyKey` (a create's, from `useSendOnce().keyFor`) goes out as `Idempotency-Key`: the server
 * answers a repeat of the same key with what the first created.
 */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    idempotencyKey?: string;
  } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const offline = () => method !== 'GET' && navigator.onLine === false;
  if (offline()) throw new ApiError(0, 'OFFLINE', 'Offline: nothing was sent');
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: {
        ...init.headers,
        ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
        ...(init.body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    // the connection went while it was being sent: the request never left
    if (offline()) throw new ApiError(0, 'OFFLINE', 'Offline: nothing was sent');
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!res.ok) {
    const body = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(res.status, body.code ?? 'INTERNAL', body.message ?? res.statusText, body.fields ?? {});
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The translation key for an error: per code, with a generic fallback. */
export function errorKey(err: unknown): string {
  if (err instanceof ApiError) return `apiErrors.${err.code}`;
  return 'apiErrors.INTERNAL';
}
