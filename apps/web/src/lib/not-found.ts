import { ApiError } from './api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Only a well-formed id is worth a request; anything else is "not found" at once. */
export const isUuid = (v: string | null | undefined): v is string => !!v && UUID.test(v);

/** A record that is hidden, deleted, unknown or addressed by a malformed id: the API answers 404 (or 400) and never tells which. */
export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 404 || err.status === 400);
}

/** Retry network trouble once, never a "not found". */
export const retryUnlessNotFound = (count: number, err: unknown) => !isNotFound(err) && count < 1;
