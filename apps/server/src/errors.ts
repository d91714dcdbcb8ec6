import type { ErrorCode } from '@formulab/shared/errors';

/** An error with a stable code the client translates; services throw these, the handler formats them. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** more of the answer, e.g. an import's per-row report */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new AppError(404, 'NOT_FOUND', what);
export const forbidden = (what = 'Not allowed') => new AppError(403, 'FORBIDDEN', what);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Sign in first');
