/**
 * What the staff's taxonomy screens (/admin/categories, /admin/functions) share in their tests: the
 * list read from /api/admin/taxonomy/:kind, and the dialog that adds an entry.
 */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { termListSchema } from '@formulab/shared/catalogue/taxonomy.schema';
import admin from '../i18n/admin.en.json';
import { termList } from './fixtures/admin-catalogue.ts';
import { adminMe, answer, signedInAs } from './network.ts';
import type { renderUi } from './render.tsx';
import { replaceText } from './replace-text.ts';

type User = ReturnType<typeof userEvent.setup>;
const terms = admin.adminCatalogue.terms;

/**
 * Signs staff in, answers the list with `items`, renders the screen with `open` and waits until
 * `loaded` finds the list. Returns what `renderUi` does and the calls that read the list.
 */
export async function openTerms(
  open: () => ReturnType<typeof renderUi>,
  loaded: () => Promise<HTMLElement>,
  items: Parameters<typeof termList>[0],
) {
  signedInAs(adminMe);
  const list = answer.get('/api/admin/taxonomy/:kind', termListSchema, termList(items));
  const rendered = open();
  await loaded();
  return { ...rendered, list };
}

/** Opens the dialog that adds an entry and types its Korean and English labels; returns the dialog. */
export async function addTerm(user: User, nameKo: string, nameEn: string) {
  await user.click(screen.getByRole('button', { name: terms.add }));
  const dialog = await screen.findByRole('dialog', { name: terms.addTitle });
  await replaceText(user, within(dialog).getByRole('textbox', { name: terms.nameKo }), nameKo);
  await replaceText(user, within(dialog).getByRole('textbox', { name: terms.nameEn }), nameEn);
  return dialog;
}
