import { eq, type SQL } from 'drizzle-orm';
import { users } from '../auth/auth.table.ts';

/**
 * Who may read and change an account. Deny by default: /api/me (and /api/policies/accept) read and
 * write the signed-in caller's own row only — no such route takes a user id, so another user's account
 * is one that does not exist there.
 *
 * - A user (customer or staff) reads and changes their own profile, status e-mail switches and accepted
 *   policy versions; role and suspension are not among the fields they can send.
 * - Staff read other users and change their role or suspension through /api/admin/users only (the access
 *   hook checks the role in the database); nobody demotes or suspends themselves, and the last active
 *   admin stays (`changeUser` in users.service.ts, under its row locks).
 */
export function ownAccount(userId: string): SQL {
  return eq(users.id, userId);
}
