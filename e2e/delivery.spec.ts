import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import {
  DEMO,
  apiSignIn,
  escapeRegExp,
  expect as baseExpect,
  expectAccessible,
  screenTitle,
  showInEnglish,
  test,
  tr,
} from './fixtures.ts';
import { asCustomerAndStaff, pick, randomTag, trf } from './catalogue-helpers.ts';
import { call } from './content-helpers.ts';
import {
  PACKAGING_CODE,
  RECIPE,
  acceptQuote,
  answerQuote,
  customerOrderOnAPhone,
  daysAhead,
  quantityFor,
  recipeAndPackaging,
} from './quote-helpers.ts';

/**
 * Delivery (issue 25 item 2, decision 0025) from both sides: the demo customer asks a quote shipped to
 * their distributor in Hanoi (an address abroad needs an incoterm; in English, on a desktop); staff
 * ship the order in two parts, each with its quantity, carrier and tracking number; the customer
 * follows both shipments on a phone, in Korean, and opens a shipment's delivery note. Each story
 * starts from a quote the API took to where it begins.
 */

const expect = baseExpect.configure({ timeout: 45_000 });

const HANOI = 'Hanoi distributor';

const badge = (scope: Page | Locator, state: string, lang: 'ko' | 'en' = 'ko') =>
  scope.getByText(tr(`workflow.states.order.${state}`, lang), { exact: true }).first();
const action = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: tr(`workflow.actions.order.${name}`), exact: true });
/** 12,345 as the screens write it. */
const n = (x: number) => x.toLocaleString('en-US');

async function ids(request: APIRequestContext) {
  const ids = await recipeAndPackaging(request);
  const book = await call<{ items: { id: string; label: string }[] }>(request, 'GET', '/api/me/addresses');
  return {
    ...ids,
    quantity: await quantityFor(request, ids),
    hanoi: book.items.find((a) => a.label === HANOI)!.id,
  };
}

/** An export order of the demo customer to Hanoi on CIF terms, paid, produced and checked: ready to ship. */
function exportOrderReadyToShip(browser: Browser, note: string) {
  return asCustomerAndStaff(browser, async (customer, staff) => {
    const { recipeId, packagingId, quantity, hanoi } = await ids(customer);
    let quote = await call(customer, 'POST', '/api/quotes', {
      recipeId,
      packagingId,
      quantity,
      wishedDate: daysAhead(90),
      shipToAddressId: hanoi,
      incoterm: 'CIF',
      note,
    });
    quote = await answerQuote(staff, quote, [{ kind: 'formulation', label: 'Bulk, filling and packing', amount: 19_500_000 }]);
    quote = await acceptQuote(customer, quote);
    let order = await call(customer, 'GET', `/api/orders/${quote.order.id}`);
    for (const a of ['record_payment', 'start_production', 'check_quality']) {
      order = await call(staff, 'POST', `/api/admin/orders/${order.id}/transitions`, { action: a, version: order.version }, 200);
    }
    return order as { id: string; ref: string; quantity: number };
  });
}

