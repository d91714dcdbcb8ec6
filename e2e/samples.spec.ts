import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_SHIPPING,
  apiSignIn,
  apiSignUp,
  escapeRegExp,
  expect as baseExpect,
  loginUrlFor,
  expectPath,
  screenTitle,
  test,
  tr,
  expectAccessible,
  showInEnglish,
} from './fixtures.ts';
import { newBrowserContext, randomTag, trf } from './catalogue-helpers.ts';
import { adminRequest, call } from './content-helpers.ts';

/**
 * Sample requests (PRODUCT.md §3.4) from both sides: the demo customer requests a sample of their
 * usable recipe; staff review it, set a fee, record the payment and ship it with a tracking number;
 * the customer follows every step on the timeline and marks it delivered — in Korean, then with the
 * screen switched to English. Each side is a story of its own, starting from a request the API took
 * to where that story begins. The demo customer is used because requests reach staff only from a
 * confirmed e-mail address; each story adds one request, found by its own reference.
 */

/** The machine these stories run on is shared and often busy: wait for the server a little longer. */
const expect = baseExpect.configure({ timeout: 30_000 });

const ID_PATH = /^\/sampleOrder\/[0-9a-f-]{36}$/;
const USABLE = '온담 수분 앰플';
const DRAFT = '온담 비타C 세럼 (작업 중)';
/** a demo recipe at 100 % with phenoxyethanol over the leave-on limit */
const OVER_LIMIT = '온담 트러블 케어 토너 (검토 필요)';

const stateBadge = (scope: Page | Locator, state: string, lang: 'ko' | 'en' = 'ko') =>
  scope.getByText(tr(`workflow.states.sample.${state}`, lang), { exact: true }).first();
const action = (scope: Page | Locator, name: string, lang: 'ko' | 'en' = 'ko') =>
  scope.getByRole('button', { name: tr(`workflow.actions.sample.${name}`, lang), exact: true });
const timeline = (page: Page, lang: 'ko' | 'en' = 'ko') =>
  page.getByRole('region', { name: tr('workflow.timeline.title', lang) });

/** The demo customer's usable recipe's id, read through `request` (signed in as the demo customer). */
async function usableRecipeId(request: APIRequestContext): Promise<string> {
  const { items } = await call<{ items: { id: string; name: string }[] }>(
    request,
    'GET',
    `/api/recipes?q=${encodeURIComponent(USABLE)}&limit=5`,
  );
  const found = items.find((r) => r.name === USABLE);
  expect(found, `the demo customer's recipe ${USABLE}`).toBeTruthy();
  return found!.id;
}

type Sample = { id: string; ref: string; version: number };

/**
 * A request of the demo customer's usable recipe, made through the API and taken by staff through
 * `steps` (each an action of the sample machine with what it needs): what the stories below start
 * from when the screens that made it are another story's.
 */
async function sampleThrough(browser: Browser, note: string, steps: Record<string, unknown>[]): Promise<Sample> {
  const customer = await newBrowserContext(browser);
  const staff = await newBrowserContext(browser);
  try {
    await apiSignIn(customer.request, DEMO.customer);
    await apiSignIn(staff.request, DEMO.admin);
    let sample = await call<Sample>(customer.request, 'POST', '/api/sample-requests', {
      recipeId: await usableRecipeId(customer.request),
      quantity: 12,
      shipping: DEMO_SHIPPING,
      note,
    });
    for (const step of steps)
      sample = await call<Sample>(
        staff.request,
        'POST',
        `/api/admin/sample-requests/${sample.id}/transitions`,
        {
          ...step,
          version: sample.version,
        },
        200,
      );
    return sample;
  } finally {
    await customer.close();
    await staff.close();
  }
}

