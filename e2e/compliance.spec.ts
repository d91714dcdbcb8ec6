import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, apiSignIn, expect, expectNoSeriousA11yViolations, originHeader, settled, test, tr } from './fixtures.ts';
import { ingredientId, randomTag, trf } from './catalogue-helpers.ts';

/**
 * Compliance per export market (issue 15) in the recipe editor: the demo customer targets the EU and
 * China, sees a preservative fail in one market only, fixes the percentage and sees both pass — live as
 * they type, then stored with the saved revision. On a desktop and on a 390 px phone.
 */

const percentBox = (page: Page, inci: string) => page.getByRole('textbox', { name: trf('recipes.line.percentFor', { inci }) });
const panel = (page: Page) => page.getByTestId('markets-panel');
const marketStatus = (page: Page, market: string) => page.getByTestId(`market-status-${market}`);

/** A shampoo preserved with methylisothiazolinone at 0.005 % — China allows 0.01 %, the EU 0.0015 %. */
async function miShampoo(api: APIRequestContext, name: string): Promise<string> {
  const lines = [
    { ingredientId: await ingredientId(api, 'Water'), percent: 89.995, phase: 'A', note: '' },
    { ingredientId: await ingredientId(api, 'Glycerin'), percent: 10, phase: 'A', note: '' },
    { ingredientId: await ingredientId(api, 'Methylisothiazolinone'), percent: 0.005, phase: 'C', note: '' },
  ];
  const res = await api.post('/api/recipes', { data: { name, productType: 'shampoo', lines }, headers: originHeader() });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function expectStatus(page: Page, market: string, status: 'pass' | 'warning' | 'fail') {
  await expect(marketStatus(page, market)).toHaveAttribute('data-status', status);
  await expect(marketStatus(page, market)).toHaveText(tr(`compliance.status.${status}`));
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the demo customer targets the EU and China, sees a preservative fail in the EU, fixes it and the EU passes (${viewport.name})`, async ({
    page,
  }) => {
    // a long story (two markets, a fix, a save) on a shared machine
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await apiSignIn(page.request, DEMO.customer);
    const id = await miShampoo(page.request, `E2E 수출 샴푸 ${randomTag()}`);
    await page.goto(`/recipes/${id}`);
    await settled(page);

    await test.step('no market yet: the panel says Korea judges it meanwhile, and that it is not legal advice', async () => {
      await expect(panel(page)).toContainText(tr('compliance.none'));
      await expect(panel(page).getByTestId('market-verdict-KR')).toBeVisible();
      await expect(panel(page)).toContainText(tr('compliance.disclaimer'));
    });

    await test.step('targeting the EU and China: the EU fails on methylisothiazolinone, China warns of its 2028 revision', async () => {
      await panel(page)
        .getByRole('checkbox', { name: tr('compliance.markets.EU'), exact: true })
        .check();
      await panel(page)
        .getByRole('checkbox', { name: tr('compliance.markets.CN'), exact: true })
        .check();
      await expectStatus(page, 'EU', 'fail');
      // NMPA's announcement of 2026-01-12 revises MI from 2028-01-01: a warning to check, not a fail
      await expectStatus(page, 'CN', 'warning');
      const eu = page.getByTestId('market-verdict-EU');
      const finding = eu.getByTestId('market-finding');
      await expect(finding).toHaveCount(1);
      await expect(finding).toHaveAttribute('data-code', 'OVER_LIMIT');
      await expect(finding).toContainText('Methylisothiazolinone');
      await expect(finding).toContainText('Annex V/57');
      const cn = page.getByTestId('market-verdict-CN').getByTestId('market-finding');
      await expect(cn).toHaveCount(1);
      await expect(cn).toHaveAttribute('data-code', 'UPCOMING');
      // China asks for no allergen declaration; the EU's threshold for a rinse-off product is shown
      await expect(page.getByTestId('market-verdict-CN')).toContainText(tr('compliance.allergensNone'));
      await expect(eu).toContainText(trf('compliance.allergensAbove', { threshold: '0.01 %' }));
      await expectNoSeriousA11yViolations(page, `markets panel (${viewport.name})`);
    });

    await test.step('the finding links to its line', async () => {
      await page
        .getByTestId('market-verdict-EU')
        .getByRole('button', { name: /Methylisothiazolinone/ })
        .click();
      await expect(percentBox(page, 'Methylisothiazolinone')).toBeFocused();
    });

    await test.step('fixing the percentage: the EU passes as the customer types, China still warns', async () => {
      await percentBox(page, 'Methylisothiazolinone').fill('0.0015');
      await percentBox(page, 'Water').fill('89.9985');
      await expectStatus(page, 'EU', 'pass');
      await expectStatus(page, 'CN', 'warning');
      await expect(page.getByTestId('markets-overall')).toHaveAttribute('data-status', 'warning');
    });

    await test.step('saved, the verdict is stored with the revision', async () => {
      await page.getByRole('button', { name: new RegExp(`^${tr('recipes.save.save')}`) }).click();
      await expect(page.getByTestId('save-state')).toHaveText(tr('recipes.save.allSaved'));
      const res = await page.request.get(`/api/recipes/${id}/compliance`);
      expect(res.status()).toBe(200);
      const body = (await res.json()) as { revision: number; verdict: { markets: string[]; status: string } };
      expect(body.revision).toBe(2);
      expect(body.verdict).toMatchObject({ markets: ['EU', 'CN'], status: 'warning' });
      const first = (await (await page.request.get(`/api/recipes/${id}/compliance?revision=1`)).json()) as {
        verdict: { markets: string[] };
      };
      // revision 1 was saved before any market was chosen: judged in Korea, the home market (decision 0018)
      expect(first.verdict.markets).toEqual(['KR']);
    });

    if (viewport.width < 500) {
      await test.step('the phone shows the panel without sideways scrolling', async () => {
        await expect(panel(page)).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
