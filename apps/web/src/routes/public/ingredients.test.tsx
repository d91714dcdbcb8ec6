import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ingredientDetailSchema, ingredientPageSchema } from '@formulab/shared/catalogue/ingredients.schema';
import { termListSchema } from '@formulab/shared/catalogue/taxonomy.schema';
import en from '../../i18n/en.json';
import {
  INGREDIENT_ID,
  ingredientCategories,
  ingredientDetail,
  ingredientFunctions,
  ingredientPage,
  ingredientSummary,
  termList,
} from '../../test/fixtures/catalogue.ts';
import { itLoadsAgainAfterAnError, itSaysWhenEmpty, type ListScreen } from '../../test/list-cases.tsx';
import { answer, hang, refuse } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './ingredients.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/ingredients' });

/** An uploaded picture of `width` × `height` as the API presents it (its thumbnail fits in 320 px). */
const picture = (id: string, width: number, height: number) => ({
  id,
  kind: 'image' as const,
  docKind: null,
  name: `${id.slice(0, 4)}.jpg`,
  mime: 'image/jpeg',
  size: 200_000,
  url: `/api/files/${id}`,
  thumbUrl: `/api/files/${id}/thumb`,
  width,
  height,
  display: { url: `/api/files/${id}/display`, width, height },
});

/** The category and function chips' lists. */
function answerTerms() {
  answer.get('/api/taxonomy/:kind', termListSchema, ({ params }) =>
    termList(params.kind === 'categories' ? ingredientCategories : ingredientFunctions),
  );
}

const glycerin = ingredientSummary({
  id: '7c9e1a3b-5d7f-4b91-8c2e-4a6c8e0a2c46',
  inciName: 'Glycerin',
  nameKo: '글리세린',
  nameEn: 'Glycerine',
  nameZh: '甘油',
  casNumber: '56-81-5',
  category: { id: 2, slug: 'humectant', nameKo: '보습제', nameEn: 'Humectant' },
  functions: [{ id: 12, slug: 'skin-conditioning', nameKo: '피부 컨디셔닝', nameEn: 'Skin conditioning' }],
  origin: 'plant',
  pricePerKg: 6_500,
  moqKg: 25,
});

// the grid / list choice is remembered in this browser (and the test files share one window)
afterEach(() => localStorage.removeItem('formulab.catalogue.ingredients.view'));

/** The catalogue as its list cases see it: a visitor's, with its category and function chips. */
const catalogue: ListScreen<typeof ingredientPageSchema> = {
  setup: answerTerms,
  open,
  url: '/ingredients',
  list: '/api/ingredients',
  schema: ingredientPageSchema,
  page: ingredientPage([ingredientSummary()]),
  findRow: () => screen.findByText('Niacinamide', { selector: 'a' }),
};