test.describe('sample requests', () => {
  // each story opens a screen or two cold (the staff ones load the admin chunks) and scans it with axe
  test.describe.configure({ timeout: 90_000 });

  test('a customer requests a sample of a usable recipe; a draft cannot be chosen', async ({ page }) => {
    const note = `E2E ${randomTag()}: 무향으로 부탁드립니다`;
    await apiSignIn(page.request, DEMO.customer);

    await page.goto('/new-sample');
    // the story's first screen, opened cold
    await expect(screenTitle(page)).toHaveText(tr('screens.newSample.title'), { timeout: 60_000 });
    const recipe = page.getByRole('textbox', { name: tr('samples.form.recipe') });
    await recipe.click();
    // the draft is listed, but cannot be chosen, and says why
    const draft = page.getByRole('option', { name: new RegExp(escapeRegExp(DRAFT)) });
    await expect(draft).toHaveAttribute('data-combobox-disabled', 'true');
    await expect(draft).toContainText(tr('samples.form.recipeTotalOff').replace('{{total}}', '92'));
    // one at 100 % with a line over its limit says that, not the total
    const overLimit = page.getByRole('option', { name: new RegExp(escapeRegExp(OVER_LIMIT)) });
    await expect(overLimit).toHaveAttribute('data-combobox-disabled', 'true');
    await expect(overLimit).toContainText(tr('samples.form.recipeOverLimit'));
    await recipe.fill('수분');
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(USABLE)}`) }).click();
    await expect(recipe).toHaveValue(USABLE);
    // recipient and phone come from the profile
    await expect(page.getByRole('textbox', { name: tr('samples.form.recipient') })).not.toHaveValue('');
    await page.getByRole('textbox', { name: tr('samples.form.quantity') }).fill('12');
    await page.getByRole('textbox', { name: tr('samples.form.postalCode') }).fill('06236');
    await page.getByRole('textbox', { name: tr('samples.form.address'), exact: true }).fill('서울특별시 강남구 테헤란로 123');
    await page.getByRole('textbox', { name: tr('samples.form.note') }).fill(note);
    await page.getByRole('button', { name: tr('samples.form.submit') }).click();

    await expect(page).toHaveURL((url) => ID_PATH.test(url.pathname));
    await expect(screenTitle(page)).toHaveText(/^S-\d{6}$/);
    const ref = (await screenTitle(page).textContent())!;
    await expect(stateBadge(page.getByRole('main'), 'submitted')).toBeVisible();
    await expect(page.getByText(note).first()).toBeVisible();
    await expect(action(page, 'cancel')).toBeVisible();
    await expectAccessible(page, 'sampleOrder (submitted)');

    // it is in the list, under its state's tab
    await page.goto('/sample-requests?state=submitted');
    await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(ref)) })).toBeVisible();
  });

  test('staff review a request, price it, record the payment, ship it and note it internally', async ({ page, browser }) => {
    const note = `E2E ${randomTag()}: 무향으로 부탁드립니다`;
    const { ref } = await sampleThrough(browser, note, []);
    await apiSignIn(page.request, DEMO.admin);
    await page.goto(`/admin/sample-requests?q=${encodeURIComponent(ref)}`);
    await expect(screenTitle(page)).toHaveText(tr('adminScreens.sample-requests.title'), { timeout: 60_000 });
    await page.getByRole('button', { name: ref, exact: true }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: ref })).toBeVisible();
    await expect(drawer.getByText(note).first()).toBeVisible();
    // the verdict recorded with the request: the recipe's three target markets, each with its status
    const verdict = drawer.getByRole('region', { name: tr('adminPipeline.verdict.sample') });
    for (const m of ['KR', 'CN', 'EU'])
      await expect(verdict.getByTestId(`sample-verdict-${m}`)).toContainText(tr(`compliance.markets.${m}`));

    await action(drawer, 'review').click();
    await expect(stateBadge(drawer, 'reviewing')).toBeVisible();

    await action(drawer, 'request_payment').click();
    const feeDialog = page.getByRole('dialog', { name: tr('workflow.actions.sample.request_payment') });
    await feeDialog.getByRole('textbox', { name: tr('workflow.fields.fee') }).fill('45000');
    await action(feeDialog, 'request_payment').click();
    await expect(feeDialog).toBeHidden();
    await expect(stateBadge(drawer, 'awaiting_payment')).toBeVisible();
    await expect(drawer.getByTestId('sample-fee')).toHaveText('₩45,000');

    await action(drawer, 'record_payment').click();
    await expect(stateBadge(drawer, 'in_production')).toBeVisible();

    await action(drawer, 'ship').click();
    const shipDialog = page.getByRole('dialog', { name: tr('workflow.actions.sample.ship') });
    await shipDialog.getByRole('textbox', { name: tr('workflow.fields.carrier') }).fill('CJ대한통운');
    await shipDialog.getByRole('textbox', { name: tr('workflow.fields.trackingNumber') }).fill('6891-0042-7777');
    await action(shipDialog, 'ship').click();
    await expect(shipDialog).toBeHidden();
    await expect(stateBadge(drawer, 'shipped')).toBeVisible();

    // an internal note stays with staff (the customer's story below checks they do not see one)
    const noteBox = drawer.getByRole('textbox', { name: tr('adminSamples.note.label') });
    await noteBox.fill('고객 요청으로 아이스팩 동봉');
    await drawer.getByRole('button', { name: tr('adminSamples.note.add') }).click();
    // saved: the box empties (a text match alone would find the typed text in the box itself)
    await expect(noteBox).toHaveValue('');
    await expect(drawer.getByText('고객 요청으로 아이스팩 동봉')).toBeVisible();
    await expectAccessible(page, 'admin sample-requests drawer', '[role="dialog"]');
  });

  test('the customer follows a shipped request step by step, in English too, and marks it delivered', async ({
    page,
    browser,
  }) => {
    const { id } = await sampleThrough(browser, `E2E ${randomTag()}`, [
      { action: 'review' },
      { action: 'request_payment', fee: 45_000 },
      { action: 'record_payment' },
      { action: 'ship', carrier: 'CJ대한통운', trackingNumber: '6891-0042-7777' },
    ]);
    const { request: staffApi, close } = await adminRequest(browser, test.info().project.use.baseURL!);
    await call(staffApi, 'POST', `/api/admin/sample-requests/${id}/notes`, { note: '고객 요청으로 아이스팩 동봉' }, 200);
    await close();

    await apiSignIn(page.request, DEMO.customer);
    await page.goto(`/sampleOrder/${id}`);
    await expect(screenTitle(page)).toHaveText(/^S-\d{6}$/, { timeout: 60_000 });
    await expect(stateBadge(page.getByRole('main'), 'shipped')).toBeVisible();
    const steps = timeline(page);
    for (const a of ['created', 'review', 'request_payment', 'record_payment', 'ship']) {
      await expect(steps.getByText(new RegExp(`^${escapeRegExp(tr(`workflow.events.sample.${a}`))}( · |$)`))).toBeVisible();
    }
    await expect(page.getByTestId('sample-tracking')).toHaveText('6891-0042-7777');
    await expect(page.getByTestId('sample-fee')).toHaveText('₩45,000');
    await expect(page.getByTestId('sample-next-step')).toContainText(
      trf('samples.next.shipped', { carrier: 'CJ대한통운', tracking: '6891-0042-7777' }),
    );
    // staff's internal note is not the customer's to read
    await expect(page.getByText('아이스팩')).toHaveCount(0);

    // ---- the same screen in English: translated states and steps; the customer marks it delivered ----
    await showInEnglish(page);
    await expect(stateBadge(page.getByRole('main'), 'shipped', 'en')).toBeVisible();
    await expect(
      timeline(page, 'en').getByText(new RegExp(`^${escapeRegExp(tr('workflow.events.sample.ship', 'en'))} · `)),
    ).toBeVisible();
    await expect(stateBadge(page.getByRole('main'), 'shipped')).toHaveCount(0);
    await action(page, 'deliver', 'en').click();
    await expect(stateBadge(page.getByRole('main'), 'delivered', 'en')).toBeVisible();
    await expect(action(page, 'deliver', 'en')).toHaveCount(0);
  });

  test('a visitor is sent to sign in; another customer finds nothing', async ({ page, browser }) => {
    // one of the demo customer's requests
    const owner = await newBrowserContext(browser);
    await apiSignIn(owner.request, DEMO.customer);
    const list = await owner.request.get('/api/sample-requests?limit=1');
    const { items } = (await list.json()) as { items: { id: string }[] };
    await owner.close();
    const target = `/sampleOrder/${items[0]!.id}`;

    await page.goto(target);
    await expectPath(page, loginUrlFor(target), 15_000);

    // a freshly signed-up customer (e-mail not confirmed yet, no recipe)
    await apiSignUp(page.request);
    await page.goto(target);
    await expect(page.getByText(tr('samples.detail.notFound.title'))).toBeVisible();

    // … and on /new-sample, why they cannot send a request yet, and how to get a usable recipe
    await page.goto('/new-sample');
    await expect(page.getByText(tr('workflow.unverified'))).toBeVisible();
    await expect(page.getByText(tr('samples.form.noRecipes.title'))).toBeVisible();
    await expect(page.getByRole('link', { name: tr('samples.form.noRecipes.create') })).toHaveAttribute('href', '/new-recipes');
    await page.goto('/sample-requests');
    await expect(page.getByText(tr('samples.list.empty.title'))).toBeVisible();
  });
});
