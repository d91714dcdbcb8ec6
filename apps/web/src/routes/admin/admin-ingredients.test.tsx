import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ingredientDetailSchema, ingredientPageSchema } from '@formulab/shared/catalogue/ingredients.schema';
import { termListSchema, type TaxonomyKind } from '@formulab/shared/catalogue/taxonomy.schema';
import en from '../../i18n/en.json';
import admin from '../../i18n/admin.en.json';
import {
  CATEGORIES,
  FUNCTIONS,
  INGREDIENT_ID,
  ingredientDetail,
  ingredientPage,
  ingredientSummary,
  niacinamide,
  termList,
} from '../../test/fixtures/admin-catalogue.ts';
import { adminMe, answer, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { replaceText } from '../../test/replace-text.ts';
import { Component } from './admin-ingredients.tsx';

const ing = admin.adminCatalogue.ingredients;
const common = admin.adminCatalogue.common;
const open = (url = '/admin/admin-ingredients') => renderUi(<Component />, { url, path: '/admin/admin-ingredients' });

/** The categories (toolbar, form) and functions (form). */
function answerTerms() {
  const lists: Partial<Record<TaxonomyKind, typeof CATEGORIES>> = { categories: CATEGORIES, functions: FUNCTIONS };
  answer.get('/api/taxonomy/:kind', termListSchema, ({ params }) => termList(lists[params.kind as TaxonomyKind] ?? []));
}
const answerList = (items = [ingredientSummary(), niacinamide()]) =>
  answer.get('/api/admin/ingredients', ingredientPageSchema, ingredientPage(items));
/** Opens Glycerin's record from the URL and waits for its form. */
async function openGlycerin() {
  const view = open(`/admin/admin-ingredients?id=${INGREDIENT_ID}`);
  const drawer = await screen.findByRole('dialog', { name: 'Glycerin' });
  return { ...view, drawer };
}

describe('/admin/admin-ingredients — the staff’s ingredient workspace', () => {
  it('lists every ingredient, hidden ones marked, with its names, price and visibility', async () => {
    signedInAs(adminMe);
    answerTerms();
    const calls = answerList();
    open();
    const glycerin = within((await screen.findByRole('button', { name: 'Glycerin' })).closest('tr')!);
    expect(screen.getByRole('heading', { name: admin.adminScreens['admin-ingredients'].title })).toBeVisible();
    // at 1024 px: INCI, Korean name, price and the switch (CAS, category, MOQ come on wider screens)
    for (const text of ['글리세린', '₩4,800']) expect(glycerin.getByText(text)).toBeVisible();
    expect(glycerin.getByRole('switch', { name: ing.hideOne.replace('{{name}}', 'Glycerin') })).toBeChecked();
    const hidden = within(screen.getByRole('button', { name: 'Niacinamide' }).closest('tr')!);
    expect(hidden.getByLabelText(common.hidden)).toBeInTheDocument();
    expect(hidden.getByRole('switch', { name: ing.showOne.replace('{{name}}', 'Niacinamide') })).not.toBeChecked();
    expect(Object.fromEntries(calls.last!.query)).toEqual({ visibility: 'all', sort: 'name', limit: '25' });
  });

  it('searches by what is typed, best match first, the search in the URL', async () => {
    signedInAs(adminMe);
    answerTerms();
    const calls = answerList();
    const { user, router } = open();
    await screen.findByRole('button', { name: 'Glycerin' });
    await user.click(screen.getByRole('textbox', { name: ing.search }));
    await user.paste('niacin');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.last?.query.get('q')).toBe('niacin'));
    expect(calls.last?.query.get('sort')).toBe('relevance');
    expect(urlOf(router)).toBe('/admin/admin-ingredients?q=niacin');
  });

  it('saves an edited ingredient with every field as the form holds it and its version', async () => {
    signedInAs(adminMe);
    answerTerms();
    answerList();
    answer.get('/api/admin/ingredients/:id', ingredientDetailSchema, ingredientDetail());
    const sent = answer.put('/api/admin/ingredients/:id', ingredientDetailSchema, ({ body }) =>
      ingredientDetail({ pricePerKg: (body as { pricePerKg: number }).pricePerKg, version: 5 }),
    );
    const { user, drawer } = await openGlycerin();
    await replaceText(user, within(drawer).getByRole('textbox', { name: ing.fields.pricePerKg }), '5200');
    await user.click(within(drawer).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(INGREDIENT_ID);
    expect(sent.last?.body).toEqual({
      inciName: 'Glycerin',
      nameKo: '글리세린',
      nameEn: 'Glycerin',
      nameZh: '甘油',
      casNumber: '56-81-5',
      ecNumber: '200-289-5',
      categoryId: 1,
      functionIds: [],
      origin: 'plant',
      useMin: 1,
      useMax: 10,
      limitNote: null,
      allergen: false,
      nano: false,
      pricePerKg: 5200,
      moqKg: 25,
      visible: true,
      descriptionKo: '보습 성분',
      descriptionEn: 'A humectant that draws water into the skin.',
      imageIds: [],
      documentIds: [],
      version: 4,
    });
    // saved: nothing left unsaved, the drawer stays on the record
    await waitFor(() => expect(within(drawer).queryByText(admin.adminKit.unsaved)).toBeNull());
    expect(within(drawer).getByRole('textbox', { name: ing.fields.pricePerKg })).toHaveValue('5200');
  });

  it('shows the server’s refusal of the category on that field, translated', async () => {
    signedInAs(adminMe);
    answerTerms();
    answerList();
    answer.get('/api/admin/ingredients/:id', ingredientDetailSchema, ingredientDetail());
    // the category was deleted while the form was open
    refuse('put', '/api/admin/ingredients/:id', 400, 'VALIDATION', { categoryId: 'errors.unknownCategory' });
    const { user, drawer } = await openGlycerin();
    await replaceText(user, within(drawer).getByRole('textbox', { name: ing.fields.moqKg }), '20');
    await user.click(within(drawer).getByRole('button', { name: en.common.save }));
    expect(await within(drawer).findByText(en.apiErrors.VALIDATION)).toBeVisible();
    expect(within(drawer).getByRole('textbox', { name: ing.fields.category })).toHaveAccessibleDescription(
      new RegExp(en.errors.unknownCategory.replace(/[.()]/g, '\\$&')),
    );
  });

  it('refuses to delete an ingredient still used, naming by what', async () => {
    signedInAs(adminMe);
    answerTerms();
    answerList();
    answer.get('/api/admin/ingredients/:id', ingredientDetailSchema, ingredientDetail());
    const sent = refuse(
      'delete',
      '/api/admin/ingredients/:id',
      409,
      'IN_USE',
      { usage: '4' },
      { usedBy: { recipes: 3, materials: 1 } },
    );
    const { user, drawer } = await openGlycerin();
    await user.click(within(drawer).getByRole('button', { name: common.delete }));
    const confirm = await screen.findByRole('dialog', { name: ing.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: common.delete }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(INGREDIENT_ID);
    expect(await within(drawer).findByText(en.inUse.body.replace('{{list}}', '3 recipes, 1 material'))).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Glycerin' })).toBeVisible();
  });

  it('saves the composition on its own, with the version it started from', async () => {
    signedInAs(adminMe);
    answerTerms();
    answerList();
    answer.get('/api/admin/ingredients/:id', ingredientDetailSchema, ingredientDetail());
    const constituent = { inciName: 'Glycerin', casNumber: null, percent: 99.5, maxPercent: null, source: '' };
    const sent = answer.put('/api/admin/ingredients/:id/composition', ingredientDetailSchema, () =>
      ingredientDetail({ constituents: [constituent], compositionVersion: 1, compositionUpdatedAt: '2026-03-20T02:00:00.000Z' }),
    );
    const { user, drawer } = await openGlycerin();
    const c = admin.adminCatalogue.composition;
    expect(within(drawer).getByText(c.empty)).toBeVisible();
    // the composition is a form of its own under the ingredient's (which has an INCI name too)
    const composition = within(within(drawer).getByRole('button', { name: c.save }).closest('form')!);
    await user.click(composition.getByRole('button', { name: c.add }));
    await replaceText(user, composition.getByRole('textbox', { name: c.inci }), 'Glycerin');
    await replaceText(user, composition.getByRole('textbox', { name: c.percent }), '99.5');
    await user.click(composition.getByRole('button', { name: c.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(INGREDIENT_ID);
    expect(sent.last?.body).toEqual({ constituents: [constituent], documentId: null, version: 0 });
    expect(await within(drawer).findByText(c.title.replace('{{version}}', '1'))).toBeVisible();
  });

  it('hides an ingredient from customers with its switch', async () => {
    signedInAs(adminMe);
    answerTerms();
    answerList();
    const sent = answer.post(
      '/api/admin/ingredients/:id/visibility',
      ingredientDetailSchema,
      ingredientDetail({ visible: false }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('switch', { name: ing.hideOne.replace('{{name}}', 'Glycerin') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(INGREDIENT_ID);
    expect(sent.last?.body).toEqual({ visible: false });
  });

  it('says there are no ingredients yet, and that none match a search with a way back', async () => {
    signedInAs(adminMe);
    answerTerms();
    answerList([]);
    const { user, router } = open('/admin/admin-ingredients?q=retinol');
    expect(await screen.findByText(ing.emptyFiltered)).toBeVisible();
    expect(screen.getByText(ing.emptyFilteredHint)).toBeVisible();
    // the toolbar's and the empty state's
    await user.click(screen.getAllByRole('button', { name: common.clearFilters }).at(-1)!);
    expect(await screen.findByText(ing.empty)).toBeVisible();
    expect(screen.getByText(ing.emptyHint)).toBeVisible();
    expect(urlOf(router)).toBe('/admin/admin-ingredients');
  });

  it('says why the list could not be loaded and loads it again on request', async () => {
    signedInAs(adminMe);
    answerTerms();
    refuse('get', '/api/admin/ingredients', 500, 'INTERNAL');
    const { user } = open();
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answerList();
    await user.click(screen.getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('button', { name: 'Glycerin' })).toBeVisible();
  });

  it('shows the table’s shape while the list is on its way', async () => {
    signedInAs(adminMe);
    answerTerms();
    hang('get', '/api/admin/ingredients');
    open();
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
});
