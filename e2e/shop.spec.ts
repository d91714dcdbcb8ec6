import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail, ProductPage } from '../packages/shared/src/shop/products.schema.ts';
import type { PurchasePage } from '../packages/shared/src/shop/purchases.schema.ts';
import type { SalesReport } from '../packages/shared/src/shop/sales.schema.ts';
import {
  DEMO,
  apiSignIn,
  apiSignUp,
  expect as baseExpect,
  expectPath,
  screenTitle,
  test,
  tr,
  expectAccessible,
  expectFitsWidth,
} from './fixtures.ts';
import { newBrowserContext, randomTag, trf } from './catalogue-helpers.ts';

/**
 * The shop (PRODUCT.md §3.6) end to end with the built-in test gateway, one focused story each: a new
 * customer buys a product, pays, sees the receipt and the history; a declined payment leaves the
 * purchase cancelled and the stock where it was; staff refund half of a paid purchase in admin
 * payments, the sales page counts the refund and the customer sees it. A fresh customer per story keeps
 * the history assertions exact, and each story counts the stock of its own product.
 */

/** The machine these stories run on is shared and often busy. */
const expect = baseExpect.configure({ timeout: 30_000 });

const won = (n: number) => new Intl.NumberFormat('ko-KR', { style: 'currency', currency: 'KRW' }).format(n);
const seoulDay = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** Where the API-made purchase and sample are sent (the checkout story types the same address). */
const SHIPPING = {
  recipient: '김민지',
  phone: '010-1234-5678',
  postalCode: '06236',
  address: '서울 강남구 테헤란로 123',
  detail: '',
};

/**
 * An active product with an option that has a few units (the demo shop is seeded as the server starts):
 * the cheapest, or the `nth` after it, so stories side by side count the stock of different products.
 */
async function pickProduct(request: APIRequestContext, nth = 0) {
  let found: { product: ProductDetail; option: ProductDetail['options'][number] } | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/products?inStock=true&sort=price_asc&limit=50');
        if (!res.ok()) return false;
        let seen = 0;
        for (const p of ((await res.json()) as ProductPage).items) {
          const d = (await (await request.get(`/api/products/${p.id}`)).json()) as ProductDetail;
          const option = d.options.find((o) => o.stock >= 5);
          if (d.status === 'active' && option && seen++ === nth) {
            found = { product: d, option };
            return true;
          }
        }
        return false;
      },
      { timeout: 60_000, message: 'a demo product with stock' },
    )
    .toBe(true);
  return found!;
}

async function optionStock(request: APIRequestContext, productId: string, optionId: string) {
  const d = (await (await request.get(`/api/products/${productId}`)).json()) as ProductDetail;
  return d.options.find((o) => o.id === optionId)!.stock;
}

