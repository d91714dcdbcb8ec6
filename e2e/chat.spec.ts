import type { Page } from '@playwright/test';
import { DEMO, DEMO_SHIPPING, apiSignIn, expect as baseExpect, originHeader, screenTitle, test, tr } from './fixtures.ts';
import { newBrowserContext, randomTag } from './catalogue-helpers.ts';

/**
 * Chat and live status (issue 13) with two people at once: the demo customer in one browser, staff
 * in another. Messages go both ways without a reload, with typing, read receipts and the unread
 * badge; a reload keeps the conversation; a status change made by staff reaches the customer's open
 * page as it happens. The demo customer is used because only a confirmed e-mail may write to staff.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

const launcher = (page: Page) => page.getByTestId('chat-launcher');
const panel = (page: Page) => page.getByTestId('chat-panel');
const log = (page: Page) => page.getByTestId('chat-log');

async function send(page: Page, scope: ReturnType<Page['getByTestId']>, text: string) {
  const box = scope.getByRole('textbox', { name: tr('chat.message') });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test.describe('chat', () => {
  test('a customer and staff talk live, both ways; the conversation survives a reload', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const tag = randomTag();
    await apiSignIn(page.request, DEMO.customer);
    await page.goto('/dashboard');
    await launcher(page).click();
    await expect(panel(page)).toBeVisible({ timeout: 60_000 });
    await expect(panel(page).getByText(tr('chat.title'))).toBeVisible();

    const question = `샘플 배송 일정 문의 ${tag}`;
    await send(page, panel(page), question);
    await expect(log(page).getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
    await expect(panel(page).getByTestId('chat-pending')).toHaveCount(0);

    // ---- staff open the conversation and answer ----
    const staffContext = await newBrowserContext(browser);
    const staff = await staffContext.newPage();
    await apiSignIn(staff.request, DEMO.admin);
    await staff.goto('/admin/chats?filter=all');
    await expect(screenTitle(staff)).toHaveText(tr('adminScreens.chats.title'), { timeout: 60_000 });
    await staff.getByTestId('chat-row').filter({ hasText: question }).first().click();
    await expect(staff.getByTestId('chat-log').getByText(question)).toBeVisible();
    // the customer's open work is beside it
    await expect(staff.getByRole('complementary', { name: tr('adminChats.work') })).toBeVisible();

    // typing reaches the customer, then the answer, without a reload
    const answer = `내일 오전 출고 예정입니다 ${tag}`;
    const staffBox = staff.getByRole('textbox', { name: tr('chat.message') });
    await staffBox.fill('내일');
    await expect(panel(page).getByTestId('chat-typing')).toBeVisible();
    await staffBox.fill(answer);
    await staffBox.press('Enter');
    await expect(log(page).getByText(answer)).toBeVisible();
    // the customer has it open, so staff see it read
    await expect(staff.getByTestId('chat-read')).toBeVisible();

    // the customer answers; staff see it arrive
    const thanks = `감사합니다! ${tag}`;
    await send(page, panel(page), thanks);
    await expect(staff.getByTestId('chat-log').getByText(thanks)).toBeVisible();

    // ---- with the panel closed, a new answer shows as an unread count on the button ----
    await panel(page)
      .getByRole('button', { name: tr('chat.close') })
      .click();
    await expect(panel(page)).toBeHidden();
    const later = `송장 번호는 문자로 보내드릴게요 ${tag}`;
    await staffBox.fill(later);
    await staffBox.press('Enter');
    await expect(launcher(page)).toHaveAttribute('aria-label', tr('chatLauncher.unread', 'ko').replace('{{count}}', '1'));

    // ---- a reload keeps everything; opening reads it ----
    await page.reload();
    await launcher(page).click();
    for (const text of [question, answer, thanks, later]) await expect(log(page).getByText(text)).toBeVisible();
    await expect(launcher(page)).toHaveAttribute('aria-label', tr('chatLauncher.open'));

    // ---- staff close the conversation; the customer is told, and writing again reopens it ----
    await staff.getByTestId('chat-state').click();
    await staff
      .getByRole('dialog')
      .getByRole('button', { name: tr('adminChats.close') })
      .click();
    await expect(panel(page).getByText(tr('chat.closedNote'))).toBeVisible();
    await send(page, panel(page), `한 가지 더요 ${tag}`);
    await expect(panel(page).getByText(tr('chat.closedNote'))).toBeHidden();
    await expect(staff.getByTestId('chat-state')).toHaveText(tr('adminChats.close'));
    await staffContext.close();
  });

  test("a staff member's status change reaches the customer's open page without a reload", async ({ page, browser }) => {
    test.setTimeout(180_000);
    await apiSignIn(page.request, DEMO.customer);
    // a fresh sample request of the demo customer's usable recipe
    const recipes = await page.request.get('/api/recipes?q=%EC%88%98%EB%B6%84');
    const recipe = ((await recipes.json()) as { items: { id: string; name: string; valid?: boolean }[] }).items.find(
      (r) => r.name === '온담 수분 앰플',
    );
    expect(recipe, 'the demo customer has a usable recipe').toBeDefined();
    const created = await page.request.post('/api/sample-requests', {
      headers: originHeader(),
      data: {
        recipeId: recipe!.id,
        quantity: 10,
        shipping: DEMO_SHIPPING,
        note: `live status ${randomTag()}`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const sample = (await created.json()) as { id: string; ref: string; version: number };
    // the page's event stream is open before staff act: a change made while the page was still opening
    // its stream is not replayed to a new page (its data, read just before, may already have it or not)
    const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events', { timeout: 60_000 });
    await page.goto(`/sampleOrder/${sample.id}`);
    await expect(page.getByRole('main').getByText(tr('workflow.states.sample.submitted'), { exact: true }).first()).toBeVisible({
      timeout: 60_000,
    });
    await stream;

    const staffContext = await newBrowserContext(browser);
    await apiSignIn(staffContext.request, DEMO.admin);
    const moved = await staffContext.request.post(`/api/admin/sample-requests/${sample.id}/transitions`, {
      headers: originHeader(),
      data: { action: 'review', version: sample.version },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await staffContext.close();

    // the open page shows the new state and says so, with no reload
    await expect(page.getByRole('main').getByText(tr('workflow.states.sample.reviewing'), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(tr('live.statusTitle'))).toBeVisible();
  });
});
