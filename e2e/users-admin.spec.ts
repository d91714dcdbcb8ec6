import { DEMO, apiSignIn, apiSignUp, expect as baseExpect, screenTitle, submitSignInForm, test, tr, trIn } from './fixtures.ts';
import { newBrowserContext, randomTag } from './catalogue-helpers.ts';

/**
 * Staff's `users` screen (PRODUCT.md §3.9): an admin finds a freshly signed-up customer, suspends them
 * with a reason — the customer's open page is signed out on its next navigation and sign-in says the
 * account is suspended — then reactivates them, and the customer signs in again.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('users admin', () => {
  test('suspend signs a customer out at once; reactivation lets them back in', async ({ page, browser }) => {
    test.setTimeout(240_000);
    // ---- a customer, signed in in their own browser ----
    const customerContext = await newBrowserContext(browser);
    const customerPage = await customerContext.newPage();
    const customer = await apiSignUp(customerPage.request, { name: `E2E 정지 ${randomTag()}` });
    await apiSignIn(customerPage.request, customer);
    await customerPage.goto('/dashboard');
    await expect(customerPage).toHaveURL(/\/dashboard$/);

    // ---- staff find them ----
    await apiSignIn(page.request, DEMO.admin);
    await page.goto('/admin/users');
    await expect(screenTitle(page)).toHaveText(tr('adminScreens.users.title'), { timeout: 60_000 });
    await page.getByRole('textbox', { name: tr('adminUsers.search') }).fill(customer.email);
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toHaveCount(1);
    await row.getByText(customer.name, { exact: true }).click();
    const drawer = page.getByRole('dialog', { name: tr('adminUsers.detail.title') });
    await expect(drawer.getByRole('heading', { name: customer.name })).toBeVisible();
    await expect(page).toHaveURL(/[?&]id=/);

    // ---- suspend with a reason ----
    await drawer.getByRole('button', { name: tr('adminUsers.detail.suspend'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: tr('adminUsers.detail.suspendTitle').replace('{{name}}', customer.name) });
    await dialog.getByRole('button', { name: tr('adminUsers.detail.suspend'), exact: true }).click();
    await expect(dialog.getByText(tr('errors.required'))).toBeVisible();
    await dialog.getByRole('textbox', { name: tr('adminUsers.detail.reason') }).fill('결제 분쟁 조사 중');
    await dialog.getByRole('button', { name: tr('adminUsers.detail.suspend'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(drawer.getByText(tr('adminUsers.detail.suspendedTitle'))).toBeVisible();
    await expect(drawer.getByText('결제 분쟁 조사 중').first()).toBeVisible();
    await expect(drawer.getByText(trIn('adminUsers.audit.suspend').source.split(':')[0]!).first()).toBeVisible();

    // ---- the customer's next navigation signs them out; sign-in says suspended ----
    await customerPage.goto('/quotes');
    await expect(customerPage).toHaveURL(/\/login/);
    await submitSignInForm(customerPage, customer);
    await expect(customerPage.getByText(tr('apiErrors.SUSPENDED'))).toBeVisible();
    await expect(customerPage).toHaveURL(/\/login/);

    // ---- reactivate; they sign in again ----
    await drawer.getByRole('button', { name: tr('adminUsers.detail.reactivate'), exact: true }).click();
    await page
      .getByRole('dialog', { name: tr('adminUsers.detail.reactivateTitle') })
      .getByRole('button', { name: tr('adminUsers.detail.reactivate'), exact: true })
      .click();
    await expect(drawer.getByText(tr('adminUsers.detail.suspendedTitle'))).toBeHidden();
    await expect(drawer.getByText(tr('adminUsers.audit.reactivate'), { exact: true })).toBeVisible();
    await submitSignInForm(customerPage, customer);
    await expect(customerPage).not.toHaveURL(/\/login/);
    await customerContext.close();
  });

  test('the list and a user fit a 390 px phone', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await newBrowserContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await apiSignIn(page.request, DEMO.admin);
    await page.goto(`/admin/users?q=${encodeURIComponent(DEMO.customer.email)}`);
    await expect(screenTitle(page)).toHaveText(tr('adminScreens.users.title'), { timeout: 60_000 });
    const row = page.getByRole('row').filter({ hasText: DEMO.customer.email });
    await expect(row).toHaveCount(1);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await row.getByRole('button').first().click();
    const drawer = page.getByRole('dialog', { name: tr('adminUsers.detail.title') });
    await expect(drawer.getByRole('heading', { name: tr('adminUsers.detail.records'), exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: tr('adminUsers.detail.suspend'), exact: true })).toBeVisible();
    // in whole CSS pixels: mid-slide, the transform's arithmetic once reported 390.00001
    await expect
      .poll(async () => {
        const box = (await drawer.boundingBox())!;
        return Math.round(box.x + box.width) <= 390 && Math.round(box.x) >= 0;
      })
      .toBe(true);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await context.close();
  });
});
