import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { ADMIN_SCREENS, expect, screenTitle, settled, test } from './fixtures.ts';

/**
 * The admin area's chunk files: the admin layout and every admin screen, whose files are read from
 * the entry chunk's lazy-import map (`"./routes/admin/users.tsx":()=>…import("./users-AbC123.js")`)
 * because a file name alone cannot tell the admin `sample-requests` or `policy` screen from the
 * customer one of the same name.
 */
function adminChunks(entrySource: string): { screens: Map<string, string>; isAdmin: (file: string) => boolean } {
  const screens = new Map<string, string>();
  const re = /["'`]\.\/routes\/admin\/([\w-]+)\.tsx["'`]\s*:\s*\(\)\s*=>[^;]*?import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
  for (const m of entrySource.matchAll(re)) screens.set(m[1]!, m[2]!);
  // the map must really list the admin screens, or the checks built on it would prove nothing
  for (const screen of ADMIN_SCREENS) expect(screens.get(screen), `chunk of admin screen ${screen} in the entry chunk`).toBeTruthy();
  const files = new Set([...screens.entries()].filter(([name]) => name !== 'login').map(([, file]) => file));
  return { screens, isAdmin: (file) => file.startsWith('admin-layout') || files.has(file) };
}

async function entrySource(page: Page): Promise<string> {
  const src = await page.locator('script[type="module"][src*="/assets/index-"]').getAttribute('src');
  expect(src, 'the entry script of index.html').toBeTruthy();
  const res = await page.request.get(src!);
  expect(res.ok()).toBe(true);
  return res.text();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('a visitor opening /intro downloads no admin code; the JS it loads is reported gzipped', async ({ page }) => {
  const scripts = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith('.js') || !res.ok()) return;
    pending.push(
      res.body().then(
        (body) => void scripts.set(url.pathname, body),
        () => undefined,
      ),
    );
  });

  await page.goto('/intro');
  await expect(screenTitle(page)).toBeVisible();
  await settled(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const files = [...scripts.keys()].map((p) => p.split('/').pop()!);
  const { isAdmin } = adminChunks(await entrySource(page));
  expect(files.filter(isAdmin), 'admin chunks loaded by a visitor on /intro').toEqual([]);

  let raw = 0;
  let gzipped = 0;
  const rows = [...scripts.entries()]
    .map(([p, body]) => {
      const gz = zlib.gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzipped += gz;
      return { file: p.split('/').pop()!, raw: body.length, gz };
    })
    .sort((a, b) => b.gz - a.gz);
  const table = rows.map((r) => `  ${r.file.padEnd(44)} ${kb(r.raw).padStart(10)} ${kb(r.gz).padStart(10)} gz`).join('\n');
  const summary = `JS loaded for /intro: ${rows.length} files, ${kb(raw)} raw, ${kb(gzipped)} gzipped (level 9)`;
  console.log(`${summary}\n${table}`);
  test.info().annotations.push({ type: 'intro-js-gzip', description: summary });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("a visitor's browser holds no admin code after opening /intro (service worker cache included)", async ({ page }) => {
    await page.goto('/intro');
    await expect(screenTitle(page)).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cached: string[] = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
      return urls;
    });
    expect(cached.length, 'the service worker caches the app shell').toBeGreaterThan(0);
    const { isAdmin } = adminChunks(await entrySource(page));
    const admin = cached.map((u) => new URL(u).pathname.split('/').pop()!).filter(isAdmin);
    expect(admin, `admin chunks in the service worker's caches of a visitor (${admin.length} of ${cached.length} entries)`).toEqual([]);
  });
});
