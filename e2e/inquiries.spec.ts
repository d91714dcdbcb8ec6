import type { Locator, Page } from '@playwright/test';
import {
  DEMO,
  apiSignIn,
  escapeRegExp,
  expect as baseExpect,
  expectPath,
  loginUrlFor,
  screenTitle,
  test,
  tr,
} from './fixtures.ts';
import { newBrowserContext, randomTag } from './catalogue-helpers.ts';

/**
 * Inquiries (PRODUCT.md §3.8) from both sides: the demo customer asks a question with a picture,
 * staff answer it in the admin queue, the customer reads the answer and writes a follow-up, which
 * opens the inquiry again; a visitor sends a partnership proposal, staff review and accept it.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

/** A 1 × 1 PNG: a real picture, checked by content on the server. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const badge = (scope: Page | Locator, subject: string, state: string) =>
  scope.getByText(tr(`workflow.states.${subject}.${state}`), { exact: true }).first();

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('inquiries', () => {
  test('a customer asks with a picture; staff answer; the customer reads it and follows up, reopening it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const title = `E2E ${randomTag()} 샘플 용기 문의`;
    await apiSignIn(page.request, DEMO.customer);

    // ---- the customer writes ----
    await page.goto('/support');
    await expect(screenTitle(page)).toHaveText(tr('screens.support.title'), { timeout: 60_000 });
    await page
      .getByRole('button', { name: tr('support.new') })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: tr('support.form.heading') });
    await choose(page, form, tr('support.form.category'), tr('support.categories.sample'));
    await form.getByRole('textbox', { name: tr('support.form.title') }).fill(title);
    await form
      .getByRole('textbox', { name: tr('support.form.body') })
      .fill('에어리스 용기로 바꿀 수 있을까요? 사진을 첨부합니다.');
    await form.locator('input[type=file]').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('list', { name: tr('support.attach.chosen') }).getByText('label.png')).toBeVisible();
    await form.getByRole('button', { name: tr('support.form.send') }).click();

    // the new inquiry opens, waiting for an answer
    const detail = page.getByRole('dialog', { name: title });
    await expect(detail).toBeVisible();
    await expect(badge(detail, 'inquiry', 'open')).toBeVisible();
    await expect(detail.getByRole('img', { name: 'label.png' })).toBeVisible();
    const id = new URL(page.url()).searchParams.get('id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const ref = (await detail.getByText(/^I-\d{6}$/).textContent())!;

    // ---- staff answer it ----
    const staffContext = await newBrowserContext(browser);
    const staff = await staffContext.newPage();
    await apiSignIn(staff.request, DEMO.admin);
    await staff.goto(`/admin/customer-inquiries?q=${encodeURIComponent(ref)}`);
    await expect(screenTitle(staff)).toHaveText(tr('adminScreens.customer-inquiries.title'), { timeout: 60_000 });
    await staff.getByRole('button', { name: ref, exact: true }).click();
    const drawer = staff.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: ref })).toBeVisible();
    await expect(drawer.getByText(title)).toBeVisible();
    await expect(drawer.getByRole('img', { name: 'label.png' })).toBeVisible();
    await drawer.getByRole('textbox', { name: tr('adminInquiries.detail.answerLabel') }).fill('네, 에어리스 30 ml로 가능합니다.');
    await drawer.getByRole('button', { name: tr('adminInquiries.detail.send') }).click();
    await expect(badge(drawer, 'inquiry', 'answered')).toBeVisible();
    await staffContext.close();

    // ---- the customer reads the answer and follows up ----
    await page.goto(`/support?id=${id}`);
    const again = page.getByRole('dialog', { name: title });
    await expect(again.getByText('네, 에어리스 30 ml로 가능합니다.')).toBeVisible();
    await expect(badge(again, 'inquiry', 'answered')).toBeVisible();
    await expect(again.getByText(tr('support.thread.staff'), { exact: true })).toBeVisible();
    await again.getByRole('textbox', { name: tr('support.detail.replyLabel') }).fill('단가도 같은가요?');
    await again.getByRole('button', { name: tr('support.detail.send'), exact: true }).click();
    await expect(badge(again, 'inquiry', 'open')).toBeVisible();
    await expect(again.getByTestId('inquiry-message')).toHaveCount(3);

    // the list shows it under the open tab
    await page.goto('/support?state=open');
    await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(ref)) })).toBeVisible();
  });

  test('a visitor proposes a partnership; staff review and accept it', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const company = `E2E Partner ${randomTag()}`;

    // /partnership keeps the brief's sign-in; /partners is open to everyone
    await page.goto('/partnership');
    await expectPath(page, loginUrlFor('/partnership'), 15_000);
    await page.goto('/partners');
    await expect(screenTitle(page)).toHaveText(tr('screens.partnership.title'), { timeout: 60_000 });
    await page.getByRole('textbox', { name: tr('support.partnership.company') }).fill(company);
    await page.getByRole('textbox', { name: tr('support.partnership.contactName') }).fill('박서준');
    await page.getByRole('textbox', { name: tr('support.partnership.email') }).fill('partner@e2e.example');
    await choose(page, page, tr('support.partnership.type'), tr('support.partnershipTypes.distribution'));
    await page.getByRole('textbox', { name: tr('support.partnership.proposal') }).fill('베트남 유통을 제안드립니다.');
    await page.getByRole('button', { name: tr('support.partnership.send') }).click();
    const sent = page.getByRole('status').filter({ hasText: tr('support.partnership.sentTitle') });
    await expect(sent).toBeVisible();
    const ref = /PT-\d{6}/.exec((await sent.textContent())!)![0];

    const staffContext = await newBrowserContext(browser);
    const staff = await staffContext.newPage();
    await apiSignIn(staff.request, DEMO.admin);
    await staff.goto(`/admin/partner-inquiries?q=${encodeURIComponent(company)}`);
    await expect(screenTitle(staff)).toHaveText(tr('adminScreens.partner-inquiries.title'), { timeout: 60_000 });
    await staff.getByRole('button', { name: ref, exact: true }).click();
    const drawer = staff.getByRole('dialog');
    await expect(drawer.getByText(company)).toBeVisible();
    await expect(badge(drawer, 'partnership', 'new')).toBeVisible();
    await drawer.getByRole('button', { name: tr('workflow.actions.partnership.review'), exact: true }).click();
    await expect(badge(drawer, 'partnership', 'reviewing')).toBeVisible();
    await drawer.getByRole('button', { name: tr('workflow.actions.partnership.accept'), exact: true }).click();
    const confirm = staff.getByRole('dialog', { name: tr('workflow.actions.partnership.accept') });
    await confirm.getByRole('button', { name: tr('workflow.actions.partnership.accept'), exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(badge(drawer, 'partnership', 'accepted')).toBeVisible();
    await staffContext.close();
  });
});
