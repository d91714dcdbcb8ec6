import fs from 'node:fs';
import zlib from 'node:zlib';
import type { AnalyticsReport } from '../packages/shared/src/analytics/analytics.schema.ts';
import {
  appContext,
  DEMO,
  apiSignIn,
  expect as baseExpect,
  expectFitsWidth,
  expectNoSeriousA11yViolations,
  screenTitle,
  test,
  tr,
} from './fixtures.ts';

/**
 * The backend console (admin `admin-firebse`, PRODUCT.md §3.9): staff see the server's status, download
 * a backup (a gzip'd NDJSON snapshot, written to the audit log) and find that download in the audit
 * log's tab; the Analytics tab shows the demo traffic, and a visitor's page view is counted.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const seoulDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('staff read the status, download a backup and find it in the audit log', async ({ page }) => {
  test.setTimeout(120_000);
  await apiSignIn(page.request, DEMO.admin);
  await page.goto('/admin/admin-firebse');
  await expect(screenTitle(page)).toHaveText(tr('adminScreens.admin-firebse.title'));

  await test.step('status: database, storage, migrations, push', async () => {
    const db = page.getByTestId('console-database');
    await expect(db).toContainText('PostgreSQL');
    const mode = process.env.DATABASE_URL ? 'external' : 'embedded';
    await expect(db).toContainText(tr(`adminConsole.status.modes.${mode}`));
    await expect(page.getByTestId('console-migrations')).toContainText(tr('adminConsole.status.upToDate'));
    await expect(page.getByTestId('console-storage')).toContainText(tr('adminConsole.status.diskFree'));
    await expect(page.getByTestId('console-push')).toContainText(tr('adminConsole.status.publicKey'));
    await expectNoSeriousA11yViolations(page, 'admin-firebse (status)');
  });

  await test.step('the backup downloads as a dated gzip of every table', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: tr('adminConsole.backup') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`formulab-backup-${seoulDay()}.ndjson.gz`);
    const file = await download.path();
    const lines = zlib.gunzipSync(fs.readFileSync(file)).toString().trim().split('\n');
    const head = JSON.parse(lines[0]!);
    expect(head.backup).toBe('formulab');
    expect(head.tables).toContain('users');
    expect(head.tables).not.toContain('sessions');
    expect(JSON.parse(lines.at(-1)!).end).toBe(true);
  });

  await test.step('the audit tab lists the download; its entry opens', async () => {
    await page.getByRole('tab', { name: tr('adminConsole.tabs.audit') }).click();
    await expect(page).toHaveURL(/[?&]tab=audit/);
    const row = page.getByRole('button', { name: /console\.backup/ }).first();
    await expect(row).toBeVisible();
    await row.click();
    const drawer = page.getByTestId('audit-entry');
    await expect(drawer).toContainText('console.backup');
    await expect(drawer).toContainText(tr('adminConsole.audit.before'));
    await expect(drawer).toContainText(tr('adminConsole.audit.after'));
    await expect(drawer).toContainText(DEMO.admin.email);
    await page.keyboard.press('Escape');
  });

  await test.step('a link to an entry that is not on the page shown opens it all the same', async () => {
    const oldest = await page.request.get('/api/admin/audit?action=console.backup&limit=1');
    const entry = ((await oldest.json()) as { items: { id: number }[] }).items[0]!;
    // a filter that hides it from the list: the drawer reads the entry by its id
    await page.goto(`/admin/admin-firebse?tab=audit&action=nothing.matches&entry=${entry.id}`);
    const drawer = page.getByTestId('audit-entry');
    await expect(drawer).toContainText('console.backup');
    await expect(drawer).toContainText(DEMO.admin.email);
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/[?&]entry=/);
  });

  await test.step('the outbox tab lists e-mail', async () => {
    await page.getByRole('tab', { name: tr('adminConsole.tabs.mail') }).click();
    await expect(page).toHaveURL(/[?&]tab=mail/);
    await expect(page.getByRole('table').first()).toBeVisible();
  });

  await test.step('analytics: demo traffic and the funnel', async () => {
    await page.getByRole('tab', { name: tr('adminConsole.tabs.analytics') }).click();
    await expect(page.getByTestId('analytics-views')).not.toHaveText('0');
    await expect(page.getByTestId('analytics-funnel-table')).toBeVisible();
    await expect(page.getByRole('heading', { name: tr('adminConsole.analytics.topPages') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin-firebse (analytics)');
  });

  await test.step('at 390 px nothing scrolls sideways: the jobs list keeps its counts under each name', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: tr('adminConsole.tabs.status') }).click();
    await expect(page.getByTestId('console-database')).toBeVisible();
    await expectFitsWidth(page, 390);
  });
});

test("a visitor's page view is counted, and nothing identifies them", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await apiSignIn(page.request, DEMO.admin);
  const today = seoulDay();
  const views = async () => {
    const res = await page.request.get(`/api/admin/analytics?from=${today}&to=${today}`);
    expect(res.ok()).toBe(true);
    return (await res.json()) as AnalyticsReport;
  };
  // counted by the site it came from: the day's top 10 pages are every story's visits, and /company,
  // seen by two or three of them, may rank below the tenth; no other story arrives from this host
  const host = `e2e-${Date.now().toString(36)}.example.com`;
  const fromHost = async () => (await views()).topReferrers.find((r) => r.name === host)?.views ?? 0;
  expect(await fromHost()).toBe(0);
  const visitor = await appContext(browser, {});
  const tab = await visitor.newPage();
  const sent = tab.waitForResponse((r) => r.url().endsWith('/api/analytics/events') && r.request().method() === 'POST', {
    timeout: 20_000,
  });
  await tab.goto('/company', { referer: `http://${host}/` });
  const response = await sent;
  expect(response.status()).toBe(204);
  const request = response.request();
  // the route's pattern as the router matched it (the server tidies the slashes), nothing personal
  const body = JSON.parse(request.postData() ?? '{}') as { events: Record<string, unknown>[] };
  expect(body.events[0]).toEqual({ path: expect.stringMatching(/^\/*company$/), referrer: host, lang: 'ko', device: 'desktop' });
  await expect.poll(fromHost).toBe(1);
  await visitor.close();
});
