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

/** …and a second customer after them, for what one customer must not see of another's. */
export async function withStaffAndTwoCustomers<A extends TestApp>(app: Promise<A>) {
  const { t, admin, customer } = await withStaffAndCustomer(app);
  return { t, admin, a: customer, b: await t.user() };
}
