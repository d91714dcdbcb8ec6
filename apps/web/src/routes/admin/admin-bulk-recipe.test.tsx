import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recipeImportReportSchema } from '@formulab/shared/recipes/recipes.schema';
import en from '../../i18n/en.json';
import admin from '../../i18n/admin.en.json';
import { IMPORTED_RECIPE_ID, importReport, unknownIngredientReport } from '../../test/fixtures/admin-catalogue.ts';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './admin-bulk-recipe.tsx';

const imp = admin.adminRecipes.import;
const open = () => renderUi(<Component />, { url: '/admin/admin-bulk-recipe', path: '/admin/admin-bulk-recipe' });

/** The file a member of staff fills in from the template: one recipe of two lines. */
const CSV = [
  'owner_email,recipe_name,product_type,visibility,description,inci_name,percent,phase,note',
  'customer@example.com,Rose toner,toner,private,,Water,95,A,',
  'customer@example.com,Rose toner,toner,private,,Glycerin,5,A,',
].join('\n');
const REQUEST = { format: 'csv', data: CSV, fileName: 'recipes-2026-03.csv' };

/** Chooses a file in the drop zone (or the "choose again" button: the only file input there is). */
async function choose(view: ReturnType<typeof open>, text = CSV, name = 'recipes-2026-03.csv') {
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  await view.user.upload(input, new File([text], name, { type: 'text/csv' }));
}

describe('/admin/admin-bulk-recipe — importing recipes from a spreadsheet', () => {
  it('offers the templates, what each column means and the drop zone before a file is chosen', async () => {
    signedInAs(adminMe);
    open();
    expect(screen.getByRole('heading', { name: admin.adminScreens['admin-bulk-recipe'].title })).toBeVisible();
    expect(screen.getByText(imp.drop)).toBeVisible();
    expect(screen.getByRole('link', { name: imp.templateCsv })).toHaveAttribute('href', '/api/admin/recipes/template.csv');
    expect(screen.getByRole('link', { name: imp.templateXlsx })).toHaveAttribute('href', '/api/admin/recipes/template.xlsx');
    expect(screen.getByRole('heading', { name: imp.columns.title })).toBeVisible();
    expect(screen.getByRole('link', { name: imp.openList })).toHaveAttribute('href', '/admin/recipe-list');
  });

  it('previews the file as sent, then imports every recipe at once and links to it', async () => {
    signedInAs(adminMe);
    const previewed = answer.post('/api/admin/recipes/import/preview', recipeImportReportSchema, importReport());
    const committed = answer.post(
      '/api/admin/recipes/import/commit',
      recipeImportReportSchema,
      importReport({ committed: true, createdIds: [IMPORTED_RECIPE_ID] }),
    );
    const view = open();
    await choose(view);
    await waitFor(() => expect(previewed).toHaveLength(1));
    expect(previewed.last?.body).toEqual(REQUEST);
    const recipe = await screen.findByTestId('import-recipe');
    expect(within(recipe).getByText('Rose toner')).toBeVisible();
    expect(within(recipe).getByText(imp.ready)).toBeVisible();
    expect(screen.getByText(imp.allReady_one)).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: imp.commit_one.replace('{{n}}', '1') }));
    await waitFor(() => expect(committed).toHaveLength(1));
    expect(committed.last?.body).toEqual(REQUEST);
    expect(await screen.findByRole('status')).toHaveTextContent(imp.doneTitle_one.replace('{{n}}', '1'));
    expect(screen.getByRole('link', { name: 'Rose toner' })).toHaveAttribute(
      'href',
      `/admin/recipe-list?id=${IMPORTED_RECIPE_ID}`,
    );
  });

  it('shows each row’s problem and imports nothing while any row has one', async () => {
    signedInAs(adminMe);
    const report = unknownIngredientReport('Glycerine');
    answer.post('/api/admin/recipes/import/preview', recipeImportReportSchema, report);
    const view = open();
    await choose(view, CSV.replace(',Glycerin,', ',Glycerine,'));
    expect(await screen.findByText(imp.hasErrorsTitle_one.replace('{{count}}', '1'))).toBeVisible();
    const recipe = screen.getByTestId('import-recipe');
    expect(within(recipe).getByText(imp.problemRows_one.replace('{{count}}', '1'))).toBeVisible();
    expect(within(recipe).getByText(imp.problems.unknownIngredient)).toBeVisible();
    expect(screen.getByRole('button', { name: imp.commitBlocked })).toBeDisabled();
    expect(screen.getByRole('button', { name: imp.chooseFixed })).toBeVisible();
  });

  it('says why the server cannot read the file, translated', async () => {
    signedInAs(adminMe);
    // the first line is not the template's: the server names the file's one problem
    refuse('post', '/api/admin/recipes/import/preview', 400, 'VALIDATION', { data: 'errors.csvColumns' });
    const view = open();
    await choose(view, 'name,percent\nRose toner,95\n');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(imp.fileProblem);
    expect(alert).toHaveTextContent(en.errors.csvColumns);
    expect(screen.getByText(imp.drop)).toBeVisible();
  });

  it('says nothing was imported when the commit is refused after the preview', async () => {
    signedInAs(adminMe);
    answer.post('/api/admin/recipes/import/preview', recipeImportReportSchema, importReport());
    // an ingredient was deleted between the preview and the commit: 400 with the new report
    const stale = unknownIngredientReport();
    refuse('post', '/api/admin/recipes/import/commit', 400, 'VALIDATION', {}, { report: stale });
    const view = open();
    await choose(view);
    await view.user.click(await screen.findByRole('button', { name: imp.commit_one.replace('{{n}}', '1') }));
    // (the "ready" note above it is an alert too)
    const alert = await screen.findByRole('alert', { name: imp.refusedTitle });
    expect(alert).toHaveTextContent(imp.refusedBody_one.replace('{{count}}', '1'));
    expect(screen.getByText(imp.problems.unknownIngredient)).toBeVisible();
    expect(screen.getByRole('button', { name: imp.commitBlocked })).toBeDisabled();
  });

  it('says the preview failed and keeps the drop zone for another try', async () => {
    signedInAs(adminMe);
    refuse('post', '/api/admin/recipes/import/preview', 500, 'INTERNAL');
    const view = open();
    await choose(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.INTERNAL);
    expect(screen.getByText(imp.drop)).toBeVisible();
  });
});
