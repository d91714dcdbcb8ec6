import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  apiSignUp,
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  loginUrlFor,
  screenTitle,
  submitSignInForm,
  test,
  tr,
  type Credentials,
} from './fixtures.ts';
import { ingredientId, exactly, pick, randomTag, trf } from './catalogue-helpers.ts';

/**
 * The public recipe gallery (/publicRecipes): visitors browse, search and read recipes customers
 * have published; a signed-in customer copies one into their own recipes. Every story publishes its
 * own recipes (a fresh author per story), so it does not depend on the demo data or on other stories.
 */

type Line = { inci: string; percent: number; phase: 'A' | 'B' | 'C' | null };
type Created = { id: string; name: string };

/** A toner at exactly 100 %: the label order is the order of the lines, Limonene is a declarable allergen. */
const TONER: Line[] = [
  { inci: 'Water', percent: 80, phase: 'A' },
  { inci: 'Glycerin', percent: 10, phase: 'A' },
  { inci: 'Niacinamide', percent: 5, phase: 'B' },
  { inci: 'Panthenol', percent: 3, phase: 'B' },
  { inci: 'Allantoin', percent: 1.5, phase: 'C' },
  { inci: 'Limonene', percent: 0.5, phase: 'C' },
];
const TONER_INCI = 'Water, Glycerin, Niacinamide, Panthenol, Allantoin, Limonene';

/** An API client of its own (cookies apart from the page's), signed up as a fresh customer. */
async function newCustomer(): Promise<{ api: APIRequestContext; who: Credentials & { name: string } }> {
  const baseURL = test.info().project.use.baseURL!;
  const ip = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': ip } });
  const who = await apiSignUp(api, { name: 'E2E 처방 작성자' });
  return { api, who };
}