/** From the product page to the test gateway: option, quantity 1, Buy, then Pay on the checkout. */
async function checkout(
  page: Page,
  productId: string,
  optionName: string,
  multiple: boolean,
  typeAddress: boolean,
  amount: number,
) {
  await page.goto(`/product/${productId}`);
  if (multiple) await page.getByRole('radio', { name: new RegExp(optionName) }).check();
  await page.getByRole('button', { name: tr('shop.detail.buy') }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase/${productId}\\?option=[0-9a-f-]{36}&qty=1$`));
  await expect(screenTitle(page)).toHaveText(tr('shop.purchase.title'));
  if (typeAddress) {
    const form = page.locator('form');
    await form.getByRole('textbox', { name: tr('shop.address.recipient'), exact: true }).fill('김민지');
    await form.getByRole('textbox', { name: tr('shop.address.phone'), exact: true }).fill('010-1234-5678');
    await form.getByRole('textbox', { name: tr('shop.address.postalCode'), exact: true }).fill('06236');
    await form.getByRole('textbox', { name: tr('shop.address.address'), exact: true }).fill('서울 강남구 테헤란로 123');
    await form.getByRole('textbox', { name: tr('shop.address.detail'), exact: true }).fill('5층');
    await expect(form.getByRole('checkbox', { name: tr('shop.purchase.saveAddress') })).toBeChecked();
  } else {
    // the address saved by the first purchase is offered, and chosen as the default
    await expect(page.getByRole('radio', { name: /김민지/ })).toBeChecked();
  }
  await page.getByRole('button', { name: trf('shop.purchase.pay', { amount: won(amount) }) }).click();
  await expect(page).toHaveURL(/\/payment\/test-gateway\?orderId=/);
  await expect(page.getByText(tr('shop.gateway.badge'))).toBeVisible();
}

/** POSTs as the signed-in user of `api` (same-origin, as the browser would) and answers the JSON. */
async function post(api: APIRequestContext, path: string, data: unknown) {
  const res = await api.post(path, { data, headers: { origin: test.info().project.use.baseURL ?? '' } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** A usable (100 %) recipe of the signed-in user of `api`. */
async function usableRecipe(api: APIRequestContext, name: string): Promise<string> {
  const id = async (inci: string) => {
    const res = await api.get(`/api/ingredients?q=${encodeURIComponent(inci)}&limit=10`);
    const items = ((await res.json()) as { items: { id: string; inciName: string }[] }).items;
    return items.find((i) => i.inciName === inci)!.id;
  };
  const lines = [
    { ingredientId: await id('Water'), percent: 90, phase: 'A', note: '' },
    { ingredientId: await id('Glycerin'), percent: 10, phase: 'A', note: '' },
  ];
  return ((await post(api, '/api/recipes', { name, productType: 'toner', lines })) as { id: string }).id;
}

test.describe('shop', () => {
  test('a customer buys and pays with the test gateway, and finds the receipt in the history', async ({ page }) => {
    test.slow(); // five axe scans on top of the checkout
    await apiSignUp(page.request);
    const { product, option } = await pickProduct(page.request);
    const multiple = product.options.length > 1;
    const stockBefore = option.stock;

    // ---- the shop and the product page ----
    await page.goto('/product');
    await expect(screenTitle(page)).toHaveText(tr('screens.product.title'));
    await expect(page.getByRole('link', { name: trf('shop.list.open', { name: product.nameKo }) })).toBeVisible();
    await expectAccessible(page, '/product');
    await page.goto(`/product/${product.id}`);
    await expect(screenTitle(page)).toHaveText(product.nameKo);
    await expectAccessible(page, '/product/:id');

    // ---- buy and approve ----
    const amount = option.price * 1 + (option.price >= 50_000 ? 0 : 3000);
    await checkout(page, product.id, option.nameKo, multiple, true, amount);
    await expectAccessible(page, 'test gateway');
    await expect(page.getByTestId('gateway-amount')).toHaveText(won(amount));
    await page.getByRole('button', { name: tr('shop.gateway.approve') }).click();
    await expect(page).toHaveURL(/\/purchase-complete\?id=[0-9a-f-]{36}$/);
    await expect(screenTitle(page)).toHaveText(tr('shop.receipt.title'));
    await expect(page.getByTestId('receipt-total')).toHaveText(won(amount));
    const ref = (await page.getByTestId('receipt-ref').textContent())!.trim();
    expect(ref).toMatch(/^P-\d{6}$/);
    await expectAccessible(page, 'receipt');
    expect(await optionStock(page.request, product.id, option.id)).toBe(stockBefore - 1);

    // ---- the history ----
    await page.getByRole('link', { name: tr('shop.receipt.history') }).click();
    await expect(screenTitle(page)).toHaveText(ref);
    await expect(page.getByRole('region', { name: tr('workflow.timeline.title') })).toContainText(
      tr('workflow.events.purchase.pay'),
    );
    await page.goto('/purchase-history');
    await expect(screenTitle(page)).toHaveText(tr('screens.purchaseHistory.title'));
    await expect(page.getByRole('link', { name: new RegExp(ref) })).toBeVisible();
    await expectAccessible(page, '/purchase-history');
  });

  test('a declined payment cancels the purchase and puts the unit back on sale', async ({ page }) => {
    await apiSignUp(page.request);
    // not the product the story beside this one buys: each counts its own stock
    const { product, option } = await pickProduct(page.request, 1);
    const stockBefore = option.stock;
    const amount = option.price * 1 + (option.price >= 50_000 ? 0 : 3000);
    await checkout(page, product.id, option.nameKo, product.options.length > 1, true, amount);
    await page.getByRole('button', { name: tr('shop.gateway.decline') }).click();
    await expect(page).toHaveURL(/\/payment\?result=fail/);
    await expect(page.getByTestId('payment-fail-reason')).toContainText(tr('shop.payment.codes.REJECT_CARD_PAYMENT'));
    await expect(page.getByRole('link', { name: tr('shop.payment.tryAgain') })).toHaveAttribute('href', `/product/${product.id}`);
    await expectAccessible(page, 'payment failed');
    await expect
      .poll(async () => ((await (await page.request.get('/api/purchases?state=cancelled')).json()) as PurchasePage).total)
      .toBe(1);
    expect(await optionStock(page.request, product.id, option.id)).toBe(stockBefore);
  });

  test('an abandoned payment leaves the purchase awaiting payment with the unit held; it is paid from the history', async ({
    page,
  }) => {
    await apiSignUp(page.request);
    // not the products the stories beside this one buy: each counts its own stock
    const { product, option } = await pickProduct(page.request, 3);
    const stockBefore = option.stock;
    const amount = option.price * 1 + (option.price >= 50_000 ? 0 : 3000);
    await checkout(page, product.id, option.nameKo, product.options.length > 1, true, amount);
    await page.getByRole('button', { name: tr('shop.gateway.abandon') }).click();
    await expect(page).not.toHaveURL(/test-gateway/);
    // nothing was taken and nothing was cancelled: the unit stays held for the customer
    const pending = (await (await page.request.get('/api/purchases?state=pending_payment')).json()) as PurchasePage;
    expect(pending.total).toBe(1);
    expect(await optionStock(page.request, product.id, option.id)).toBe(stockBefore - 1);

    await page.goto(`/purchase-history?id=${pending.items[0]!.id}`);
    await expect(screenTitle(page)).toHaveText(pending.items[0]!.ref);
    await expect(page.getByText(tr('workflow.states.purchase.pending_payment'), { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('purchase-next-step')).toContainText(tr('shop.history.next.pending_payment'));
    await page.getByRole('button', { name: trf('shop.payment.payFee', { amount: won(amount) }) }).click();
    await expect(page).toHaveURL(/\/payment\/test-gateway\?orderId=/);
    await page.getByRole('button', { name: tr('shop.gateway.approve') }).click();
    await expect(page).toHaveURL(/\/purchase-complete\?id=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('receipt-total')).toHaveText(won(amount));
    // paid once: the unit held is the one sold
    expect(await optionStock(page.request, product.id, option.id)).toBe(stockBefore - 1);
  });

  test('staff refund half of a paid purchase; the sales page and the customer both see it', async ({ page, browser }) => {
    test.slow(); // a second browser context for staff, two axe scans
    await apiSignUp(page.request);
    const { product, option } = await pickProduct(page.request, 2);
    // ---- a purchase paid through the test gateway's API, as the checkout would ----
    const purchase = (await post(page.request, '/api/purchases', {
      productId: product.id,
      optionId: option.id,
      quantity: 1,
      shipping: SHIPPING,
    })) as { id: string; ref: string };
    const start = (await post(page.request, '/api/payments', { kind: 'purchase', id: purchase.id })) as {
      orderId: string;
      amount: number;
    };
    const { paymentKey } = (await post(page.request, `/api/test-gateway/checkout/${start.orderId}/approve`, {})) as {
      paymentKey: string;
    };
    await post(page.request, '/api/payments/confirm', { paymentKey, orderId: start.orderId, amount: start.amount });
    const { ref } = purchase;
    const amount = start.amount;

    // ---- staff refund half of the paid purchase ----
    const staff = await newBrowserContext(browser);
    const admin = await staff.newPage();
    await apiSignIn(admin.request, DEMO.admin);
    const salesUrl = `/api/admin/sales?from=${seoulDay()}&to=${seoulDay()}`;
    const refundedBefore = ((await (await admin.request.get(salesUrl)).json()) as SalesReport).totals.refunded;
    await admin.goto(`/admin/payments?q=${ref}&status=paid`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(tr('adminScreens.payments.title'));
    await admin.getByRole('button', { name: new RegExp(ref) }).click();
    const drawer = admin.getByRole('dialog');
    await expect(drawer.getByTestId('payment-refundable')).toHaveText(won(amount));
    await expectAccessible(admin, 'admin payments', 'body');
    await drawer.getByRole('button', { name: tr('adminShop.refund.half') }).click();
    await drawer.getByRole('textbox', { name: tr('adminShop.refund.reason') }).fill('E2E: 부분 환불');
    const half = Math.floor(amount / 2);
    await drawer.getByRole('button', { name: trf('adminShop.refund.submitAmount', { amount: won(half) }) }).click();
    // money leaves only once staff confirm the amount (issue 23: a refund no longer acts on one click)
    const sure = admin.getByRole('dialog', { name: tr('adminShop.refund.confirmTitle') });
    await expect(sure).toContainText(won(half));
    await sure.getByRole('button', { name: trf('adminShop.refund.submitAmount', { amount: won(half) }) }).click();
    await expect(sure).toBeHidden();
    await expect(drawer.getByTestId('payment-refunded')).toHaveText(won(half));
    await expect(drawer.getByTestId('payment-refundable')).toHaveText(won(amount - half));
    await expect(drawer.getByRole('cell', { name: 'E2E: 부분 환불' })).toBeVisible();

    // ---- the sales page counts it ----
    const report = (await (await admin.request.get(salesUrl)).json()) as SalesReport;
    expect(report.totals.refunded).toBe(refundedBefore + half);
    await admin.goto(`/admin/sales?from=${seoulDay()}&to=${seoulDay()}`);
    await expect(admin.getByTestId('sales-refunded')).toHaveText(won(report.totals.refunded));
    // stories beside this one may take payments today meanwhile: the page's net is its own gross less refunds
    const amountOf = async (id: string) => Number((await admin.getByTestId(id).textContent())!.replace(/[^\d]/g, ''));
    expect(await amountOf('sales-net')).toBe((await amountOf('sales-gross')) - report.totals.refunded);
    await expectAccessible(admin, 'admin sales', 'body');
    // on a phone every figure is on screen: the top products' units and net beside the wrapped name
    await expectFitsWidth(admin, 360);
    await staff.close();

    // the customer sees the refund on the receipt, and on the timeline with its amount and reason (issue 25)
    await page.goto('/purchase-history');
    await page.getByRole('link', { name: new RegExp(ref) }).click();
    await expect(page.getByTestId('receipt-refunded')).toContainText(won(half));
    const timeline = page.locator(`[aria-label="${tr('workflow.timeline.title')}"]`);
    await expect(timeline).toContainText(tr('workflow.events.purchase.refund_part'));
    await expect(timeline).toContainText('E2E: 부분 환불');
  });

  test('a customer pays a sample fee online; the request goes into production and staff see the payment', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await apiSignIn(page.request, DEMO.customer);
    const recipeId = await usableRecipe(page.request, `E2E 결제 토너 ${randomTag()}`);
    const sample = (await post(page.request, '/api/sample-requests', {
      recipeId,
      quantity: 3,
      shipping: SHIPPING,
    })) as { id: string; ref: string; version: number };
    // staff review it and set a fee of 45,000
    const staffContext = await newBrowserContext(browser);
    try {
      await apiSignIn(staffContext.request, DEMO.admin);
      const reviewed = (await post(staffContext.request, `/api/admin/sample-requests/${sample.id}/transitions`, {
        action: 'review',
        version: sample.version,
      })) as { version: number };
      await post(staffContext.request, `/api/admin/sample-requests/${sample.id}/transitions`, {
        action: 'request_payment',
        version: reviewed.version,
        fee: 45_000,
      });
    } finally {
      await staffContext.close();
    }

    await page.goto(`/sampleOrder/${sample.id}`);
    await expect(screenTitle(page)).toHaveText(sample.ref);
    await page.getByRole('button', { name: trf('shop.payment.payFee', { amount: won(45_000) }) }).click();
    await expect(page).toHaveURL(/\/payment\/test-gateway\?orderId=/);
    await expect(page.getByTestId('gateway-amount')).toHaveText(won(45_000));
    await page.getByRole('button', { name: tr('shop.gateway.approve') }).click();
    // back on the request, paid: it moved to production by itself
    await expectPath(page, `/sampleOrder/${sample.id}`);
    await expect(page.getByRole('main').getByText(tr('workflow.states.sample.in_production')).first()).toBeVisible();
    const detail = await (await page.request.get(`/api/sample-requests/${sample.id}`)).json();
    expect(detail.state).toBe('in_production');

    const staff = await newBrowserContext(browser);
    try {
      await apiSignIn(staff.request, DEMO.admin);
      const payments = await (
        await staff.request.get(`/api/admin/payments?kind=sample&q=${encodeURIComponent(sample.ref)}`)
      ).json();
      expect(payments.items).toEqual([
        expect.objectContaining({ kind: 'sample', targetRef: sample.ref, status: 'paid', amount: 45_000, gateway: 'test' }),
      ]);
    } finally {
      await staff.close();
    }
  });

  test('a visitor narrows the shop by price band; the link keeps the view', async ({ page }) => {
    await pickProduct(page.request); // the demo shop is there
    const over50 = (await (await page.request.get('/api/products?priceMin=50000&limit=1')).json()) as ProductPage;
    await page.goto('/product');
    await expect(screenTitle(page)).toHaveText(tr('screens.product.title'));
    await page
      .getByRole('group', { name: tr('shop.list.price') })
      .getByText(tr('shop.list.prices.over50'))
      .click();
    await expect(page).toHaveURL(/[?&]price=over50/);
    await expect(page.getByText(trf('shop.list.count_other', { n: String(over50.total) }), { exact: true })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('group', { name: tr('shop.list.price') }).getByRole('radio', { name: tr('shop.list.prices.over50') }),
    ).toBeChecked();
  });

  test('a visitor who opens checkout is asked to sign in and comes back to the same step', async ({ page }) => {
    const { product, option } = await pickProduct(page.request);
    const target = `/purchase/${product.id}?option=${option.id}&qty=2`;
    await page.goto(target);
    await expectPath(page, `/login?redirect=${encodeURIComponent(target)}`);
  });
});