describe('/ingredients — the ingredient catalogue', () => {
  it('shows the ingredients as cards with category, CAS number and price, each opening its detail', async () => {
    answerTerms();
    const calls = answer.get('/api/ingredients', ingredientPageSchema, ingredientPage([ingredientSummary(), glycerin]));
    hang('get', '/api/ingredients/:id');
    const { user, router } = open('/ingredients');
    const link = await screen.findByText('Niacinamide', { selector: 'a' });
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('98-92-0');
    expect(card).toHaveTextContent('₩85,000');
    expect(card).toHaveTextContent(en.catalogue.ingredient.moqShort.replace('{{qty}}', '1'));
    expect(screen.getByText('Glycerin', { selector: 'a' }).closest('article')).toHaveTextContent('Glycerine');
    expect(screen.getByText(en.catalogue.ingredients.count_other.replace('{{n}}', '2'))).toBeVisible();
    expect(calls.last?.query.get('sort')).toBe('name');
    expect(calls.last?.query.get('limit')).toBe('24');
    expect(calls.last?.query.has('q')).toBe(false);
    await user.click(link);
    expect(urlOf(router)).toBe(`/ingredients?id=${INGREDIENT_ID}`);
  });

  it('sends a typed search by best match, says when nothing matches, and clears it', async () => {
    answerTerms();
    const calls = answer.get('/api/ingredients', ingredientPageSchema, ({ query }) =>
      ingredientPage(query.get('q') ? [] : [ingredientSummary(), glycerin]),
    );
    const { user, router } = open('/ingredients');
    await screen.findByText('Niacinamide', { selector: 'a' });
    await user.type(screen.getByRole('searchbox', { name: en.catalogue.ingredients.searchLabel }), 'bakuchiol{Enter}');
    expect(await screen.findByText(en.catalogue.empty.title)).toBeVisible();
    expect(screen.getByText(en.catalogue.empty.bodyQuery.replace('{{query}}', 'bakuchiol'))).toBeVisible();
    expect(calls.last?.query.get('q')).toBe('bakuchiol');
    expect(calls.last?.query.get('sort')).toBe('relevance');
    expect(urlOf(router)).toBe('/ingredients?q=bakuchiol');
    await user.click(screen.getByRole('button', { name: en.catalogue.filters.clearAll }));
    expect(await screen.findByText('Niacinamide', { selector: 'a' })).toBeVisible();
    expect(urlOf(router)).toBe('/ingredients');
    expect(screen.getByRole('searchbox', { name: en.catalogue.ingredients.searchLabel })).toHaveValue('');
  });

  it('asks for a category, a function and another order when they are picked', async () => {
    answerTerms();
    const calls = answer.get('/api/ingredients', ingredientPageSchema, ({ query }) =>
      ingredientPage(query.get('category') === 'humectant' ? [glycerin] : [ingredientSummary(), glycerin]),
    );
    const { user, router } = open('/ingredients');
    await screen.findByText('Niacinamide', { selector: 'a' });
    await user.click(screen.getByRole('radio', { name: 'Humectant' }));
    await waitFor(() => expect(screen.queryByText('Niacinamide', { selector: 'a' })).toBeNull());
    expect(calls.last?.query.get('category')).toBe('humectant');
    await user.click(screen.getByRole('checkbox', { name: 'Skin conditioning' }));
    await waitFor(() => expect(calls.last?.query.getAll('function')).toEqual(['skin-conditioning']));
    await user.selectOptions(screen.getByRole('combobox', { name: en.catalogue.sort.label }), 'price-asc');
    await waitFor(() => expect(calls.last?.query.get('sort')).toBe('price-asc'));
    expect(calls.last?.query.get('category')).toBe('humectant');
    expect(urlOf(router)).toBe('/ingredients?category=humectant&function=skin-conditioning&sort=price-asc');
  });

  it('shows the list view as a table when chosen', async () => {
    answerTerms();
    answer.get('/api/ingredients', ingredientPageSchema, ingredientPage([ingredientSummary(), glycerin]));
    const { user } = open('/ingredients');
    await screen.findByText('Niacinamide', { selector: 'a' });
    await user.click(screen.getByRole('radio', { name: en.catalogue.view.list }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Niacinamide');
    expect(rows[1]).toHaveTextContent('98-92-0');
    expect(rows[2]).toHaveTextContent('Glycerin');
  });

  itSaysWhenEmpty('says the catalogue is being prepared when it has nothing yet', catalogue, {
    page: ingredientPage([]),
    texts: [en.catalogue.empty.catalogueTitle, en.catalogue.empty.catalogueBody],
    also: () => expect(screen.queryByRole('button', { name: en.catalogue.filters.clearAll })).toBeNull(),
  });

  itLoadsAgainAfterAnError('says the list could not be loaded and loads it again on request', catalogue, {
    error: en.catalogue.loadError,
    retry: en.catalogue.retry,
    inAlert: true,
  });

  it('opens one ingredient in a drawer over the list, and closes it', async () => {
    answerTerms();
    answer.get('/api/ingredients', ingredientPageSchema, ingredientPage([ingredientSummary(), glycerin]));
    const detail = answer.get('/api/ingredients/:id', ingredientDetailSchema, ingredientDetail());
    const { user, router } = open(`/ingredients?id=${INGREDIENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Niacinamide' });
    expect(await within(drawer).findByText('202-713-4')).toBeVisible();
    expect(within(drawer).getByText('A vitamin B3 derivative that evens out skin tone.')).toBeVisible();
    expect(within(drawer).getByText('₩85,000')).toBeVisible();
    expect(within(drawer).getByText(en.catalogue.origin.synthetic)).toBeVisible();
    expect(within(drawer).getByText('Brightening, Skin conditioning')).toBeVisible();
    expect(detail.last?.params.id).toBe(INGREDIENT_ID);
    await user.click(within(drawer).getByRole('button', { name: en.catalogue.detail.close }));
    await waitFor(() => expect(urlOf(router)).toBe('/ingredients'));
  });

  it("draws the ingredient's pictures with their thumbnails' size, so nothing moves when they arrive", async () => {
    answerTerms();
    answer.get('/api/ingredients', ingredientPageSchema, ingredientPage([ingredientSummary()]));
    const wide = picture('0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', 900, 600);
    const small = picture('1a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', 120, 200);
    answer.get('/api/ingredients/:id', ingredientDetailSchema, ingredientDetail({ images: [wide, small] }));
    open(`/ingredients?id=${INGREDIENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Niacinamide' });
    const thumb = (n: number) =>
      within(drawer)
        .getByRole('button', { name: en.catalogue.images.enlarge.replace('{{n}}', String(n)).replace('{{total}}', '2') })
        .querySelector('img')!;
    await waitFor(() => expect(thumb(1)).toHaveAttribute('src', wide.thumbUrl));
    expect([thumb(1).getAttribute('width'), thumb(1).getAttribute('height')]).toEqual(['320', '213']);
    // never enlarged: a picture smaller than a thumbnail keeps its own size
    expect([thumb(2).getAttribute('width'), thumb(2).getAttribute('height')]).toEqual(['120', '200']);
  });

  it('says an ingredient that is gone was not found', async () => {
    answerTerms();
    answer.get('/api/ingredients', ingredientPageSchema, ingredientPage([ingredientSummary()]));
    refuse('get', '/api/ingredients/:id', 404, 'NOT_FOUND');
    open(`/ingredients?id=${INGREDIENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: en.catalogue.detail.title });
    expect(await within(drawer).findByText(en.catalogue.detail.notFoundTitle)).toBeVisible();
    expect(within(drawer).getByText(en.catalogue.detail.notFoundBody)).toBeVisible();
  });
});
