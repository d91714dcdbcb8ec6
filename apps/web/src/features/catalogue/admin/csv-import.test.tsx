import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import admin from '../../../i18n/admin.en.json';
import { renderUi } from '../../../test/render.tsx';
import { CsvImport } from './csv-import.tsx';

// Issue 23 item 9: each CSV import names what it imports (the dialog is shared with the rules').
describe('the ingredient import dialog', () => {
  it('is titled by what it imports: ingredients', async () => {
    renderUi(<CsvImport opened onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: admin.adminCatalogue.import.title })).toBeVisible();
  });
});