test.describe('delivery: ship-to, incoterms and part shipments', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an export buyer asks a quote shipped to Hanoi: abroad needs an incoterm (English)', async ({ page }) => {
    const note = `E2E ${randomTag()}: export run`;
    await apiSignIn(page.request, DEMO.customer);
    const { quantity } = await ids(page.request);
    await page.goto('/quotes?new=1');
    await expect(screenTitle(page)).toHaveText(tr('quotes.form.title'), { timeout: 60_000 });
    await showInEnglish(page);
    await expect(screenTitle(page)).toHaveText(tr('quotes.form.title', 'en'));

    const recipe = page.getByRole('textbox', { name: tr('quotes.form.recipe', 'en') });
    await recipe.click();
    await recipe.fill('딥 클렌징');
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(RECIPE)}`) }).click();
    const packaging = page.getByRole('textbox', { name: tr('quotes.form.packaging', 'en') });
    await packaging.click();
    await packaging.fill(PACKAGING_CODE);
    await page.getByRole('option', { name: new RegExp(escapeRegExp(PACKAGING_CODE)) }).click();
    await page.getByRole('textbox', { name: tr('quotes.form.quantity', 'en') }).fill(String(quantity));
    await page
      .getByLabel(tr('quotes.form.wishedDate', 'en'))
      .fill(new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('textbox', { name: tr('quotes.form.note', 'en') }).fill(note);

    // the office (the default) is chosen first; the distributor abroad is one tap away
    const choices = page.getByTestId('ship-to-choices');
    await expect(choices.getByRole('radio', { checked: true })).toHaveCount(1);
    await choices.getByRole('radio', { name: new RegExp(HANOI) }).check();
    await expect(choices).toContainText('Vietnam');
    // sent without a rule: refused on the field, nothing sent
    await page.getByRole('button', { name: tr('quotes.form.submit', 'en') }).click();
    await expect(page.getByText(tr('workflow.errors.incotermRequired', 'en'))).toBeVisible();
    await expect(page).toHaveURL(/\?new=1/);
    await pick(
      page,
      page.getByRole('textbox', { name: tr('workflow.delivery.incoterm', 'en') }),
      tr('workflow.delivery.incoterms.CIF', 'en'),
    );
    await expect(page.getByText(tr('workflow.delivery.incotermHelp.CIF', 'en'))).toBeVisible();
    await page.getByRole('button', { name: tr('quotes.form.submit', 'en') }).click();

    await expect(page).toHaveURL(/\/quotes\?id=[0-9a-f-]{36}$/);
    await expect(screenTitle(page)).toHaveText(/^Q-\d{6}$/);
    const facts = page.getByTestId('delivery-facts');
    await expect(facts).toContainText(HANOI);
    await expect(facts).toContainText('Vietnam');
    await expect(facts).toContainText(tr('workflow.delivery.incoterms.CIF', 'en'));
    await expectAccessible(page, 'quote to an address abroad');
  });

  test('staff ship an export order in two parts; the customer follows both on a phone and prints a delivery note', async ({
    page,
    browser,
  }) => {
    const order = await exportOrderReadyToShip(browser, `E2E ${randomTag()}`);
    const first = Math.floor(order.quantity / 3);
    await apiSignIn(page.request, DEMO.admin);
    await page.goto(`/admin/order-list?q=${encodeURIComponent(order.ref)}`);
    await expect(screenTitle(page)).toHaveText(tr('adminScreens.order-list.title'), { timeout: 60_000 });
    await page.getByRole('button', { name: order.ref, exact: true }).click();
    const drawer = page.getByRole('dialog');
    await expect(badge(drawer, 'quality_check')).toBeVisible();
    await expect(drawer.getByTestId('delivery-facts')).toContainText(HANOI);

    // the first part: its units, carrier and tracking number
    await action(drawer, 'ship_part').click();
    const part = page.getByRole('dialog', { name: tr('workflow.actions.order.ship_part') });
    await part.getByRole('textbox', { name: tr('workflow.fields.quantity') }).fill(String(first));
    await part.getByRole('textbox', { name: tr('workflow.fields.carrier') }).fill('HMM');
    await part.getByRole('textbox', { name: tr('workflow.fields.trackingNumber') }).fill('HMMU1000001');
    await action(part, 'ship_part').click();
    await expect(part).toBeHidden();
    await expect(badge(drawer, 'partially_shipped')).toBeVisible();
    await expect(drawer.getByTestId('order-shipment')).toHaveCount(1);
    // the rest: the dialog says how many units it sends
    await action(drawer, 'ship').click();
    const rest = page.getByRole('dialog', { name: tr('workflow.actions.order.ship') });
    await expect(rest).toContainText(trf('workflow.remaining.order.ship_other', { n: n(order.quantity - first) }));
    await rest.getByRole('textbox', { name: tr('workflow.fields.carrier') }).fill('HMM');
    await rest.getByRole('textbox', { name: tr('workflow.fields.trackingNumber') }).fill('HMMU1000002');
    await action(rest, 'ship').click();
    await expect(rest).toBeHidden();
    await expect(badge(drawer, 'shipped')).toBeVisible();
    await expect(drawer.getByTestId('order-shipment')).toHaveCount(2);

    // ---- the customer, on a phone, in Korean ----
    await customerOrderOnAPhone(browser, order, async (mine) => {
      await expect(badge(mine.getByRole('main'), 'shipped')).toBeVisible();
      const shipments = mine.getByTestId('order-shipment');
      await expect(shipments).toHaveCount(2);
      await expect(mine.getByTestId('order-tracking-1')).toHaveText('HMMU1000001');
      await expect(mine.getByTestId('order-tracking-2')).toHaveText('HMMU1000002');
      await expect(shipments.first()).toContainText(`${n(first)}개`);
      await expect(mine.getByTestId('delivery-facts')).toContainText(tr('workflow.delivery.incoterms.CIF'));
      // nothing wider than the phone
      expect(await mine.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // the first shipment's delivery note, in Korean: a PDF of this order
      const link = mine.getByRole('link', {
        name: trf('orders.detail.deliveryNoteLink', { n: 1, language: tr('orders.detail.deliveryNoteKo') }),
      });
      const href = (await link.getAttribute('href'))!;
      expect(href).toBe(`/api/orders/${order.id}/shipments/1/delivery-note?lang=ko`);
      const pdf = await mine.request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await expectAccessible(mine, 'order shipped in two parts (phone)');
    });
  });
});
