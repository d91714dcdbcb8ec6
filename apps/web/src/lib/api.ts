import type { ApiErrorBody, ApiErrorExtras } from '@formulab/shared/api-error';
import type { z } from 'zod';

/**
 * What an error answer holds besides its code, message and fields: the shared schema's extras (a stale
 * save's `record`, an in-use refusal's `usedBy` …); a drifting answer's RESPONSE_SCHEMA carries its issues.
 */
export type ApiErrorDetails = ApiErrorExtras & { issues?: z.core.$ZodIssue[] };

/** An API error with its stable code and per-field translation keys. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** the rest of the answer: a stale save's `record`, an in-use refusal's `usedBy` */
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
  }
}

/**
 * JSON fetch against our API; throws ApiError with the server's code on any non-2xx. A change
 * (anything but GET) tried while the browser is offline is not sent: OFFLINE, nothing was changed.
 * `idempotencyKey` (a create's, from `useSendOnce().keyFor`) goes out as `Idempotency-Key`: the server
 * answers a repeat of the same key with what the first created.
 *
 * `schema` (the route's response schema from packages/shared) types the answer as the schema's output.
 * Outside production builds (`import.meta.env.MODE` is `development` on the dev server, `test` under
 * Vitest) a 2xx body is checked with `schema.safeParse`, and a body that drifts from it throws
 * `RESPONSE_SCHEMA` naming the path and the first issues' paths, so a component test or the dev server
 * shows it at once; a production build does not check (the server serialises with the same schemas, and
 * a drift must not take a screen down). The raw body is returned in every mode, never the parsed one:
 * the server already sends the schema's output (its transforms and defaults applied, unknown keys
 * dropped), so dev, tests and production see the same object, and a check is only a check.
 *
 * A public screen passes `schema: import.meta.env.PROD ? undefined : xSchema`: typed and checked the
 * same way in development and tests, while a production build folds the schema (and zod) out of its
 * first load (decision 0020).
 */
export function api<S extends z.ZodType>(path: string, init: ApiInit & { schema: S | undefined }): Promise<z.output<S>>;
export function api<T>(path: string, init?: ApiInit & { schema?: undefined }): Promise<T>;
export async function api(path: string, init: ApiInit & { schema?: z.ZodType } = {}): Promise<unknown> {
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
    const { code, message, fields, ...details } = body;
    throw new ApiError(res.status, code ?? tooLong(res.status) ?? 'INTERNAL', message ?? res.statusText, fields ?? {}, details);
  }
  if (init.schema && import.meta.env.MODE !== 'production') checkResponse(init.schema, data, method, path, res.status);
  return data;
}

type ApiInit = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  idempotencyKey?: string;
};

/** How many of a drifting body's issues the RESPONSE_SCHEMA message names. */
const ISSUES_NAMED = 3;

/** Throws RESPONSE_SCHEMA (and logs it: a screen shows only the translated code) when `data` drifts from `schema`. */
function checkResponse(schema: z.ZodType, data: unknown, method: string, path: string, status: number): void {
  const result = schema.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues
    .slice(0, ISSUES_NAMED)
    .map((i) => `${i.path.length ? i.path.map(String).join('.') : '(root)'}: ${i.message}`);
  const more = result.error.issues.length > ISSUES_NAMED ? ` (+${result.error.issues.length - ISSUES_NAMED} more)` : '';
  const err = new ApiError(
    status,
    'RESPONSE_SCHEMA',
    `${method} ${path}: the answer does not match its schema at ${issues.join('; ')}${more}`,
    {},
    { issues: result.error.issues },
  );
  console.error(err.message);
  throw err;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** 431 / 414 come from the HTTP layer without our JSON: a request too long to read, not our fault. */
function tooLong(status: number): string | undefined {
  return status === 431 || status === 414 ? 'REQUEST_TOO_LONG' : undefined;
}

/**
 * The translation key for an error: per code, with a generic fallback. A stale save (409
 * CHANGED_MEANWHILE) names its record: "Someone changed this ingredient in the meantime …".
 */
export function errorKey(err: unknown): string {
  if (err instanceof ApiError) {
    const record = err.details.record;
    if (err.code === 'CHANGED_MEANWHILE' && typeof record === 'string' && /^\w+$/.test(record))
      return `changedMeanwhile.${record}`;
    // a list's search too long (a pasted or shared link: the search boxes stop at the cap) has no field on
    // the screen to highlight: say what is wrong instead of "check the highlighted fields"
    const fields = Object.keys(err.fields);
    if (err.code === 'VALIDATION' && fields.length === 1 && fields[0] === 'q' && err.fields.q === 'errors.tooLong')
      return 'apiErrors.SEARCH_TOO_LONG';
    return `apiErrors.${err.code}`;
  }
  return 'apiErrors.INTERNAL';
}

/**
 * The whole message for an error: `errorKey`'s, except that a delete refused because the record is in
 * use (409 IN_USE with `usedBy`) says what uses it: "… still used by 2 quotes and 1 sample request".
 */
export function errorText(err: unknown, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (err instanceof ApiError && err.code === 'IN_USE') {
    const usedBy = err.details.usedBy;
    if (usedBy && typeof usedBy === 'object') {
      const parts = Object.entries(usedBy as Record<string, unknown>)
        .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0 && /^\w+$/.test(e[0]))
        .map(([kind, count]) => t(`inUse.${kind}`, { count }));
      if (parts.length) return t('inUse.body', { list: parts.join(', ') });
    }
  }
  return t(errorKey(err));
}
