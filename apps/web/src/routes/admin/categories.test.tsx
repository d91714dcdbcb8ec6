import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { termListSchema, termSchema } from '@formulab/shared/catalogue/taxonomy.schema';
import en from '../../i18n/en.json';
import admin from '../../i18n/admin.en.json';
import { CATEGORIES, term, termList } from '../../test/fixtures/admin-catalogue.ts';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { replaceText } from '../../test/replace-text.ts';
import { addTerm, openTerms } from '../../test/taxonomy.ts';
import { Component } from './categories.tsx';

const terms = admin.adminCatalogue.terms;
const open = () => renderUi(<Component />, { url: '/admin/categories', path: '/admin/categories' });
/** Waits for the list: each row has its edit button. */
const loaded = () => screen.findByRole('button', { name: terms.editNamed.replace('{{name}}', 'Moisturizers') });
// each row shows its cells twice, for wide screens and (in one cell) for phones: CSS shows one of them
const row = (name: string) => screen.getByRole('button', { name: terms.editNamed.replace('{{name}}', name) }).closest('tr')!;

describe('/admin/categories — the ordered ingredient categories', () => {
  it('lists the categories in order with code, labels and how many ingredients use each', async () => {
    await openTerms(open, loaded, CATEGORIES);
    expect(screen.getByRole('heading', { name: admin.adminScreens.categories.title })).toBeVisible();
    expect(screen.getByText(new RegExp(terms.count_other.replace('{{count}}', '3')))).toBeVisible();
    const first = within(row('Moisturizers'));
    expect(first.getAllByText('moisturizer')[0]).toBeVisible();
    expect(first.getAllByText('보습제')[0]).toBeVisible();
    // the usage links to exactly the ingredients that use it
    expect(first.getAllByRole('link', { name: terms.usageIngredients_other.replace('{{count}}', '12') })[0]).toHaveAttribute(
      'href',
      '/admin/admin-ingredients?category=moisturizer',
    );
    expect(within(row('Preservatives')).getAllByText(terms.unused)[0]).toBeVisible();
    expect(screen.getByRole('button', { name: terms.moveUp.replace('{{name}}', 'Moisturizers') })).toBeDisabled();
  });

  it('adds a category with the code suggested from its English label, as typed', async () => {
    const sent = answer.post(
      '/api/admin/taxonomy/:kind',
      termSchema,
      term({ id: 4, slug: 'uv-filter', nameKo: '자외선 차단제', nameEn: 'UV filters', sortOrder: 4, usage: 0, version: 1 }),
      { status: 201 },
    );
    const { user, list } = await openTerms(open, loaded, CATEGORIES);
    const dialog = await addTerm(user, '자외선 차단제', 'UV filters');
    expect(within(dialog).getByRole('textbox', { name: terms.slug })).toHaveValue('uv-filters');
    await replaceText(user, within(dialog).getByRole('textbox', { name: terms.slug }), 'uv-filter');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.kind).toBe('categories');
    expect(sent.last?.body).toEqual({ slug: 'uv-filter', nameKo: '자외선 차단제', nameEn: 'UV filters' });
    // the dialog closes and the list is asked for again
    await waitFor(() => expect(screen.queryByRole('dialog', { name: terms.addTitle })).toBeNull());
    expect(list.length).toBeGreaterThanOrEqual(2);
  });

  it('puts the server’s refusal of a code on the code field, translated', async () => {
    // the code or a label is another entry's: the server names the field
    refuse('post', '/api/admin/taxonomy/:kind', 409, 'CONFLICT', { slug: 'errors.slugTaken' });
    const { user } = await openTerms(open, loaded, CATEGORIES);
    const dialog = await addTerm(user, '보습 크림', 'Moisturizer');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    const code = within(dialog).getByRole('textbox', { name: terms.slug });
    await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(en.errors.slugTaken)));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toBeVisible();
  });

  it('renames a category with the version it was opened at', async () => {
    const sent = answer.put('/api/admin/taxonomy/:kind/:id', termSchema, term({ nameEn: 'Humectants', version: 4 }));
    const { user } = await openTerms(open, loaded, CATEGORIES);
    await user.click(screen.getByRole('button', { name: terms.editNamed.replace('{{name}}', 'Moisturizers') }));
    const dialog = await screen.findByRole('dialog', { name: terms.editTitle });
    const english = within(dialog).getByRole('textbox', { name: terms.nameEn });
    await replaceText(user, english, 'Humectants');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params).toMatchObject({ kind: 'categories', id: '1' });
    // the code stays what it was: renaming must not break links that use it
    expect(sent.last?.body).toEqual({ slug: 'moisturizer', nameKo: '보습제', nameEn: 'Humectants', version: 3 });
  });

  it('moves a category down and saves the whole new order', async () => {
    const [a, b, c] = CATEGORIES as [ReturnType<typeof term>, ReturnType<typeof term>, ReturnType<typeof term>];
    const sent = answer.put('/api/admin/taxonomy/:kind/order', termListSchema, termList([b, a, c]));
    const { user } = await openTerms(open, loaded, CATEGORIES);
    await user.click(screen.getByRole('button', { name: terms.moveDown.replace('{{name}}', 'Moisturizers') }));
    const bar = screen.getByRole('region', { name: terms.orderChanged });
    await user.click(within(bar).getByRole('button', { name: terms.saveOrder }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.body).toEqual({ ids: [2, 1, 3] });
    await waitFor(() => expect(screen.queryByRole('region', { name: terms.orderChanged })).toBeNull());
  });

  it('refuses to delete a category still in use and links to the ingredients using it', async () => {
    // the list said unused, but an ingredient took it meanwhile
    const sent = refuse('delete', '/api/admin/taxonomy/:kind/:id', 409, 'IN_USE', { usage: '2' }, { usedBy: { ingredients: 2 } });
    const { user } = await openTerms(open, loaded, CATEGORIES);
    await user.click(screen.getByRole('button', { name: terms.deleteNamed.replace('{{name}}', 'Preservatives') }));
    const dialog = await screen.findByRole('dialog', { name: terms.deleteTitle.replace('{{name}}', 'Preservatives') });
    await user.click(within(dialog).getByRole('button', { name: terms.delete }));
    const alert = await within(dialog).findByRole('alert');
    expect(sent.last?.params).toMatchObject({ kind: 'categories', id: '3' });
    expect(alert).toHaveTextContent(terms.inUseTitle);
    expect(alert).toHaveTextContent(terms.inUseBody.replace('{{usage}}', '2 ingredients'));
    expect(within(alert).getByRole('link', { name: terms.showUsers.replace('{{usage}}', '2 ingredients') })).toHaveAttribute(
      'href',
      '/admin/admin-ingredients?category=preservative',
    );
    expect(within(dialog).getByRole('button', { name: terms.delete })).toBeDisabled();
  });

  it('says the list is empty and offers to add the first entry', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/taxonomy/:kind', termListSchema, termList([]));
    const { user } = open();
    expect(await screen.findByText(terms.empty)).toBeVisible();
    await user.click(screen.getByRole('button', { name: terms.addFirst }));
    expect(await screen.findByRole('dialog', { name: terms.addTitle })).toBeVisible();
  });

  it('says the list could not be loaded and loads it again on request', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/taxonomy/:kind', 500, 'INTERNAL');
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.apiErrors.INTERNAL);
    answer.get('/api/admin/taxonomy/:kind', termListSchema, termList(CATEGORIES));
    await user.click(within(alert).getByRole('button', { name: admin.adminCatalogue.shared.retry }));
    expect(await loaded()).toBeVisible();
  });
});
