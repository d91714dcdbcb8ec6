import type { Page } from '@playwright/test';
import { collectConsole, expect, test, tr } from './fixtures.ts';
import { adminRequest, call } from './content-helpers.ts';

/**
 * Server rendering (decision 0027): a public page's content is in the HTML the server sends, before
 * any script runs, and the browser hydrates it into the app without a mismatch.
 */

/** React's hydration complaints (development wording and the production build's error numbers). */
const HYDRATION = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

/** The page as a visitor without JavaScript sees it: every script request refused. */
async function withoutScripts(page: Page, path: string) {
  await page.route('**/*.js', (route) => route.abort());
  // no app will take the page over: the fixture's wait for it is skipped (e2e/fixtures.ts)
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** The id of the first record a public list answers. */
async function firstId(page: Page, list: string): Promise<string> {
  const res = await page.request.get(`${list}?limit=1`);
  expect(res.ok()).toBe(true);
  return (await res.json()).items[0].id;
}

/** A product of the demo shop. */
async function aProduct(page: Page): Promise<{ id: string; nameKo: string; nameEn: string }> {
  const res = await page.request.get('/api/products?inStock=true&limit=1');
  expect(res.ok()).toBe(true);
  const [product] = (await res.json()).items;
  expect(product).toBeTruthy();
  return product;
}

/** A post of the demo board (with its comments, when it has any). */
async function aPost(page: Page): Promise<{ id: string; title: string }> {
  const res = await page.request.get('/api/board/posts?sort=comments&limit=1');
  expect(res.ok()).toBe(true);
  const [post] = (await res.json()).items;
  expect(post).toBeTruthy();
  return post;
}

test.describe('server-rendered public pages', () => {
  test('/product/:id: the product is in the HTML; the hydrated page reacts to a click', async ({ page }) => {
    const product = await aProduct(page);
    const html = await (await page.request.get(`/product/${product.id}?lang=en`)).text();
    expect(html).toContain('<div id="root" data-ssr="en">');
    expect(html).toContain('id="ssr-state"');

    await withoutScripts(page, `/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.nameKo })).toBeVisible();
    await expect(page.getByTestId('product-option-price')).toBeVisible();
    await page.unrouteAll();

    const messages = collectConsole(page);
    // React reports a recoverable hydration error (#418) to the window, not to the console
    page.on('pageerror', (e) => messages.push({ type: 'error', text: e.message }));
    // the server's heading, as the HTML parser made it: hydrated, React keeps that very element
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { served: Element | null }).served = document.querySelector('h1');
      }),
    );
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.nameKo })).toBeVisible();
    // the quantity's "one more" works only once React owns the page (a click before it does nothing)
    const quantity = page.getByRole('textbox', { name: tr('shop.detail.quantity') });
    await expect(async () => {
      await page.getByRole('button', { name: tr('shop.detail.more') }).click();
      await expect(quantity).not.toHaveValue('1', { timeout: 1000 });
    }).toPass();
    expect(await page.evaluate(() => (window as unknown as { served: Element | null }).served?.isConnected)).toBe(true);
    // a link is the router's (no page load): the page's own state survives it
    await page.evaluate(() => ((window as unknown as { kept: number }).kept = 1));
    await page.getByRole('link', { name: tr('shop.detail.back') }).click();
    await expect(page).toHaveURL(/\/product$/);
    expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
    expect(messages.filter((m) => m.type === 'error' || HYDRATION.test(m.text))).toEqual([]);
  });

  test('/intro: the landing page is in the HTML; hydrated, its links are the router’s', async ({ page }) => {
    await withoutScripts(page, '/intro?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toBeTruthy();
    await page.unrouteAll();

    const messages = collectConsole(page);
    // React reports a recoverable hydration error (#418) to the window, not to the console
    page.on('pageerror', (e) => messages.push({ type: 'error', text: e.message }));
    await page.goto('/intro?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { kept: number }).kept = 1));
    await expect(async () => {
      await page
        .getByRole('navigation', { name: tr('nav.main', 'en') })
        .getByRole('link', { name: tr('nav.ingredients', 'en') })
        .click();
      await expect(page).toHaveURL(/\/ingredients/, { timeout: 2000 });
    }).toPass();
    expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
    expect(messages.filter((m) => m.type === 'error' || HYDRATION.test(m.text))).toEqual([]);
  });

  for (const [name, path] of [
    ['the catalogue', async () => '/ingredients'],
    ['the packaging', async () => '/submaterials'],
    ['the shop', async () => '/product'],
    ['a packaging item', async (page: Page) => `/submaterial/${await firstId(page, '/api/sub-materials')}`],
    ['the public formulas', async () => '/publicRecipes'],
    ['the company profile', async () => '/company'],
    ['the guide', async () => '/guide'],
    ['the notices', async () => '/notice'],
    ['a notice', async (page: Page) => `/notice?id=${await firstId(page, '/api/notices')}`],
    ['investor relations', async () => '/IR'],
    ['the board', async () => '/board'],
    ['a board post', async (page: Page) => `/board/${(await aPost(page)).id}`],
    ['the terms', async () => '/policies/terms'],
    ['the privacy policy', async () => '/policies/privacy'],
  ] as const) {
    test(`${name}: rendered by the server and hydrated without a complaint`, async ({ page }) => {
      const url = await path(page);
      const html = await (await page.request.get(url)).text();
      expect(html).toContain('<div id="root" data-ssr="ko">');
      const messages = collectConsole(page);
      // React reports a recoverable hydration error (#418) to the window, not to the console
      page.on('pageerror', (e) => messages.push({ type: 'error', text: e.message }));
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { served: Element | null }).served = document.querySelector('main h1, main h2');
        }),
      );
      // what the app asks of the API (images and the page-view beacon aside)
      const asked: string[] = [];
      page.on('request', (r) => {
        const { pathname, search } = new URL(r.url());
        if (pathname.startsWith('/api/') && !/^\/api\/(files|analytics)\//.test(pathname)) asked.push(pathname + search);
      });
      // the answers the page brought are dated when the server read them: none is asked for again but
      // the session (the page may be the anonymous one of a visitor signed in since, from the browser's
      // cache) and a board post, whose read in the reader's browser is the view the post counts. They
      // are asked as the screens mount, after the hydration, which on a slow machine may come after the
      // network has been quiet for a while: wait for each
      const post = /^\/board\/([0-9a-f-]{36})$/.exec(url)?.[1];
      const expected = ['/api/auth/get-session', ...(post ? [`/api/board/posts/${post}`] : [])];
      const mounted = Promise.all(expected.map((path) => page.waitForRequest((r) => new URL(r.url()).pathname === path)));
      await page.goto(url);
      await mounted;
      await page.waitForLoadState('networkidle');
      // React took over the server's elements rather than drawing new ones
      expect(await page.evaluate(() => (window as unknown as { served: Element | null }).served?.isConnected)).toBe(true);
      expect(messages.filter((m) => m.type === 'error' || HYDRATION.test(m.text))).toEqual([]);
      expect(asked.sort()).toEqual(expected);
    });
  }

  test('/ingredients?id=: the opened ingredient is in the HTML; the live drawer takes its place', async ({ page }) => {
    const res = await page.request.get('/api/ingredients?sort=name&limit=1');
    const [item] = (await res.json()).items as { id: string; inciName: string }[];
    const path = `/ingredients?id=${item!.id}&lang=en`;
    // without scripts: the drawer the server drew, titled with the ingredient, closed by a link to the list
    await withoutScripts(page, path);
    // (named by its title, as the live drawer is; its copy button, which needs the app, drawn disabled)
    const served = page.getByRole('dialog', { name: item!.inciName });
    await expect(served.getByRole('heading', { level: 2, name: item!.inciName })).toBeVisible();
    await expect(served.getByRole('button', { name: tr('catalogue.detail.copyLink', 'en') })).toBeDisabled();
    await expect(served.getByRole('link', { name: tr('catalogue.detail.close', 'en') })).toHaveAttribute(
      'href',
      '/ingredients?lang=en',
    );
    await page.unrouteAll();

    const messages = collectConsole(page);
    page.on('pageerror', (e) => messages.push({ type: 'error', text: e.message }));
    await page.goto(path);
    // the app's own drawer replaces the server's: one dialog, and its close is a button that works
    await expect(page.locator('#ssr-detail')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const live = page.getByRole('dialog', { name: item!.inciName });
    await expect(live.getByRole('button', { name: tr('catalogue.detail.copyLink', 'en') })).toBeEnabled();
    await live.getByRole('button', { name: tr('catalogue.detail.close', 'en') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/ingredients\?lang=en$/);
    expect(messages.filter((m) => m.type === 'error' || HYDRATION.test(m.text))).toEqual([]);
  });

  test('/board: the posts are in the HTML; hydrated, a post opens by the router with its comments', async ({ page }) => {
    // a post of the page as served (the page cache may hold it for a minute, other stories post meanwhile)
    await withoutScripts(page, '/board');
    const row = page
      .getByRole('list', { name: tr('screens.board.title') })
      .getByRole('link')
      .first();
    await expect(row).toBeVisible();
    const href = (await row.getAttribute('href'))!;
    expect(href).toMatch(/^\/board\/[0-9a-f-]{36}$/);
    await page.unrouteAll();

    const messages = collectConsole(page);
    page.on('pageerror', (e) => messages.push({ type: 'error', text: e.message }));
    await page.goto('/board');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { kept: number }).kept = 1));
    await page.locator(`main a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#comments-heading')).toBeVisible();
    // no page load: the page's own state survived the link
    expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
    expect(messages.filter((m) => m.type === 'error' || HYDRATION.test(m.text))).toEqual([]);
  });

  test.describe('a reader in another time zone', () => {
    test.use({ timezoneId: 'America/Los_Angeles' });

    test('a notice is dated in Korea by the server, then in the reader’s own zone, without a mismatch', async ({
      page,
      browser,
      baseURL,
    }) => {
      // 20:00 UTC on 1 March: 2 March in Korea, still 1 March in California
      const admin = await adminRequest(browser, baseURL!);
      const notice = await call<{ id: string }>(admin.request, 'POST', '/api/admin/notices', {
        title: `Time zones ${Date.now()}`,
        body: '<p>When was this?</p>',
        publishAt: '2026-03-01T20:00:00Z',
      });
      try {
        const html = await (await page.request.get(`/notice?id=${notice.id}`)).text();
        expect(html).toContain('<div id="root" data-ssr="ko">');
        expect(html).toContain('2026. 3. 2.');

        const messages = collectConsole(page);
        page.on('pageerror', (e) => messages.push({ type: 'error', text: e.message }));
        await page.goto(`/notice?id=${notice.id}`);
        await expect(page.getByRole('article').getByText('2026. 3. 1.', { exact: true })).toBeVisible();
        expect(messages.filter((m) => m.type === 'error' || HYDRATION.test(m.text))).toEqual([]);
      } finally {
        await call(admin.request, 'DELETE', `/api/admin/notices/${notice.id}`, undefined, 204);
        await admin.close();
      }
    });
  });
});
