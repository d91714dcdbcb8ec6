import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { Me, ProfileUpdate } from '@formulab/shared/auth/auth.schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { users } from '../auth/auth.table.ts';
import type { SessionUser } from '../auth/session.ts';

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

/** Staff list of users, searched by e-mail, name or company; keyset-paginated by e-mail. */
export async function listUsers(db: Db, q: { q?: string; limit: number; cursor?: string }) {
  const search = q.q?.trim();
  const where = and(
    search
      ? or(ilike(users.email, `%${search}%`), ilike(users.name, `%${search}%`), ilike(users.companyName, `%${search}%`))
      : undefined,
    q.cursor ? gt(users.email, q.cursor) : undefined,
  );
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.email))
    .limit(q.limit + 1);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(users)) as [{ total: number }];
  const page = rows.slice(0, q.limit);
  return {
    items: page.map((u) => ({ ...present(u), banned: u.banned })),
    nextCursor: rows.length > q.limit ? page[page.length - 1]!.email : null,
    total,
  };
}
