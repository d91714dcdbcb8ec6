import { expect, expectPath, mainNav, screenTitle, test, tr } from './fixtures.ts';

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker is registered at load, and /intro still opens offline with the offline banner', async ({
    page,
    context,
  }) => {
    await page.goto('/intro');
    await expect(screenTitle(page)).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    await test.step('navigator.serviceWorker.ready resolves with /service-worker.js active', async () => {
      const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
      expect(new URL(scriptURL ?? 'about:blank').pathname).toBe('/service-worker.js');
      // the worker takes control of the open page (clientsClaim), so the next load goes through it
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
        .toMatch(/\/service-worker\.js$/);
    });

    await test.step('offline, a reload is served from the cached app shell', async () => {
      await context.setOffline(true);
      await page.reload();
      await expectPath(page, '/intro');
      await expect(mainNav(page)).toBeVisible();
      await expect(screenTitle(page)).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toContainText(tr('offline.banner'));
    });

    await test.step('back online, the banner goes away', async () => {
      await context.setOffline(false);
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    });
  });
});
