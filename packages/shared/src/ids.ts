import { z } from 'zod';

/** The largest value of a PostgreSQL `integer`: serial ids (taxonomy terms), policy versions, revisions. */
export const PG_INT_MAX = 2_147_483_647;

/**
 * A serial id or version as a request carries it: a positive whole number no larger than PostgreSQL's
 * `integer`. A larger one names no row, and unbounded it reached the database as an out-of-range
 * error (a 500); now it is a field error. `message` is the key for a missing or non-positive value.
 */
export function serialIdSchema(message?: string) {
  return z
    .number(message ? { error: message } : undefined)
    .int()
    .positive(message)
    .max(PG_INT_MAX, 'errors.tooBig');
}
