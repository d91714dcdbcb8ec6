import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { termListSchema, termSchema, type TaxonomyKind } from '@formulab/shared/catalogue/taxonomy.schema';
import en from '../../i18n/en.json';
import admin from '../../i18n/admin.en.json';
import { SUB_FINISHES, SUB_MATERIALS, SUB_TYPES, term, termList } from '../../test/fixtures/admin-catalogue.ts';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { replaceText } from '../../test/replace-text.ts';
import { Component } from './admin-subsettings.tsx';

const terms = admin.adminCatalogue.terms;
const open = (url = '/admin/admin-subsettings') => renderUi(<Component />, { url, path: '/admin/admin-subsettings' });
const LISTS: Partial<Record<TaxonomyKind, ReturnType<typeof term>[]>> = {
  'sub-types': SUB_TYPES,
  'sub-materials': SUB_MATERIALS,
  'sub-finishes': SUB_FINISHES,
};
/** The three packaging lists, each by its kind. */
const answerLists = (lists = LISTS) =>
  answer.get('/api/admin/taxonomy/:kind', termListSchema, ({ params }) => termList(lists[params.kind as TaxonomyKind] ?? []));
const editButton = (name: string) => screen.findByRole('button', { name: terms.editNamed.replace('{{name}}', name) });

describe('/admin/admin-subsettings — the packaging option lists', () => {
  it('shows the types first and each list in its tab, the tab in the URL', async () => {
    signedInAs(adminMe);
    answerLists();
    const { user, router } = open();
    expect(screen.getByRole('heading', { name: admin.adminScreens['admin-subsettings'].title })).toBeVisible();
    expect(screen.getByRole('tab', { name: terms.tabs.types })).toHaveAttribute('aria-selected', 'true');
    const bottle = await editButton('Bottle');
    // a type used by packaging items links to exactly those items
    expect(
      within(bottle.closest('tr')!).getAllByRole('link', { name: terms.usagePackaging_other.replace('{{count}}', '4') })[0],
    ).toHaveAttribute('href', '/admin/admin-submaterials?type=bottle');
    await user.click(screen.getByRole('tab', { name: terms.tabs.materials }));
    const glass = await editButton('Glass');
    expect(glass).toBeVisible();
    expect(urlOf(router)).toBe('/admin/admin-subsettings?tab=materials');
    expect(screen.queryByRole('button', { name: terms.editNamed.replace('{{name}}', 'Bottle') })).toBeNull();
  });

  it('opens the tab the URL names', async () => {
    signedInAs(adminMe);
    answerLists();
    open('/admin/admin-subsettings?tab=finishes');
    expect(await editButton('Matte')).toBeVisible();
    expect(screen.getByRole('tab', { name: terms.tabs.finishes })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds a finish to the finishes list', async () => {
    signedInAs(adminMe);
    answerLists();
    const sent = answer.post(
      '/api/admin/taxonomy/:kind',
      termSchema,
      term({ id: 43, slug: 'pearl', nameKo: '펄', nameEn: 'Pearl', sortOrder: 3, usage: 0, version: 1 }),
      { status: 201 },
    );
    const { user } = open('/admin/admin-subsettings?tab=finishes');
    await editButton('Matte');
    await user.click(screen.getByRole('button', { name: terms.add }));
    const dialog = await screen.findByRole('dialog', { name: terms.addTitle });
    await replaceText(user, within(dialog).getByRole('textbox', { name: terms.nameKo }), '펄');
    await replaceText(user, within(dialog).getByRole('textbox', { name: terms.nameEn }), 'Pearl');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.kind).toBe('sub-finishes');
    expect(sent.last?.body).toEqual({ slug: 'pearl', nameKo: '펄', nameEn: 'Pearl' });
  });

  it('refuses to delete a material that packaging items still use', async () => {
    signedInAs(adminMe);
    answerLists();
    const sent = refuse('delete', '/api/admin/taxonomy/:kind/:id', 409, 'IN_USE', { usage: '3' }, { usedBy: { packaging: 3 } });
    const { user } = open('/admin/admin-subsettings?tab=materials');
    await editButton('Glass');
    await user.click(screen.getByRole('button', { name: terms.deleteNamed.replace('{{name}}', 'Glass') }));
    const dialog = await screen.findByRole('dialog', { name: terms.deleteTitle.replace('{{name}}', 'Glass') });
    await user.click(within(dialog).getByRole('button', { name: terms.delete }));
    const alert = await within(dialog).findByRole('alert');
    expect(sent.last?.params).toMatchObject({ kind: 'sub-materials', id: '32' });
    expect(alert).toHaveTextContent(terms.inUseBody.replace('{{usage}}', '3 packaging items'));
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/admin/admin-submaterials?material=glass');
    expect(within(dialog).getByRole('button', { name: terms.delete })).toBeDisabled();
  });

  it('says a list is empty', async () => {
    signedInAs(adminMe);
    answerLists({ ...LISTS, 'sub-types': [] });
    open();
    expect(await screen.findByText(terms.empty)).toBeVisible();
  });

  it('says why a list could not be loaded and loads it again on request', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/taxonomy/:kind', 500, 'INTERNAL');
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.apiErrors.INTERNAL);
    answerLists();
    await user.click(within(alert).getByRole('button', { name: admin.adminCatalogue.shared.retry }));
    expect(await editButton('Bottle')).toBeVisible();
  });
});
