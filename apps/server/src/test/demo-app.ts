import { startTestApp, type Caller, type TestApp } from './harness.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../seed/demo.ts';

/** A logger for seeding that says nothing (the tests read what was seeded, not what it said). */
export const quiet = { info: () => {}, warn: () => {}, error: () => {} } as never;

/** A test app with the demo data seeded, and the demo customer and admin signed in to it. */
export async function startDemoApp(): Promise<{ t: TestApp; customer: Caller; admin: Caller }> {
  const t = await startTestApp();
  await seedDemoData(t.db.db, t.app.auth, quiet);
  const customer = await t.signIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  const admin = await t.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  return { t, customer, admin };
}
