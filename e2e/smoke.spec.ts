import { test, expect } from './fixtures.ts';

test('a visitor opening / lands on the intro page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/intro$/);
});
