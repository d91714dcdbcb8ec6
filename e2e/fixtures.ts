import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export {
  ADMIN_EXTRA_SCREENS,
  ADMIN_SCREENS,
  PUBLIC_ROUTES,
  PUBLIC_ROUTES_ASKING_SIGN_IN,
  SIGNED_IN_ROUTES,
} from '../packages/shared/src/routes.ts';

export const DEMO = {
  admin: { email: 'admin@formulab.local', password: 'Formulab-admin-2026' },
  customer: { email: 'customer@formulab.local', password: 'Formulab-demo-2026' },
};

/** Where the stories' API-made sample requests are sent: the demo customer's office. */
export const DEMO_SHIPPING = {
  recipient: '김민지',
  phone: '010-1234-5678',
  postalCode: '06236',
  address: '서울특별시 강남구 테헤란로 123',
  detail: '',
};

export type Credentials = { email: string; password: string };
export type Lang = 'ko' | 'en';

// ---------------------------------------------------------------------------------------------
// Translations: selectors read the app's own strings, so a copy change does not break a story.

type Dict = { [key: string]: string | Dict };
const I18N_DIR = path.resolve(import.meta.dirname, '../apps/web/src/i18n');
// the customer strings and the staff area's (loaded with the admin chunks) together
const readDict = (lang: Lang): Dict => ({
  ...(JSON.parse(fs.readFileSync(path.join(I18N_DIR, `${lang}.json`), 'utf8')) as Dict),
  ...(JSON.parse(fs.readFileSync(path.join(I18N_DIR, `admin.${lang}.json`), 'utf8')) as Dict),
});
const dicts: Record<Lang, Dict> = { ko: readDict('ko'), en: readDict('en') };

