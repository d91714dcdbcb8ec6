import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ruleSetSchema } from '@formulab/shared/compliance/compliance.schema';
import { publicRecipeDetailSchema, publicRecipePageSchema, recipeDetailSchema } from '@formulab/shared/recipes/recipes.schema';
import en from '../../i18n/en.json';
import {
  PUBLIC_RECIPE_ID,
  RECIPE_ID,
  publicRecipeDetail,
  publicRecipePage,
  publicRecipeSummary,
  recipeDetail,
  ruleSet,
} from '../../test/fixtures/recipes.ts';
import { answer, customerMe, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './public-recipes.tsx';

const open = (url = '/publicRecipes') => renderUi(<Component />, { url, path: '/publicRecipes' });

const TONER_ID = 'd4b2e1f3-6c7d-4b8e-8f9a-2a3b4c5d6e72';
const toner = publicRecipeSummary({
  id: TONER_ID,
  name: 'Low-pH calming toner',
  productType: 'toner',
  author: 'Seoul Derm Co.',
  valid: false,
  lineCount: 9,
  functions: [],
  description: '',
});

describe('/publicRecipes — the gallery', () => {
  it('shows the public recipes as cards, each opening its detail', async () => {
    signedInAs(null);
    const calls = answer.get('/api/public-recipes', publicRecipePageSchema, publicRecipePage([publicRecipeSummary(), toner]));
    open();
    const card = (await screen.findByRole('link', { name: 'Ceramide barrier cream' })).closest('article')!;
    expect(card).toHaveTextContent(en.publicRecipes.card.by.replace('{{author}}', 'Glow Lab'));
    expect(card).toHaveTextContent('Water, Glycerin, Niacinamide');
    expect(card).toHaveTextContent('Moisturising');
    expect(card).toHaveTextContent(en.publicRecipes.status.valid);
    expect(within(card).getByRole('link')).toHaveAttribute('href', `/publicRecipes?id=${PUBLIC_RECIPE_ID}`);
    const other = screen.getByRole('link', { name: 'Low-pH calming toner' }).closest('article')!;
    expect(other).toHaveTextContent(en.publicRecipes.status.draft);
    expect(other).toHaveTextContent(en.publicRecipes.card.lines_other.replace('{{count}}', '9'));
    expect(screen.getByText(en.publicRecipes.count_other.replace('{{n}}', '2'))).toBeVisible();
    expect(calls.last?.query.get('limit')).toBe('24');
  });

  it('searches, says when nothing matches, and clears the search', async () => {
    signedInAs(null);
    const calls = answer.get('/api/public-recipes', publicRecipePageSchema, ({ query }) =>
      publicRecipePage(query.get('q') ? [] : [publicRecipeSummary(), toner]),
    );
    const { user, router } = open();
    await screen.findByText('Ceramide barrier cream');
    await user.type(screen.getByRole('searchbox', { name: en.publicRecipes.searchLabel }), 'retinal');
    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent(en.publicRecipes.empty.title);
    expect(empty).toHaveTextContent(en.publicRecipes.empty.bodyQuery.replace('{{query}}', 'retinal'));
    expect(calls.last?.query.get('q')).toBe('retinal');
    expect(urlOf(router)).toBe('/publicRecipes?q=retinal');
    await user.click(within(empty).getByRole('button', { name: en.publicRecipes.clearFilters }));
    expect(await screen.findByText('Ceramide barrier cream')).toBeVisible();
    expect(urlOf(router)).toBe('/publicRecipes');
    expect(screen.getByRole('searchbox', { name: en.publicRecipes.searchLabel })).toHaveValue('');
  });

  it('loads the next page after the cursor of the last', async () => {
    signedInAs(null);
    const calls = answer.get('/api/public-recipes', publicRecipePageSchema, ({ query }) =>
      query.get('cursor') === 'after-ceramide'
        ? publicRecipePage([toner], { total: 2 })
        : publicRecipePage([publicRecipeSummary()], { nextCursor: 'after-ceramide', total: 2 }),
    );
    const { user } = open();
    expect(await screen.findByText(en.publicRecipes.showing.replace('{{shown}}', '1').replace('{{total}}', '2'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.publicRecipes.loadMore }));
    expect(await screen.findByText('Low-pH calming toner')).toBeVisible();
    expect(screen.getByText('Ceramide barrier cream')).toBeVisible();
    expect(calls.last?.query.get('cursor')).toBe('after-ceramide');
    expect(screen.queryByRole('button', { name: en.publicRecipes.loadMore })).toBeNull();
  });

  it('says the gallery is still empty and leads to my recipes', async () => {
    signedInAs(null);
    answer.get('/api/public-recipes', publicRecipePageSchema, publicRecipePage([]));
    open();
    expect(await screen.findByText(en.publicRecipes.empty.galleryTitle)).toBeVisible();
    expect(screen.getByRole('link', { name: en.publicRecipes.empty.myRecipes })).toHaveAttribute('href', '/recipes');
  });

  it('says the gallery could not be loaded and loads it again on request', async () => {
    signedInAs(null);
    refuse('get', '/api/public-recipes', 500, 'INTERNAL');
    const { user } = open();
    const alert = await screen.findByRole('alert', { name: en.publicRecipes.loadError });
    answer.get('/api/public-recipes', publicRecipePageSchema, publicRecipePage([publicRecipeSummary()]));
    await user.click(within(alert).getByRole('button', { name: en.publicRecipes.retry }));
    expect(await screen.findByText('Ceramide barrier cream')).toBeVisible();
  });
});

describe('/publicRecipes?id= — one public recipe', () => {
  /** The gallery with the barrier cream open in its drawer. */
  function openDetail() {
    answer.get('/api/public-recipes', publicRecipePageSchema, publicRecipePage([publicRecipeSummary()]));
    answer.get('/api/public-recipes/:id', publicRecipeDetailSchema, publicRecipeDetail());
    answer.get('/api/compliance/rules', ruleSetSchema, ruleSet());
    return open(`/publicRecipes?id=${PUBLIC_RECIPE_ID}`);
  }

  it('shows the formula and label list, and copies it into my recipes', async () => {
    signedInAs(customerMe);
    const copied = answer.post(
      '/api/public-recipes/:id/copy',
      recipeDetailSchema,
      () => recipeDetail({ name: 'Ceramide barrier cream (copy)', productType: 'cream', revision: 1 }),
      { status: 201 },
    );
    const { user } = openDetail();
    const drawer = await screen.findByRole('dialog', { name: 'Ceramide barrier cream' });
    expect(await within(drawer).findByTestId('inci-list')).toHaveTextContent('Water, Glycerin, Niacinamide');
    expect(within(drawer).getByText('Glow Lab')).toBeVisible();
    await waitFor(() => expect(within(drawer).getByText(en.publicRecipes.detail.checksOk)).toBeVisible());
    await user.click(within(drawer).getByRole('button', { name: en.publicRecipes.copy.button }));
    const done = await within(drawer).findByRole('status');
    expect(done).toHaveTextContent(en.publicRecipes.copy.doneBody.replace('{{name}}', 'Ceramide barrier cream (copy)'));
    expect(within(done).getByRole('link', { name: en.publicRecipes.copy.open })).toHaveAttribute('href', `/recipes/${RECIPE_ID}`);
    expect(copied.last?.params.id).toBe(PUBLIC_RECIPE_ID);
    expect(copied.last?.body).toEqual({ name: 'Ceramide barrier cream (copy)' });
  });

  it('asks a visitor to sign in to copy, and brings them back to this recipe', async () => {
    signedInAs(null);
    const copied = answer.post('/api/public-recipes/:id/copy', recipeDetailSchema, recipeDetail(), { status: 201 });
    const { user } = openDetail();
    const drawer = await screen.findByRole('dialog', { name: 'Ceramide barrier cream' });
    await user.click(await within(drawer).findByRole('button', { name: en.publicRecipes.copy.button }));
    const prompt = within(drawer).getByRole('region', { name: en.publicRecipes.copy.signInTitle });
    expect(within(prompt).getByRole('link', { name: en.publicRecipes.copy.signIn })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/publicRecipes?id=${PUBLIC_RECIPE_ID}`)}`,
    );
    expect(copied).toHaveLength(0);
  });

  it('says a private, deleted or unknown recipe is not available', async () => {
    signedInAs(null);
    answer.get('/api/public-recipes', publicRecipePageSchema, publicRecipePage([publicRecipeSummary()]));
    refuse('get', '/api/public-recipes/:id', 404, 'NOT_FOUND');
    open(`/publicRecipes?id=${PUBLIC_RECIPE_ID}`);
    const drawer = await screen.findByRole('dialog', { name: en.publicRecipes.detail.notFoundTitle });
    expect(within(drawer).getByText(en.publicRecipes.detail.notFoundBody)).toBeVisible();
  });
});
