import type { Page } from '@playwright/test';
import { collectConsole, expect, test } from './fixtures.ts';

/**
 * The first paint of a server-rendered page (decision 0028): the page carries the CSS its markup uses
 * and links nothing that holds the paint; boot.js lets its font subsets load after it, and starts the
 * stylesheets and the app at the visitor's first touch (decision 0034). The CSS
 * in the page must be all the page needs: with only it (every script refused, so nothing else ever
 * loads) the page is laid out exactly as once the app and its full stylesheets are up.
 */

/** Where the page's landmarks, headings, links and buttons stand, once its fonts have loaded. */
async function layout(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    [...document.querySelectorAll('header, main, footer, h1, h2, h3, main a, main button, nav a')]
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => {
        const r = e.getBoundingClientRect();
        const box = [r.x, r.y, r.width, r.height].map((n) => Math.round(n)).join(',');
        return `${e.tagName.toLowerCase()} ${(e.textContent ?? '').trim().slice(0, 30)} @ ${box}`;
      }),
  );
}

/** Holds the app's entry script back until the returned function is called: the page before its app. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const path of ['/intro?lang=en', '/intro?lang=ko', '/ingredients?lang=en', '/product?lang=ko']) {
  test(`${path}: painted from its HTML alone, as laid out as the running app`, async ({ page }) => {
    const res = await page.request.get(path);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-critical>');
    // nothing in the head holds the first paint: no stylesheet, no module, no preload with an address
    expect(head).not.toMatch(/<link[^>]*rel="(stylesheet|modulepreload)"[^>]*\shref=/);
    expect(head).not.toContain('type="module"');
    expect(head).toMatch(/<script src="\/boot\.js" defer data-entry="\/assets\/index-[\w-]+\.js"><\/script>/);

    // its font subsets wait for the first paint (decision 0034): boot.js lets them load after it
    expect(head).toMatch(/<style data-fonts media="print">@font-face\{/);

    // with no script at all: only the page's own CSS, its fonts let in as boot.js would
    await page.route('**/*.js', (route) => route.abort());
    // (not 'load': the fixture would wait for the app, which never comes)
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load');
    await page.evaluate(() =>
      document.querySelectorAll('style[data-fonts]').forEach((f) => ((f as HTMLStyleElement).media = 'all')),
    );
    // (the fonts' loads start with the next layout, and `layout` waits for them)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const alone = await layout(page);
    expect(alone.length).toBeGreaterThan(5);
    await page.unrouteAll();

    const messages = collectConsole(page);
    page.on('pageerror', (e) => messages.push({ type: 'error', text: e.message }));
    // the app (the fixture waits for it to be up) with the full stylesheets
    await page.goto(path);
    await expect(page.locator('link[data-href]:not([href])')).toHaveCount(0);
    // each preload is one again, and the console has no word about one without an address
    await expect(page.locator('link[data-rel]:not([rel="modulepreload"])')).toHaveCount(0);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet),
    );
    expect(await layout(page)).toEqual(alone);
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
    expect(messages.filter((m) => m.text.includes('modulepreload'))).toEqual([]);
  });
}

test('/ingredients: what a visitor types before the app is up is searched once it is', async ({ page }) => {
  // the app's code held back until the visitor has typed
  const release = await holdTheApp(page);
  // (not 'load': the fixture would wait for the app, which is held)
  await page.goto('/ingredients?lang=en', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('searchbox');
  await box.fill('glycer');
  await expect(page.locator('html[data-app]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-app]')).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]q=glycer\b/);
  await expect(box).toHaveValue('glycer');
  await box.pressSequentially('in');
  await expect(page).toHaveURL(/[?&]q=glycerin\b/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('/intro: a tap on the menu before the app is up opens it once the app is (the tap is held, not lost)', async ({
    page,
  }) => {
    // the app's code held back until the tap has landed
    const release = await holdTheApp(page);
    // (not 'load': the fixture would wait for the app, which is held)
    await page.goto('/intro?lang=en', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.locator('html[data-app]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-app]')).toHaveCount(1);
    // the held tap, given again to the hydrated button, opened the menu
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Ingredients' })).toBeVisible();
  });

  test("a product's page: a tap on the photo before the app is up opens it full size (a lazy screen's part)", async ({
    page,
  }) => {
    const { items } = (await (await page.request.get('/api/products?limit=1')).json()) as { items: { id: string }[] };
    const release = await holdTheApp(page);
    await page.goto(`/product/${items[0]!.id}?lang=en`, { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('button', { name: /full size$/ })
      .first()
      .tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-app]')).toHaveCount(1);
    // held, then given to the photo's button once its part of the page was hydrated
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
