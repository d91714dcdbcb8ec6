import { DEMO, apiSignIn, expectFitsWidth, expectPath, settled, test } from './fixtures.ts';

/**
 * The staff lists on the narrowest common phone (360 px): every column they keep fits, and what a
 * narrow screen hides stands under the row's name (decision: an admin table never scrolls sideways,
 * docs/ARCHITECTURE.md). One story, the screens opened in turn, so a regression names its screen.
 */
const SCREENS = [
  '/admin/payments',
  '/admin/admin-product',
  '/admin/admin-IR',
  '/admin/users',
  '/admin/materials',
  '/admin/admin-submaterials',
  '/admin/admin-ingredients',
  '/admin/sample-requests',
  // not a list: the bulk recipe import's column guide, a table that once scrolled sideways
  '/admin/admin-bulk-recipe',
];

test('staff lists fit a 360 px phone', async ({ page }) => {
  await apiSignIn(page.request, DEMO.admin);
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of SCREENS) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectPath(page, path);
      await settled(page);
      // the list's first row is drawn
      await page.getByRole('main').getByRole('row').nth(1).waitFor();
      await expectFitsWidth(page, 360);
    });
  }
});
