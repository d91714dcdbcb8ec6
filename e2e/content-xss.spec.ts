import type { Browser, BrowserContext, Dialog, Page } from '@playwright/test';
import { XSS_CORPUS } from '../apps/server/src/modules/content/xss-corpus.ts';
import { DEMO, apiSignIn, apiSignUp, expect as baseExpect, test } from './fixtures.ts';
import { newBrowserContext } from './catalogue-helpers.ts';
import { adminRequest, call, uploadPdf } from './content-helpers.ts';

// a shared 2-core machine: the editor and the admin chunks take their time to load
const expect = baseExpect.configure({ timeout: 45_000 });
test.use({ actionTimeout: 45_000, navigationTimeout: 90_000 });

/**
 * The XSS corpus (apps/server/src/modules/content/xss-corpus.ts, every vector opens a dialog if it
 * runs) written through every content field — notice, post, IR and policy titles and bodies,
 * comments, replies, report details, category names — then every page that shows them is opened
 * while the story listens for dialogs: none may appear.
 */

function listenForDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d: Dialog) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  return seen;
}

/** Opens `url` as a reader would, lets whatever would fire on load, error or focus fire. */
async function visit(page: Page, url: string, settle?: () => Promise<void>) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settle?.();
  await page.waitForLoadState('networkidle');
  // give anything that would fire on load, error or focus its chance
  await page.mouse.move(200, 300);
  await page.keyboard.press('Tab');
  // every image has loaded or failed (its load or error handler has run), and the page has drawn
  // twice since (a toggle or animation event is queued for the next frame): what would fire on
  // load, error or focus has fired by now
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** What the seeding made: ids the pages below open. */
type Seeded = {
  tag: string;
  category: number;
  posts: string[];
  target: string;
  notice: string;
  policy: number;
  reader: Awaited<ReturnType<BrowserContext['storageState']>>;
};

