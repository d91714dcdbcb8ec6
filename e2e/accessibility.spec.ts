import { DEMO, apiSignIn, expectNoSeriousA11yViolations, expectPath, settled, test, type Credentials } from './fixtures.ts';

/**
 * axe on every working screen: no violation of impact serious or critical. Each screen is its own
 * story so one failure does not hide the others. Screens a workflow story already scans where a
 * person uses them are not opened again here: the shop (/product, /product/:id, the gateway, the
 * receipt, /purchase-history, a failed payment, staff payments with a refund open, sales: shop.spec),
 * samples, quotes and orders, the recipe editor and lists, compliance, the console (see the calls of
 * expectAccessible and expectNoSeriousA11yViolations in those stories).
 */
const SCREENS: { path: string; as?: Credentials; who: string }[] = [
  { path: '/intro', who: 'visitor' },
  { path: '/company', who: 'visitor' },
  { path: '/guide', who: 'visitor' },
  { path: '/dashboard', who: 'visitor' },
  { path: '/login', who: 'visitor' },
  { path: '/signup', who: 'visitor' },
  { path: '/forgot-password', who: 'visitor' },
  { path: '/admin/login', who: 'visitor' },
  { path: '/no-such-page', who: 'visitor (not-found page)' },
  { path: '/dashboard', as: DEMO.customer, who: 'customer' },
  { path: '/account-settings', as: DEMO.customer, who: 'customer' },
  { path: '/admin/admin-dashboard', as: DEMO.admin, who: 'admin' },
  { path: '/admin/admin-product', as: DEMO.admin, who: 'admin' },
  { path: '/admin/order-list?view=purchases', as: DEMO.admin, who: 'admin' },
];

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const { path, as, who } of SCREENS) {
    test(`${path} as ${who}`, async ({ page }) => {
      if (as) await apiSignIn(page.request, as);
      await page.goto(path);
      await expectPath(page, path);
      await settled(page);
      await expectNoSeriousA11yViolations(page, `${path} (${who})`);
    });
  }
});
