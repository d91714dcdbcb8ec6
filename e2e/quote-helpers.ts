import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, apiSignIn, expect, screenTitle } from './fixtures.ts';
import { newBrowserContext } from './catalogue-helpers.ts';
import { call } from './content-helpers.ts';

/** One of the demo customer's recipes (copied from the gallery by the demo data), filled 200 ml a unit. */
export const RECIPE = '온담 딥 클렌징 오일';
/** The bottle the quote stories choose. */
export const PACKAGING_CODE = 'BT-PET-200-01';

/** The recipe's and the bottle's ids, read through `request` (signed in as the demo customer). */
export async function recipeAndPackaging(request: APIRequestContext): Promise<{ recipeId: string; packagingId: string }> {
  const recipes = await call<{ items: { id: string; name: string }[] }>(
    request,
    'GET',
    `/api/recipes?q=${encodeURIComponent(RECIPE)}&limit=5`,
  );
  const packs = await call<{ items: { id: string; code: string }[] }>(
    request,
    'GET',
    `/api/sub-materials?q=${PACKAGING_CODE}&limit=5`,
  );
  return {
    recipeId: recipes.items.find((r) => r.name === RECIPE)!.id,
    packagingId: packs.items.find((p) => p.code === PACKAGING_CODE)!.id,
  };
}

/** A quantity the minimum order quantity allows: the next thousand above it. */
export async function quantityFor(request: APIRequestContext, ids: { recipeId: string; packagingId: string }): Promise<number> {
  const { minQuantity } = await call<{ minQuantity: number }>(
    request,
    'GET',
    `/api/quotes/minimum?recipeId=${ids.recipeId}&packagingId=${ids.packagingId}`,
  );
  return Math.ceil(minQuantity / 1000) * 1000 + 1000;
}

/** The date `days` days from now, as the API takes dates (YYYY-MM-DD). */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Staff (`staff`) answer the requested `quote` with its `lines`: 30 days' lead time, valid for 30 days. */
export function answerQuote<T = any>(
  staff: APIRequestContext,
  quote: { id: string; version: number },
  lines: { kind: string; label: string; amount: number }[],
): Promise<T> {
  return call<T>(
    staff,
    'POST',
    `/api/admin/quotes/${quote.id}/answer`,
    { version: quote.version, lines, leadTimeDays: 30, validUntil: daysAhead(30), note: '' },
    200,
  );
}

/** The customer (`customer`) accepts the answered `quote`, with the version they saw. */
export function acceptQuote<T = any>(customer: APIRequestContext, quote: { id: string; version: number }): Promise<T> {
  return call<T>(customer, 'POST', `/api/quotes/${quote.id}/transitions`, { action: 'accept', version: quote.version }, 200);
}

/**
 * The demo customer opens their `order` on a phone (390 px wide), in a browser context of its own
 * closed after, and `story` goes on from the order's screen.
 */
export async function customerOrderOnAPhone(
  browser: Browser,
  order: { id: string; ref: string },
  story: (mine: Page) => Promise<void>,
): Promise<void> {
  const phone = await newBrowserContext(browser, { viewport: { width: 390, height: 844 } });
  try {
    const mine = await phone.newPage();
    await apiSignIn(mine.request, DEMO.customer);
    await mine.goto(`/orders?id=${order.id}`);
    await expect(screenTitle(mine)).toHaveText(order.ref, { timeout: 60_000 });
    await story(mine);
  } finally {
    await phone.close();
  }
}
