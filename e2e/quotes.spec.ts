import type { Browser, Locator, Page } from '@playwright/test';
import {
  DEMO,
  apiSignIn,
  apiSignUp,
  escapeRegExp,
  expect as baseExpect,
  screenTitle,
  test,
  tr,
  expectAccessible,
} from './fixtures.ts';
import { asCustomerAndStaff, newBrowserContext, randomTag, trf } from './catalogue-helpers.ts';
import { call } from './content-helpers.ts';
import { PACKAGING_CODE, RECIPE, acceptQuote, answerQuote, daysAhead, quantityFor, recipeAndPackaging } from './quote-helpers.ts';

/**
 * Quotes and production orders (PRODUCT.md §3.5–3.6) from both sides: the demo customer asks a quote
 * for one of their recipes (the minimum order quantity shown and enforced); staff answer it with line
 * items; the customer accepts; the production order appears on the customer's /orders and in staff's
 * order queue at the quoted price. An expired quote (the demo data has one) offers no accept, and the
 * API refuses it too. Each step is a story of its own, starting from a quote the API took to where
 * that story begins. The demo customer is used because requests reach staff only from a confirmed
 * e-mail address; each story adds one quote, found by its own reference.
 */

const expect = baseExpect.configure({ timeout: 45_000 });

const badge = (scope: Page | Locator, subject: 'quote' | 'order', state: string) =>
  scope.getByText(tr(`workflow.states.${subject}.${state}`), { exact: true }).first();
const action = (scope: Page | Locator, subject: 'quote' | 'order', name: string) =>
  scope.getByRole('button', { name: tr(`workflow.actions.${subject}.${name}`), exact: true });

/** 12,345 as the Korean screens write it. */
const n = (x: number) => x.toLocaleString('ko-KR');

/** What staff quote in these stories: three lines. */
const LINES = [
  { kind: 'formulation', label: '내용물 제조', amount: 12_000_000 },
  { kind: 'filling', label: '충전 및 캡핑', amount: 3_000_000 },
  { kind: 'packaging', label: '용기 및 단상자', amount: 4_500_000 },
];
const TOTAL = LINES.reduce((a, l) => a + l.amount, 0);
/** what the demo customer pays for it: delivered in Korea, the supply amount and 10 % VAT (decision 0026) */
const VAT = Math.floor(TOTAL / 10);
const DUE = TOTAL + VAT;

type Quote = { id: string; ref: string; version: number; order: { id: string; ref: string } | null };

/**
 * A quote of the demo customer, made through the API and taken as far as `until`: what the stories
 * below start from when the screens that made it are another story's.
 */
function quoteThrough(
  browser: Browser,
  note: string,
  until: 'requested' | 'quoted' | 'ordered',
): Promise<Quote & { quantity: number }> {
  return asCustomerAndStaff(browser, async (customer, staff) => {
    const ids = await recipeAndPackaging(customer);
    const quantity = await quantityFor(customer, ids);
    // the demo customer's default address (the address book lists it first)
    const book = await call<{ items: { id: string }[] }>(customer, 'GET', '/api/me/addresses', undefined, 200);
    const shipToAddressId = book.items[0]!.id;
    let quote = await call<Quote>(customer, 'POST', '/api/quotes', {
      ...ids,
      quantity,
      wishedDate: daysAhead(90),
      shipToAddressId,
      note,
    });
    if (until === 'requested') return { ...quote, quantity };
    quote = await answerQuote<Quote>(staff, quote, LINES);
    if (until === 'quoted') return { ...quote, quantity };
    const accepted = await acceptQuote<Quote>(customer, quote);
    return { ...accepted, quantity };
  });
}

