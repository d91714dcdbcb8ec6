import type { Page } from '@playwright/test';
import {
  accountMenuButton,
  apiSignUp,
  expect,
  expectPath,
  header,
  mainNav,
  signInAndWait,
  test,
  tr,
  trAny,
  type Lang,
} from './fixtures.ts';

/** The header's language switch (한국어 / English). */
async function switchLanguage(page: Page, lang: Lang) {
  const name = lang === 'en' ? 'English' : '한국어';
  const group = header(page).getByRole('radiogroup', { name: trAny('common.language') });
  // Mantine's radio input is visually hidden; a user clicks its label
  await group.locator('label').filter({ hasText: name }).click();
  await expect(group.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** The page is shown in `lang`: the nav reads in that language and <html lang> says so. */
async function expectLanguage(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(mainNav(page).getByRole('link', { name: tr('nav.ingredients', lang), exact: true })).toBeVisible();
  const other: Lang = lang === 'en' ? 'ko' : 'en';
  await expect(mainNav(page).getByRole('link', { name: tr('nav.ingredients', other), exact: true })).toHaveCount(0);
}

test.describe('language', () => {
  test('the header switch changes the language, and the choice survives a reload', async ({ page }) => {
    await page.goto('/intro');
    await expectLanguage(page, 'ko');

    await switchLanguage(page, 'en');
    await expectLanguage(page, 'en');
    await expect(header(page).getByRole('link', { name: tr('nav.signIn', 'en'), exact: true })).toBeVisible();

    await page.reload();
    await expectLanguage(page, 'en');

    await switchLanguage(page, 'ko');
    await expectLanguage(page, 'ko');
    await page.reload();
    await expectLanguage(page, 'ko');
  });

  test("a signed-in customer's language choice is remembered on the account", async ({ page }) => {
    // a fresh account: the demo customer's language must stay Korean for the other stories
    const user = await apiSignUp(page.request, { preferredLanguage: 'ko' });
    await page.goto('/dashboard');
    await expect(accountMenuButton(page)).toBeVisible();
    await expectLanguage(page, 'ko');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me') && r.request().method() === 'PATCH');
    await switchLanguage(page, 'en');
    expect((await saved).ok()).toBe(true);
    await expectLanguage(page, 'en');

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: tr('nav.signOut', 'en') }).click();
    await expectPath(page, '/intro');

    // a browser that remembers nothing: Korean (the context's locale) until the account says otherwise
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expectLanguage(page, 'ko');

    await signInAndWait(page, user);
    await expectLanguage(page, 'en');
    await expect(accountMenuButton(page)).toBeVisible();
  });

  test("a language picked before signing in wins over the account's, and is saved on it", async ({ page }) => {
    const user = await apiSignUp(page.request, { preferredLanguage: 'ko' });
    await page.context().clearCookies(); // a visitor again, with an account that says Korean
    await page.goto('/intro');
    await expectLanguage(page, 'ko');
    await switchLanguage(page, 'en');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me') && r.request().method() === 'PATCH');
    await signInAndWait(page, user);
    const response = await saved;
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toEqual({ preferredLanguage: 'en' });
    await expectLanguage(page, 'en');
    await expect(accountMenuButton(page)).toBeVisible();

    // saved on the account: it stays English after a reload
    await page.reload();
    await expectLanguage(page, 'en');
    const me = await page.request.get('/api/me');
    expect(((await me.json()) as { preferredLanguage: string }).preferredLanguage).toBe('en');
  });

  test.describe('a first visit with an English browser', () => {
    test.use({ locale: 'en-US' });
    test('gets English', async ({ page }) => {
      await page.goto('/intro');
      await expectLanguage(page, 'en');
    });
  });

  test.describe('a first visit with a Korean browser', () => {
    test.use({ locale: 'ko-KR' });
    test('gets Korean', async ({ page }) => {
      await page.goto('/intro');
      await expectLanguage(page, 'ko');
    });
  });
});