/** Creates a recipe through the customer API (as `api`'s user). */
async function createRecipe(
  api: APIRequestContext,
  recipe: { name: string; productType: string; visibility: 'public' | 'private'; description?: string; lines?: Line[] },
): Promise<Created> {
  const lines = [];
  for (const l of recipe.lines ?? TONER)
    lines.push({ ingredientId: await ingredientId(api, l.inci), percent: l.percent, phase: l.phase, note: '' });
  const res = await api.post('/api/recipes', {
    data: {
      name: recipe.name,
      productType: recipe.productType,
      visibility: recipe.visibility,
      description: recipe.description ?? '',
      lines,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as Created;
  return { id: body.id, name: body.name };
}

async function setVisibility(api: APIRequestContext, id: string, visibility: 'public' | 'private') {
  const res = await api.post(`/api/recipes/${id}/visibility`, { data: { visibility } });
  expect(res.status(), await res.text()).toBe(200);
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: tr('publicRecipes.searchLabel') });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const recipeDrawer = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const copyButton = (scope: Page | Locator) => scope.getByRole('button', { name: tr('publicRecipes.copy.button'), exact: true });

async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
}

test.describe('public recipes', () => {
  test('a visitor browses and searches public recipes and opens one (sees its INCI list)', async ({ page, context }) => {
    const tag = randomTag();
    const { api } = await newCustomer();
    const toner = await createRecipe(api, {
      name: `E2E 진정 토너 ${tag}`,
      productType: 'toner',
      visibility: 'public',
      description: '나이아신아마이드와 판테놀로 진정시키는 토너.',
    });
    const cleanser = await createRecipe(api, {
      name: `E2E 약산성 클렌저 ${tag}`,
      productType: 'cleansing-gel',
      visibility: 'public',
      lines: [
        { inci: 'Water', percent: 90, phase: null },
        { inci: 'Glycerin', percent: 10, phase: null },
      ],
    });

    await page.goto('/publicRecipes');
    await expect(screenTitle(page)).toHaveText(tr('screens.publicRecipes.title'));
    await expect(cards(page).first()).toBeVisible();

    await test.step('search by the tag finds both recipes of the author, newest first', async () => {
      await search(page, tag);
      await expect(cardNames(page)).toHaveText([cleanser.name, toner.name]);
      await expect(page.getByText(trf('publicRecipes.count_other', { n: 2 }), { exact: true })).toBeVisible();
      const card = cards(page).filter({ hasText: toner.name });
      await expect(card).toContainText(tr('productTypes.toner'));
      await expect(card).toContainText(tr('publicRecipes.status.valid'));
      await expect(card).toContainText(trf('publicRecipes.card.lines_other', { count: 6 }));
      await expect(card).toContainText('Water, Glycerin, Niacinamide');
      await expectNoSeriousA11yViolations(page, '/publicRecipes');
    });

    await test.step('the product type filter narrows to toners, and to nothing for shampoos', async () => {
      await pick(page, page.getByRole('textbox', { name: tr('publicRecipes.typeLabel') }), tr('productTypes.toner'));
      await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'toner' && url.searchParams.get('q') === tag);
      await expect(cardNames(page)).toHaveText([toner.name]);
      await pick(page, page.getByRole('textbox', { name: tr('publicRecipes.typeLabel') }), tr('productTypes.shampoo'));
      await expect(page.getByText(tr('publicRecipes.empty.title'))).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await pick(page, page.getByRole('textbox', { name: tr('publicRecipes.typeLabel') }), tr('productTypes.toner'));
      await expect(cardNames(page)).toHaveText([toner.name]);
    });

    await test.step('open the toner: its lines by phase, total, INCI list in label order and the allergen', async () => {
      await cardNames(page).first().getByRole('link').click();
      const drawer = recipeDrawer(page, toner.name);
      await expect(drawer).toBeVisible();
      await expect(page).toHaveURL((url) => url.searchParams.get('id') === toner.id);
      await expect(drawer.getByRole('rowheader', { name: trf('publicRecipes.detail.phase', { phase: 'A' }) })).toBeVisible();
      await expect(drawer.getByRole('row').filter({ hasText: 'Niacinamide' })).toContainText('나이아신아마이드');
      await expect(drawer.getByTestId('formula-total')).toHaveText('100 %');
      await expect(drawer.getByTestId('inci-list')).toHaveText(TONER_INCI);
      const allergens = drawer
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: tr('publicRecipes.detail.allergens') }) });
      await expect(allergens.getByRole('listitem')).toHaveText(['Limonene 0.5 %']);

      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await drawer.getByRole('button', { name: tr('publicRecipes.detail.copyInci') }).click();
      await expect(drawer.getByRole('button', { name: tr('publicRecipes.detail.inciCopied') })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TONER_INCI);
      await expectNoSeriousA11yViolations(page, '/publicRecipes with a recipe open');
    });

    await test.step('the URL keeps the whole view: a link opens the same search, filter and recipe', async () => {
      const shared = await context.newPage();
      await shared.goto(page.url());
      await expect(recipeDrawer(shared, toner.name)).toBeVisible();
      await expect(recipeDrawer(shared, toner.name).getByTestId('inci-list')).toHaveText(TONER_INCI);
      await recipeDrawer(shared, toner.name)
        .getByRole('button', { name: tr('publicRecipes.detail.close') })
        .click();
      await expect(shared).toHaveURL((url) => !url.searchParams.has('id') && url.searchParams.get('type') === 'toner');
      await expect(searchBox(shared)).toHaveValue(tag);
      await expect(cardNames(shared)).toHaveText([toner.name]);
      await shared.close();
    });
    await api.dispose();
  });

  test('a visitor who wants to copy is sent to sign in and comes back', async ({ page }) => {
    const tag = randomTag();
    const { api } = await newCustomer();
    const recipe = await createRecipe(api, { name: `E2E 수분 토너 ${tag}`, productType: 'toner', visibility: 'public' });
    // the reader's account, made beside the page (the page stays a visitor until it signs in)
    const reader = await newCustomer();
    await reader.api.dispose();

    const target = `/publicRecipes?id=${recipe.id}`;
    await page.goto(target);
    const drawer = recipeDrawer(page, recipe.name);
    await copyButton(drawer).click();
    await expect(drawer.getByText(tr('publicRecipes.copy.signInTitle'))).toBeVisible();
    await drawer.getByRole('link', { name: tr('publicRecipes.copy.signIn') }).click();
    await expectPath(page, loginUrlFor(target));

    await submitSignInForm(page, reader.who);
    await expectPath(page, target);
    await expect(recipeDrawer(page, recipe.name)).toBeVisible();
    await copyButton(recipeDrawer(page, recipe.name)).click();
    const copied = trf('publicRecipes.copy.name', { name: recipe.name });
    await expect(recipeDrawer(page, recipe.name).getByText(trf('publicRecipes.copy.doneBody', { name: copied }))).toBeVisible();
    await expect(recipeDrawer(page, recipe.name).getByRole('link', { name: tr('publicRecipes.copy.open') })).toBeVisible();
    await api.dispose();
  });

  test('another customer copies a public recipe into their own recipes', async ({ page }) => {
    const tag = randomTag();
    const first = await newCustomer();
    // made private first, then published through the API (as the recipe screen's switch does)
    const recipe = await createRecipe(first.api, { name: `E2E 공유 토너 ${tag}`, productType: 'toner', visibility: 'private' });
    await setVisibility(first.api, recipe.id, 'public');

    const second = await newCustomer();
    await second.api.dispose();
    await page.goto('/login');
    await submitSignInForm(page, second.who);
    await expectPath(page, '/dashboard');

    await page.goto(`/publicRecipes?q=${encodeURIComponent(tag)}`);
    await expect(cardNames(page)).toHaveText([recipe.name]);
    await cardNames(page).first().getByRole('link').click();
    const drawer = recipeDrawer(page, recipe.name);
    await copyButton(drawer).click();

    const copied = trf('publicRecipes.copy.name', { name: recipe.name });
    // a toast, and a button to the copy in the drawer
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: tr('publicRecipes.copy.doneTitle') }),
    ).toBeVisible();
    const open = drawer.getByRole('link', { name: tr('publicRecipes.copy.open') });
    await expect(open).toBeVisible();
    const href = await open.getAttribute('href');
    const newId = href?.split('/').pop() ?? '';
    expect(newId).not.toBe(recipe.id);

    await test.step('the copy is the second customer’s own private recipe, with the same lines', async () => {
      const mine = await page.request.get(`/api/recipes?q=${encodeURIComponent(tag)}`);
      const list = (await mine.json()) as { items: { id: string; name: string; visibility: string }[] };
      expect(list.items).toEqual([expect.objectContaining({ id: newId, name: copied, visibility: 'private' })]);
      const detail = (await (await page.request.get(`/api/recipes/${newId}`)).json()) as {
        lines: { ingredient: { inciName: string }; percent: number }[];
      };
      expect(detail.lines.map((l) => [l.ingredient.inciName, l.percent])).toEqual(TONER.map((l) => [l.inci, l.percent]));
      // the original stays the first customer's: the second one cannot open it as their own
      expect((await page.request.get(`/api/recipes/${recipe.id}`)).status()).toBe(404);
    });

    await test.step('it appears in /recipes, and the button opens it', async () => {
      await open.click();
      await expectPath(page, `/recipes/${newId}`);
      await page.goto('/recipes');
      await expect(page.getByRole('main').getByText(copied, { exact: true }).first()).toBeVisible();
    });
    await first.api.dispose();
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });

    test('the gallery and a recipe read in English', async ({ page }) => {
      const tag = randomTag();
      const { api } = await newCustomer();
      const toner = await createRecipe(api, { name: `E2E calming toner ${tag}`, productType: 'toner', visibility: 'public' });
      await page.goto(`/publicRecipes?q=${tag}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(screenTitle(page)).toHaveText(tr('screens.publicRecipes.title', 'en'));
      await expect(page.getByRole('searchbox', { name: tr('publicRecipes.searchLabel', 'en') })).toHaveValue(tag);
      const card = cards(page).filter({ hasText: toner.name });
      await expect(card).toContainText(tr('productTypes.toner', 'en'));
      await expect(card).toContainText(tr('publicRecipes.status.valid', 'en'));
      await card.getByRole('link').click();
      const drawer = recipeDrawer(page, toner.name);
      await expect(drawer.getByRole('heading', { name: tr('publicRecipes.detail.inciList', 'en') })).toBeVisible();
      // the English name first, the Korean one after it
      await expect(drawer.getByRole('row').filter({ hasText: 'Niacinamide' })).toContainText(
        'Niacinamide (vitamin B3) · 나이아신아마이드',
      );
      await expect(drawer.getByRole('button', { name: tr('publicRecipes.copy.button', 'en'), exact: true })).toBeVisible();
      await expect(page.getByText(tr('publicRecipes.copy.button'))).toHaveCount(0);
      await api.dispose();
    });
  });

  test('a private recipe is never in the gallery and its link says not found', async ({ page }) => {
    const tag = randomTag();
    const { api } = await newCustomer();
    const secret = await createRecipe(api, { name: `E2E 비공개 크림 ${tag}`, productType: 'cream', visibility: 'private' });

    await test.step('not in the gallery, and its link says not available', async () => {
      await page.goto(`/publicRecipes?q=${encodeURIComponent(tag)}`);
      await expect(page.getByText(tr('publicRecipes.empty.title'))).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      expect((await page.request.get(`/api/public-recipes/${secret.id}`)).status()).toBe(404);
      const listed = (await (await page.request.get(`/api/public-recipes?q=${encodeURIComponent(tag)}`)).json()) as {
        total: number;
      };
      expect(listed.total).toBe(0);

      await page.goto(`/publicRecipes?id=${secret.id}`);
      const drawer = recipeDrawer(page, tr('publicRecipes.detail.notFoundTitle'));
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText(tr('publicRecipes.detail.notFoundBody'))).toBeVisible();
      await expect(page.getByText(secret.name)).toHaveCount(0);
      await drawer.getByRole('button', { name: tr('publicRecipes.detail.backToList') }).click();
      await expectPath(page, '/publicRecipes');
    });

    await test.step('published it shows; made private again, the same link says not available', async () => {
      await setVisibility(api, secret.id, 'public');
      await page.goto(`/publicRecipes?id=${secret.id}`);
      await expect(recipeDrawer(page, secret.name)).toBeVisible();
      await setVisibility(api, secret.id, 'private');
      await page.reload();
      await expect(recipeDrawer(page, tr('publicRecipes.detail.notFoundTitle'))).toBeVisible();
      await expect(page.getByText(exactly(secret.name))).toHaveCount(0);
    });
    await api.dispose();
  });
});
