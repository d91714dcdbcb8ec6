import type { ApiErrorExtras } from '@formulab/shared/api-error';
import type { ErrorCode, VersionedRecord } from '@formulab/shared/errors';

/** An error with a stable code the client translates; services throw these, the handler formats them. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  /** more of the answer, e.g. an import's per-row report */
  readonly extra?: ApiErrorExtras;

  constructor(statusCode: number, code: ErrorCode, message: string, fields?: Record<string, string>, extra?: ApiErrorExtras) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.extra = extra;
  }
}

export const notFound = (what = 'Not found') => new AppError(404, 'NOT_FOUND', what);
export const forbidden = (what = 'Not allowed') => new AppError(403, 'FORBIDDEN', what);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Sign in first');

/**
 * Refuses to delete a record that live records still point at: 409 IN_USE naming what uses it,
 * per kind (`usedBy: { quotes: 2, samples: 1 }`, kinds with none left out) and in total
 * (`fields.usage`, as the screens read it). Nothing happens when nothing uses it.
 */
export function refuseIfInUse(what: string, counts: Record<string, number>): void {
  const usedBy = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  const total = Object.values(usedBy).reduce((s, n) => s + n, 0);
  if (!total) return;
  const list = Object.entries(usedBy)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  throw new AppError(409, 'IN_USE', `${what} is still used by ${list}`, { usage: String(total) }, { usedBy });
}

/** What a stale save names: the shared list (`VERSIONED_RECORDS`, the error body's `record`). */
export type { VersionedRecord };

/**
 * 409 CHANGED_MEANWHILE: the record was saved by someone else since the version this save started
 * from; nothing was written. `record` is the record's noun (translated on the web as
 * `changedMeanwhile.<record>`), so the message names what changed rather than a generic "record".
 */
export const changedMeanwhile = (record: VersionedRecord) =>
  new AppError(409, 'CHANGED_MEANWHILE', `This ${record} was changed in the meantime; reload to see the change`, undefined, {
    record,
  });
