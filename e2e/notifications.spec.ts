import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  DEMO,
  adminSidebar,
  apiSignIn,
  apiSignUp,
  expect,
  expectPath,
  header,
  screenTitle,
  settled,
  test,
  tr,
} from './fixtures.ts';
import { ingredientId, newBrowserContext, randomTag, trf } from './catalogue-helpers.ts';

/**
 * Notifications across the pipeline: a staff step reaches the customer's bell, the list opens the
 * record and the badge counts down; the recipe screen shows what was requested with it; e-mail
 * preferences are kept; staff see their pending work beside the pipeline screens.
 *
 * The sample request needs a confirmed e-mail address, which only the demo customer has here: its
 * counts are read before and compared after, never assumed.
 */

const origin = () => ({ origin: test.info().project.use.baseURL ?? '' });

/** The header's bell; its accessible name carries the unread count. */
const bell = (page: Page) => header(page).getByTestId('notification-bell');

/** The bell's label for `n` unread notifications. */
const bellLabel = (n: number) => (n === 0 ? tr('notifications.title') : trf('notifications.bellUnread_other', { count: n }));

async function unreadOnBell(b: Locator): Promise<number> {
  const label = (await b.getAttribute('aria-label')) ?? '';
  return label === tr('notifications.title') ? 0 : Number(/(\d+)/.exec(label)?.[1] ?? NaN);
}

async function post(api: APIRequestContext, path: string, data: unknown) {
  const res = await api.post(path, { data, headers: origin() });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** A usable recipe (100 %) of the signed-in user of `api`. */
async function usableRecipe(api: APIRequestContext, name: string): Promise<string> {
  const lines = [
    { ingredientId: await ingredientId(api, 'Water'), percent: 90, phase: 'A', note: '' },
    { ingredientId: await ingredientId(api, 'Glycerin'), percent: 10, phase: 'A', note: '' },
  ];
  const recipe = (await post(api, '/api/recipes', { name, productType: 'toner', lines })) as { id: string; valid: boolean };
  expect(recipe.valid).toBe(true);
  return recipe.id;
}

test.describe('notifications', () => {
  test('a staff step reaches the customer: badge, list, the record, and the badge counts down', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await apiSignIn(page.request, DEMO.customer);
    const recipeId = await usableRecipe(page.request, `E2E 알림 토너 ${randomTag()}`);
    const sample = (await post(page.request, '/api/sample-requests', {
      recipeId,
      quantity: 2,
      shipping: {
        recipient: '김포뮬',
        phone: '010-1234-5678',
        postalCode: '04524',
        address: '서울 중구 세종대로 110',
        detail: '',
      },
    })) as { id: string; ref: string; version: number };

    // staff start reviewing it: the customer is notified
    const staff = await newBrowserContext(browser);
    try {
      await apiSignIn(staff.request, DEMO.admin);
      await post(staff.request, `/api/admin/sample-requests/${sample.id}/transitions`, {
        action: 'review',
        version: sample.version,
      });
    } finally {
      await staff.close();
    }

    // the recipe screen lists the request with the revision it pinned, and offers the next requests
    await page.goto(`/recipes/${recipeId}`);
    await settled(page);
    const trace = page.getByRole('region', { name: tr('workflow.traceability.title') });
    await expect(trace.getByRole('link', { name: sample.ref })).toHaveAttribute('href', `/sampleOrder/${sample.id}`);
    await expect(trace.getByText(trf('workflow.traceability.revision', { n: 1 }))).toBeVisible();
    await expect(trace.getByText(tr('workflow.states.sample.reviewing'))).toBeVisible();
    await expect(trace.getByRole('link', { name: tr('workflow.traceability.requestSample') })).toHaveAttribute(
      'href',
      `/new-sample?recipe=${recipeId}`,
    );
    await expect(trace.getByRole('link', { name: tr('workflow.traceability.requestQuote') })).toHaveAttribute(
      'href',
      `/quotes?new=1&recipe=${recipeId}`,
    );

    await page.goto('/dashboard');
    await settled(page);
    await expect(bell(page)).toHaveAttribute('aria-label', /\d/);
    const before = await unreadOnBell(bell(page));
    expect(before).toBeGreaterThanOrEqual(1);

    await bell(page).click();
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('dialog', { name: tr('notifications.title') });
    const item = list.getByTestId('notification-item').filter({ hasText: sample.ref });
    await expect(item).toHaveText(
      new RegExp(
        trf('notifications.message', {
          subject: tr('workflow.subjects.sample'),
          ref: sample.ref,
          state: tr('workflow.states.sample.reviewing'),
        }),
      ),
    );
    // unread: marked for the eye and for screen readers
    await expect(item).toHaveAttribute('data-unread', '');
    await expect(item).toContainText(tr('notifications.unread'));

    await item.click();
    await expectPath(page, `/sampleOrder/${sample.id}`);
    await expect(list).toBeHidden();
    await expect(bell(page)).toHaveAttribute('aria-label', bellLabel(before - 1));
    // and it stays read after a reload
    await page.reload();
    await expect(bell(page)).toHaveAttribute('aria-label', bellLabel(before - 1));
  });

  test('the bell is keyboard-reachable and empty for a new customer; "mark all read" is off then', async ({ page }) => {
    await apiSignUp(page.request);
    await page.goto('/dashboard');
    await settled(page);
    await expect(bell(page)).toHaveAttribute('aria-label', tr('notifications.title'));
    await bell(page).focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog', { name: tr('notifications.title') });
    await expect(list.getByText(tr('notifications.empty'))).toBeVisible();
    await expect(list.getByRole('button', { name: tr('notifications.markAllRead') })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });

  test('a visitor has no bell', async ({ page }) => {
    await page.goto('/intro');
    await expect(screenTitle(page)).toBeVisible();
    await settled(page);
    await expect(bell(page)).toHaveCount(0);
  });

  test('e-mail preferences: a switch turned off stays off after a reload', async ({ page }) => {
    test.setTimeout(60_000);
    await apiSignUp(page.request);
    await page.goto('/account-settings');
    await settled(page);
    const section = page.getByRole('region', { name: tr('settings.notificationEmails.title') });
    const quotes = section.getByRole('switch', { name: tr('settings.notificationEmails.quotes') });
    await expect(quotes).toBeChecked();
    await quotes.click({ force: true });
    await expect(quotes).not.toBeChecked();
    await section.getByRole('button', { name: tr('common.save') }).click();
    await expect(page.getByText(tr('settings.saved'))).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(quotes).not.toBeChecked();
    await expect(section.getByRole('switch', { name: tr('settings.notificationEmails.samples') })).toBeChecked();
    const saved = await page.request.get('/api/me/notification-emails');
    expect(await saved.json()).toEqual({ samples: true, quotes: false, orders: true, compliance: true });
  });

  test('staff see the work waiting for them beside the pipeline screens, and a bell', async ({ page }) => {
    await apiSignIn(page.request, DEMO.admin);
    const counts = (await (await page.request.get('/api/admin/pipeline/counts')).json()) as Record<string, { total: number }>;
    await page.goto('/admin/admin-dashboard');
    await settled(page);
    const sidebar = adminSidebar(page);
    const samples = sidebar.getByRole('link', { name: new RegExp(`^${tr('adminScreens.sample-requests.title')}`) });
    // the demo data has sample requests waiting for staff
    expect(counts.samples!.total).toBeGreaterThan(0);
    await expect(samples).toContainText(trf('adminPipeline.pending_other', { count: counts.samples!.total }));
    await expect(page.getByTestId('notification-bell')).toBeVisible();
  });
});
