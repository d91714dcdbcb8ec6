import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ingredientPageSchema } from '@formulab/shared/catalogue/ingredients.schema';
import { materialPageSchema, materialSchema } from '@formulab/shared/catalogue/materials.schema';
import en from '../../i18n/en.json';
import admin from '../../i18n/admin.en.json';
import {
  MATERIAL_ID,
  ingredientPage,
  ingredientSummary,
  lowMaterial,
  material,
  materialPage,
  niacinamide,
} from '../../test/fixtures/admin-catalogue.ts';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { atWindowWidth, renderUi, urlOf } from '../../test/render.tsx';
import { replaceText } from '../../test/replace-text.ts';
import { Component } from './materials.tsx';

const m = admin.adminCatalogue.materials;
const open = (url = '/admin/materials') => renderUi(<Component />, { url, path: '/admin/materials' });

/** The list, and its count of low-stock materials (asked for with `lowStock=true&limit=1`). */
function answerList(items = [material(), lowMaterial()]) {
  return answer.get('/api/admin/materials', materialPageSchema, ({ query }) =>
    query.get('lowStock') === 'true' ? { ...materialPage(items.filter((i) => i.lowStock)), items: [] } : materialPage(items),
  );
}
/** What the ingredient picker offers. */
const answerIngredients = () =>
  answer.get('/api/admin/ingredients', ingredientPageSchema, ingredientPage([ingredientSummary(), niacinamide()]));

