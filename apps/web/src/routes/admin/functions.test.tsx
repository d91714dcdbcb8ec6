import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { termListSchema, termSchema } from '@formulab/shared/catalogue/taxonomy.schema';
import en from '../../i18n/en.json';
import admin from '../../i18n/admin.en.json';
import { FUNCTIONS, term, termList } from '../../test/fixtures/admin-catalogue.ts';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { replaceText } from '../../test/replace-text.ts';
import { addTerm, openTerms } from '../../test/taxonomy.ts';
import { Component } from './functions.tsx';

const terms = admin.adminCatalogue.terms;
const open = () => renderUi(<Component />, { url: '/admin/functions', path: '/admin/functions' });

/** Waits for the list: each row has its edit button. */
const loaded = () => screen.findByRole('button', { name: terms.editNamed.replace('{{name}}', 'Brightening') });

describe('/admin/functions — the ordered ingredient functions', () => {
  it('lists the functions with the ingredients that claim each', async () => {
    signedInAs(adminMe);
    const asked = answer.get('/api/admin/taxonomy/:kind', termListSchema, termList(FUNCTIONS));
    open();
    const edit = await loaded();
    expect(asked.last?.params.kind).toBe('functions');
    expect(screen.getByRole('heading', { name: admin.adminScreens.functions.title })).toBeVisible();
    const row = within(edit.closest('tr')!);
    expect(row.getAllByText('미백')[0]).toBeVisible();
    expect(row.getAllByRole('link', { name: terms.usageIngredients_other.replace('{{count}}', '5') })[0]).toHaveAttribute(
      'href',
      '/admin/admin-ingredients?function=brightening',
    );
    expect(screen.getByRole('button', { name: terms.moveDown.replace('{{name}}', 'Anti-wrinkle') })).toBeDisabled();
  });

  it('adds two functions in a row with "Save and add another"', async () => {
    const sent = answer.post(
      '/api/admin/taxonomy/:kind',
      termSchema,
      ({ body }) => ({ ...term({ id: 13, sortOrder: 3, usage: 0, version: 1 }), ...(body as object) }),
      { status: 201 },
    );
    const { user } = await openTerms(open, loaded, FUNCTIONS);
    const dialog = await addTerm(user, '진정', 'Soothing');
    await user.click(within(dialog).getByRole('button', { name: terms.saveAndAdd }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.kind).toBe('functions');
    expect(sent.last?.body).toEqual({ slug: 'soothing', nameKo: '진정', nameEn: 'Soothing' });
    // the dialog stays, emptied, for the next one
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: terms.nameKo })).toHaveValue(''));
    await replaceText(user, within(dialog).getByRole('textbox', { name: terms.nameKo }), '탄력');
    await replaceText(user, within(dialog).getByRole('textbox', { name: terms.nameEn }), 'Firming care');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.last?.body).toEqual({ slug: 'firming-care', nameKo: '탄력', nameEn: 'Firming care' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: terms.addTitle })).toBeNull());
  });

  it('puts the server’s refusal of a label on that label, translated', async () => {
    refuse('post', '/api/admin/taxonomy/:kind', 409, 'CONFLICT', { nameEn: 'errors.labelTaken' });
    const { user } = await openTerms(open, loaded, FUNCTIONS);
    const dialog = await addTerm(user, '브라이트닝', 'brightening ');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    const english = within(dialog).getByRole('textbox', { name: terms.nameEn });
    await waitFor(() => expect(english).toHaveAccessibleDescription(en.errors.labelTaken));
    expect(within(dialog).getByRole('textbox', { name: terms.nameKo })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses to delete a function still claimed by ingredients', async () => {
    refuse('delete', '/api/admin/taxonomy/:kind/:id', 409, 'IN_USE', { usage: '1' }, { usedBy: { ingredients: 1 } });
    const { user } = await openTerms(open, loaded, FUNCTIONS);
    await user.click(screen.getByRole('button', { name: terms.deleteNamed.replace('{{name}}', 'Anti-wrinkle') }));
    const dialog = await screen.findByRole('dialog', { name: terms.deleteTitle.replace('{{name}}', 'Anti-wrinkle') });
    expect(dialog).toHaveTextContent(terms.deleteBody.replace('{{name}}', 'Anti-wrinkle').replace('{{code}}', 'anti-wrinkle'));
    await user.click(within(dialog).getByRole('button', { name: terms.delete }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(terms.inUseBody.replace('{{usage}}', '1 ingredient'));
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/admin/admin-ingredients?function=anti-wrinkle');
    expect(within(dialog).getByRole('button', { name: terms.delete })).toBeDisabled();
  });

  it('says the list is empty', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/taxonomy/:kind', termListSchema, termList([]));
    open();
    expect(await screen.findByText(terms.empty)).toBeVisible();
    expect(screen.getByRole('button', { name: terms.addFirst })).toBeVisible();
  });

  it('says why the list could not be loaded', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/taxonomy/:kind', 403, 'FORBIDDEN');
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.FORBIDDEN);
    expect(screen.queryByText(terms.empty)).toBeNull();
  });
});
