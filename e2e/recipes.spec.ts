import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  apiSignUp,
  escapeRegExp,
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  screenTitle,
  settled,
  test,
  tr,
} from './fixtures.ts';
import { ingredientId, exactly, newBrowserContext, pick, randomTag, trf } from './catalogue-helpers.ts';

/**
 * The customer's recipe editor (/recipes, /recipes/:id, /new-recipes): composing a formulation from
 * the catalogue with the live checks, saving revisions, history and compare, publishing; unsaved
 * changes are guarded; other customers' recipes are not there for anyone else. Each story signs up
 * a fresh customer, so runs never collide.
 */

const UUID_PATH = /^\/recipes\/[0-9a-f-]{36}$/;

/** The editor's parts, by the app's own (Korean) strings. */
const adder = (page: Page) => page.getByRole('textbox', { name: tr('recipes.adder.label') });
const percentBox = (page: Page, inci: string) => page.getByRole('textbox', { name: trf('recipes.line.percentFor', { inci }) });
const row = (page: Page, inci: string) => page.getByTestId('recipe-line').filter({ has: percentBox(page, inci) });
const livePanel = (page: Page) => page.getByTestId('live-panel');
const totalStatus = (page: Page) => page.getByTestId('recipe-total-status');
const saveButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^(${tr('recipes.save.save')}|${tr('recipes.save.create')})`) });
const saveState = (page: Page) => page.getByTestId('save-state');
/** "Revision n · saved …" under the title. */
const revisionMeta = (page: Page, n: number) =>
  page
    .getByRole('main')
    .getByText(new RegExp(`^${escapeRegExp(trf('recipes.editor.revisionMeta', { n, date: '\u0000' }).split('\u0000')[0]!)}`));

/** Adds an ingredient with the mouse: type part of a name, click the option. */
async function addByClick(page: Page, query: string, inci: string) {
  await adder(page).fill(query);
  await page.getByRole('option', { name: inci, exact: true }).click();
  await expect(percentBox(page, inci)).toBeFocused();
}

/** A recipe made through the API as the signed-in user of `api`. */
async function apiRecipe(api: APIRequestContext, name: string): Promise<string> {
  const lines = [
    { ingredientId: await ingredientId(api, 'Water'), percent: 90, phase: 'A', note: '' },
    { ingredientId: await ingredientId(api, 'Glycerin'), percent: 10, phase: 'A', note: '' },
  ];
  const res = await api.post('/api/recipes', {
    data: { name, productType: 'toner', lines },
    headers: { origin: test.info().project.use.baseURL ?? '' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function setPercent(box: Locator, value: string) {
  await box.fill(value);
}

test.describe('recipe editor', () => {
  test('a customer composes a recipe to 100 % from the catalogue, fixes a limit warning, saves revisions, compares them and makes it public', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await apiSignUp(page.request);
    const name = `E2E 장벽 크림 ${randomTag()}`;

    await page.goto('/new-recipes');
    await expect(screenTitle(page)).toHaveText(tr('recipes.editor.untitled'));
    await expect(saveState(page)).toHaveText(tr('recipes.save.notSavedYet'));

    await test.step('name and product type', async () => {
      await page.getByRole('textbox', { name: tr('recipes.facts.name') }).fill(name);
      await pick(
        page,
        page.getByRole('textbox', { name: tr('recipes.facts.productType'), exact: true }),
        tr('productTypes.cream'),
      );
      await expect(screenTitle(page)).toHaveText(name);
      await expect(page.getByText(tr('recipes.facts.usageHint.leave-on'))).toBeVisible();
    });

    await test.step('add the water phase with the keyboard only: type, Enter, type the %', async () => {
      await adder(page).focus();
      await page.keyboard.type('Water');
      await expect(page.getByRole('option', { name: 'Water', exact: true })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(percentBox(page, 'Water')).toBeFocused();
      await page.keyboard.type('70');
      // arrows step the value: ↑ +0.1, Shift+↑ +1, ↓ −0.1
      await page.keyboard.press('Shift+ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowDown');
      await expect(percentBox(page, 'Water')).toHaveValue('71');
      await expect(totalStatus(page)).toHaveText(trf('recipes.live.missing', { amount: '29 %' }));
    });

    await test.step('add more by typing a Korean or partial name and clicking', async () => {
      await addByClick(page, '글리세린', 'Glycerin');
      await page.keyboard.type('5');
      await addByClick(page, 'salicylic', 'Salicylic Acid');
      await page.keyboard.type('3');
      await addByClick(page, 'phenoxy', 'Phenoxyethanol');
      await page.keyboard.type('0.8');
      // an ingredient already in the recipe is marked in the results
      await adder(page).fill('glycerin');
      await expect(
        page.getByRole('option', { name: 'Glycerin', exact: true }).getByText(tr('recipes.adder.added')),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('option', { name: 'Glycerin', exact: true })).toBeHidden();
      await adder(page).fill('');
    });

    await test.step('a limit warning names the line, the market and its limit; fixing the % clears it', async () => {
      // no market ticked: Korea's rules judge it (화장품 안전기준 별표 2: salicylic acid 0.5 % outside cleansers and hair rinse-offs)
      const warning = livePanel(page).getByTestId('limit-warning');
      await expect(warning).toHaveCount(1);
      await expect(warning).toContainText('Salicylic Acid');
      await expect(warning).toContainText(
        trf('recipes.live.exceeds', { percent: '3 %', market: tr('compliance.markets.KR'), limit: '0.5 %' }),
      );
      await expect(row(page, 'Salicylic Acid')).toHaveAttribute('data-over', 'true');
      await expect(page.getByTestId('recipe-validity')).toContainText(tr('recipes.live.notValid'));
      // the warning's link jumps to the line
      await warning.getByRole('button').click();
      await expect(percentBox(page, 'Salicylic Acid')).toBeFocused();
      await setPercent(percentBox(page, 'Salicylic Acid'), '0.5');
      await expect(warning).toHaveCount(0);
      await expect(row(page, 'Salicylic Acid')).not.toHaveAttribute('data-over', 'true');
    });

    await test.step('q.s. with water brings the total to 100 %', async () => {
      await page.getByRole('button', { name: trf('recipes.lines.qsWith', { inci: 'Water' }) }).click();
      await expect(percentBox(page, 'Water')).toHaveValue('93.7');
      await expect(totalStatus(page)).toHaveText(tr('recipes.live.complete'));
      await expect(page.getByTestId('recipe-validity')).toHaveText(tr('recipes.live.valid'));
      await expect(page.getByTestId('inci-list')).toHaveText('Water, Glycerin, Phenoxyethanol, Salicylic Acid');
    });

    let id = '';
    await test.step('save: the address becomes the recipe’s own, revision 1', async () => {
      await saveButton(page).click();
      await expect(page).toHaveURL((url) => UUID_PATH.test(url.pathname));
      id = new URL(page.url()).pathname.split('/')[2]!;
      await expect(saveState(page)).toHaveText(tr('recipes.save.allSaved'));
      await expect(revisionMeta(page, 1)).toBeVisible();
      const res = await page.request.get(`/api/recipes/${id}`);
      const saved = (await res.json()) as { revision: number; valid: boolean; totalPercent: number; lines: unknown[] };
      expect(saved).toMatchObject({ revision: 1, valid: true, totalPercent: 100 });
      expect(saved.lines).toHaveLength(4);
      // it is in my list, marked usable
      const item = page.getByTestId('recipe-list-item').filter({ hasText: name });
      await expect(item).toContainText(tr('recipes.badge.valid'));
    });

    await test.step('edit and save again with a note (Ctrl+S)', async () => {
      await setPercent(percentBox(page, 'Glycerin'), '4');
      await expect(saveState(page)).toHaveText(tr('recipes.save.unsaved'));
      await expect(totalStatus(page)).toHaveText(trf('recipes.live.missing', { amount: '1 %' }));
      await row(page, 'Water')
        .getByRole('button', { name: trf('recipes.line.qsFor', { inci: 'Water' }) })
        .click();
      await expect(percentBox(page, 'Water')).toHaveValue('94.7');
      await page.getByRole('textbox', { name: tr('recipes.save.note') }).fill('글리세린 1 % 줄임');
      await percentBox(page, 'Water').focus();
      await page.keyboard.press('Control+s');
      await expect(saveState(page)).toHaveText(tr('recipes.save.allSaved'));
      await expect(revisionMeta(page, 2)).toBeVisible();
      const res = await page.request.get(`/api/recipes/${id}`);
      expect(((await res.json()) as { revision: number }).revision).toBe(2);
    });

    await test.step('the history lists both revisions; comparing them shows what changed', async () => {
      await page.getByRole('button', { name: tr('recipes.history.open') }).click();
      const drawer = page.getByRole('dialog', { name: tr('recipes.history.title') });
      const items = drawer.getByTestId('revision-item');
      await expect(items).toHaveCount(2);
      await expect(items.first()).toContainText(trf('recipes.history.revisionN', { n: 2 }));
      await expect(items.first()).toContainText('글리세린 1 % 줄임');
      await drawer.getByRole('checkbox', { name: trf('recipes.history.pick', { n: 1 }) }).check();
      await drawer.getByRole('checkbox', { name: trf('recipes.history.pick', { n: 2 }) }).check();
      await drawer.getByRole('button', { name: tr('recipes.history.compare'), exact: true }).click();
      const diff = drawer.getByTestId('revision-compare');
      await expect(diff.getByRole('heading', { name: trf('recipes.compare.title', { a: 1, b: 2 }) })).toBeVisible();
      const changed = diff.getByTestId('line-change');
      await expect(changed).toHaveCount(2);
      await expect(changed.filter({ hasText: 'Glycerin' })).toContainText('5 % → 4 %');
      await expect(changed.filter({ hasText: 'Water' })).toContainText('93.7 % → 94.7 %');
      await drawer.getByRole('button', { name: tr('recipes.history.back') }).click();
      await drawer.getByRole('button', { name: trf('recipes.history.viewN', { n: 1 }) }).click();
      await expect(drawer.getByRole('cell', { name: '5 %', exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });

    await test.step('make it public from the actions menu: the gallery shows it', async () => {
      await page.getByRole('button', { name: tr('recipes.actions.menu') }).click();
      await page.getByRole('menuitem', { name: tr('recipes.actions.makePublic') }).click();
      await expect(
        page
          .getByRole('main')
          .getByText(exactly(tr('recipes.visibility.public')))
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('switch', { name: tr('recipes.facts.publicLabel') })).toBeChecked();
      await expect(saveState(page)).toHaveText(tr('recipes.save.allSaved'));
      const pub = await page.request.get(`/api/public-recipes/${id}`);
      expect(pub.status()).toBe(200);
      // visibility is not a new revision
      expect(((await (await page.request.get(`/api/recipes/${id}`)).json()) as { revision: number }).revision).toBe(2);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('saving without a product type scrolls to the field and focuses it', async ({ page }) => {
      await apiSignUp(page.request);
      await page.goto('/new-recipes');
      await page.getByRole('textbox', { name: tr('recipes.facts.name') }).fill(`E2E 토너 ${randomTag()}`);
      await addByClick(page, 'water', 'Water');
      await page.keyboard.type('100');
      const productType = page.getByRole('textbox', { name: tr('recipes.facts.productType'), exact: true });
      // read down to the end of the page: the product type is out of sight when saving
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(productType).not.toBeInViewport();
      await saveButton(page).click();
      await expect(page.getByText(tr('recipes.save.fixFirst'))).toBeVisible();
      await expect(productType).toHaveAttribute('aria-invalid', 'true');
      await expect(productType).toBeFocused();
      await expect(productType).toBeInViewport();
      await expect(page).toHaveURL(/\/new-recipes$/);
    });
  });

  test('unsaved changes are not lost by accident', async ({ page }) => {
    await apiSignUp(page.request);
    const id = await apiRecipe(page.request, `E2E 토너 ${randomTag()}`);
    const otherName = `E2E 다른 토너 ${randomTag()}`;
    const other = await apiRecipe(page.request, otherName);
    await page.goto(`/recipes/${id}`);
    await settled(page);
    await expect(saveState(page)).toHaveText(tr('recipes.save.allSaved'));
    await expectNoSeriousA11yViolations(page, 'recipe editor');

    // typed like a user (a real key press also lets the browser show its beforeunload prompt)
    await percentBox(page, 'Glycerin').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('12');
    await expect(saveState(page)).toHaveText(tr('recipes.save.unsaved'));
    const dialog = page.getByRole('dialog', { name: tr('recipes.unsaved.title') });

    await test.step('leaving inside the app asks first; "keep editing" keeps the change', async () => {
      await page
        .getByRole('banner')
        .getByRole('link', { name: tr('nav.ingredients') })
        .click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: tr('recipes.unsaved.stay') }).click();
      await expect(dialog).toBeHidden();
      await expectPath(page, `/recipes/${id}`);
      await expect(percentBox(page, 'Glycerin')).toHaveValue('12');
    });

    await test.step('reloading the tab asks through the browser; staying keeps the change', async () => {
      const prompt = page.waitForEvent('dialog');
      void page.reload().catch(() => {});
      const d = await prompt;
      expect(d.type()).toBe('beforeunload');
      await d.dismiss();
      await expect(percentBox(page, 'Glycerin')).toHaveValue('12');
    });

    await test.step('opening another recipe from the list asks too; leaving drops the change', async () => {
      await page.getByTestId('recipe-list-item').filter({ hasText: otherName }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: tr('recipes.unsaved.leave') }).click();
      await expectPath(page, `/recipes/${other}`);
      await expect(screenTitle(page)).toHaveText(otherName);
      await page.goBack();
      await expect(percentBox(page, 'Glycerin')).toHaveValue('10');
      await expect(saveState(page)).toHaveText(tr('recipes.save.allSaved'));
    });
  });

  test('another customer cannot open my recipe (not found)', async ({ page, browser }) => {
    await apiSignUp(page.request);
    const name = `E2E 비공개 ${randomTag()}`;
    const id = await apiRecipe(page.request, name);

    const other = await newBrowserContext(browser);
    try {
      const otherPage = await other.newPage();
      await apiSignUp(otherPage.request);
      expect((await otherPage.request.get(`/api/recipes/${id}`)).status()).toBe(404);
      expect((await otherPage.request.get(`/api/recipes/${id}/revisions`)).status()).toBe(404);
      expect((await otherPage.request.get(`/api/recipes/${id}/export.csv`)).status()).toBe(404);
      await otherPage.goto(`/recipes/${id}`);
      await expect(otherPage.getByTestId('recipe-not-found')).toBeVisible();
      await expect(otherPage.getByRole('heading', { level: 1, name: tr('recipes.notFound.title') })).toBeVisible();
      await expect(otherPage.getByText(name)).toHaveCount(0);
      await otherPage.goto(`/recipes/${id}/print`);
      await expect(otherPage.getByTestId('recipe-not-found')).toBeVisible();
      // and it is not in their list
      await otherPage.goto('/recipes');
      await expect(otherPage.getByText(tr('recipes.list.emptyTitle'))).toBeVisible();
      await expectNoSeriousA11yViolations(otherPage, 'empty recipe list');
    } finally {
      await other.close();
    }
  });
});
