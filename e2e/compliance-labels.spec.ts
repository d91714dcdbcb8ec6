import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignUp, expect, originHeader, settled, test, tr, type Lang } from './fixtures.ts';
import { ingredientId, randomTag, trf } from './catalogue-helpers.ts';

/**
 * Labels per market (issue 22 item 7): a customer ticks the EU and Korea on a cream and finds one label
 * list per market in the live panel — the EU's in INCI names, Korea's in Korean names (전성분), each in
 * its legal order with its source — and copies one. In Korean and in English; a 390 px phone for one.
 */

const panel = (page: Page) => page.getByTestId('markets-panel');
const labels = (page: Page) => page.getByTestId('market-labels');
const labelText = (page: Page) => labels(page).getByTestId('market-label-text');

/** A cream: water, glycerin, 0.5 % phenoxyethanol and 0.3 % titanium dioxide as a colourant (CI 77891). */
async function cream(api: APIRequestContext, name: string): Promise<string> {
  const lines = [
    { ingredientId: await ingredientId(api, 'Water'), percent: 89.2, phase: 'A', note: '' },
    { ingredientId: await ingredientId(api, 'CI 77891'), percent: 0.3, phase: 'B', note: '' },
    { ingredientId: await ingredientId(api, 'Glycerin'), percent: 10, phase: 'A', note: '' },
    { ingredientId: await ingredientId(api, 'Phenoxyethanol'), percent: 0.5, phase: 'C', note: '' },
  ];
  const res = await api.post('/api/recipes', { data: { name, productType: 'cream', lines }, headers: originHeader() });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

for (const { lang, width } of [
  { lang: 'ko' as Lang, width: 390 },
  { lang: 'en' as Lang, width: 1280 },
]) {
  test(`ticking the EU and Korea shows each market's label list, its source and a copy button (${lang}, ${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await apiSignUp(page.request, { preferredLanguage: lang });
    const id = await cream(page.request, `E2E label cream ${randomTag()}`);
    await page.goto(`/recipes/${id}`);
    await settled(page);

    await test.step('no market: the generic INCI list', async () => {
      await expect(page.getByTestId('inci-list')).toHaveText('Water, Glycerin, Phenoxyethanol, CI 77891');
      await expect(labels(page)).toHaveCount(0);
    });

    await test.step('the EU and Korea ticked: one list per market, the EU first in INCI names', async () => {
      await panel(page)
        .getByRole('checkbox', { name: tr('compliance.markets.EU', lang), exact: true })
        .check();
      await panel(page)
        .getByRole('checkbox', { name: tr('compliance.markets.KR', lang), exact: true })
        .check();
      await expect(page.getByTestId('inci-list')).toHaveCount(0);
      const control = labels(page).getByRole('radiogroup', { name: tr('recipes.labels.market', lang) });
      await expect(control).toBeVisible();
      // markets in the app's order: Korea, then the EU
      await expect(labelText(page)).toHaveAttribute('data-market', 'KR');
      await expect(labelText(page)).toHaveText('전성분: 정제수, 글리세린, 페녹시에탄올, 티타늄디옥사이드(CI 77891)');
      await expect(labels(page).getByTestId('market-label-source')).toContainText('화장품법 시행규칙 별표 4');
      await control.getByText(tr('compliance.markets.EU', lang), { exact: true }).click();
      await expect(labelText(page)).toHaveAttribute('data-market', 'EU');
      await expect(labelText(page)).toHaveText('Ingredients: Water, Glycerin, Phenoxyethanol, CI 77891');
      await expect(labels(page).getByTestId('market-label-source')).toContainText('Art. 19(1)(g)');
      await expect(labels(page).getByTestId('market-label-source')).toHaveAttribute('href', /eur-lex\.europa\.eu/);
      // the catalogue records nano forms now: no note asks the brand to add "(nano)" by hand
      await expect(labels(page).getByTestId('market-label-notes')).not.toContainText(
        tr('recipes.labels.notes.NANO_NOT_RECORDED', lang),
      );
    });

    await test.step("the copy button puts the EU's list on the clipboard", async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await labels(page)
        .getByRole('button', { name: trf('recipes.labels.copy', { market: tr('compliance.markets.EU', lang) }, lang) })
        .click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'Ingredients: Water, Glycerin, Phenoxyethanol, CI 77891',
      );
    });
    await page.screenshot({ path: `test-results/compliance-labels-${lang}-${width}.png`, fullPage: true });
  });
}
