import { z } from 'zod';
import { digits } from './numbers.ts';

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

/**
 * A serial id or a number (a revision, a shipment) in an address, `/…/:id`: a positive whole number,
 * else a 400 field error (`errors.invalidValue`). One past PostgreSQL's `integer` is a number no row
 * has, so it answers 404 like any other (decision of 2026-11-29 for policy versions, commit ae9d71a):
 * it reaches the service as `NO_ROW_NUMBER`, which no row has either, instead of reaching PostgreSQL as
 * an out-of-range error (a 500) or being refused as bad input (a 400). Query filters (`?category=`)
 * keep their 400: they name no record.
 */
export function addressNumberSchema() {
  // plain digits only (numbers.ts's `digits`): `1e3` is not 1000, nor `0x10` 16
  return digits(
    z
      .number({ error: 'errors.invalidValue' })
      .refine((n) => Number.isInteger(n) && n > 0, 'errors.invalidValue')
      .transform((n) => (n > PG_INT_MAX ? NO_ROW_NUMBER : n)),
    'errors.invalidValue',
  );
}

/** What an address's number past PostgreSQL's `integer` is read as: serials and revision numbers start at 1. */
export const NO_ROW_NUMBER = 0;
