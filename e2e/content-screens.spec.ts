import path from 'node:path';
import type { Page } from '@playwright/test';
import { appContext, DEMO, apiSignIn, expect, test, type Lang } from './fixtures.ts';
import { call, categoryId } from './content-helpers.ts';

/**
 * Screenshots of the content screens at 1366 and 390 px, in Korean and English, for a person to look
 * at (test-results/content-screens/*.png). Run with CONTENT_SCREENSHOTS=1; skipped otherwise.
 */
test.skip(!process.env.CONTENT_SCREENSHOTS, 'set CONTENT_SCREENSHOTS=1 to take the screenshots');
test.describe.configure({ timeout: 600_000 });
test.use({ actionTimeout: 45_000, navigationTimeout: 90_000 });

/** Fonts and images in, and a frame drawn since: what the screenshot should show is on screen. */
async function drawn(p: Page) {
  await p.evaluate(() => document.fonts.ready);
  await p.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

const OUT = path.resolve(import.meta.dirname, '../test-results/content-screens');

for (const lang of ['ko', 'en'] as const satisfies readonly Lang[]) {
  test(`content screens in ${lang}`, async ({ page, browser, baseURL }) => {
    const ctx = await appContext(browser, { baseURL, locale: lang === 'ko' ? 'ko-KR' : 'en-US' });
    const p = await ctx.newPage();
    await apiSignIn(p.request, DEMO.customer);
    const posts = await call<{ items: { id: string; title: string }[] }>(p.request, 'GET', '/api/board/posts?limit=50');
    const post = posts.items.find((x) => x.title.includes('나이아신아마이드')) ?? posts.items[0]!;
    const notices = await call<{ items: { id: string; pinned: boolean }[] }>(p.request, 'GET', '/api/notices');
    const notice = notices.items.find((n) => n.pinned) ?? notices.items[0]!;
    await categoryId(p.request);
    const shots: [string, string][] = [
      ['notice', '/notice'],
      ['notice-detail', `/notice?id=${notice.id}`],
      ['board', '/board'],
      ['board-detail', `/board/${post.id}`],
      ['board-compose', '/board?compose=1'],
      ['ir', '/IR'],
      ['policy', '/policies/terms'],
    ];
    for (const width of [1366, 390]) {
      await p.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      for (const [name, url] of shots) {
        await p.goto(url);
        await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 });
        await p.waitForLoadState('networkidle');
        await drawn(p);
        await p.screenshot({ path: `${OUT}/${lang}-${width}-${name}.png`, fullPage: true });
      }
    }
    await apiSignIn(p.request, DEMO.admin);
    await p.setViewportSize({ width: 1366, height: 900 });
    const admin: [string, string][] = [
      ['admin-notice', '/admin/admin-notice'],
      ['admin-notice-edit', `/admin/admin-notice?edit=${notice.id}`],
      ['admin-board', '/admin/admin-board'],
      ['admin-board-post', `/admin/admin-board?id=${post.id}`],
      ['admin-board-categories', '/admin/admin-board?tab=categories'],
      ['admin-ir', '/admin/admin-IR'],
      ['admin-policy', '/admin/policy'],
      ['admin-policy-new', '/admin/policy?edit=new'],
    ];
    for (const [name, url] of admin) {
      await p.goto(url);
      await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 });
      await p.waitForLoadState('networkidle');
      await drawn(p);
      await p.screenshot({ path: `${OUT}/${lang}-admin-${name}.png` });
    }
    await ctx.close();
    expect(page).toBeTruthy();
  });
}