test.describe('quotes and production orders', () => {
  // each story opens a screen or two cold (the staff ones load the admin chunks) and scans it with axe
  test.describe.configure({ timeout: 90_000 });

  test('a customer requests a quote: the minimum order quantity is shown and enforced', async ({ page }) => {
    const note = `E2E ${randomTag()}: 단상자 인쇄 포함`;
    await apiSignIn(page.request, DEMO.customer);

    // the minimum this recipe in this bottle must reach (the packaging MOQ), and the raw materials it
    // would not use up (bought by the kilogram at the supplier's minimum; listed, decision 0012)
    const { recipeId, packagingId } = await recipeAndPackaging(page.request);
    const minimum = await call<{ minQuantity: number; rawMaterials: { inciName: string }[] }>(
      page.request,
      'GET',
      `/api/quotes/minimum?recipeId=${recipeId}&packagingId=${packagingId}`,
    );
    const min = minimum.minQuantity;
    expect(min).toBeGreaterThan(1000);
    // its 0.1 % fragrance, bought by the 5 kg, is not used up by a run of the bottle's minimum
    expect(minimum.rawMaterials.map((r) => r.inciName)).toContain('Parfum');

    await page.goto('/quotes');
    // the story's first screen, opened cold
    await expect(screenTitle(page)).toHaveText(tr('screens.quotes.title'), { timeout: 60_000 });
    await page
      .getByRole('link', { name: tr('quotes.new') })
      .first()
      .click();
    await expect(screenTitle(page)).toHaveText(tr('quotes.form.title'));
    const recipe = page.getByRole('textbox', { name: tr('quotes.form.recipe') });
    await recipe.click();
    await recipe.fill('딥 클렌징');
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(RECIPE)}`) }).click();
    await expect(recipe).toHaveValue(RECIPE);
    const packaging = page.getByRole('textbox', { name: tr('quotes.form.packaging') });
    await packaging.click();
    await packaging.fill(PACKAGING_CODE);
    await page.getByRole('option', { name: new RegExp(escapeRegExp(PACKAGING_CODE)) }).click();
    // the minimum order quantity is shown as soon as both are chosen …
    await expect(page.getByTestId('quote-moq')).toContainText(trf('quotes.form.moq', { n: n(min) }));
    for (const r of minimum.rawMaterials) await expect(page.getByTestId('quote-raw-materials')).toContainText(r.inciName);
    const quantity = page.getByRole('textbox', { name: tr('quotes.form.quantity') });
    await quantity.fill(String(min - 1));
    const wished = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(tr('quotes.form.wishedDate')).fill(wished);
    await page.getByRole('textbox', { name: tr('quotes.form.note') }).fill(note);
    // … and a quantity below it is refused on the field, naming the minimum
    await page.getByRole('button', { name: tr('quotes.form.submit') }).click();
    await expect(page.getByText(trf('errors.belowMoq', { min: n(min) }))).toBeVisible();
    await quantity.fill(String(Math.ceil(min / 1000) * 1000 + 1000));
    await page.getByRole('button', { name: tr('quotes.form.submit') }).click();

    await expect(page).toHaveURL(/\/quotes\?id=[0-9a-f-]{36}$/);
    await expect(screenTitle(page)).toHaveText(/^Q-\d{6}$/);
    await expect(badge(page.getByRole('main'), 'quote', 'requested')).toBeVisible();
    await expect(page.getByText(note).first()).toBeVisible();
    await expect(action(page, 'quote', 'cancel')).toBeVisible();
    await expect(action(page, 'quote', 'accept')).toHaveCount(0);
    await expectAccessible(page, 'quotes (requested)');
  });

  test('staff answer a requested quote with line items; the total and unit price follow them', async ({ page, browser }) => {
    const note = `E2E ${randomTag()}: 단상자 인쇄 포함`;
    const { ref, quantity } = await quoteThrough(browser, note, 'requested');
    await apiSignIn(page.request, DEMO.admin);
    await page.goto(`/admin/quote-list?q=${encodeURIComponent(ref)}`);
    await expect(screenTitle(page)).toHaveText(tr('adminScreens.quote-list.title'), { timeout: 60_000 });
    await page.getByRole('button', { name: ref, exact: true }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: ref })).toBeVisible();
    await expect(drawer.getByText(note).first()).toBeVisible();
    await action(drawer, 'quote', 'quote').click();
    const form = drawer.getByTestId('answer-form');
    for (const [i, line] of LINES.entries()) {
      await form.getByRole('textbox', { name: trf('adminQuotes.answer.labelOf', { n: i + 1 }) }).fill(line.label);
      await form.getByRole('textbox', { name: trf('adminQuotes.answer.amountOf', { n: i + 1 }) }).fill(String(line.amount));
    }
    // the total and the unit price follow the lines as they are typed
    await expect(form.getByTestId('answer-total')).toContainText(`₩${n(TOTAL)}`);
    await expect(form.getByTestId('answer-unit-price')).toContainText(`₩${n(Math.round(TOTAL / quantity))}`);
    await expect(form.getByTestId('answer-vat')).toContainText(`₩${n(VAT)}`);
    await expect(form.getByTestId('answer-amount-due')).toContainText(`₩${n(DUE)}`);
    await form.getByRole('button', { name: tr('adminQuotes.answer.send') }).click();
    await expect(badge(drawer, 'quote', 'quoted')).toBeVisible();
    await expect(drawer.getByTestId('quote-total').first()).toHaveText(`₩${n(DUE)}`);
    await expectAccessible(page, 'admin quote-list drawer', '[role="dialog"]');
  });

  test('the customer accepts a quoted quote; its production order appears on /orders', async ({ page, browser }) => {
    const { id, quantity } = await quoteThrough(browser, `E2E ${randomTag()}`, 'quoted');
    await apiSignIn(page.request, DEMO.customer);
    await page.goto(`/quotes?id=${id}`);
    await expect(screenTitle(page)).toHaveText(/^Q-\d{6}$/, { timeout: 60_000 });
    await expect(badge(page.getByRole('main'), 'quote', 'quoted')).toBeVisible();
    await expect(page.getByTestId('quote-supply')).toHaveText(`₩${n(TOTAL)}`);
    await expect(page.getByTestId('quote-vat')).toHaveText(`₩${n(VAT)}`);
    await expect(page.getByTestId('quote-total')).toHaveText(`₩${n(DUE)}`);
    await expect(page.getByTestId('quote-unit-price')).toContainText(`₩${n(Math.round(TOTAL / quantity))}`);
    await action(page, 'quote', 'accept').click();
    const confirm = page.getByRole('dialog', { name: tr('workflow.actions.quote.accept') });
    // the dialog says what accepting does, with the amount (issue 25)
    await expect(confirm).toContainText(trf('workflow.confirm.quote.accept', { amount: `₩${n(DUE)}` }));
    await action(confirm, 'quote', 'accept').click();
    await expect(confirm).toBeHidden();
    await expect(badge(page.getByRole('main'), 'quote', 'ordered')).toBeVisible();
    const orderLink = page.getByRole('link', { name: new RegExp(escapeRegExp(tr('quotes.detail.openOrder').split('{{')[0]!)) });
    await expect(orderLink).toBeVisible();
    const orderRef = ((await orderLink.textContent())!.match(/O-\d{6}/) ?? [''])[0];
    expect(orderRef).toMatch(/^O-\d{6}$/);
    const ref = (await screenTitle(page).textContent())!;

    await page.goto('/orders');
    await expect(screenTitle(page)).toHaveText(tr('screens.orders.title'));
    await page.getByRole('link', { name: new RegExp(escapeRegExp(orderRef)) }).click();
    await expect(screenTitle(page)).toHaveText(orderRef);
    await expect(badge(page.getByRole('main'), 'order', 'pending_payment')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(`₩${n(DUE)}`);
    await expect(page.getByTestId('order-quote-link')).toHaveText(ref);
    await expectAccessible(page, 'orders (pending payment)');
  });

  test("staff find the order in their queue and record its payment; the customer's order shows it paid", async ({
    page,
    browser,
  }) => {
    const { order } = await quoteThrough(browser, `E2E ${randomTag()}`, 'ordered');
    await apiSignIn(page.request, DEMO.admin);
    await page.goto(`/admin/order-list?q=${encodeURIComponent(order!.ref)}`);
    await expect(screenTitle(page)).toHaveText(tr('adminScreens.order-list.title'), { timeout: 60_000 });
    await page.getByRole('button', { name: order!.ref, exact: true }).click();
    const drawer = page.getByRole('dialog');
    await expect(badge(drawer, 'order', 'pending_payment')).toBeVisible();
    await expect(drawer.getByTestId('order-total')).toHaveText(`₩${n(DUE)}`);
    await action(drawer, 'order', 'record_payment').click();
    await expect(badge(drawer, 'order', 'paid')).toBeVisible();

    const customer = await newBrowserContext(browser);
    const mine = await customer.newPage();
    await apiSignIn(mine.request, DEMO.customer);
    await mine.goto(`/orders?id=${order!.id}`);
    await expect(screenTitle(mine)).toHaveText(order!.ref, { timeout: 60_000 });
    await expect(badge(mine.getByRole('main'), 'order', 'paid')).toBeVisible();
    await customer.close();
  });

  test('an expired quote cannot be accepted, on the screen nor through the API', async ({ page }) => {
    await apiSignIn(page.request, DEMO.customer);
    // the demo data's quote whose validity passed (the expiry job moved it to 'expired')
    const list = (await (await page.request.get('/api/quotes?state=expired&limit=1')).json()) as {
      items: { id: string; ref: string; validUntil: string }[];
    };
    const expired = list.items[0]!;
    await page.goto(`/quotes?id=${expired.id}`);
    await expect(screenTitle(page)).toHaveText(expired.ref);
    await expect(badge(page.getByRole('main'), 'quote', 'expired')).toBeVisible();
    await expect(page.getByTestId('quote-next-step')).toContainText(tr('quotes.next.expired').split('{{')[0]!.trim());
    await expect(action(page, 'quote', 'accept')).toHaveCount(0);
    // the staff answer stays readable, and printable
    await expect(page.getByTestId('quote-total')).toBeVisible();
    await expect(page.getByRole('link', { name: tr('quotes.detail.pdf') })).toBeVisible();

    const detail = (await (await page.request.get(`/api/quotes/${expired.id}`)).json()) as { version: number };
    const res = await page.request.post(`/api/quotes/${expired.id}/transitions`, {
      data: { action: 'accept', version: detail.version },
      headers: { origin: test.info().project.use.baseURL ?? '' },
    });
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('TRANSITION_NOT_ALLOWED');
  });

  test('a customer with an unconfirmed e-mail sees why they cannot send a request', async ({ page }) => {
    await apiSignUp(page.request);
    await page.goto('/quotes?new=1');
    await expect(page.getByText(tr('workflow.unverified'))).toBeVisible();
    await page.goto('/orders');
    await expect(page.getByText(tr('orders.list.empty.title'))).toBeVisible();
  });
});
