import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import admin from '../../../i18n/admin.en.json';
import { renderUi } from '../../../test/render.tsx';
import { RuleImport } from './rule-import.tsx';

// Issue 23 item 9: the market rules' import dialog was titled "Import ingredients from CSV".
describe('the rule import dialog', () => {
  it('is titled by what it imports: rules', async () => {
    renderUi(<RuleImport opened onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: admin.adminCompliance.import.title })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: admin.adminCatalogue.import.title })).toBeNull();
  });
});
