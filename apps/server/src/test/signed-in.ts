import type { TestApp } from './harness.ts';

/**
 * `app` once started, with a staff member (admin) and then a customer signed in: what most API test
 * files begin with (`({ t, admin, customer } = await withStaffAndCustomer(startTestApp()))`).
 */
export async function withStaffAndCustomer<A extends TestApp>(app: Promise<A>) {
  const t = await app;
  const admin = await t.user({ role: 'admin' });
  const customer = await t.user();
  return { t, admin, customer };
}
