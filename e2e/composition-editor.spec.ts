import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, apiSignIn, apiSignUp, expect, originHeader, settled, test, tr, type Lang } from './fixtures.ts';
import { adminDelete, ingredientDrawer, newBrowserContext, randomTag, trf } from './catalogue-helpers.ts';

/**
 * The composition editor (issue 22): staff give a catalogue ingredient its constituents in the admin
 * ingredient drawer, a bad % is refused on the field in the reader's language (nothing is sent), the
 * saved composition is versioned, and a customer sees the constituent on the public ingredient detail.
 *
 * Each story makes its own ingredient over the admin API (and deletes it), so reruns and parallel
 * stories never meet on one record. The language a signed-in person reads is their account's, so the
 * English readers are accounts of their own (a sign-up in English; for staff, one the demo admin
 * promotes) — the demo accounts' language is never changed under the other stories. Every wait is on
 * a condition: a response, a text, a count.
 */

type Made = { id: string; inci: string };

/** A fresh catalogue ingredient, made over the admin API with `request` (signed in as staff). */
async function makeIngredient(request: APIRequestContext, tag: string): Promise<Made> {
  const termId = async (kind: string, slug: string) => {
    const res = await request.get(`/api/taxonomy/${kind}`);
    expect(res.ok(), `taxonomy ${kind}`).toBe(true);
    const { items } = (await res.json()) as { items: { slug: string; id: number }[] };
    const term = items.find((i) => i.slug === slug);
    expect(term, `${kind} ${slug}`).toBeDefined();
    return term!.id;
  };
  const inci = `E2E Composition Extract ${tag}`;
  const res = await request.post('/api/admin/ingredients', {
    headers: originHeader(),
    data: {
      inciName: inci,
      nameKo: `이투이 조성 추출물 ${tag}`,
      nameEn: `E2E composition extract ${tag}`,
      categoryId: await termId('categories', 'botanical-extract'),
      functionIds: [await termId('functions', 'soothing')],
      origin: 'plant',
      pricePerKg: 40_000,
      moqKg: 1,
    },
  });
  expect(res.status(), `create: ${await res.text()}`).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, inci };
}

/** The id of the user signed in with `request`. */
async function myId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/get-session');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** Opens the ingredient's drawer in the admin catalogue and returns its composition editor. */
async function openComposition(page: Page, made: Made): Promise<Locator> {
  await page.goto(`/admin/admin-ingredients?id=${made.id}`);
  await settled(page);
  const editor = page.getByTestId('composition-editor');
  await expect(editor).toBeVisible({ timeout: 20_000 });
  return editor;
}

/** The editor's `n`-th constituent row (0-based) and its fields, labelled in `lang`. */
function row(editor: Locator, n: number, lang: Lang) {
  const r = editor.getByTestId('constituent-row').nth(n);
  const label = (key: string) => tr(`adminCatalogue.composition.${key}`, lang);
  return {
    root: r,
    inci: r.getByLabel(label('inci')),
    cas: r.getByLabel(label('cas')),
    percent: r.getByLabel(label('percent')),
    source: r.getByLabel(label('source')),
  };
}

/** Counts the PUTs of the composition of `id` the page sends. */
function countSaves(page: Page, id: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === `/api/admin/ingredients/${id}/composition`) n++;
  });
  return () => n;
}

/**
 * Types each refused % into the field and checks the field's own message in `lang`; then a save is
 * refused in the browser (the form's message, no request) and the field still holds what was typed.
 */
async function expectRefused(page: Page, editor: Locator, lang: Lang, saves: () => number) {
  const r = row(editor, 0, lang);
  const cases: [typed: string, message: string][] = [
    ['1,5', tr('errors.numberComma', lang)],
    ['101', trf('errors.numberRange', { min: 0, max: 100 }, lang)],
  ];
  for (const [typed, message] of cases) {
    await r.percent.fill(typed);
    await r.percent.blur();
    await expect(r.root.getByText(message, { exact: true })).toBeVisible();
    await expect(r.percent).toHaveAttribute('aria-invalid', 'true');
    await editor.getByRole('button', { name: tr('adminCatalogue.composition.save', lang), exact: true }).click();
    await expect(editor.getByRole('alert').filter({ hasText: tr('apiErrors.VALIDATION', lang) })).toBeVisible();
    // never rounded, clamped or re-read: the text stays as typed
    await expect(r.percent).toHaveValue(typed);
  }
  expect(saves(), 'a refused % is never sent').toBe(0);
}

