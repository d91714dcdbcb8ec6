import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { decodePageCursor, keysetAfter, keysetOrder, keysetPage, keysetSelect, type Keyset } from '../../lib/keyset.ts';
import type { Me, ProfileUpdate } from '@formulab/shared/auth/auth.schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { users } from '../auth/auth.table.ts';
import type { SessionUser } from '../auth/session.ts';
import { containsPattern } from '../../lib/like.ts';

type UserRow = typeof users.$inferSelect;

function present(u: UserRow): Me {
  return {
    id: u.id,
    email: u.email,
    emailVerified: u.emailVerified,
    name: u.name,
    companyName: u.companyName,
    phone: u.phone,
    businessRegistrationNumber: u.businessRegistrationNumber,
    preferredLanguage: u.preferredLanguage === 'en' ? 'en' : 'ko',
    marketingConsent: u.marketingConsent,
    role: u.role === 'admin' ? 'admin' : 'customer',
    termsVersion: u.termsVersion,
    privacyVersion: u.privacyVersion,
    createdAt: u.createdAt.toISOString(),
  };
}

/** The signed-in user's own record as the session lookup read it (fresh from `users` on every request). */
export function meFromSession(u: SessionUser): Me {
  return { ...u, createdAt: u.createdAt.toISOString() };
}

/** Updates the caller's own profile; only the fields the schema allows ever reach this. */
export async function updateMe(db: Db, userId: string, input: ProfileUpdate): Promise<Me> {
  const [u] = await db
    .update(users)
    .set({ ...(input as Partial<UserRow>), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!u) throw notFound();
  return present(u);
}

const USER_KEYSET: Keyset = { sort: 'email', columns: [{ expr: sql`${users.email}`, type: 'text' }] };

/** Staff list of users, searched by e-mail, name or company; keyset-paginated by e-mail (lib/keyset.ts). */
export async function listUsers(db: Db, q: { q?: string; limit: number; cursor?: string }) {
  const search = q.q?.trim();
  const like = search ? containsPattern(search) : '';
  const filter = search ? or(ilike(users.email, like), ilike(users.name, like), ilike(users.companyName, like)) : undefined;
  const after = decodePageCursor(q.cursor, USER_KEYSET);
  const [rows, total] = await Promise.all([
    db
      .select({ user: users, pageKey: sql<string[]>`${keysetSelect(USER_KEYSET)}` })
      .from(users)
      .where(and(filter, after ? keysetAfter(USER_KEYSET, after.key) : undefined))
      .orderBy(keysetOrder(USER_KEYSET))
      .limit(q.limit + 1),
    // the total of the search, counted with the first page and carried in the cursor after it
    after
      ? after.total
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(filter)
          .then((r) => r[0]!.n),
  ]);
  return keysetPage(
    USER_KEYSET,
    rows.map((r) => ({ ...r.user, page_key: r.pageKey })),
    q.limit,
    total,
    (u) => ({ ...present(u), banned: u.banned }),
  );
}
