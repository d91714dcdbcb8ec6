import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subMaterialDetailSchema, subMaterialPageSchema } from '@formulab/shared/catalogue/sub-materials.schema';
import { termListSchema, type TaxonomyKind } from '@formulab/shared/catalogue/taxonomy.schema';
import en from '../../i18n/en.json';
import admin from '../../i18n/admin.en.json';
import {
  SUB_FINISHES,
  SUB_MATERIALS,
  SUB_MATERIAL_ID,
  SUB_TYPES,
  pump,
  subMaterialDetail,
  subMaterialPage,
  subMaterialSummary,
  termList,
} from '../../test/fixtures/admin-catalogue.ts';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { atWindowWidth, renderUi, urlOf } from '../../test/render.tsx';
import { replaceText } from '../../test/replace-text.ts';
import { Component } from './admin-submaterials.tsx';

const s = admin.adminCatalogue.subMaterials;
const open = (url = '/admin/admin-submaterials') => renderUi(<Component />, { url, path: '/admin/admin-submaterials' });

/** The packaging option lists the filters and the form offer. */
function answerOptions() {
  const lists: Partial<Record<TaxonomyKind, typeof SUB_TYPES>> = {
    'sub-types': SUB_TYPES,
    'sub-materials': SUB_MATERIALS,
    'sub-finishes': SUB_FINISHES,
  };
  answer.get('/api/taxonomy/:kind', termListSchema, ({ params }) => termList(lists[params.kind as TaxonomyKind] ?? []));
}
const answerList = (items = [subMaterialSummary(), pump()]) =>
  answer.get('/api/admin/sub-materials', subMaterialPageSchema, subMaterialPage(items));

