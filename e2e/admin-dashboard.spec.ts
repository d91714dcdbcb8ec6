import { appContext, DEMO, apiSignIn, expect as baseExpect, screenTitle, test, tr } from './fixtures.ts';

/**
 * The admin dashboard (issue 14): every waiting-work count it shows is the count of the queue its link
 * opens — the sample requests per state and the unread chats — and it reaches a phone. Other stories
 * add sample requests and chat messages while this one runs, so each queue is compared with the
 * dashboard's answer read at the same moment (polled until both agree).
 */
const expect = baseExpect.configure({ timeout: 30_000 });

test('the dashboard counts match the queues they open', async ({ page }) => {
  test.setTimeout(180_000);
  await apiSignIn(page.request, DEMO.admin);
  await page.goto('/admin/admin-dashboard');
  await expect(screenTitle(page)).toHaveText(tr('adminScreens.admin-dashboard.title'), { timeout: 60_000 });

  // the sample requests card: one link per state waiting for staff, each with its count
  const card = page.getByTestId('pending-samples');
  const total = Number(await card.getByTestId('pending-samples-count').textContent());
  const links = card.getByRole('link').filter({ has: page.locator('b') });
  const n = await links.count();
  expect(n).toBeGreaterThan(0);
  let sum = 0;
  const dashboard = async () =>
    (await (await page.request.get('/api/admin/dashboard')).json()) as {
      pending: { chats: number; pipeline: { samples: { byState: Record<string, number> } } };
    };
  const numberIn = async (text: Promise<string | null>) => Number(/\d+/.exec((await text) ?? '')?.[0] ?? NaN);
  for (let i = 0; i < n; i++) {
    const link = card
      .getByRole('link')
      .filter({ has: page.locator('b') })
      .nth(i);
    const count = Number(await link.locator('b').textContent());
    const href = (await link.getAttribute('href'))!;
    const state = new URL(href, 'http://x').searchParams.get('state')!;
    sum += count;
    await link.click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/sample-requests' && u.searchParams.get('state') === state);
    // the queue's tab for that state carries the dashboard's number
    const tab = page.getByRole('tab', { name: new RegExp(tr(`workflow.states.sample.${state}`)) });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(
        async () => (await numberIn(tab.textContent())) === ((await dashboard()).pending.pipeline.samples.byState[state] ?? 0),
      )
      .toBe(true);
    await page.goBack();
    await expect(card.getByTestId('pending-samples-count')).toBeVisible();
  }
  // the card's total is the sum of its states (one answer, read once)
  expect(sum).toBe(total);

  // unread chats: the number beside "chats" is the unread filter's count
  const support = page.getByTestId('pending-support');
  const chats = support.getByRole('link', { name: new RegExp(tr('adminDashboard.chats')) });
  await expect(chats.locator('b')).toHaveText(/^\d+$/);
  await chats.click();
  await expect(page).toHaveURL((u) => u.pathname === '/admin/chats' && u.searchParams.get('filter') === 'unread');
  await expect.poll(async () => (await page.getByTestId('chat-row').count()) === (await dashboard()).pending.chats).toBe(true);
});

test('the dashboard fits a phone', async ({ browser }) => {
  const context = await appContext(browser, { viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  const page = await context.newPage();
  await apiSignIn(page.request, DEMO.admin);
  await page.goto('/admin/admin-dashboard');
  await expect(page.getByTestId('pending-samples')).toBeVisible({ timeout: 60_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