test.describe('script injection', () => {
  // the content is written once (some 200 calls), then read by the customer who wrote it and by
  // staff, a story for each group of screens
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let seeded: Seeded;

  test.beforeAll(async ({ browser, baseURL }) => {
    // some 200 calls, one after another (the board limits how fast one writer posts)
    test.setTimeout(120_000);
    const tag = `xss${Date.now().toString(36)}`;
    const everything = XSS_CORPUS.join('\n');
    const { request: admin, close } = await adminRequest(browser, baseURL!);

    // board: a category named with a vector, posts titled and written with each vector
    const category = await call<{ id: number }>(admin, 'POST', '/api/admin/board/categories', {
      slug: tag,
      nameKo: XSS_CORPUS[7]!.slice(0, 60),
      nameEn: XSS_CORPUS[14]!.slice(0, 60),
      position: 99,
    });
    const writer = await newBrowserContext(browser);
    const author = writer.request;
    await apiSignUp(author, { name: XSS_CORPUS[3]!.slice(0, 60) });
    const posts: string[] = [];
    for (const vector of XSS_CORPUS) {
      const p = await call<{ id: string }>(
        author,
        'POST',
        '/api/board/posts',
        { categoryId: category.id, title: vector.slice(0, 200), body: `<p>${tag}</p>${vector.replace('/api/files/', '/x/')}` },
        201,
      );
      posts.push(p.id);
    }
    // one post with every vector in its comments and replies, and in the reports staff read
    const target = posts[0]!;
    for (const vector of XSS_CORPUS.slice(0, 40)) {
      const c = await call<{ id: string }>(author, 'POST', `/api/board/posts/${target}/comments`, { body: vector });
      await call(admin, 'POST', `/api/board/posts/${target}/comments`, { body: vector, parentId: c.id });
    }
    for (const vector of XSS_CORPUS.slice(40))
      await call(author, 'POST', `/api/board/posts/${target}/comments`, { body: vector });
    await call(admin, 'POST', `/api/board/posts/${target}/report`, { reason: 'other', detail: everything.slice(0, 500) }, 204);
    await call(author, 'PUT', `/api/board/posts/${target}`, {
      categoryId: category.id,
      title: XSS_CORPUS[0],
      body: everything.replaceAll('/api/files/', '/x/'),
    });

    // notices: one with every vector in its body, others titled with them; IR the same
    const notice = await call<{ id: string }>(admin, 'POST', '/api/admin/notices', {
      title: `${tag} ${XSS_CORPUS[1]}`,
      body: everything.replaceAll('/api/files/', '/x/'),
      attachmentIds: [],
    });
    for (const vector of XSS_CORPUS.slice(0, 15))
      await call(admin, 'POST', '/api/admin/notices', {
        title: `${tag} ${vector}`.slice(0, 200),
        body: `<p>${tag}</p>${vector.replace('/api/files/', '/x/')}`,
      });
    const pdf = await uploadPdf(admin, `${tag}.pdf`);
    await call(admin, 'POST', '/api/admin/ir', {
      title: XSS_CORPUS[2],
      body: everything.replaceAll('/api/files/', '/x/'),
      publishAt: '2021-06-01T09:00:00+09:00',
      attachmentIds: [pdf],
    });
    // a refund policy version scheduled far ahead (only its own page shows it; nothing must be accepted)
    const policy = await call<{ version: number }>(admin, 'POST', '/api/admin/policies', {
      kind: 'refund',
      effectiveAt: '2099-12-31T00:00:00+09:00',
      titleKo: XSS_CORPUS[5],
      titleEn: XSS_CORPUS[6],
      bodyKo: everything,
      bodyEn: everything,
    });
    await close();
    // the writer reads as themselves: their session (a new account's, e-mail unconfirmed) goes on
    const reader = await writer.storageState();
    await writer.close();
    seeded = { tag, category: category.id, posts, target, notice: notice.id, policy: policy.version, reader };
  });

  /** A page of the customer who wrote it all, listening for dialogs. */
  async function readerPage(browser: Browser) {
    const context = await newBrowserContext(browser, { storageState: seeded.reader });
    const page = await context.newPage();
    return { context, page, dialogs: listenForDialogs(page) };
  }

  test('no vector in any content field runs in a reader’s browser: the board', async ({ browser }) => {
    const { context, page, dialogs } = await readerPage(browser);
    await visit(page, `/board?category=${seeded.category}`, async () => {
      for (let i = 0; i < 3; i++) {
        const more = page.getByRole('button', { name: '더 보기' });
        if (await more.isVisible()) await more.click();
        await page.waitForLoadState('networkidle');
      }
    });
    await visit(page, `/board/${seeded.target}`, async () => {
      await page.getByRole('button', { name: '댓글 더 보기' }).click();
      await expect(page.getByText(XSS_CORPUS.at(-1)!)).toBeVisible();
    });
    for (const id of seeded.posts.slice(1, 4)) await visit(page, `/board/${id}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, `/board/${seeded.target}`);
    await context.close();

    expect(dialogs, 'dialogs opened by stored content').toEqual([]);
  });

  test('no vector in any content field runs in a reader’s browser: notices, IR and policies', async ({ browser }) => {
    const { context, page, dialogs } = await readerPage(browser);
    await visit(page, `/notice?q=${seeded.tag}`, async () => {
      await page.getByRole('button', { name: '더 보기' }).click();
    });
    await visit(page, `/notice?id=${seeded.notice}`);
    await visit(page, '/IR?year=2021');
    await visit(page, `/policies/refund?version=${seeded.policy}`);
    await context.close();

    expect(dialogs, 'dialogs opened by stored content').toEqual([]);
  });

  test('no vector in any content field runs in a staff member’s browser', async ({ page }) => {
    const dialogs = listenForDialogs(page);
    await apiSignIn(page.request, DEMO.admin);
    await visit(page, `/admin/admin-board?category=${seeded.category}&id=${seeded.target}`, async () => {
      await expect(page.getByRole('dialog')).toBeVisible();
    });
    await visit(page, '/admin/admin-board?tab=categories');
    await visit(page, `/admin/admin-notice?q=${seeded.tag}`);
    await visit(page, `/admin/admin-notice?edit=${seeded.notice}`);
    await visit(page, `/admin/policy?kind=refund&edit=${seeded.policy}`);

    expect(dialogs, 'dialogs opened by stored content').toEqual([]);
  });
});
