import type { Browser } from '@playwright/test';
import { DEMO, apiSignIn, expect as baseExpect, expectAccessible, screenTitle, showInEnglish, test, tr } from './fixtures.ts';
import { asCustomerAndStaff, randomTag, trf } from './catalogue-helpers.ts';
import { call } from './content-helpers.ts';
import { acceptQuote, answerQuote, customerOrderOnAPhone, daysAhead, quantityFor, recipeAndPackaging } from './quote-helpers.ts';

/**
 * A domestic deal with VAT and its tax invoice (issue 25 item 1, decision 0026): the demo customer's
 * quote, delivered to their office in Korea, is priced net with 10 % VAT on top; once the order is
 * paid staff make out its tax invoice and find it in the export for the tax-invoice system; the
 * customer reads the amounts and the invoice on a phone, in English.
 */

const expect = baseExpect.configure({ timeout: 45_000 });
const SUPPLY = 19_500_000;
const VAT = 1_950_000;
const DUE = SUPPLY + VAT;
const won = (x: number) => `₩${x.toLocaleString('en-US')}`;

/** A paid order of the demo customer, delivered to their office (the default address, in Korea). */
function paidDomesticOrder(browser: Browser, note: string) {
  return asCustomerAndStaff(browser, async (customer, staff) => {
    const ids = await recipeAndPackaging(customer);
    const book = await call<{ items: { id: string; isDefault: boolean }[] }>(customer, 'GET', '/api/me/addresses');
    let quote = await call(customer, 'POST', '/api/quotes', {
      ...ids,
      quantity: await quantityFor(customer, ids),
      wishedDate: daysAhead(90),
      shipToAddressId: book.items.find((a) => a.isDefault)!.id,
      note,
    });
    quote = await answerQuote(staff, quote, [{ kind: 'formulation', label: 'Bulk, filling and packing', amount: SUPPLY }]);
    expect(quote).toMatchObject({ total: SUPPLY, vat: VAT, amountDue: DUE, taxTreatment: 'standard' });
    quote = await acceptQuote(customer, quote);
    const order = await call(customer, 'GET', `/api/orders/${quote.order.id}`);
    const paid = await call(
      staff,
      'POST',
      `/api/admin/orders/${order.id}/transitions`,
      { action: 'record_payment', version: order.version },
      200,
    );
    return paid as { id: string; ref: string };
  });
}

test('staff make out the tax invoice of a paid domestic order; the customer reads it on a phone, in English', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const order = await paidDomesticOrder(browser, `E2E ${randomTag()}`);
  await apiSignIn(page.request, DEMO.admin);
  await page.goto(`/admin/order-list?q=${encodeURIComponent(order.ref)}`);
  await expect(screenTitle(page)).toHaveText(tr('adminScreens.order-list.title'), { timeout: 60_000 });
  await page.getByRole('button', { name: order.ref, exact: true }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('order-supply')).toHaveText(won(SUPPLY));
  await expect(drawer.getByTestId('order-vat')).toHaveText(won(VAT));
  await expect(drawer.getByTestId('order-total')).toHaveText(won(DUE));
  await drawer.getByRole('button', { name: tr('adminOrders.taxInvoices.issue') }).click();
  const issue = page.getByRole('dialog', { name: tr('adminOrders.taxInvoices.issue') });
  await expect(issue).toContainText(won(VAT));
  await issue.getByRole('button', { name: tr('adminOrders.taxInvoices.issue') }).click();
  await expect(issue).toBeHidden();
  const invoice = drawer.getByTestId('tax-invoice');
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toContainText(tr('orders.taxInvoices.states.issued'));
  const ref = (await invoice.textContent())!.match(/T-\d{6}/)![0];
  // making out a second one is not offered while this one is in force
  await expect(drawer.getByRole('button', { name: tr('adminOrders.taxInvoices.issue') })).toHaveCount(0);

  // the export for the tax-invoice system lists it
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const csv = await page.request.get(`/api/admin/tax-invoices.csv?from=${today}&to=${today}`);
  expect(csv.status()).toBe(200);
  const row = (await csv.text()).split('\r\n').find((l) => l.startsWith(`${ref},`));
  expect(row).toContain(`,original,,${today},2208162517,`);
  expect(row).toContain(`,${SUPPLY},${VAT},${DUE},${order.ref},`);

  // ---- the customer, on a phone, in English ----
  await customerOrderOnAPhone(browser, order, async (mine) => {
    await showInEnglish(mine);
    await expect(mine.getByTestId('order-supply')).toHaveText(won(SUPPLY));
    await expect(mine.getByTestId('order-vat')).toHaveText(won(VAT));
    await expect(mine.getByTestId('order-total')).toHaveText(won(DUE));
    const theirs = mine.getByTestId('tax-invoice');
    await expect(theirs).toContainText(ref);
    await expect(theirs).toContainText(tr('orders.taxInvoices.states.issued', 'en'));
    await expect(theirs).toContainText(trf('orders.taxInvoices.brn', { brn: '214-88-13572' }, 'en'));
    await expect(mine.getByRole('region', { name: tr('workflow.timeline.title', 'en') })).toContainText(
      tr('workflow.events.order.tax_invoice_issued', 'en'),
    );
    // the customer reads it; making out or cancelling is staff's
    await expect(mine.getByRole('button', { name: tr('adminOrders.taxInvoices.cancel', 'en') })).toHaveCount(0);
    expect(await mine.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(mine, 'order with its tax invoice (phone, English)');
  });
});
