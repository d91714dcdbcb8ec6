import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Auth } from '../modules/auth/auth.ts';
import { users } from '../modules/auth/auth.table.ts';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@formulab.local', password: 'Formulab-admin-2026', name: '관리자', companyName: 'Formulab' },
  customer: {
    email: 'customer@formulab.local',
    password: 'Formulab-demo-2026',
    name: '김민지',
    companyName: '온담 코스메틱',
    /** fictional, with a valid check digit: a sale in Korea needs one (the tax invoice's buyer) */
    businessRegistrationNumber: '2148813572',
  },
} as const;

/** Creates a user through better-auth (hashing, account row) and sets role and profile. */
export async function createUser(
  db: Db,
  auth: Auth,
  u: {
    email: string;
    password: string;
    name: string;
    companyName: string;
    role: 'admin' | 'customer';
    phone?: string;
    businessRegistrationNumber?: string;
  },
): Promise<string> {
  // the versions in force now: a version scheduled for later has not been accepted by anyone yet
  const versions = await db.execute<{ kind: string; version: number }>(
    sql`select kind, max(version)::int as version from policies where effective_at <= now() group by kind`,
  );
  const v = Object.fromEntries(versions.rows.map((r) => [r.kind, r.version]));
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(u.password);
  const created = await ctx.internalAdapter.createUser(
    {
      email: u.email.toLowerCase(),
      name: u.name,
      emailVerified: true,
      companyName: u.companyName,
      phone: u.phone ?? '02-000-0000',
      preferredLanguage: 'ko',
      businessRegistrationNumber: u.businessRegistrationNumber ?? null,
      role: u.role,
      termsVersion: v.terms ?? null,
      privacyVersion: v.privacy ?? null,
    },
    { method: 'email-password' },
  );
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: hash });
  await db.update(users).set({ role: u.role }).where(eq(users.id, created.id));
  return created.id;
}
