import crypto from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { DEMO, apiSignIn, escapeRegExp, expect, test, tr, appContext, type Lang } from './fixtures.ts';
import { interpolate } from '../apps/web/src/i18n/translator.ts';

/**
 * Helpers of the catalogue stories (catalogue.spec.ts, catalogue-admin.spec.ts): the public
 * ingredient screen's parts, interpolated translations, test files and second browser contexts.
 */

/** The app's text for `key` with its {{placeholders}} filled in, as the app fills them (Korean particles too). */
export function trf(key: string, vars: Record<string, string | number>, lang: Lang = 'ko'): string {
  return interpolate(tr(key, lang), vars);
}

/** The whole text, exactly (a getByText / toHaveText pattern that does not match a longer text). */
export function exactly(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}$`);
}

/** The id of the demo catalogue's ingredient named `inci` (exactly), looked up through the API. */
export async function ingredientId(api: APIRequestContext, inci: string): Promise<string> {
  const res = await api.get(`/api/ingredients?q=${encodeURIComponent(inci)}&limit=10`);
  expect(res.ok()).toBe(true);
  const hit = ((await res.json()) as { items: { id: string; inciName: string }[] }).items.find((i) => i.inciName === inci);
  expect(hit, `the demo catalogue has ${inci}`).toBeTruthy();
  return hit!.id;
}

/** A short random tag for names that must not collide between parallel stories and reruns. */
export function randomTag(): string {
  return `${Date.now().toString(36).slice(-4)}${crypto.randomBytes(3).toString('hex')}`;
}

/**
 * Another browser (a customer or visitor beside the admin of the story): own cookies, its own
 * client address (see fixtures.ts), the service worker blocked, and its pages wait for the app after a
 * load as the story's own page does (fixtures.ts). Close it at the end of the story.
 */
export async function newBrowserContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const ip = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  return appContext(browser, {
    baseURL: test.info().project.use.baseURL,
    locale: 'ko-KR',
    extraHTTPHeaders: { 'x-forwarded-for': ip },
    ...options,
  });
}

/**
 * Deletes what a story created, through the admin API (`request` carries the admin's cookies), so
 * that the other stories of the run see the demo catalogue. Best effort: a story that failed
 * half-way may have created less; a failed clean-up is reported but does not hide the story's error.
 */
export async function adminDelete(request: APIRequestContext, paths: string[]) {
  for (const p of paths) {
    const res = await request.delete(p, { headers: { origin: test.info().project.use.baseURL ?? '' } }).catch(() => null);
    if (!res || (!res.ok() && res.status() !== 404)) console.warn(`clean-up: DELETE ${p} answered ${res?.status() ?? 'nothing'}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Files to upload

/** A real 1×1 PNG (the server decodes every image). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The smallest PDF the server accepts (it checks the header and the trailer: xref, startxref, %%EOF). */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\nxref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n96\n%%EOF\n',
);

/**
 * Gives `file` to a Mantine dropzone as if picked in its file dialog. (A click would not do: in
 * Chromium the dropzone opens the File System Access picker, which Playwright cannot answer; the
 * dropzone's own file input takes the file through the same drop handler.)
 */
export async function chooseFile(dropzone: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  await expect(dropzone).toBeVisible();
  await dropzone.locator('input[type="file"]').setInputFiles(file);
}

// ---------------------------------------------------------------------------------------------
// Mantine inputs

/** Picks `option` in the Select / MultiSelect `input` (its listbox is in a portal). */
export async function pick(page: Page, input: Locator, option: string | RegExp) {
  await input.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

// ---------------------------------------------------------------------------------------------
// The public ingredient screen (/ingredients)

export function ingredientSearchBox(page: Page, lang: Lang = 'ko'): Locator {
  return page.getByRole('searchbox', { name: tr('catalogue.ingredients.searchLabel', lang) });
}

/** The result cards (grid view), in order. */
export function resultCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** The INCI names of the cards, in order. */
export function cardNames(page: Page): Locator {
  return resultCards(page).getByRole('heading', { level: 2 });
}

/** Searches like a user (type, Enter) and waits until the URL carries the query. */
export async function searchIngredients(page: Page, text: string, lang: Lang = 'ko') {
  const box = ingredientSearchBox(page, lang);
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
}

/** The open ingredient drawer (a dialog named by the ingredient's INCI name). */
export function ingredientDrawer(page: Page, inciName?: string): Locator {
  return inciName ? page.getByRole('dialog', { name: inciName, exact: true }) : page.getByRole('dialog');
}

/** The value (<dd>) of a fact (<dt> `label`) in a definition list of `scope`. */
export function fact(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: exactly(label) })
    .locator('xpath=following-sibling::dd[1]');
}

/** A <section> of the drawer by its heading. */
export function drawerSection(drawer: Locator, heading: string): Locator {
  return drawer.locator('section').filter({ has: drawer.page().getByRole('heading', { name: heading, exact: true }) });
}

/** The `id` in the page's URL (an open drawer), or null. */
export function idInUrl(page: Page): string | null {
  return new URL(page.url()).searchParams.get('id');
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Runs `story` through the API as the demo customer and as staff, each in a browser context of its own
 * (`newBrowserContext`), both closed after: what a story sets up with before its own screens.
 */
export async function asCustomerAndStaff<T>(
  browser: Browser,
  story: (customer: APIRequestContext, staff: APIRequestContext) => Promise<T>,
): Promise<T> {
  const customer = await newBrowserContext(browser);
  const staff = await newBrowserContext(browser);
  try {
    await apiSignIn(customer.request, DEMO.customer);
    await apiSignIn(staff.request, DEMO.admin);
    return await story(customer.request, staff.request);
  } finally {
    await customer.close();
    await staff.close();
  }
}