describe('/admin/materials — raw materials, their stock and lots', () => {
  it('lists the materials with supplier, ingredient, cost and stock, low stock flagged', async () => {
    // every column shows from 88em (narrower screens put the supplier under the name)
    atWindowWidth(1440);
    signedInAs(adminMe);
    answerList();
    open();
    const glycerin = (await screen.findByText('Glycerin 99.5% USP')).closest('tr')!;
    expect(screen.getByRole('heading', { name: admin.adminScreens.materials.title })).toBeVisible();
    expect(within(glycerin).getAllByRole('cell')[1]).toHaveTextContent('Daehan Chemical');
    expect(within(glycerin).getByText('₩5,200')).toBeVisible();
    expect(within(glycerin).getByText(`${m.lotsCount_one.replace('{{count}}', '1')} · Mar 31, 2027`)).toBeVisible();
    const low = screen.getByText('Niacinamide PC').closest('tr')!;
    expect(within(low).getByText(m.level.critical)).toBeVisible();
    expect(within(low).getByText(m.level.critical).closest('tr')).toHaveTextContent('4');
    // the low-stock filter says how many it would show
    expect(screen.getByRole('checkbox', { name: `${m.lowOnly} (1)` })).toBeVisible();
  });

  it('searches by what is typed, the search in the URL', async () => {
    signedInAs(adminMe);
    const calls = answerList();
    const { user, router } = open();
    await screen.findByText('Glycerin 99.5% USP');
    const search = screen.getByRole('textbox', { name: m.search });
    await user.click(search);
    await user.paste('daehan');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.some((c) => c.query.get('q') === 'daehan')).toBe(true));
    expect(urlOf(router)).toBe('/admin/materials?q=daehan');
    const asked = calls.filter((c) => c.query.get('q') === 'daehan').at(-1)!;
    expect(asked.query.get('limit')).toBe('50');
  });

  it('creates a material with the ingredient picked and the numbers as typed', async () => {
    signedInAs(adminMe);
    answerList();
    answerIngredients();
    const sent = answer.post(
      '/api/admin/materials',
      materialSchema,
      material({ id: '6a1d0c44-2e3f-4a5b-8c7d-9e0f1a2b3c49', tradeName: 'Glycerin 99.7% EP' }),
      { status: 201 },
    );
    const { user, router } = open();
    await screen.findByText('Glycerin 99.5% USP');
    await user.click(screen.getByRole('button', { name: m.add }));
    const drawer = await screen.findByRole('dialog', { name: m.addTitle });
    await user.click(within(drawer).getByRole('textbox', { name: m.ingredient }));
    await user.click(await screen.findByRole('option', { name: /Glycerin/ }));
    await replaceText(user, within(drawer).getByRole('textbox', { name: m.tradeName }), 'Glycerin 99.7% EP');
    await replaceText(user, within(drawer).getByRole('textbox', { name: m.supplier }), 'LG Household');
    await replaceText(user, within(drawer).getByRole('textbox', { name: m.unitCost }), '5400');
    await replaceText(user, within(drawer).getByRole('textbox', { name: m.stock }), '200.5');
    await replaceText(user, within(drawer).getByRole('textbox', { name: m.reorderLevel }), '80');
    await user.click(within(drawer).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.body).toEqual({
      ingredientId: ingredientSummary().id,
      tradeName: 'Glycerin 99.7% EP',
      supplier: 'LG Household',
      unitCostPerKg: 5400,
      stockKg: 200.5,
      reorderLevelKg: 80,
      lots: [],
    });
    await waitFor(() => expect(urlOf(router)).toBe('/admin/materials'));
  });

  it('shows the server’s refusal of the linked ingredient on the picker, translated', async () => {
    signedInAs(adminMe);
    answerList();
    answerIngredients();
    answer.get('/api/admin/materials/:id', materialSchema, material());
    // the ingredient was deleted while the form was open
    const sent = refuse('put', '/api/admin/materials/:id', 400, 'VALIDATION', { ingredientId: 'errors.unknownIngredient' });
    const { user } = open(`/admin/materials?edit=${MATERIAL_ID}`);
    const drawer = await screen.findByRole('dialog', { name: m.editTitle });
    const cost = await within(drawer).findByRole('textbox', { name: m.unitCost });
    await replaceText(user, cost, '5600');
    await user.click(within(drawer).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(MATERIAL_ID);
    // an edit carries the version it was opened at
    expect(sent.last?.body).toEqual({
      ingredientId: ingredientSummary().id,
      tradeName: 'Glycerin 99.5% USP',
      supplier: 'Daehan Chemical',
      unitCostPerKg: 5600,
      stockKg: 340,
      reorderLevelKg: 100,
      lots: [{ lot: 'GL-2603-01', qtyKg: 340, expiresOn: '2027-03-31' }],
      version: 2,
    });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(en.apiErrors.VALIDATION);
    expect(within(drawer).getByRole('textbox', { name: m.ingredient })).toHaveAccessibleDescription(
      new RegExp(en.errors.unknownIngredient),
    );
  });

  it('deletes a material after asking', async () => {
    signedInAs(adminMe);
    const list = answerList();
    const gone = answer.delete('/api/admin/materials/:id', z.undefined(), undefined, { status: 204 });
    const { user } = open();
    await screen.findByText('Glycerin 99.5% USP');
    const asked = list.length;
    await user.click(screen.getByRole('button', { name: m.deleteNamed.replace('{{name}}', 'Glycerin 99.5% USP') }));
    const dialog = await screen.findByRole('dialog', { name: m.deleteTitle.replace('{{name}}', 'Glycerin 99.5% USP') });
    expect(dialog).toHaveTextContent(
      m.deleteBody.replace('{{name}}', 'Glycerin 99.5% USP').replace('{{supplier}}', 'Daehan Chemical'),
    );
    await user.click(within(dialog).getByRole('button', { name: m.delete }));
    await waitFor(() => expect(gone).toHaveLength(1));
    expect(gone.last?.params.id).toBe(MATERIAL_ID);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Glycerin/ })).toBeNull());
    expect(list.length).toBeGreaterThan(asked);
  });

  it('says there are no materials yet and offers to add one', async () => {
    signedInAs(adminMe);
    answerList([]);
    answerIngredients();
    const { user } = open();
    expect(await screen.findByText(m.empty)).toBeVisible();
    // the header's button and the empty table's
    await user.click(screen.getAllByRole('button', { name: m.add }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: m.addTitle })).toBeVisible();
  });

  it('says why the list could not be loaded', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/materials', 500, 'INTERNAL');
    open();
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    expect(screen.queryByText(m.empty)).toBeNull();
  });
});
