import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Auth } from '../modules/auth/auth.ts';
import { users } from '../modules/auth/auth.table.ts';
import { policies } from '../modules/policies/policies.table.ts';
import { POLICY_SEED } from './policies.seed.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedDemoRecipes } from './recipes.seed.ts';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@formulab.local', password: 'Formulab-admin-2026', name: '관리자', companyName: 'Formulab' },
  customer: {
    email: 'customer@formulab.local',
    password: 'Formulab-demo-2026',
    name: '김민지',
    companyName: '온담 코스메틱',
  },
} as const;

/** Version 1 of each policy; needed by every install (sign-up requires consent to them). */
export async function seedPolicies(db: Db): Promise<void> {
  await db.insert(policies).values(POLICY_SEED).onConflictDoNothing();
}

/** Creates a user through better-auth (hashing, account row) and sets role and profile. */
export async function createUser(
  db: Db,
  auth: Auth,
  u: { email: string; password: string; name: string; companyName: string; role: 'admin' | 'customer'; phone?: string },
): Promise<string> {
  const versions = await db.execute<{ kind: string; version: number }>(
    sql`select kind, max(version)::int as version from policies group by kind`,
  );
  const v = Object.fromEntries(versions.rows.map((r) => [r.kind, r.version]));
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(u.password);
  const created = await ctx.internalAdapter.createUser({
    email: u.email.toLowerCase(),
    name: u.name,
    emailVerified: true,
    companyName: u.companyName,
    phone: u.phone ?? '02-000-0000',
    preferredLanguage: 'ko',
    role: u.role,
    termsVersion: v.terms ?? null,
    privacyVersion: v.privacy ?? null,
  }, { method: 'email-password' } as never);
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: hash });
  await db.update(users).set({ role: u.role }).where(eq(users.id, created.id));
  return created.id;
}

/**
 * On an empty database: the demo admin and customer. Then the demo recipes, once, for a demo install
 * (the demo customer exists and there is no recipe yet) — they need the catalogue, which is seeded
 * here first (seedCatalogue only fills an empty catalogue, so the later call in server.ts is a no-op).
 * Returns whether the accounts were created.
 */
export async function seedDemoData(db: Db, auth: Auth, log: FastifyBaseLogger): Promise<boolean> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count === 0) {
    await createUser(db, auth, { ...DEMO_ACCOUNTS.admin, role: 'admin' });
    await createUser(db, auth, { ...DEMO_ACCOUNTS.customer, role: 'customer', phone: '010-1234-5678' });
    log.info('demo data created');
  }
  if (await seedCatalogue(db)) log.info('demo catalogue created');
  await seedDemoRecipes(db, auth, log);
  return count === 0;
}
