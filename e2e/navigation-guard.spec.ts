import {
  ADMIN_SCREENS,
  DEMO,
  PUBLIC_ROUTES,
  PUBLIC_ROUTES_ASKING_SIGN_IN,
  SIGNED_IN_ROUTES,
  adminSidebar,
  apiSignIn,
  collectConsole,
  escapeRegExp,
  expect,
  expectPath,
  loginUrlFor,
  mainNav,
  screenTitle,
  test,
  tr,
  trAny,
  withId,
} from './fixtures.ts';

/**
 * The navigation guard, one story per row of PRODUCT.md §2. Routes are opened by their URL (a fresh
 * page load, the guard's first run); the admin walks the whole area through the sidebar, as staff do
 * (the guard runs again on every navigation). A visitor and a customer knock on three admin screens,
 * one from each end of the sidebar and one between: route-table.test.tsx proves that every admin
 * screen stands behind the same guard, and guard.test.tsx what that guard does, so opening all 24 by
 * URL twice (48 cold page loads, a fifth of this file's time) proved nothing more.
 */
const KNOCKED_ON = ['admin-dashboard', 'order-list', 'admin-firebse'] as const;
test.describe('navigation guard', () => {
  test('a visitor opening / lands on /intro', async ({ page }) => {
    await page.goto('/');
    await expectPath(page, '/intro');
    await expect(screenTitle(page)).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
  });

  test('a signed-in customer opening / lands on /dashboard', async ({ page }) => {
    await apiSignIn(page.request, DEMO.customer);
    await page.goto('/');
    await expectPath(page, '/dashboard');
    await expect(screenTitle(page)).toBeVisible();
  });

  test('a visitor opening any sign-in route is sent to /login with a redirect back', async ({ page }) => {
    test.slow(); // one story walks every route of the row
    expect(SIGNED_IN_ROUTES).toHaveLength(10);
    for (const route of SIGNED_IN_ROUTES) {
      const path = withId(route);
      await test.step(path, async () => {
        await page.goto(path);
        await expectPath(page, loginUrlFor(path));
        await expect(screenTitle(page)).toHaveText(tr('auth.signInTitle'));
      });
    }
  });

  test('a visitor opening an admin screen is sent to /login; /admin/login itself is open', async ({ page }) => {
    for (const screen of KNOCKED_ON) {
      const path = `/admin/${screen}`;
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === path);
        await expect(screenTitle(page)).toHaveText(tr('auth.signInTitle'));
        await expect(adminSidebar(page)).toHaveCount(0);
      });
    }
    await test.step('/admin/login', async () => {
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { level: 1, name: tr('auth.adminSignInTitle') })).toBeVisible();
      await expectPath(page, '/admin/login');
    });
  });

  test('a signed-in customer opening an admin screen lands on /dashboard', async ({ page }) => {
    await apiSignIn(page.request, DEMO.customer);
    for (const screen of KNOCKED_ON) {
      await test.step(`/admin/${screen}`, async () => {
        await page.goto(`/admin/${screen}`);
        await expectPath(page, '/dashboard');
        await expect(mainNav(page)).toBeVisible();
        await expect(adminSidebar(page)).toHaveCount(0);
      });
    }
  });

  test('a signed-in admin sees every admin screen with its title and the sidebar', async ({ page }) => {
    test.slow(); // one story walks every route of the row
    expect(ADMIN_SCREENS).toHaveLength(24);
    await apiSignIn(page.request, DEMO.admin);
    for (const [i, screen] of ADMIN_SCREENS.entries()) {
      const path = `/admin/${screen}`;
      const title = tr(`adminScreens.${screen}.title`);
      // a screen with work waiting says how much after its name ("샘플 의뢰 처리 대기 4건")
      const link = adminSidebar(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}(\\s\\D*\\d+\\D*)?$`) });
      await test.step(path, async () => {
        if (i === 0) await page.goto(path);
        else await link.click();
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        await expect(adminSidebar(page)).toBeVisible();
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expectPath(page, path);
      });
    }
  });

  test('when the admin lookup fails, the guard logs "permission check error" and goes to /dashboard', async ({ page }) => {
    await apiSignIn(page.request, DEMO.admin);
    const consoleMessages = collectConsole(page);
    await page.route('**/api/me', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'INTERNAL', message: 'boom' }),
          })
        : route.fallback(),
    );
    await page.goto('/admin/users');
    await expectPath(page, '/dashboard');
    await expect
      .poll(() => consoleMessages.filter((m) => m.type === 'error' && m.text.includes('permission check error')).length)
      .toBeGreaterThan(0);
    await expect(adminSidebar(page)).toHaveCount(0);
  });

  test('anything else continues: every public route renders for a visitor, without a redirect', async ({ page }) => {
    test.slow(); // 21 fresh page loads: every screen is opened by its URL
    expect(PUBLIC_ROUTES).toHaveLength(21);
    const asking: readonly string[] = PUBLIC_ROUTES_ASKING_SIGN_IN;
    for (const route of PUBLIC_ROUTES) {
      const path = withId(route);
      await test.step(path, async () => {
        await page.goto(path);
        if (asking.includes(route)) {
          // one customer's own business: the screen itself asks a visitor to sign in, and comes back here
          await expectPath(page, loginUrlFor(path));
          await expect(screenTitle(page)).toHaveText(trAny('auth.signInTitle'));
          return;
        }
        await expect(screenTitle(page)).toBeVisible();
        await expect(mainNav(page)).toBeVisible();
        // a screen for one record may say that record does not exist; a fixed route never 404s
        if (!route.includes(':id')) await expect(screenTitle(page)).not.toHaveText(trAny('notFound.title'));
        await expectPath(page, path);
      });
    }
  });

  test('an unknown path shows the not-found page, for a visitor and inside the admin area', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(screenTitle(page)).toHaveText(tr('notFound.title'));
    await expect(mainNav(page)).toBeVisible();
    await expectPath(page, '/no-such-page');

    await apiSignIn(page.request, DEMO.admin);
    await page.goto('/admin/no-such-screen');
    await expect(screenTitle(page)).toHaveText(tr('notFound.title'));
    await expect(adminSidebar(page)).toBeVisible();
    await expectPath(page, '/admin/no-such-screen');
  });
});
