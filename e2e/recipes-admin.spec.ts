import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { RECIPE_CSV_COLUMNS } from '../packages/shared/src/recipes/recipes.schema.ts';
import {
  DEMO,
  apiSignIn,
  apiSignUp,
  escapeRegExp,
  expect,
  expectNoSeriousA11yViolations,
  screenTitle,
  test,
  tr,
  type Credentials,
} from './fixtures.ts';
import { ingredientId, exactly, randomTag, trf } from './catalogue-helpers.ts';

/**
 * Staff and recipes: the bulk import (preview with a per-row report, all-or-nothing commit) and the
 * list of every recipe (filters in the URL, bulk visibility). Each story works on recipes of its own
 * (a fresh customer and a random tag), so it depends neither on the demo data nor on other stories.
 */

/** An API client of its own (cookies apart from the page's), signed up as a fresh customer. */
async function newCustomer(): Promise<{ api: APIRequestContext; who: Credentials & { name: string } }> {
  const baseURL = test.info().project.use.baseURL!;
  const ip = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': ip } });
  const who = await apiSignUp(api, { name: 'E2E 처방 고객' });
  return { api, who };
}

type Row = Partial<Record<(typeof RECIPE_CSV_COLUMNS)[number], string>>;
const csvOf = (rows: Row[]) =>
  [RECIPE_CSV_COLUMNS.join(','), ...rows.map((r) => RECIPE_CSV_COLUMNS.map((c) => r[c] ?? '').join(','))].join('\n') + '\n';

/** Three recipes: two for the customer, one for the importing admin (empty e-mail). */
function importRows(tag: string, owner: string, glycerin: string): Row[] {
  const cream = `E2E 보습 크림 ${tag}`;
  const toner = `E2E 진정 토너 ${tag}`;
  const serum = `E2E Serum ${tag}`;
  return [
    {
      owner_email: owner,
      recipe_name: cream,
      product_type: 'cream',
      visibility: 'private',
      inci_name: 'Water',
      percent: '80',
      phase: 'A',
    },
    { owner_email: owner, recipe_name: cream, inci_name: glycerin, percent: '5', phase: 'A' },
    { owner_email: owner, recipe_name: cream, inci_name: 'Cetearyl Alcohol', percent: '4', phase: 'B' },
    { owner_email: owner, recipe_name: cream, inci_name: 'Butyrospermum Parkii (Shea) Butter', percent: '10', phase: 'B' },
    { owner_email: owner, recipe_name: cream, inci_name: 'Phenoxyethanol', percent: '1', phase: 'C' },
    { owner_email: owner, recipe_name: toner, product_type: 'toner', inci_name: 'Water', percent: '94.5', phase: 'A' },
    { owner_email: owner, recipe_name: toner, inci_name: 'Butylene Glycol', percent: '4.6', phase: 'A' },
    { owner_email: owner, recipe_name: toner, inci_name: 'Phenoxyethanol', percent: '0.9', phase: 'B', note: 'preservative' },
    { recipe_name: serum, product_type: 'serum', inci_name: 'Water', percent: '90', phase: 'A' },
    { recipe_name: serum, inci_name: 'Glycerin', percent: '10', phase: 'A' },
  ];
}

const csvFile = (name: string, rows: Row[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(csvOf(rows)) });

