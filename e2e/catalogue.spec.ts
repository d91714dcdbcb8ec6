import type { APIRequestContext, Locator } from '@playwright/test';
import { escapeRegExp, expect, expectPath, screenTitle, test, tr } from './fixtures.ts';
import {
  UUID,
  cardNames,
  drawerSection,
  exactly,
  fact,
  idInUrl,
  ingredientDrawer,
  ingredientSearchBox,
  resultCards,
  searchIngredients,
  trf,
} from './catalogue-helpers.ts';

type Term = { slug: string; nameKo: string; nameEn: string };
type Page = { items: { inciName: string }[]; total: number };

/** A seeded term, looked up by its Korean name (the slug is what the URL carries). */
async function term(request: APIRequestContext, kind: 'categories' | 'functions', nameKo: string): Promise<Term> {
  const res = await request.get(`/api/taxonomy/${kind}`);
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as { items: Term[] }).items.find((x) => x.nameKo === nameKo);
  expect(found, `seeded ${kind} term ${nameKo}`).toBeTruthy();
  return found!;
}

/** What the public API lists for a query string: the screen must show the same. */
async function apiList(request: APIRequestContext, query: string): Promise<Page> {
  const res = await request.get(`/api/ingredients?limit=24&${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Page;
}

/** The value shown under a label in the drawer's limit tiles. */
function limitValue(section: Locator, label: string): Locator {
  return section.getByText(exactly(label)).locator('xpath=following-sibling::*[1]');
}

test.describe('ingredient catalogue', () => {
  test('a visitor searches and filters ingredients and opens one from a link', async ({ page, context }) => {
    await page.goto('/ingredients');
    await expect(screenTitle(page)).toHaveText(tr('screens.ingredients.title'));
    await expect(resultCards(page).first()).toBeVisible();

    await test.step('search by a Korean name, a CAS number and with a typo', async () => {
      // each search's first result differs from the one before it: the list cannot pass on stale cards
      for (const [query, first] of [
        ['나이아신', 'Niacinamide'],
        ['centela', 'Centella Asiatica Extract'],
        ['98-92-0', 'Niacinamide'],
      ] as const) {
        await searchIngredients(page, query);
        await expect(cardNames(page).first(), `the first result for "${query}"`).toHaveText(first);
        const expected = await apiList(page.request, `q=${encodeURIComponent(query)}&sort=relevance`);
        await expect(cardNames(page), `the results for "${query}"`).toHaveText(expected.items.map((x) => x.inciName));
      }
      await page.getByRole('button', { name: tr('catalogue.search.clear') }).click();
      await expect(page).toHaveURL((url) => !url.searchParams.has('q'));
      await expect(ingredientSearchBox(page)).toHaveValue('');
    });

    await test.step('filter by a category and a function chip', async () => {
      const category = await term(page.request, 'categories', '보습제');
      const fn = await term(page.request, 'functions', '보습');
      const categories = page.getByRole('group', { name: tr('catalogue.filters.category') });
      const functions = page.getByRole('group', { name: tr('catalogue.filters.functions') });

      await categories.getByText(category.nameKo, { exact: true }).click();
      await expect(categories.getByRole('radio', { name: category.nameKo })).toBeChecked();
      await functions.getByText(fn.nameKo, { exact: true }).click();
      await expect(functions.getByRole('checkbox', { name: fn.nameKo })).toBeChecked();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('category') === category.slug && url.searchParams.getAll('function').join() === fn.slug,
      );

      // the cards are exactly what the API lists for these filters, and each one shows the category
      const expected = await apiList(page.request, `category=${category.slug}&function=${fn.slug}`);
      expect(expected.items.length).toBeGreaterThan(0);
      await expect(cardNames(page)).toHaveText(expected.items.map((x) => x.inciName));
      await expect(
        page.getByText(trf('catalogue.ingredients.count_other', { n: expected.total }), { exact: true }),
      ).toBeVisible();
      await expect(resultCards(page).filter({ hasNotText: category.nameKo })).toHaveCount(0);
    });

    await test.step('clear the filters', async () => {
      const all = await apiList(page.request, '');
      await page.getByRole('button', { name: tr('catalogue.filters.clear'), exact: true }).click();
      await expect(page).toHaveURL((url) => !url.searchParams.has('category') && !url.searchParams.has('function'));
      await expect(page.getByRole('radio', { name: tr('catalogue.filters.all') })).toBeChecked();
      await expect(cardNames(page)).toHaveText(all.items.map((x) => x.inciName));
    });

    let link = '';
    await test.step('open an ingredient: the drawer shows its INCI name, CAS number and its limits by market', async () => {
      await searchIngredients(page, '페녹시에탄올');
      await expect(cardNames(page).first()).toHaveText('Phenoxyethanol');
      await cardNames(page).first().getByRole('link').click();

      const drawer = ingredientDrawer(page, 'Phenoxyethanol');
      await expect(drawer).toBeVisible();
      expect(idInUrl(page)).toMatch(UUID);
      await expect(fact(drawer, tr('catalogue.ingredient.inci'))).toHaveText('Phenoxyethanol');
      await expect(fact(drawer, tr('catalogue.ingredient.cas'))).toHaveText('122-99-6');
      const use = drawerSection(drawer, tr('catalogue.detail.use'));
      await expect(limitValue(use, tr('catalogue.ingredient.useRange'))).toHaveText('0.3–1%');

      // its limits are the markets' rules (apps/server/src/seed/compliance-rules.csv): phenoxyethanol is
      // restricted to 1 % in Korea and in the EU, each rule linking to its legal text
      const rules = drawerSection(drawer, tr('catalogue.rules.title'));
      await expect(rules).toBeVisible();
      for (const [market, reference, source] of [
        [
          'KR',
          '화장품 안전기준 등에 관한 규정 [별표 2] 1. 보존제 성분 — 페녹시에탄올',
          `https://www.law.go.kr/admRulSc.do?menuId=5&query=${encodeURIComponent('화장품 안전기준 등에 관한 규정')}`,
        ],
        ['EU', 'Annex V/29', 'https://ec.europa.eu/growth/tools-databases/cosing/reference/annexes/list/V'],
      ] as const) {
        const group = rules.getByTestId(`ingredient-rules-${market}`);
        await expect(group.getByRole('heading', { level: 4 })).toContainText(tr(`compliance.markets.${market}`));
        const rule = group.getByTestId('ingredient-rule');
        await expect(rule).toHaveCount(1);
        await expect(rule.getByText(tr('catalogue.rules.kinds.restricted'), { exact: true })).toBeVisible();
        await expect(rule.getByTestId('rule-max')).toHaveText(trf('catalogue.rules.max', { value: '1%' }));
        const link = rule.getByRole('link', { name: new RegExp(escapeRegExp(reference)) });
        await expect(link).toHaveAttribute('href', source);
        await expect(link).toHaveAttribute('target', '_blank');
      }

      // "Copy link" puts the ingredient's own address on the clipboard
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await drawer.getByRole('button', { name: tr('catalogue.detail.copyLink') }).click();
      await expect(drawer.getByRole('button', { name: tr('catalogue.detail.linkCopied') })).toBeVisible();
      link = await page.evaluate(() => navigator.clipboard.readText());
      const origin = new URL(page.url()).origin;
      expect(link).toBe(`${origin}/ingredients?id=${idInUrl(page)}`);
    });

    await test.step('the link opens the drawer directly in a new page; closing it removes ?id', async () => {
      const shared = await context.newPage();
      await shared.goto(link);
      const drawer = ingredientDrawer(shared, 'Phenoxyethanol');
      await expect(drawer).toBeVisible();
      await expect(fact(drawer, tr('catalogue.ingredient.cas'))).toHaveText('122-99-6');

      await drawer.getByRole('button', { name: tr('catalogue.detail.close') }).click();
      await expect(ingredientDrawer(shared)).toBeHidden();
      await expectPath(shared, '/ingredients');

      await test.step('"Load more" adds the next page of cards', async () => {
        // one page is 24 cards (CATALOGUE_PAGE_SIZE), the catalogue has more than 48
        await expect(resultCards(shared)).toHaveCount(24);
        await shared.getByRole('button', { name: tr('catalogue.loadMore'), exact: true }).click();
        await expect(resultCards(shared)).toHaveCount(48);
        // "48 of <total>" (the total itself may grow while other stories add ingredients)
        const showing = escapeRegExp(tr('catalogue.showing'))
          .replace('\\{\\{shown\\}\\}', '48')
          .replace('\\{\\{total\\}\\}', '[\\d,]+');
        await expect(shared.getByText(new RegExp(`^${showing}$`))).toBeVisible();
      });

      await test.step('the list view shows the same ingredients as rows', async () => {
        const names = await cardNames(shared).allTextContents();
        const views = shared.getByRole('radiogroup', { name: tr('catalogue.view.label') });
        // the segment's radio input is invisible and its name is visually hidden: a user clicks the icon's label
        await views
          .locator('label')
          .filter({ hasText: tr('catalogue.view.list') })
          .click();
        await expect(views.getByRole('radio', { name: tr('catalogue.view.list') })).toBeChecked();
        await expect(resultCards(shared)).toHaveCount(0);
        const table = shared.getByRole('main').getByRole('table');
        await expect(table.getByRole('columnheader', { name: tr('catalogue.ingredient.cas'), exact: true })).toBeVisible();
        // a row's first cell: the INCI name (a link to the drawer) and the local name under it
        await expect(table.getByRole('row').getByRole('link')).toHaveText(names);
      });
      await shared.close();
    });
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });

    test('the ingredient screen and its drawer read in English, English name first', async ({ page }) => {
      await page.goto('/ingredients');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(screenTitle(page)).toHaveText(tr('screens.ingredients.title', 'en'));
      await expect(ingredientSearchBox(page, 'en')).toBeVisible();
      const categories = page.getByRole('group', { name: tr('catalogue.filters.category', 'en') });
      // (a chip's input is invisible: what shows is its label)
      await expect(categories.getByText(tr('catalogue.filters.all', 'en'), { exact: true })).toBeVisible();
      await expect(categories.getByText('Humectant', { exact: true })).toBeVisible();
      const functions = page.getByRole('group', { name: tr('catalogue.filters.functions', 'en') });
      await expect(functions.getByText('Moisturising', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: tr('catalogue.loadMore', 'en'), exact: true })).toBeVisible();
      // no Korean label left behind
      await expect(page.getByText(tr('catalogue.ingredients.searchLabel'))).toHaveCount(0);

      await searchIngredients(page, 'niacinamide', 'en');
      const card = resultCards(page).first();
      await expect(card.getByRole('heading', { level: 2 })).toHaveText('Niacinamide');
      // under the INCI name, the English name
      await expect(card).toContainText('Niacinamide (vitamin B3)');
      await expect(card).toContainText('Vitamin');
      await card.getByRole('link').click();

      const drawer = ingredientDrawer(page, 'Niacinamide');
      await expect(drawer).toBeVisible();
      // the English name first, the Korean one after it
      await expect(drawer.getByText('Niacinamide (vitamin B3) · 나이아신아마이드', { exact: true })).toBeVisible();
      await expect(fact(drawer, tr('catalogue.ingredient.inci', 'en'))).toHaveText('Niacinamide');
      await expect(fact(drawer, tr('catalogue.ingredient.category', 'en'))).toHaveText('Vitamin');
      await expect(fact(drawer, tr('catalogue.ingredient.origin', 'en'))).toHaveText(tr('catalogue.origin.synthetic', 'en'));
      await expect(fact(drawer, tr('catalogue.ingredient.functions', 'en'))).toContainText('Brightening');
      await expect(drawer.getByRole('heading', { name: tr('catalogue.detail.use', 'en') })).toBeVisible();
      await expect(drawer.getByRole('heading', { name: tr('catalogue.rules.title', 'en') })).toBeVisible();
      await expect(drawer.getByRole('button', { name: tr('catalogue.detail.close', 'en') })).toBeVisible();
    });
  });
});
