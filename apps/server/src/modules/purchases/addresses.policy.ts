import { sql, type SQL } from 'drizzle-orm';

/**
 * Who may read and change address book entries (PRODUCT.md §3.6, /account-settings and checkout).
 * Deny by default; callers turn a false into 404, so another customer's address is indistinguishable
 * from one that does not exist (at checkout too).
 *
 * - A customer reads, adds, changes, deletes and ships to their own addresses only.
 * - Staff have no address routes: a purchase keeps a copy of the address it shipped to.
 */

export function mayChangeAddress(row: { userId: string }, userId: string): boolean {
  return userId !== '' && row.userId === userId;
}

/** SQL filter of one customer's addresses (no alias: the statements name `addresses` alone). */
export function ownAddressFilter(userId: string): SQL {
  return sql`user_id = ${userId}`;
}
