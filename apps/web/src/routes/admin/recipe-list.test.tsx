import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recipeDetailSchema, recipePageSchema } from '@formulab/shared/recipes/recipes.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import {
  ADMIN_RECIPE_ID,
  adminRecipeDetail,
  adminRecipeSummary,
  draftRecipe,
  recipeOwner,
  recipeOwnersSchema,
  recipePage,
  visibilityResultSchema,
} from '../../test/fixtures/admin-content-recipes.ts';
import { adminMe, answer, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './recipe-list.tsx';

const r = admin.adminRecipes;
const open = (url: string) => renderUi(<Component />, { url, path: '/admin/recipe-list' });

/**
 * The owner filter asks for members as it opens. '/api/admin/recipes/:id' matches '/api/admin/recipes/owners'
 * too and the later handler wins: call this after any answer to a recipe by id.
 */
function serveOwners() {
  return answer.get('/api/admin/recipes/owners', recipeOwnersSchema, { items: [recipeOwner()] });
}

describe('/admin/recipe-list — every recipe', () => {
  it('lists the recipes with their owner, total and status, each opening its detail', async () => {
    signedInAs(adminMe);
    const calls = answer.get('/api/admin/recipes', recipePageSchema, recipePage([adminRecipeSummary(), draftRecipe]));
    hang('get', '/api/admin/recipes/:id');
    serveOwners();
    const { user, router } = open('/admin/recipe-list');
    const name = await screen.findByRole('button', { name: 'Rose toner' });
    const row = name.closest('tr')!;
    expect(row).toHaveTextContent('Mina Kim');
    expect(row).toHaveTextContent('Glow Lab');
    expect(row).toHaveTextContent('100 %');
    expect(within(row).getByText(en.common.validity.valid)).toBeVisible();
    const draft = screen.getByRole('button', { name: 'Cica barrier cream' }).closest('tr')!;
    expect(draft).toHaveTextContent('97.5 %');
    expect(within(draft).getByText(en.common.validity.draft)).toBeVisible();
    expect(within(draft).getByText(r.deleted)).toBeVisible();
    expect(calls.last?.query.get('sort')).toBe('updated');
    expect(calls.last?.query.get('limit')).toBe('25');
    await user.click(name);
    expect(urlOf(router)).toBe(`/admin/recipe-list?id=${ADMIN_RECIPE_ID}`);
  });

  it('shows one recipe read-only with its owner and lines', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/recipes', recipePageSchema, recipePage([adminRecipeSummary()]));
    const read = answer.get('/api/admin/recipes/:id', recipeDetailSchema, adminRecipeDetail());
    hang('get', '/api/admin/recipes/:id/revisions');
    hang('get', '/api/admin/recipes/:id/compliance/file');
    hang('get', '/api/compliance/rules');
    serveOwners();
    open(`/admin/recipe-list?id=${ADMIN_RECIPE_ID}`);
    const drawer = await screen.findByRole('dialog', { name: r.detail.title });
    expect(await within(drawer).findByRole('heading', { name: 'Rose toner' })).toBeVisible();
    expect(drawer).toHaveTextContent('Mina Kim · Glow Lab · customer@example.com');
    expect(within(drawer).getByText('A light toner with rose water.')).toBeVisible();
    expect(within(drawer).getAllByText('Glycerin').length).toBeGreaterThan(0);
    expect(read.last?.params.id).toBe(ADMIN_RECIPE_ID);
  });

  it('says a recipe that is gone could not be found', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/recipes', recipePageSchema, recipePage([adminRecipeSummary()]));
    refuse('get', '/api/admin/recipes/:id', 404, 'NOT_FOUND');
    serveOwners();
    open(`/admin/recipe-list?id=${ADMIN_RECIPE_ID}`);
    const drawer = await screen.findByRole('dialog', { name: r.detail.title });
    expect(await within(drawer).findByText(en.apiErrors.NOT_FOUND)).toBeVisible();
  });

  it('makes the selected recipes public in one go', async () => {
    signedInAs(adminMe);
    const lists = answer.get('/api/admin/recipes', recipePageSchema, recipePage([adminRecipeSummary(), draftRecipe]));
    serveOwners();
    const sent = answer.post('/api/admin/recipes/visibility', visibilityResultSchema, { updated: 1 });
    const { user } = open('/admin/recipe-list');
    await user.click(await screen.findByRole('checkbox', { name: r.selectRow.replace('{{name}}', 'Rose toner') }));
    const bar = screen.getByRole('region', { name: r.bulk.region });
    expect(bar).toHaveTextContent(r.bulk.selected_one.replace('{{count}}', '1'));
    await user.click(within(bar).getByRole('button', { name: r.bulk.makePublic }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.body).toEqual({ ids: [ADMIN_RECIPE_ID], visibility: 'public' });
    await waitFor(() => expect(screen.queryByRole('region', { name: r.bulk.region })).toBeNull());
    expect(lists.length).toBeGreaterThan(1);
  });

  it('points to the import when there is no recipe yet', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/recipes', recipePageSchema, recipePage([]));
    serveOwners();
    open('/admin/recipe-list');
    expect(await screen.findByText(r.empty)).toBeVisible();
    expect(screen.getByText(r.emptyHint)).toBeVisible();
    const links = screen.getAllByRole('link', { name: r.toImport });
    expect(links.at(-1)).toHaveAttribute('href', '/admin/admin-bulk-recipe');
  });

  it('offers to clear the filters when none matches', async () => {
    signedInAs(adminMe);
    const calls = answer.get('/api/admin/recipes', recipePageSchema, ({ query }) =>
      recipePage(query.get('valid') === 'false' ? [] : [adminRecipeSummary()]),
    );
    serveOwners();
    const { user, router } = open('/admin/recipe-list?valid=false');
    expect(await screen.findByText(r.emptyFiltered)).toBeVisible();
    expect(calls.last?.query.get('valid')).toBe('false');
    const clear = screen.getAllByRole('button', { name: r.filters.clear });
    await user.click(clear.at(-1)!);
    expect(await screen.findByText('Rose toner')).toBeVisible();
    expect(urlOf(router)).toBe('/admin/recipe-list');
  });

  it('says the list could not be loaded and loads it again on request', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/recipes', 500, 'INTERNAL');
    serveOwners();
    const { user } = open('/admin/recipe-list');
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answer.get('/api/admin/recipes', recipePageSchema, recipePage([adminRecipeSummary()]));
    await user.click(screen.getByRole('button', { name: r.retry }));
    expect(await screen.findByText('Rose toner')).toBeVisible();
  });
});