/** The app's text for `key` (dotted) in `lang`; throws on a missing key so a typo fails loudly. */
export function tr(key: string, lang: Lang = 'ko'): string {
  let node: string | Dict | undefined = dicts[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${lang} translation for ${key}`);
  return node;
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern matching the text of `key` in either language, exactly. */
export function trAny(key: string): RegExp {
  return new RegExp(`^(${escapeRegExp(tr(key, 'ko'))}|${escapeRegExp(tr(key, 'en'))})$`);
}

/** A pattern that finds the text of `key` (in `lang`) anywhere in a longer text. */
export function trIn(key: string, lang: Lang = 'ko'): RegExp {
  return new RegExp(escapeRegExp(tr(key, lang)));
}

// ---------------------------------------------------------------------------------------------
// Routes and URLs

/** An id for `:id` routes; what a record's id looks like, whether or not the record exists. */
export const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

export function withId(route: string, id = SAMPLE_ID): string {
  return route.replace(':id', id);
}

/** Waits until the page's path + query is exactly `expected` (e.g. "/login?redirect=%2Fquotes"). */
export async function expectPath(page: Page, expected: string, timeout?: number) {
  await expect(page).toHaveURL((url) => url.pathname + url.search === expected, { timeout });
}

/** The login URL the guard sends a visitor to when they were going to `target`. */
export function loginUrlFor(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}

// ---------------------------------------------------------------------------------------------
// Accounts

/** A fresh address per call: parallel tests (and reruns on the same server) never collide. */
export function uniqueEmail(tag = 'user'): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs in through the real login form (no waiting; see `signInAndWait`). */
export async function signIn(page: Page, who: Credentials, path = '/login') {
  await page.goto(path);
  await submitSignInForm(page, who);
}

/** Fills and submits the sign-in form already on the page (/login or /admin/login). */
export async function submitSignInForm(page: Page, who: Credentials) {
  await page.getByLabel(/이메일|E-mail/).fill(who.email);
  await page.getByLabel(/^(비밀번호|Password)/).fill(who.password);
  await page.getByRole('button', { name: /^(로그인|Sign in|관리자로 로그인|Sign in as staff)$/ }).click();
}

/** Signs in through the login form and waits until the app has moved on to `landing`. */
export async function signInAndWait(page: Page, who: Credentials, landing = '/dashboard') {
  await signIn(page, who);
  await expectPath(page, landing);
}

/** Signs in through the API (the session cookie lands in the page's browser context). */
export async function apiSignIn(request: APIRequestContext, who: Credentials) {
  const res = await request.post('/api/auth/sign-in/email', { data: { ...who, rememberMe: true }, headers: originHeader() });
  expect(res.status(), `sign-in of ${who.email}: ${await res.text()}`).toBe(200);
}

/** Creates (and signs in) a new customer through the API; returns its credentials. */
export async function apiSignUp(
  request: APIRequestContext,
  overrides: Partial<{ name: string; preferredLanguage: Lang }> = {},
): Promise<Credentials & { name: string }> {
  const policies = await request.get('/api/policies/current');
  expect(policies.ok()).toBe(true);
  const { items } = (await policies.json()) as { items: { kind: string; version: number }[] };
  const version = (kind: string) => items.find((p) => p.kind === kind)?.version ?? 0;
  const user = {
    email: uniqueEmail('api'),
    password: 'E2e-passw0rd',
    name: overrides.name ?? 'E2E 고객',
    companyName: 'E2E Cosmetics',
    phone: '010-1234-5678',
    businessRegistrationNumber: '',
    preferredLanguage: overrides.preferredLanguage ?? 'ko',
    termsVersion: version('terms'),
    privacyVersion: version('privacy'),
    acceptTerms: true,
    acceptPrivacy: true,
    marketingConsent: false,
  };
  const res = await request.post('/api/auth/sign-up/email', { data: user, headers: originHeader() });
  expect(res.status(), `sign-up: ${await res.text()}`).toBe(200);
  return { email: user.email, password: user.password, name: user.name };
}

/** Who the server thinks is signed in, for this browser context (null for a visitor). */
export async function sessionEmail(request: APIRequestContext): Promise<string | null> {
  const res = await request.get('/api/auth/get-session');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

export function originHeader(): Record<string, string> {
  return { origin: base.info().project.use.baseURL ?? '' };
}

// ---------------------------------------------------------------------------------------------
// Screens

/** The customer layout's header (banner) and its main navigation. */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function mainNav(page: Page): Locator {
  return header(page).getByRole('navigation', { name: trAny('nav.main') });
}

export function accountMenuButton(page: Page): Locator {
  return header(page).getByRole('button', { name: trAny('nav.accountMenu') });
}

/** The admin layout's sidebar. */
export function adminSidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: trAny('admin.nav') });
}

/** The screen's title: the one level-1 heading in <main>. */
export function screenTitle(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/**
 * Waits until a screen has settled: its title is shown, no route is loading and the header's
 * account area is no longer a skeleton (sign-in link or account menu shown).
 */
export async function settled(page: Page) {
  // a cold screen's first paint: its lazy chunks and first data. With two stories side by side and no
  // retry, a recipe editor opened while the other worker's story generated a dossier stalled for 6 s and
  // missed the 15 s default (2026-11-28); the wait ends as soon as the heading is there
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const account = header(page)
    .getByRole('link', { name: trAny('nav.signIn') })
    .or(accountMenuButton(page));
  if (await page.getByRole('navigation', { name: trAny('nav.main') }).count()) await expect(account.first()).toBeVisible();
}

/**
 * What scrolls sideways on the page as it is now: the document, and every scroll container inside
 * `main` wider than its box (a table's scroll area, a card's code block), each as "what: by how many
 * pixels". A tab list may scroll on purpose (its tabs stay reachable), so it is not counted.
 */
export function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) found.push(`the page: ${doc.scrollWidth - window.innerWidth} px`);
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const { overflowX } = getComputedStyle(el);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (el.getAttribute('role') === 'tablist') continue;
      const by = el.scrollWidth - el.clientWidth;
      if (by > 1) found.push(`${el.tagName.toLowerCase()}.${el.className.toString().split(' ').slice(-1)[0]}: ${by} px`);
    }
    return found;
  });
}

/** The page and the scroll containers in its `main` fit a `width` px wide window (`sidewaysScroll`). */
export async function expectFitsWidth(page: Page, width = 390) {
  await page.setViewportSize({ width, height: 844 });
  await expect.poll(() => sidewaysScroll(page), `nothing scrolls sideways at ${width} px`).toEqual([]);
}

/** Collects console messages of the page (type + text). */
export function collectConsole(page: Page): { type: string; text: string }[] {
  const messages: { type: string; text: string }[] = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  return messages;
}

// ---------------------------------------------------------------------------------------------
// Accessibility

/**
 * Runs axe on the page (or only inside `selector`) and fails with a readable list of every serious or
 * critical violation; `soft`, the story goes on and fails at its end (a sweep of many screens).
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string, selector?: string, { soft = false } = {}) {
  // only the violations' details: axe then skips recording every passing node (a third less time on a
  // long table, measured on /admin/admin-submaterials: 4.1 → 2.9 s), and finds the same violations
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (selector ? axe.include(selector) : axe).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  (soft ? expect.soft : expect)(bad.length, `${screen}: ${bad.length} serious/critical axe violation(s)\n${report}`).toBe(0);
}

// ---------------------------------------------------------------------------------------------

type Options = { failOnRateLimit: boolean };

/**
 * A page the server rendered (decision 0027) shows its content before the app has taken it over, and
 * a keystroke or a click before then is lost: after each load (`goto`, `reload`, `goBack`,
 * `goForward`) the page waits for the app (app.tsx's `data-app`), as a person waits for the page to
 * respond; other pages are the app's from the start. A load that asks for less than `load` (a page
 * without its scripts, e2e/ssr.spec.ts) is not waited for. The story's own page has it (below), and so
 * has every page of a context made by `appContext`.
 */
export function waitForAppAfterLoads(page: Page) {
  const marked = page as Page & { waitsForApp?: true };
  if (marked.waitsForApp) return;
  marked.waitsForApp = true;
  // the app starts on a server-rendered page's first touch (public/boot.js, decision 0034): every page
  // load is touched once it has loaded, as a person's thumb lands on it
  const touch = () => page.evaluate(() => dispatchEvent(new Event('pointerdown'))).catch(() => undefined);
  page.on('load', () => void touch());
  const appTookOver = async () => {
    await touch();
    await page.waitForFunction(
      () => !document.getElementById('root')?.hasAttribute('data-ssr') || document.documentElement.hasAttribute('data-app'),
      undefined,
      { timeout: 30_000 },
    );
  };
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    // the options are the last argument (goto's first is the address)
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await load(...args);
      const options = args.at(-1) as { waitUntil?: string } | string | undefined;
      if (typeof options === 'object' && options?.waitUntil && options.waitUntil !== 'load') return response;
      await appTookOver();
      return response;
    };
  }
}

/**
 * `browser.newContext` whose pages wait for the app after each load (fixtures.ts's `waitForAppAfterLoads`),
 * with the service worker blocked unless `options` allow it, as in `test`'s own contexts: installed, it
 * precaches the whole build, about 7 s of the browser's CPU in each new context (measured 2026-11-30).
 */
export async function appContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    waitForAppAfterLoads(page);
    return page;
  };
  context.on('page', waitForAppAfterLoads);
  return context;
}

/**
 * Every story runs in its own browser context. The service worker is blocked by default (it would
 * precache the whole build in every context); the PWA story allows it. Any 429 from the API fails
 * the story with a clear message instead of a confusing redirect.
 */
export const test = base.extend<Options>({
  serviceWorkers: 'block',
  // a client address of its own per story (start-server.ts trusts X-Forwarded-For): the server's
  // per-address limits then see many visitors, not one visitor making every request of the run
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const ip = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': ip });
  },
  // a page the server rendered (decision 0027) shows its content before the app has taken it over, and
  // a keystroke or a click before then is lost: after a page load a story waits for the app (app.tsx's
  // `data-app`), as a person waits for the page to respond; other pages are the app's from the start.
  // A load that asks for less than `load` (a page without its scripts) is not waited for.
  page: async ({ page }, use) => {
    waitForAppAfterLoads(page);
    await use(page);
  },
  failOnRateLimit: [
    async ({ page }, use) => {
      const limited: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 429) limited.push(r.url());
      });
      await use(true);
      expect(limited, 'the API rate-limited these calls').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * No serious or critical axe violation inside `selector`, by default the screen's own content (the
 * header's notification bell and the toasts belong to other areas and are checked by their own stories).
 */
export function expectAccessible(page: Page, screen: string, selector = 'main') {
  return expectNoSeriousA11yViolations(page, screen, selector);
}

/**
 * Switches the screen's language without saving it on the demo account (the other stories read it in
 * Korean): the header's switch, or on a phone the one in the menu.
 */
export async function showInEnglish(page: Page) {
  await page.route('**/api/me', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '{}' })
      : route.continue(),
  );
  const name = new RegExp(`${tr('common.language')}|Language`);
  const inHeader = page.getByRole('banner').getByRole('radiogroup', { name });
  await expect(inHeader.or(page.getByRole('button', { name: tr('nav.openMenu') }))).toBeVisible();
  if (await inHeader.isVisible()) {
    await inHeader.locator('label').filter({ hasText: 'English' }).click();
  } else {
    // a phone: the switch is in the menu behind the header's burger
    await page.getByRole('button', { name: tr('nav.openMenu') }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('radiogroup', { name }).locator('label').filter({ hasText: 'English' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}
