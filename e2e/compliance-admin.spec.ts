import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { RuleDetail } from '../packages/shared/src/compliance/compliance.admin.schema.ts';
import {
  DEMO,
  apiSignIn,
  apiSignUp,
  expect,
  expectNoSeriousA11yViolations,
  originHeader,
  screenTitle,
  settled,
  test,
  tr,
} from './fixtures.ts';
import { ingredientId, TINY_PDF, newBrowserContext, randomTag, trf } from './catalogue-helpers.ts';

/**
 * Compliance per export market (issue 15), staff's side: an admin finds a rule on the rules screen,
 * lowers its cap through the drawer form and sees the new version in its history; the rule-change job
 * (run by the test server's scheduler, queued by the save as in a deployment) flags a customer's recipe
 * targeting that market; the customer sees the market fail, the notice of which rule changed, and
 * downloads the product information file; staff find the recipe in the failing-markets report.
 *
 * The rule is ASEAN's cap on benzyl alcohol (1 %), which no other story relies on (compliance.spec.ts
 * uses methylisothiazolinone in the EU and China); the story puts it back to its seeded version at the
 * end, and at the start should an earlier attempt have failed half-way.
 */

const INCI = 'Benzyl Alcohol';
const MARKET = 'ASEAN';

/** The rule under test, through the admin API (`api` carries the admin's cookies). */
async function findRule(api: APIRequestContext): Promise<RuleDetail> {
  const res = await api.get(`/api/admin/compliance/rules?q=${encodeURIComponent(INCI)}&market=${MARKET}&kind=restricted`);
  expect(res.ok()).toBe(true);
  const items = ((await res.json()) as { items: { id: string; inciName: string }[] }).items.filter((r) => r.inciName === INCI);
  expect(items, `one restricted ${INCI} rule in ${MARKET}`).toHaveLength(1);
  const detail = await api.get(`/api/admin/compliance/rules/${items[0]!.id}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as RuleDetail;
}

/** Puts the rule back as it was seeded (version 1's snapshot) unless it already is. */
async function restoreRule(api: APIRequestContext) {
  const d = await findRule(api);
  const seeded = d.versions.find((v) => v.version === 1)!.snapshot;
  if (d.rule.maxPercent === seeded.maxPercent) return;
  const res = await api.put(`/api/admin/compliance/rules/${d.rule.id}`, {
    data: { ...seeded, note: 'e2e: back to the seeded cap', version: d.rule.version },
    headers: originHeader(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('staff lower a market cap; the recheck flags a customer recipe, who sees why and downloads the dossier', async ({
  page,
  browser,
}) => {
  // two people, a background job and a PDF on a shared machine
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await apiSignIn(page.request, DEMO.admin);
  await restoreRule(page.request);

  // a fresh customer (own cookies and notifications) with a shampoo at 0.8 % benzyl alcohol for ASEAN
  const customer = await newBrowserContext(browser);
  const tag = randomTag();
  const recipeName = `E2E 아세안 샴푸 ${tag}`;
  await apiSignUp(customer.request, { name: 'E2E 수출 고객' });
  const lines = [
    { ingredientId: await ingredientId(customer.request, 'Water'), percent: 89.2, phase: 'A', note: '' },
    { ingredientId: await ingredientId(customer.request, 'Glycerin'), percent: 10, phase: 'A', note: '' },
    { ingredientId: await ingredientId(customer.request, INCI), percent: 0.8, phase: 'C', note: '' },
  ];
  const created = await customer.request.post('/api/recipes', {
    data: { name: recipeName, productType: 'shampoo', lines, targetMarkets: [MARKET] },
    headers: originHeader(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const recipeId = ((await created.json()) as { id: string }).id;
  const stored = (await (await customer.request.get(`/api/recipes/${recipeId}/compliance`)).json()) as {
    verdict: { status: string };
  };
  expect(stored.verdict.status, 'under the seeded 1 % cap the recipe passes').toBe('pass');

  try {
    const drawer = page.getByRole('dialog', { name: INCI });
    let version = 0;

    await test.step('staff search the rules and open ASEAN’s benzyl alcohol cap', async () => {
      await page.goto('/admin/compliance-rules');
      await expect(screenTitle(page)).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'compliance rules');

      const search = page.getByRole('textbox', { name: tr('adminCompliance.rules.search') });
      await search.fill(INCI);
      await search.press('Enter');
      await expect(page).toHaveURL(/[?&]q=Benzyl(\+|%20)Alcohol/);
      await page.getByRole('textbox', { name: tr('adminCompliance.fields.market'), exact: true }).click();
      await page.getByRole('option', { name: new RegExp(`^${tr(`compliance.markets.${MARKET}`)}`) }).click();
      await page.getByRole('textbox', { name: tr('adminCompliance.fields.kind'), exact: true }).click();
      await page.getByRole('option', { name: tr('adminCompliance.kinds.restricted'), exact: true }).click();
      await expect(page).toHaveURL((u) => u.searchParams.get('market') === MARKET && u.searchParams.get('kind') === 'restricted');
      const rows = page.getByRole('row').filter({ hasText: INCI });
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText('1 %');
      await rows.getByRole('button', { name: INCI }).click();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('rule-history')).toBeVisible();
    });

    await test.step('staff lower the cap to 0.5 % in the drawer form; the history shows the new version', async () => {
      const before = await findRule(page.request);
      version = before.rule.version + 1;
      await drawer.getByRole('textbox', { name: tr('adminCompliance.fields.maxPercent') }).fill('0.5');
      await drawer.getByRole('textbox', { name: tr('adminCompliance.fields.note') }).fill(`E2E 한도 하향 ${tag}`);
      await drawer.getByRole('button', { name: tr('common.save'), exact: true }).click();
      await expect(page.getByText(trf('adminCompliance.rules.saved', { version }))).toBeVisible();

      const history = drawer.getByTestId('rule-history');
      await expect(history.getByRole('textbox', { name: tr('adminCompliance.history.compare'), exact: true })).toHaveValue(
        new RegExp(`^${trf('adminCompliance.history.version', { version })} `),
      );
      await expect(history).toContainText(`E2E 한도 하향 ${tag}`);
      const changed = history.getByRole('row').filter({ hasText: tr('adminCompliance.history.changed') });
      await expect(changed).toHaveCount(1);
      await expect(changed).toContainText(tr('adminCompliance.fields.maxPercent'));
      await expect(changed.getByRole('cell').nth(1)).toHaveText('1 %');
      await expect(changed.getByRole('cell').nth(2)).toHaveText('0.5 %');
      // the list says so too once the drawer closes
      await drawer.getByRole('button', { name: tr('adminKit.close') }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: INCI })).toContainText('0.5 %');
    });

    await test.step('the rule-change job rechecks the customer’s recipe: ASEAN now fails', async () => {
      await expect
        .poll(
          async () => {
            const res = await customer.request.get(`/api/recipes/${recipeId}/compliance/file`);
            return ((await res.json()) as { recheck: { changed: boolean } | null }).recheck?.changed ?? false;
          },
          { timeout: 40_000, message: 'the recheck job ran on the recipe' },
        )
        .toBe(true);
    });

    await test.step('the customer sees the market fail, which rule changed, and downloads the dossier', async () => {
      const cp = await customer.newPage();
      await cp.setViewportSize({ width: 1280, height: 900 });
      await cp.goto(`/recipes/${recipeId}`);
      await settled(cp);
      const status = cp.getByTestId(`market-status-${MARKET}`);
      await expect(status).toHaveAttribute('data-status', 'fail');
      await expect(status).toHaveText(tr('compliance.status.fail'));
      const finding = cp.getByTestId(`market-verdict-${MARKET}`).getByTestId('market-finding');
      await expect(finding).toHaveAttribute('data-code', 'OVER_LIMIT');
      await expect(finding).toContainText(INCI);

      const notice = cp.getByTestId('rule-change-notice');
      await expect(notice).toContainText(tr('compliance.file.ruleChangedVerdict'));
      await expect(notice).toContainText(
        trf('compliance.file.change', {
          market: tr(`compliance.markets.${MARKET}`),
          substance: INCI,
          change: tr('compliance.file.changes.updated'),
          date: '',
        }).replace(/ \(\)$/, ''),
      );

      const [download] = await Promise.all([cp.waitForEvent('download'), cp.getByTestId(`dossier-${MARKET}`).click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const pdf = await fs.readFile(await download.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length, 'a dossier of a few pages').toBeGreaterThan(5_000);
      expect(pdf.length).toBeLessThan(5_000_000);
    });

    await test.step('staff find the recipe in the failing-markets report under ASEAN', async () => {
      await page.goto('/admin/compliance-report');
      await expect(screenTitle(page)).toBeVisible();
      await page.getByTestId(`failing-${MARKET}`).click();
      await expect(page.getByTestId(`failing-${MARKET}`)).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL((u) => u.searchParams.get('market') === MARKET);
      const row = page.getByRole('row').filter({ hasText: recipeName });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(tr(`compliance.markets.${MARKET}`));
      await expect(row.getByRole('link', { name: recipeName })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'compliance report');
    });

    await test.step('from the report, staff open the recipe and attach a safety assessor’s report; the customer sees it', async () => {
      await page.getByRole('row').filter({ hasText: recipeName }).getByRole('link', { name: recipeName }).click();
      await expect(page).toHaveURL((u) => u.pathname === '/admin/recipe-list' && u.searchParams.get('id') === recipeId);
      const reports = page.getByTestId('assessor-reports');
      await expect(reports).toContainText(tr('adminCompliance.reports.none'));
      await expect(reports.getByLabel(tr('adminCompliance.fields.market'), { exact: true }).first()).toHaveValue(
        tr(`compliance.markets.${MARKET}`),
      );
      await reports.locator('input[type="file"]').setInputFiles({
        name: `assessment-${tag}.pdf`,
        mimeType: 'application/pdf',
        buffer: TINY_PDF,
      });
      await reports.getByRole('textbox', { name: tr('adminCompliance.reports.note') }).fill('CPSR v1');
      await reports.getByRole('button', { name: tr('adminCompliance.reports.attach'), exact: true }).click();
      await expect(reports.getByRole('link', { name: new RegExp(`assessment-${tag}\\.pdf`) })).toBeVisible();
      await expect(reports).toContainText('CPSR v1');
      await expectNoSeriousA11yViolations(page, 'recipe drawer with assessor reports');

      const cp = await customer.newPage();
      await cp.goto(`/recipes/${recipeId}`);
      await expect(cp.getByRole('link', { name: `assessment-${tag}.pdf` })).toBeVisible();
      const res = await customer.request.get(
        (await cp.getByRole('link', { name: `assessment-${tag}.pdf` }).getAttribute('href'))!,
      );
      expect(res.status()).toBe(200);
      expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await cp.close();
    });

    await test.step('the rules screen on a 390 px phone: no sideways page scroll', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/compliance-rules');
      await expect(screenTitle(page)).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await noSidewaysScroll(page);
    });
  } finally {
    await restoreRule(page.request);
    await customer.close();
  }
});
