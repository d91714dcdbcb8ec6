import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Auth } from '../modules/auth/auth.ts';
import { users } from '../modules/auth/auth.table.ts';
import { policies } from '../modules/policies/policies.table.ts';
import { POLICY_SEED } from './policies.seed.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedComplianceRules } from './compliance.seed.ts';
import { seedDemoRecipes } from './recipes.seed.ts';
import { seedDemoContent } from './content.seed.ts';
import { seedDemoQuotes } from './quotes.seed.ts';
import { seedDemoSamples } from './samples.seed.ts';
import { seedDemoShop } from './shop.seed.ts';
import { seedDemoInquiries } from './inquiries.seed.ts';
import { DEMO_ACCOUNTS, createUser } from './accounts.ts';

// kept importable from here, where they always were
import { seedDemoChat } from './chat.seed.ts';
import { seedDemoAnalytics } from './analytics.seed.ts';
export { DEMO_ACCOUNTS, createUser };

/** Version 1 of each policy; needed by every install (sign-up requires consent to them). */
export async function seedPolicies(db: Db): Promise<void> {
  await db.insert(policies).values(POLICY_SEED).onConflictDoNothing();
}

/**
 * On an empty database: the demo admin and customer. Then the demo recipes, once, for a demo install
 * (the demo customer exists and there is no recipe yet) — they need the catalogue, which is seeded
 * here first (seedCatalogue only fills an empty catalogue, so the later call in server.ts is a no-op).
 * Returns whether the accounts were created.
 */
export async function seedDemoData(
  db: Db,
  auth: Auth,
  log: FastifyBaseLogger,
  opts: { paymentKey?: (orderId: string, amount: number) => string } = {},
): Promise<boolean> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count === 0) {
    await createUser(db, auth, { ...DEMO_ACCOUNTS.admin, role: 'admin' });
    await createUser(db, auth, { ...DEMO_ACCOUNTS.customer, role: 'customer', phone: '010-1234-5678' });
    log.info('demo data created');
  }
  if (await seedCatalogue(db)) log.info('demo catalogue created');
  // the demo recipes' verdicts need the rules (server.ts seeds them for every install; here for callers of seedDemoData alone)
  await seedComplianceRules(db);
  await seedDemoRecipes(db, auth, log);
  await seedDemoContent(db, log);
  await seedDemoQuotes(db, log);
  await seedDemoSamples(db, log);
  await seedDemoShop(db, log, opts.paymentKey);
  await seedDemoInquiries(db, log);
  await seedDemoChat(db, auth, log);
  await seedDemoAnalytics(db, log);
  // on a fresh database every notification so far is demo history, written area by area and dated
  // afterwards: renumber them in time order, since the bell lists by id (newest first)
  if (count === 0) await numberNotificationsInTimeOrder(db);
  return count === 0;
}

/** Gives notifications new ids (above the highest) in the order of their dates. */
export async function numberNotificationsInTimeOrder(db: Db): Promise<void> {
  await db.execute(sql`
    update notifications n set id = r.new_id
    from (select id, (select coalesce(max(id), 0) from notifications) + row_number() over (order by created_at, id) as new_id
          from notifications) r
    where n.id = r.id`);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('notifications', 'id'), (select coalesce(max(id), 1) from notifications))`,
  );
}
