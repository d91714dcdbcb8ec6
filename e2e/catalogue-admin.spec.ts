import type { Locator, Page } from '@playwright/test';
import { DEMO, apiSignIn, escapeRegExp, expect, expectFitsWidth, expectPath, signIn, test, tr, trIn } from './fixtures.ts';
import {
  PNG_1PX,
  adminDelete,
  TINY_PDF,
  UUID,
  cardNames,
  chooseFile,
  exactly,
  idInUrl,
  ingredientDrawer,
  newBrowserContext,
  pick,
  randomTag,
  resultCards,
  searchIngredients,
  trf,
} from './catalogue-helpers.ts';

/** A Mantine notification (toast) with `text`. */
function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The admin ingredient drawer's form (a dialog), open on a new record. */
async function openNewIngredientForm(page: Page): Promise<Locator> {
  await page.goto('/admin/admin-ingredients');
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  const add = page.getByRole('button', { name: tr('adminCatalogue.ingredients.new'), exact: true });
  // with rows in the table, the header's is the only one (the empty state's must not lurk under the rows)
  await expect(add, 'one "new ingredient" button').toHaveCount(1);
  await add.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('id') === 'new');
  const form = page.getByRole('dialog', { name: tr('adminCatalogue.ingredients.new') });
  await expect(form).toBeVisible();
  return form;
}

type IngredientFields = {
  inci: string;
  nameKo: string;
  nameEn: string;
  cas: string;
  category: string;
  fn: string;
  origin: string;
  price: string;
  moq: string;
};

/** Fills the identity and supply fields of the admin ingredient form. */
async function fillIngredient(page: Page, form: Locator, v: IngredientFields) {
  const field = (key: string) => form.getByLabel(tr(`adminCatalogue.ingredients.fields.${key}`));
  await field('inciName').fill(v.inci);
  await field('nameKo').fill(v.nameKo);
  await field('nameEn').fill(v.nameEn);
  await field('casNumber').fill(v.cas);
  await pick(page, field('category'), v.category);
  await pick(page, field('functions'), v.fn);
  await pick(page, field('origin'), tr(`adminCatalogue.common.origins.${v.origin}`));
  await field('pricePerKg').fill(v.price);
  await field('moqKg').fill(v.moq);
}

function newIngredient(tag: string): IngredientFields {
  return {
    inci: `E2E Test Extract ${tag}`,
    nameKo: `이투이 시험 추출물 ${tag}`,
    nameEn: `E2E Test Extract ${tag}`,
    cas: '84696-21-9',
    // not the category/function the visitor story filters by: its expected lists stay put
    category: '식물 추출물',
    fn: '진정',
    origin: 'plant',
    price: '52000',
    moq: '1',
  };
}

