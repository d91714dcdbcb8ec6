import {
  ADMIN_EXTRA_SCREENS,
  ADMIN_SCREENS,
  DEMO,
  PUBLIC_ROUTES,
  PUBLIC_ROUTES_ASKING_SIGN_IN,
  SIGNED_IN_ROUTES,
  apiSignIn,
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  settled,
  test,
  withId,
  type Credentials,
} from './fixtures.ts';

/**
 * axe on every screen of the route lists (packages/shared/src/routes.ts), as each kind of reader meets
 * it: no violation of impact serious or critical, and one h1 (the screen's name, where a screen reader's
 * user lands). A route added to the lists is scanned without a change here. `:id` routes are opened with
 * an id that is no record, so their not-found state is what is scanned; the workflow stories scan the
 * records themselves where a person uses them (the calls of expectAccessible and
 * expectNoSeriousA11yViolations in shop, samples, quotes, recipes, compliance, the console …).
 *
 * A group walks its screens in one page, as a person moves between them, so the app's scripts load once
 * per group; each screen is a step, and its findings are soft, so one failing screen does not hide the
 * others (4 stories, 60 screens: about 70 s of one worker's time).
 */
const asking: readonly string[] = PUBLIC_ROUTES_ASKING_SIGN_IN;
const GROUPS: { who: string; as?: Credentials; paths: string[] }[] = [
  {
    who: 'a visitor',
    // the asking routes send a visitor to /login, scanned here already
    paths: [
      ...PUBLIC_ROUTES.filter((r) => !asking.includes(r)).map((r) => withId(r)),
      '/forgot-password',
      '/admin/login',
      '/no-such-page',
    ],
  },
  {
    who: 'a customer',
    as: DEMO.customer,
    paths: [...SIGNED_IN_ROUTES, ...PUBLIC_ROUTES_ASKING_SIGN_IN, '/dashboard'].map((r) => withId(r)),
  },
  // staff's screens in two halves, one per worker
  ...[0, 1].map((half) => {
    // and the shop's purchases, the order list's second view
    const all = [...ADMIN_SCREENS, ...ADMIN_EXTRA_SCREENS.map((s) => s.screen), 'order-list?view=purchases'];
    const size = Math.ceil(all.length / 2);
    return {
      who: `staff (${half + 1} of 2)`,
      as: DEMO.admin,
      paths: all.slice(half * size, (half + 1) * size).map((s) => `/admin/${s}`),
    };
  }),
];

test.describe('accessibility (axe: no serious or critical violations; one h1)', () => {
  for (const { who, as, paths } of GROUPS) {
    test(`every screen as ${who}`, async ({ page }) => {
      test.slow(); // one story walks a dozen screens or more
      if (as) await apiSignIn(page.request, as);
      for (const [i, path] of paths.entries()) {
        await test.step(path, async () => {
          await page.goto(path);
          await expectPath(page, path);
          await settled(page);
          expect.soft(await page.getByRole('heading', { level: 1 }).count(), `${path}: its h1`).toBe(1);
          // the frame (header, menus, footer, the staff sidebar) is the same on every screen of the group:
          // the first screen is scanned whole, the others inside main
          await expectNoSeriousA11yViolations(page, `${path} (${who})`, i ? 'main' : undefined, { soft: true });
        });
      }
    });
  }
});
