import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPoliciesSchema } from '@formulab/shared/policies/policies.schema';
import en from '../i18n/en.json';
import { currentPolicies } from '../test/fixtures/account.ts';
import { answer } from '../test/network.ts';
import { renderUi } from '../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('gives the company’s details and links each policy, naming the version in force, then IR and partnership', async () => {
    const policies = currentPolicies();
    answer.get('/api/policies/current', currentPoliciesSchema, policies);
    renderUi(<SiteFooter />);
    const version = (kind: string) =>
      en.footer.version.replace('{{version}}', String(policies.items.find((p) => p.kind === kind)!.version));
    expect(await screen.findByRole('link', { name: `${en.footer.terms} ${version('terms')}` })).toHaveAttribute(
      'href',
      '/policies/terms',
    );
    const footer = screen.getByRole('contentinfo');
    expect([...footer.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [`${en.footer.terms} ${version('terms')}`, '/policies/terms'],
      [`${en.footer.privacy} ${version('privacy')}`, '/policies/privacy'],
      [`${en.footer.refund} ${version('refund')}`, '/policies/refund'],
      [en.footer.ir, '/IR'],
      [en.footer.partnership, '/partners'],
    ]);
    for (const line of [en.footer.companyName, en.footer.brn, en.footer.address, en.footer.contact])
      expect(screen.getByText(line)).toBeVisible();
  });
});