test.describe('catalogue administration', () => {
  test('an admin creates an ingredient with an image and a spec sheet, and a customer finds it', async ({ page, browser }) => {
    // two browsers, two uploads, several screens: longer than the usual story
    test.slow();
    const tag = randomTag();
    const item = newIngredient(tag);
    const image = { name: `e2e-photo-${tag}.png`, mimeType: 'image/png', buffer: PNG_1PX };
    const pdf = { name: `e2e-spec-${tag}.pdf`, mimeType: 'application/pdf', buffer: TINY_PDF };
    let id = '';

    await test.step('the admin fills the form, uploads an image and a spec sheet, and saves', async () => {
      await signIn(page, DEMO.admin, '/admin/login');
      await expectPath(page, '/admin/admin-dashboard');
      const form = await openNewIngredientForm(page);
      await fillIngredient(page, form, item);

      await chooseFile(form.getByLabel(tr('adminCatalogue.files.dropImages')), image);
      await expect(form.getByRole('img', { name: image.name })).toBeVisible();

      const kind = form.getByRole('textbox', { name: tr('adminCatalogue.files.kind') });
      await expect(kind).toHaveValue(tr('adminCatalogue.files.kinds.spec'));
      await chooseFile(form.getByLabel(tr('adminCatalogue.files.dropDocuments')), pdf);
      await expect(form.getByRole('link', { name: pdf.name })).toBeVisible();

      await form.getByRole('button', { name: tr('common.save'), exact: true }).click();
      await expect(toast(page, trf('adminCatalogue.ingredients.created', { name: item.inci }))).toBeVisible();
      // the drawer now shows the saved record
      await expect(page).toHaveURL((url) => UUID.test(url.searchParams.get('id') ?? ''));
      id = idInUrl(page)!;
    });

    const customerContext = await newBrowserContext(browser);
    try {
      const customer = await customerContext.newPage();
      await apiSignIn(customer.request, DEMO.customer);

      await test.step('the customer finds it, with its image and a downloadable spec sheet', async () => {
        await customer.goto('/ingredients');
        await searchIngredients(customer, item.inci);
        await expect(cardNames(customer).first()).toHaveText(item.inci);
        await cardNames(customer).first().getByRole('link').click();

        const drawer = ingredientDrawer(customer, item.inci);
        await expect(drawer).toBeVisible();
        expect(idInUrl(customer)).toBe(id);
        const thumb = drawer.getByRole('button', { name: trf('catalogue.images.enlarge', { n: 1, total: 1 }) }).locator('img');
        await expect(thumb).toBeVisible();
        await expect
          .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
            message: 'the thumbnail loads',
          })
          .toBeGreaterThan(0);

        const spec = tr('catalogue.documents.kind.spec');
        const download = drawer.getByRole('link', {
          name: trf('catalogue.documents.download', { kind: spec, name: pdf.name, size: `${TINY_PDF.length} B` }),
          exact: true,
        });
        await expect(download).toBeVisible();
        await expect(download).toHaveText(pdf.name);
        const href = await download.getAttribute('href');
        expect(href).toBeTruthy();
        const res = await customer.request.get(href!);
        expect(res.status()).toBe(200);
        expect(res.headers()['content-type']).toMatch(/^application\/pdf/);
        expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

        await drawer.getByRole('button', { name: tr('catalogue.detail.close') }).click();
        await expect(drawer).toBeHidden();
        await expect(customer).toHaveURL((url) => !url.searchParams.has('id') && url.searchParams.get('q') === item.inci);
      });

      await test.step('the admin hides it', async () => {
        await page
          .getByRole('dialog')
          .getByRole('button', { name: tr('adminCatalogue.common.close') })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeHidden();
        const search = page.getByRole('textbox', { name: tr('adminCatalogue.ingredients.search') });
        await search.fill(item.inci);
        await search.press('Enter');
        const visible = page.getByRole('switch', { name: trf('adminCatalogue.ingredients.hideOne', { name: item.inci }) });
        await expect(visible).toBeChecked();
        const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/ingredients/${id}/visibility`));
        // Mantine's switch input is invisible: a user clicks the switch itself (its label)
        await visible.locator('xpath=..').click();
        expect((await saved).ok()).toBe(true);
        await expect(
          page.getByRole('switch', { name: trf('adminCatalogue.ingredients.showOne', { name: item.inci }) }),
        ).not.toBeChecked();
        // on a phone the list fits: the name wraps beside the price and the switch
        await expectFitsWidth(page, 360);
        await page.setViewportSize({ width: 1280, height: 720 });
      });

      await test.step('the customer no longer finds it, and its link says it is not found', async () => {
        await customer.reload();
        // the list has loaded: "no results" on a fresh server (test ingredients another run left
        // behind may still match the search, but this one must not be among them)
        const noResults = customer.getByRole('status').filter({ hasText: tr('catalogue.empty.title') });
        await expect(noResults.or(resultCards(customer).first())).toBeVisible();
        await expect(
          resultCards(customer).filter({ has: customer.getByRole('heading', { name: item.inci, exact: true }) }),
        ).toHaveCount(0);

        await customer.goto(`/ingredients?id=${id}`);
        const drawer = ingredientDrawer(customer);
        await expect(drawer).toBeVisible();
        await expect(drawer.getByText(tr('catalogue.detail.notFoundTitle'), { exact: true })).toBeVisible();
        await expect(drawer).not.toContainText(item.inci);
      });
    } finally {
      await customerContext.close();
      if (id) await adminDelete(page.request, [`/api/admin/ingredients/${id}`]);
    }
  });

  test('an admin adds a packaging type in settings and it appears as a filter', async ({ page, browser }) => {
    test.slow();
    const tag = randomTag();
    const type = { slug: `e2e-type-${tag}`, nameKo: `이투이 종류 ${tag}`, nameEn: `E2E type ${tag}` };
    const item = { code: `E2E-${tag.toUpperCase()}`, nameKo: `이투이 용기 ${tag}`, nameEn: `E2E container ${tag}` };
    await apiSignIn(page.request, DEMO.admin);

    await test.step('the admin adds the type on the packaging settings screen', async () => {
      await page.goto('/admin/admin-subsettings');
      await expect(page.getByRole('tab', { name: tr('adminCatalogue.terms.tabs.types') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.getByRole('button', { name: tr('adminCatalogue.terms.add'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: tr('adminCatalogue.terms.addTitle') });
      await dialog.getByLabel(tr('adminCatalogue.terms.nameKo')).fill(type.nameKo);
      await dialog.getByLabel(tr('adminCatalogue.terms.nameEn')).fill(type.nameEn);
      await dialog.getByLabel(tr('adminCatalogue.terms.slug')).fill(type.slug);
      await dialog.getByRole('button', { name: tr('common.save'), exact: true }).click();
      await expect(toast(page, trf('adminCatalogue.terms.created', { name: type.nameKo }))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: type.slug })).toContainText(type.nameEn);
    });

    const visitorContext = await newBrowserContext(browser);
    try {
      const visitor = await visitorContext.newPage();
      const types = visitor.getByRole('group', { name: tr('catalogue.subFilters.type') });
      /** Shows every type chip (the list folds after the first few). */
      const unfold = async () => {
        await expect(types.getByText(tr('catalogue.filters.all'), { exact: true })).toBeVisible();
        const more = types.getByRole('button', {
          name: new RegExp(`^${escapeRegExp(tr('catalogue.filters.more')).replace('\\{\\{count\\}\\}', '\\d+')}$`),
        });
        if (await more.count()) {
          await more.click();
          await expect(types.getByRole('button', { name: tr('catalogue.filters.less') })).toBeVisible();
        }
      };

      await test.step('no packaging uses it yet: visitors are not offered it', async () => {
        await visitor.goto('/submaterials');
        await unfold();
        await expect(types.getByRole('radio', { name: type.nameKo })).toHaveCount(0);
      });

      await test.step('the admin creates a packaging item of that type', async () => {
        await page.goto('/admin/admin-submaterials');
        await page.getByRole('button', { name: tr('adminCatalogue.subMaterials.add'), exact: true }).click();
        const form = page.getByRole('dialog', { name: tr('adminCatalogue.subMaterials.addTitle') });
        await expect(form).toBeVisible();
        // every field (text, number, select) is a textbox named by its label
        const field = (key: string, n?: number) =>
          form.getByRole('textbox', {
            name: n ? trf(`adminCatalogue.subMaterials.${key}`, { n }) : tr(`adminCatalogue.subMaterials.${key}`),
            exact: true,
          });
        await field('code').fill(item.code);
        await field('nameKo').fill(item.nameKo);
        await field('nameEn').fill(item.nameEn);
        await pick(page, field('type'), type.nameKo);
        await pick(page, field('material'), 'PP');
        await field('moq').fill('1000');
        await field('leadTime').fill('14');
        await field('tierMinQty', 1).fill('1000');
        await field('tierUnitPrice').fill('450');
        await form.getByRole('button', { name: tr('common.save'), exact: true }).click();
        await expect(toast(page, trf('adminCatalogue.subMaterials.created', { code: item.code }))).toBeVisible();
        await expect(form).toBeHidden();
      });

      await test.step('the visitor now has the type as a filter, and it shows exactly that item', async () => {
        await visitor.reload();
        await unfold();
        const chip = types.getByRole('radio', { name: type.nameKo });
        await expect(chip).toHaveCount(1);
        await types.getByText(type.nameKo, { exact: true }).click();
        await expect(chip).toBeChecked();
        await expect(visitor).toHaveURL((url) => url.searchParams.get('type') === type.slug);
        await expect(resultCards(visitor).getByRole('heading', { level: 2 })).toHaveText([item.nameKo]);
        await expect(resultCards(visitor).first()).toContainText(item.code);
        await expect(resultCards(visitor).first()).toContainText(type.nameKo);
      });
    } finally {
      await visitorContext.close();
      const items = await page.request.get(`/api/admin/sub-materials?visibility=all&q=${encodeURIComponent(item.code)}`);
      const itemIds = items.ok()
        ? ((await items.json()) as { items: { id: string; code: string }[] }).items
            .filter((x) => x.code === item.code)
            .map((x) => x.id)
        : [];
      const terms = await page.request.get('/api/taxonomy/sub-types');
      const termId = terms.ok()
        ? ((await terms.json()) as { items: { id: number; slug: string }[] }).items.find((x) => x.slug === type.slug)?.id
        : undefined;
      await adminDelete(page.request, [
        ...itemIds.map((x) => `/api/admin/sub-materials/${x}`),
        ...(termId ? [`/api/admin/taxonomy/sub-types/${termId}`] : []),
      ]);
    }
  });

  test('bad input is refused with a translated message', async ({ page }) => {
    const tag = randomTag();
    const item = { ...newIngredient(tag), cas: '98-92-1' };
    await apiSignIn(page.request, DEMO.admin);
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/ingredients') creates.push(r.url());
    });

    const form = await openNewIngredientForm(page);
    await fillIngredient(page, form, item);

    await test.step('an invalid CAS number (wrong check digit) shows the CAS error under the field', async () => {
      const cas = form.getByLabel(tr('adminCatalogue.ingredients.fields.casNumber'));
      await cas.blur();
      await expect(cas).toHaveAttribute('aria-invalid', 'true');
      await expect(cas).toHaveAccessibleDescription(trIn('errors.cas'));
      await expect(form.getByText(tr('errors.cas'), { exact: true })).toBeVisible();

      await form.getByRole('button', { name: tr('common.save'), exact: true }).click();
      await expect(form.getByRole('alert').filter({ hasText: tr('apiErrors.VALIDATION') })).toBeVisible();
      await expect(cas).toBeFocused();
      await expect(page).toHaveURL((url) => url.searchParams.get('id') === 'new');
      expect(creates, 'no ingredient was sent to the server').toEqual([]);
      const res = await page.request.get(`/api/admin/ingredients?q=${encodeURIComponent(item.inci)}`);
      expect(res.ok()).toBe(true);
      const found = ((await res.json()) as { items: { inciName: string }[] }).items.filter((x) => x.inciName === item.inci);
      expect(found, 'nothing was created').toEqual([]);
    });

    await test.step('a text file renamed .png shows the image-type error', async () => {
      const fake = {
        name: `not-an-image-${tag}.png`,
        mimeType: 'image/png',
        buffer: Buffer.from('just some text, not an image\n'),
      };
      await chooseFile(form.getByLabel(tr('adminCatalogue.files.dropImages')), fake);
      const upload = form.getByRole('alert').filter({ hasText: exactly(tr('errors.imageType')) });
      await expect(upload).toBeVisible();
      await expect(form.getByText(fake.name)).toBeVisible();
      await expect(form.getByRole('img', { name: fake.name })).toHaveCount(0);
    });
  });
});