test.describe('the composition editor', () => {
  test('staff add a constituent, a bad % is refused in Korean, the saved one reaches a customer in English', async ({
    page,
    browser,
  }) => {
    // two browsers, several screens and a save on a shared machine: more than the usual budget
    test.slow();
    await apiSignIn(page.request, DEMO.admin);
    const made = await makeIngredient(page.request, randomTag());
    const constituent = {
      inci: 'Phenoxyethanol',
      cas: '122-99-6',
      percent: '0.5',
      source: `typical, unverified (e2e ${made.id})`,
    };
    try {
      const saves = countSaves(page, made.id);
      const editor = await openComposition(page, made);
      await expect(editor.getByText(tr('adminCatalogue.composition.empty'), { exact: true })).toBeVisible();

      await test.step('staff add a constituent; "1,5" and 101 are refused on the field, in Korean', async () => {
        await editor.getByRole('button', { name: tr('adminCatalogue.composition.add'), exact: true }).click();
        await expect(editor.getByTestId('constituent-row')).toHaveCount(1);
        const r = row(editor, 0, 'ko');
        await r.inci.fill(constituent.inci);
        await r.cas.fill(constituent.cas);
        await r.source.fill(constituent.source);
        await expectRefused(page, editor, 'ko', saves);
      });

      await test.step('with a right %, the composition is saved as version 1', async () => {
        const r = row(editor, 0, 'ko');
        await r.percent.fill(constituent.percent);
        await expect(r.percent).not.toHaveAttribute('aria-invalid', 'true');
        await expect(editor.getByText(trf('adminCatalogue.composition.total', { total: 0.5 }), { exact: true })).toBeVisible();
        const saved = page.waitForResponse(
          (res) =>
            res.request().method() === 'PUT' && new URL(res.url()).pathname === `/api/admin/ingredients/${made.id}/composition`,
        );
        await editor.getByRole('button', { name: tr('adminCatalogue.composition.save'), exact: true }).click();
        expect((await saved).status()).toBe(200);
        await expect(
          page.getByRole('alert').filter({ hasText: trf('adminCatalogue.composition.saved', { version: 1 }) }),
        ).toBeVisible();
        // the editor now shows the saved version, with the constituent as stored
        const after = page.getByTestId('composition-editor');
        await expect(after.getByText(trf('adminCatalogue.composition.title', { version: 1 }), { exact: true })).toBeVisible();
        const stored = row(after, 0, 'ko');
        await expect(stored.inci).toHaveValue(constituent.inci);
        await expect(stored.percent).toHaveValue(constituent.percent);
        await expect(stored.source).toHaveValue(constituent.source);
        expect(saves()).toBe(1);

        const res = await page.request.get(`/api/admin/ingredients/${made.id}`);
        const body = (await res.json()) as { compositionVersion: number; constituents: unknown[] };
        expect(body.compositionVersion).toBe(1);
        expect(body.constituents).toEqual([
          { inciName: constituent.inci, casNumber: constituent.cas, percent: 0.5, maxPercent: null, source: constituent.source },
        ]);
      });

      await test.step('a customer reading in English sees the constituent on the ingredient detail', async () => {
        const context = await newBrowserContext(browser, { locale: 'en-US' });
        try {
          const customer = await context.newPage();
          await apiSignUp(customer.request, { preferredLanguage: 'en', name: 'E2E reader' });
          await customer.goto(`/ingredients?id=${made.id}`);
          const drawer = ingredientDrawer(customer, made.inci);
          await expect(drawer).toBeVisible({ timeout: 20_000 });
          await expect(
            drawer.getByRole('heading', { name: tr('catalogue.ingredient.composition', 'en'), exact: true }),
          ).toBeVisible();
          const list = drawer.getByTestId('ingredient-composition');
          await expect(list.getByRole('listitem')).toHaveCount(1);
          await expect(list.getByRole('listitem')).toContainText(constituent.inci);
          await expect(list.getByRole('listitem')).toContainText(`CAS ${constituent.cas}`);
          await expect(list.getByRole('listitem')).toContainText('0.5 %');
        } finally {
          await context.close();
        }
      });
    } finally {
      await adminDelete(page.request, [`/api/admin/ingredients/${made.id}`]);
    }
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('a bad % is refused on the field in English and nothing is saved', async ({ page, browser }) => {
      test.slow();
      // an English-reading staff member: a fresh sign-up in English, promoted by the demo admin
      await apiSignUp(page.request, { preferredLanguage: 'en', name: 'E2E staff' });
      const staffId = await myId(page.request);
      const adminContext = await newBrowserContext(browser);
      const admin = adminContext.request;
      await apiSignIn(admin, DEMO.admin);
      const promote = (role: 'admin' | 'customer') =>
        admin.post(`/api/admin/users/${staffId}/role`, { headers: originHeader(), data: { role } });
      const promoted = await promote('admin');
      expect(promoted.status(), `promote: ${await promoted.text()}`).toBe(200);
      const made = await makeIngredient(page.request, randomTag());
      try {
        const saves = countSaves(page, made.id);
        const editor = await openComposition(page, made);
        await expect(editor.getByText(tr('adminCatalogue.composition.empty', 'en'), { exact: true })).toBeVisible();
        await editor.getByRole('button', { name: tr('adminCatalogue.composition.add', 'en'), exact: true }).click();
        const r = row(editor, 0, 'en');
        await r.inci.fill('Linalool');
        await r.source.fill('typical, unverified');
        await expectRefused(page, editor, 'en', saves);

        const res = await page.request.get(`/api/admin/ingredients/${made.id}`);
        const body = (await res.json()) as { compositionVersion: number; constituents: unknown[] };
        expect(body).toMatchObject({ compositionVersion: 0, constituents: [] });
      } finally {
        await adminDelete(page.request, [`/api/admin/ingredients/${made.id}`]);
        await promote('customer').catch(() => null);
        await adminContext.close();
      }
    });
  });
});