/** The recipe list searched for `tag` (every recipe the story made carries it). */
async function listTagged(page: Page, tag: string) {
  await page.goto(`/admin/recipe-list?q=${encodeURIComponent(tag)}`);
  await expect(screenTitle(page)).toHaveText(tr('adminScreens.recipe-list.title'), { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('recipe administration', () => {
  test('admin bulk-imports a file with one bad row (nothing written), fixes it, imports', async ({ page }) => {
    test.slow();
    const tag = randomTag();
    const { api, who } = await newCustomer();
    await apiSignIn(page.request, DEMO.admin);

    // a typo in one INCI name: "Glycerine" is not in the catalogue
    await page.goto('/admin/admin-bulk-recipe');
    // the first admin screen of a story loads the staff chunks: give a busy machine time
    await expect(screenTitle(page)).toHaveText(tr('adminScreens.admin-bulk-recipe.title'), { timeout: 15_000 });
    await page
      .locator('input[type="file"]')
      .setInputFiles(csvFile(`recipes-${tag}.csv`, importRows(tag, who.email, 'Glycerine')));
    await expect(page.getByText(trf('adminRecipes.import.hasErrorsTitle_other', { count: 1 }), { exact: true })).toBeVisible();
    const badRecipe = page.getByTestId('import-recipe').filter({ hasText: `E2E 보습 크림 ${tag}` });
    const badRow = badRecipe.getByRole('row').filter({ hasText: 'Glycerine' });
    await expect(badRow).toContainText('inci_name');
    await expect(badRow).toContainText(tr('adminRecipes.import.problems.unknownIngredient'));
    await expect(page.getByRole('button', { name: tr('adminRecipes.import.commitBlocked') })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'admin-bulk-recipe with a report');

    // the server refuses the same file on commit too, with the report, and writes nothing
    const refused = await page.request.post('/api/admin/recipes/import/commit', {
      data: { format: 'csv', data: csvOf(importRows(tag, who.email, 'Glycerine')), fileName: 'direct.csv' },
      headers: { origin: test.info().project.use.baseURL! },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { report: { errorCount: number; committed: boolean } }).report).toMatchObject({
      errorCount: 1,
      committed: false,
    });
    // … as the recipe list shows (in a second tab: the import keeps its report)
    const list = await page.context().newPage();
    await listTagged(list, tag);
    await expect(list.getByText(tr('adminRecipes.emptyFiltered'), { exact: true })).toBeVisible();

    // the corrected file, chosen from the report: every recipe ready, imported in one go
    await expect(page.getByRole('button', { name: tr('adminRecipes.import.chooseFixed') })).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles(csvFile(`recipes-${tag}-fixed.csv`, importRows(tag, who.email, 'Glycerin')));
    await expect(page.getByText(trf('adminRecipes.import.allReady_other', { count: 3 }), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: trf('adminRecipes.import.commit_other', { n: 3 }) }).click();
    await expect(
      page.getByRole('status').filter({ hasText: trf('adminRecipes.import.doneTitle_other', { n: 3 }) }),
    ).toBeVisible();

    // each created recipe links to the list's drawer: the cream, owned by the customer, at revision 1
    await page.getByRole('link', { name: `E2E 보습 크림 ${tag}` }).click();
    await expect(page).toHaveURL(/\/admin\/recipe-list\?id=[0-9a-f-]{36}$/);
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: `E2E 보습 크림 ${tag}` })).toBeVisible();
    await expect(drawer).toContainText(who.email);
    await expect(drawer.getByRole('row').filter({ hasText: 'Butyrospermum Parkii (Shea) Butter' })).toContainText('10');
    await expect(drawer).toContainText(`Imported from recipes-${tag}-fixed.csv`);
    await expect(drawer.getByText(tr('adminRecipes.valid.true'), { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // three recipes now carry the tag (one commit: they share one timestamp, so no order is asserted)
    await list.reload();
    await expect(list.getByRole('main').getByRole('row')).toHaveCount(4);
    for (const name of [`E2E Serum ${tag}`, `E2E 진정 토너 ${tag}`, `E2E 보습 크림 ${tag}`]) {
      await expect(list.getByRole('main').getByRole('button', { name: exactly(name) })).toBeVisible();
    }
    await list.close();
    // the customer sees the two recipes as their own
    const own = (await (await api.get(`/api/recipes?q=${encodeURIComponent(tag)}`)).json()) as {
      items: { name: string; revision: number; valid: boolean }[];
    };
    expect(own.items.map((r) => [r.name, r.revision, r.valid]).sort()).toEqual([
      [`E2E 보습 크림 ${tag}`, 1, true],
      [`E2E 진정 토너 ${tag}`, 1, true],
    ]);
    await api.dispose();
  });

  test('the template imported unchanged is refused: its example is no recipe to create', async ({ page }) => {
    await apiSignIn(page.request, DEMO.admin);
    const template = await page.request.get('/api/admin/recipes/template.csv');
    expect(template.ok()).toBe(true);
    await page.goto('/admin/admin-bulk-recipe');
    await expect(screenTitle(page)).toHaveText(tr('adminScreens.admin-bulk-recipe.title'), { timeout: 15_000 });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'recipes-template.csv', mimeType: 'text/csv', buffer: await template.body() });
    const example = page.getByTestId('import-recipe').filter({ hasText: 'Example glycerin toner' });
    await expect(example.getByRole('row').filter({ hasText: tr('adminRecipes.import.problems.templateExample') })).toHaveCount(2);
    await expect(page.getByRole('button', { name: tr('adminRecipes.import.commitBlocked') })).toBeDisabled();
  });

  test('admin filters the recipe list and makes a recipe public', async ({ page }) => {
    const tag = randomTag();
    const { api, who } = await newCustomer();
    const water = await ingredientId(api, 'Water');
    const glycerin = await ingredientId(api, 'Glycerin');
    const make = async (name: string, lines: { ingredientId: string; percent: number }[]) => {
      const res = await api.post('/api/recipes', {
        data: { name, productType: 'toner', lines: lines.map((l) => ({ ...l, phase: 'A', note: '' })) },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const validId = await make(`E2E 완성 토너 ${tag}`, [
      { ingredientId: water, percent: 95 },
      { ingredientId: glycerin, percent: 5 },
    ]);
    await make(`E2E 작업 중 토너 ${tag}`, [{ ingredientId: water, percent: 60 }]);
    expect((await api.get(`/api/public-recipes/${validId}`)).status()).toBe(404);

    await apiSignIn(page.request, DEMO.admin);
    await page.goto('/admin/recipe-list');
    await expect(screenTitle(page)).toHaveText(tr('adminScreens.recipe-list.title'), { timeout: 15_000 });
    // the owner: found by e-mail as one types
    const owner = page.getByRole('textbox', { name: tr('adminRecipes.filters.owner') });
    await owner.click();
    await owner.fill(who.email);
    await page.getByRole('option', { name: new RegExp(escapeRegExp(who.email)) }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('owner'));
    const rows = page.getByRole('main').getByRole('row');
    await expect(rows).toHaveCount(3); // header + both recipes
    // valid and private only: the finished toner
    await page
      .getByLabel(tr('adminRecipes.filters.validity'))
      .getByText(tr('adminRecipes.filters.valid.true'), { exact: true })
      .click();
    await page
      .getByLabel(tr('adminRecipes.filters.visibility'), { exact: true })
      .getByText(tr('adminRecipes.filters.visibilities.private'), { exact: true })
      .click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('valid') === 'true' && url.searchParams.get('visibility') === 'private',
    );
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`E2E 완성 토너 ${tag}`);
    await expectNoSeriousA11yViolations(page, 'recipe-list filtered');

    // the filters survive a reload (they live in the URL), the owner shown by name
    await page.reload();
    await expect(owner).toHaveValue(`${who.name} · E2E Cosmetics`);
    await expect(rows).toHaveCount(2);

    await page.getByRole('checkbox', { name: trf('adminRecipes.selectRow', { name: `E2E 완성 토너 ${tag}` }) }).check();
    await expect(page.getByText(trf('adminRecipes.bulk.selected_other', { count: 1 }), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: tr('adminRecipes.bulk.makePublic'), exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: trf('adminRecipes.bulk.madePublic_other', { count: 1 }) }),
    ).toBeVisible();
    // no longer private: the private filter now finds nothing; the public one finds it
    await expect(page.getByText(tr('adminRecipes.emptyFiltered'), { exact: true })).toBeVisible();
    await page
      .getByLabel(tr('adminRecipes.filters.visibility'), { exact: true })
      .getByText(tr('adminRecipes.filters.visibilities.public'), { exact: true })
      .click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(tr('adminRecipes.visibility.public'));

    // published: anyone may read it now, and it is still revision 1
    const visitor = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL! });
    const published = await visitor.get(`/api/public-recipes/${validId}`);
    expect(published.status()).toBe(200);
    expect(((await (await api.get(`/api/recipes/${validId}`)).json()) as { revision: number }).revision).toBe(1);

    // back to private, so other stories' galleries are not affected
    const undo = await page.request.post('/api/admin/recipes/visibility', {
      data: { ids: [validId], visibility: 'private' },
      headers: { origin: test.info().project.use.baseURL! },
    });
    expect(await undo.json()).toEqual({ updated: 1 });
    await visitor.dispose();
    await api.dispose();
  });
});
