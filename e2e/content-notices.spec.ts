import { appContext, DEMO, apiSignIn, expect as baseExpect, test, tr } from './fixtures.ts';
import { call, ready, signedInPage, uploadPdf } from './content-helpers.ts';

// a shared 2-core machine: the editor and the admin chunks take their time to load
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 45_000, navigationTimeout: 90_000 });

/** Notices and IR as visitors read them and staff publish them. */

test.describe('notices and IR', () => {
  test('a visitor sees pinned notices first, not scheduled ones, searches and opens one by its link', async ({ page }) => {
    await page.goto('/notice');
    await ready(page);
    const rows = page.getByRole('list', { name: tr('screens.notice.title') }).getByRole('listitem');
    await expect(rows.first()).toContainText('설 연휴 출고 및 샘플 일정 안내');
    await expect(rows.first()).toContainText(tr('notice.pinned'));
    await expect(page.getByText('견적 화면 개편 예정 안내')).toHaveCount(0);

    await page.getByRole('searchbox', { name: tr('notice.searchLabel') }).fill('세라마이드');
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /신규 원료 입고/ })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: '이번 달 새로 입고된 원료' })).toBeVisible();

    // the link opens the same notice in a new visit; its attachment downloads as a PDF
    const link = page.url();
    await page.goto('/intro');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: /신규 원료 입고/ })).toBeVisible();
    // back to the list as it was (the search kept), then the whole list: the pinned notice has a PDF
    await page.getByRole('link', { name: tr('notice.back') }).click();
    await expect(rows).toHaveCount(1);
    await page.getByRole('button', { name: tr('notice.clearSearch') }).click();
    await expect(rows.first()).toContainText('설 연휴 출고 및 샘플 일정 안내');
    await rows.first().getByRole('link').click();
    const pdf = page.getByRole('link', { name: /\.pdf$/ });
    const res = await page.request.get((await pdf.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
  });

  test('staff schedule a notice: listed as scheduled for staff, invisible to the public until then', async ({
    page,
    browser,
    baseURL,
  }) => {
    await apiSignIn(page.request, DEMO.admin);
    await page.goto('/admin/admin-notice');
    await page
      .getByRole('button', { name: tr('adminContent.notices.add') })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    const title = `예약 공지 ${Date.now().toString(36)}`;
    await drawer.getByRole('textbox', { name: tr('adminContent.title') }).fill(title);
    await drawer.getByLabel(tr('adminContent.notices.publishAt')).fill('2099-01-01T09:00');
    await drawer.getByRole('textbox', { name: tr('adminContent.body') }).click();
    await page.keyboard.type('미래에 공개될 공지입니다.');
    await drawer.getByRole('button', { name: tr('common.save') }).click();
    await expect(drawer).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(tr('adminContent.notices.statuses.scheduled'));

    const visitor = await appContext(browser, { baseURL });
    const list = await call<{ items: { title: string }[] }>(
      visitor.request,
      'GET',
      `/api/notices?q=${encodeURIComponent(title)}`,
    );
    expect(list.items).toEqual([]);
    await visitor.close();
  });

  test('IR lists disclosures by year with their PDFs', async ({ page, browser, baseURL }) => {
    const staff = await signedInPage(browser, baseURL!, DEMO.admin);
    const pdf = await uploadPdf(staff.page.request, 'formulab-2024-audit.pdf');
    const title = `2024년 감사보고서 ${Date.now().toString(36)}`;
    await call(staff.page.request, 'POST', '/api/admin/ir', {
      title,
      publishAt: '2024-04-01T09:00:00+09:00',
      attachmentIds: [pdf],
    });
    await staff.context.close();

    await page.goto('/IR');
    await ready(page);
    await expect(page.getByRole('heading', { name: '2026년 공시' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '2025년 연간 실적 보고서' })).toBeVisible();
    const annual = page.getByRole('link', { name: 'formulab-2025-annual-report.pdf' });
    const res = await page.request.get((await annual.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByText(/^2024년 \(\d+\)$/).click();
    const disclosure = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(disclosure.getByRole('link', { name: 'formulab-2024-audit.pdf' })).toBeVisible();
  });
});