describe('/admin/admin-submaterials — packaging items', () => {
  it('lists the packaging with type, material, capacity, price, MOQ and visibility', async () => {
    // every column shows from 88em (narrower screens leave the MOQ and lead time out)
    atWindowWidth(1440);
    signedInAs(adminMe);
    answerOptions();
    const calls = answerList();
    open();
    const bottle = (await screen.findByText('150 mL PET bottle')).closest('tr')!;
    expect(screen.getByRole('heading', { name: admin.adminScreens['admin-submaterials'].title })).toBeVisible();
    const cells = within(bottle);
    for (const text of ['BT-150', '150 mL 페트병', 'Bottle', 'PET', '150 ml', '₩320', '3,000', '21 days'])
      expect(cells.getByText(text)).toBeVisible();
    expect(cells.getByRole('switch', { name: s.visibleNamed.replace('{{code}}', 'BT-150') })).toBeChecked();
    const hidden = within(screen.getByText('24 mm pump').closest('tr')!);
    expect(hidden.getByText('—')).toBeVisible();
    expect(hidden.getByRole('switch', { name: s.visibleNamed.replace('{{code}}', 'PU-24') })).not.toBeChecked();
    // staff see hidden items too
    expect(calls.last?.query.get('visibility')).toBe('all');
    // each row's checkbox says which item it selects
    expect(cells.getByRole('checkbox', { name: s.selectRow.replace('{{code}}', 'BT-150') })).not.toBeChecked();
  });

  it('sorts by a column header through the URL, ascending as the API sorts', async () => {
    atWindowWidth(1440);
    signedInAs(adminMe);
    answerOptions();
    const calls = answerList();
    const { user, router } = open();
    await screen.findByText('150 mL PET bottle');
    // a sortable header is itself the button (mantine-datatable)
    await user.click(screen.getByRole('button', { name: new RegExp(`^${s.capacityShort}`) }));
    await waitFor(() => expect(calls.last?.query.get('sort')).toBe('capacity'));
    expect(urlOf(router)).toBe('/admin/admin-submaterials?sort=capacity');
  });

  it('searches by what is typed, the search in the URL', async () => {
    signedInAs(adminMe);
    answerOptions();
    const calls = answerList();
    const { user, router } = open();
    await screen.findByText('150 mL PET bottle');
    await user.click(screen.getByRole('textbox', { name: s.search }));
    await user.paste('BT-');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.last?.query.get('q')).toBe('BT-'));
    expect(urlOf(router)).toBe('/admin/admin-submaterials?q=BT-');
  });

  it('saves an edited item with every field as the form holds it and the version it was opened at', async () => {
    signedInAs(adminMe);
    answerOptions();
    answerList();
    answer.get('/api/admin/sub-materials/:id', subMaterialDetailSchema, subMaterialDetail());
    const sent = answer.put('/api/admin/sub-materials/:id', subMaterialDetailSchema, subMaterialDetail({ leadTimeDays: 28 }));
    const { user, router } = open(`/admin/admin-submaterials?edit=${SUB_MATERIAL_ID}`);
    const drawer = await screen.findByRole('dialog', { name: s.editTitle });
    await replaceText(user, await within(drawer).findByRole('textbox', { name: s.leadTime }), '28');
    await replaceText(user, within(drawer).getByRole('textbox', { name: s.nameEn }), '150 mL PET bottle (clear)');
    await user.click(within(drawer).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(SUB_MATERIAL_ID);
    expect(sent.last?.body).toEqual({
      code: 'BT-150',
      nameKo: '150 mL 페트병',
      nameEn: '150 mL PET bottle (clear)',
      typeId: 21,
      materialId: 31,
      capacityMl: 150,
      finishIds: [41],
      colours: [{ ko: '투명', en: 'Clear' }],
      moq: 3000,
      priceTiers: [
        { minQty: 3000, unitPrice: 320 },
        { minQty: 10_000, unitPrice: 280 },
      ],
      leadTimeDays: 28,
      descriptionKo: '토너용 페트병',
      descriptionEn: 'A PET bottle for toners.',
      visible: true,
      imageIds: [],
      version: 5,
    });
    await waitFor(() => expect(urlOf(router)).toBe('/admin/admin-submaterials'));
  });

  it('shows the server’s refusal of a type on the type field, translated', async () => {
    signedInAs(adminMe);
    answerOptions();
    answerList();
    answer.get('/api/admin/sub-materials/:id', subMaterialDetailSchema, subMaterialDetail());
    // the type was deleted while the form was open
    refuse('put', '/api/admin/sub-materials/:id', 400, 'VALIDATION', { typeId: 'errors.unknownOption' });
    const { user } = open(`/admin/admin-submaterials?edit=${SUB_MATERIAL_ID}`);
    const drawer = await screen.findByRole('dialog', { name: s.editTitle });
    await replaceText(user, await within(drawer).findByRole('textbox', { name: s.moq }), '3500');
    await user.click(within(drawer).getByRole('button', { name: en.common.save }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(en.apiErrors.VALIDATION);
    expect(within(drawer).getByRole('textbox', { name: s.type })).toHaveAccessibleDescription(
      new RegExp(en.errors.unknownOption),
    );
  });

  it('refuses to delete an item still used, naming by what, and keeps Delete off', async () => {
    signedInAs(adminMe);
    answerOptions();
    answerList();
    const sent = refuse(
      'delete',
      '/api/admin/sub-materials/:id',
      409,
      'IN_USE',
      { usage: '3' },
      { usedBy: { quotes: 2, samples: 1 } },
    );
    const { user } = open();
    await screen.findByText('150 mL PET bottle');
    await user.click(screen.getByRole('button', { name: s.deleteNamed.replace('{{code}}', 'BT-150') }));
    const dialog = await screen.findByRole('dialog', { name: s.deleteTitle.replace('{{code}}', 'BT-150') });
    await user.click(within(dialog).getByRole('button', { name: s.delete }));
    const alert = await within(dialog).findByRole('alert');
    expect(sent.last?.params.id).toBe(SUB_MATERIAL_ID);
    expect(alert).toHaveTextContent(en.inUse.body.replace('{{list}}', '2 quotes, 1 sample request'));
    expect(within(dialog).getByRole('button', { name: s.delete })).toBeDisabled();
  });

  it('hides an item from customers with its switch', async () => {
    signedInAs(adminMe);
    answerOptions();
    answerList();
    const sent = answer.post(
      '/api/admin/sub-materials/:id/visibility',
      subMaterialDetailSchema,
      subMaterialDetail({ visible: false }),
    );
    const { user } = open();
    await screen.findByText('150 mL PET bottle');
    const toggle = screen.getByRole('switch', { name: s.visibleNamed.replace('{{code}}', 'BT-150') });
    await user.click(toggle);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(SUB_MATERIAL_ID);
    expect(sent.last?.body).toEqual({ visible: false });
  });

  it('says there is no packaging yet and offers to add some', async () => {
    signedInAs(adminMe);
    answerOptions();
    answerList([]);
    const { user } = open();
    expect(await screen.findByText(s.empty)).toBeVisible();
    // the header's button and the empty table's
    await user.click(screen.getAllByRole('button', { name: s.add }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: s.addTitle })).toBeVisible();
  });

  it('says why the list could not be loaded', async () => {
    signedInAs(adminMe);
    answerOptions();
    refuse('get', '/api/admin/sub-materials', 500, 'INTERNAL');
    open();
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    expect(screen.queryByText(s.empty)).toBeNull();
  });
});
