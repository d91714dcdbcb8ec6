import type { Page } from '@playwright/test';
import {
  DEMO,
  accountMenuButton,
  expect,
  expectPath,
  header,
  sessionEmail,
  signIn,
  signInAndWait,
  submitSignInForm,
  test,
  tr,
  trAny,
  trIn,
  uniqueEmail,
} from './fixtures.ts';

/** The sign-up form's fields, by their (Korean) labels. */
function signUpForm(page: Page) {
  const label = (key: string) => page.getByRole('main').getByRole('textbox', { name: tr(key), exact: true });
  return {
    email: label('auth.email'),
    password: label('auth.password'),
    name: label('auth.name'),
    company: label('auth.companyName'),
    phone: label('auth.phone'),
    brn: label('auth.brn'),
    terms: page.getByRole('checkbox', { name: tr('auth.acceptTerms') }),
    privacy: page.getByRole('checkbox', { name: tr('auth.acceptPrivacy') }),
    submit: page.getByRole('button', { name: tr('auth.createAccount') }),
  };
}

test.describe('accounts', () => {
  test('a visitor opening /account-settings signs in and is taken back there', async ({ page }) => {
    await page.goto('/account-settings');
    await expectPath(page, '/login?redirect=%2Faccount-settings');
    await submitSignInForm(page, DEMO.customer);
    await expectPath(page, '/account-settings');
    await expect(accountMenuButton(page)).toBeVisible();
  });

  test('an open-redirect attempt after sign-in lands on /dashboard, not on another site', async ({ page }) => {
    const ownHost = new URL(test.info().project.use.baseURL!).host;
    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      await test.step(`redirect=${target}`, async () => {
        await signIn(page, DEMO.customer, `/login?redirect=${encodeURIComponent(target)}`);
        await expectPath(page, '/dashboard');
        expect(new URL(page.url()).host).toBe(ownHost);
        await expect(accountMenuButton(page)).toBeVisible();
      });
    }
  });

  test('a new customer signs up, signs out and signs in again', async ({ page }) => {
    const user = { email: uniqueEmail('signup'), password: 'Fresh-start-2026' };

    await test.step('sign up with every required field and both consents', async () => {
      await page.goto('/signup');
      const form = signUpForm(page);
      await form.email.fill(user.email);
      await form.password.fill(user.password);
      await form.name.fill('김테스트');
      await form.company.fill('테스트 코스메틱');
      await form.phone.fill('010-2345-6789');
      await form.terms.check();
      await form.privacy.check();
      await expect(form.submit).toBeEnabled();
      await form.submit.click();
      await expectPath(page, '/dashboard');
      await expect(accountMenuButton(page)).toBeVisible();
      expect(await sessionEmail(page.request)).toBe(user.email);
    });

    await test.step('sign out from the account menu', async () => {
      await accountMenuButton(page).click();
      await page.getByRole('menuitem', { name: tr('nav.signOut') }).click();
      await expectPath(page, '/intro');
      await expect(header(page).getByRole('link', { name: tr('nav.signIn') })).toBeVisible();
      await expect(accountMenuButton(page)).toHaveCount(0);
      expect(await sessionEmail(page.request)).toBeNull();
    });

    await test.step('sign in again with the same credentials', async () => {
      await signInAndWait(page, user);
      await expect(accountMenuButton(page)).toBeVisible();
      expect(await sessionEmail(page.request)).toBe(user.email);
    });
  });

  test('submitting the sign-up form empty shows translated field errors and creates nothing', async ({ page }) => {
    const signUpCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/sign-up')) signUpCalls.push(r.url());
    });
    await page.goto('/signup');
    const form = signUpForm(page);
    await expect(form.submit).toBeEnabled();
    await form.submit.click();

    for (const field of [form.email, form.name, form.company, form.phone]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(trIn('errors.required'));
    }
    // an empty password is too short: its own message, linked to the field
    await expect(form.password).toHaveAccessibleDescription(trIn('errors.passwordTooShort'));
    await expect(page.getByText(tr('errors.consentRequired')).first()).toBeVisible();
    // no raw translation keys leak onto the screen
    await expect(page.getByRole('main')).not.toContainText('errors.');
    await expectPath(page, '/signup');
    expect(signUpCalls).toEqual([]);
    expect(await sessionEmail(page.request)).toBeNull();
  });

  test('an invalid business registration number shows its field error', async ({ page }) => {
    await page.goto('/signup');
    const form = signUpForm(page);
    await form.brn.fill('123-45-67890');
    await form.brn.blur();
    await expect(form.brn).toHaveAttribute('aria-invalid', 'true');
    await expect(form.brn).toHaveAccessibleDescription(trIn('errors.brn'));
    await expect(page.getByText(tr('errors.brn'))).toBeVisible();
  });

  test('the staff sign-in refuses a customer, who is not left signed in', async ({ page }) => {
    await signIn(page, DEMO.customer, '/admin/login');
    await expect(page.getByRole('alert').filter({ hasText: tr('auth.notAdmin') })).toBeVisible();
    await expectPath(page, '/admin/login');
    expect(await sessionEmail(page.request)).toBeNull();
    await page.goto('/dashboard');
    await expect(header(page).getByRole('link', { name: trAny('nav.signIn') })).toBeVisible();
  });

  test('the staff sign-in takes an admin to the admin dashboard', async ({ page }) => {
    await signIn(page, DEMO.admin, '/admin/login');
    await expectPath(page, '/admin/admin-dashboard');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: tr('adminScreens.admin-dashboard.title') }),
    ).toBeVisible();
    expect(await sessionEmail(page.request)).toBe(DEMO.admin.email);
  });
});
