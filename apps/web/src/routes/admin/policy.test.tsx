import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { policyAcceptancePageSchema, policySchema, policyVersionListSchema } from '@formulab/shared/policies/policies.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { pageOf, policy, policyVersions } from '../../test/fixtures/admin-content.ts';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './policy.tsx';

const p = admin.adminContent.policies;
const open = (url: string) => renderUi(<Component />, { url, path: '/admin/policy' });
const versions = { items: policyVersions };

describe('/admin/policy — policy versions', () => {
  it("lists a policy's versions with their state, and another policy's on its tab", async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/policies', policyVersionListSchema, versions);
    const { user, router } = open('/admin/policy');
    const current = (await screen.findByRole('button', { name: 'Terms of service (June 2026)' })).closest('tr')!;
    expect(current).toHaveTextContent('v2');
    expect(within(current).getByText(en.policy.states.current)).toBeVisible();
    const next = screen.getByRole('button', { name: 'Terms of service (December 2026)' }).closest('tr')!;
    expect(within(next).getByText(en.policy.states.scheduled)).toBeVisible();
    expect(screen.getByText(p.acceptNote)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: p.kinds.privacy }));
    expect(urlOf(router)).toBe('/admin/policy?kind=privacy');
    expect(await screen.findByRole('button', { name: 'Privacy policy' })).toBeVisible();
    expect(screen.queryByText('Terms of service (June 2026)')).toBeNull();
  });

  it('shows a version that was in force as read-only text', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/policies', policyVersionListSchema, versions);
    const read = answer.get('/api/policies/:kind/:version', policySchema, () =>
      policy({ version: 1, effectiveAt: '2026-01-01T00:00:00.000Z', titleEn: 'Terms of service (January 2026)' }),
    );
    const { user, router } = open('/admin/policy');
    await user.click(await screen.findByRole('button', { name: 'Terms of service (January 2026)' }));
    expect(urlOf(router)).toBe('/admin/policy?edit=1');
    const drawer = await screen.findByRole('dialog', { name: `${p.kinds.terms} v1` });
    expect(await within(drawer).findByText(p.readOnly)).toBeVisible();
    expect(within(drawer).getByText(/These terms set the conditions of use of Formulab/)).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: en.common.save })).toBeNull();
    expect(read.last?.params).toEqual({ kind: 'terms', version: '1' });
  });

  it('publishes a new version starting from the newest text', async () => {
    signedInAs(adminMe);
    const lists = answer.get('/api/admin/policies', policyVersionListSchema, versions);
    answer.get('/api/policies/:kind/:version', policySchema, policy());
    const created = answer.post('/api/admin/policies', policySchema, () => policy({ version: 4 }), { status: 201 });
    const { user, router } = open('/admin/policy?edit=new');
    const drawer = await screen.findByRole('dialog', { name: p.addTitle.replace('{{kind}}', p.kinds.terms) });
    const title = await within(drawer).findByRole('textbox', { name: p.titleEn });
    expect(title).toHaveValue('Terms of service (December 2026)');
    await user.clear(title);
    await user.paste('Terms of service (2027)');
    await user.click(within(drawer).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created.last?.body).toMatchObject({
      kind: 'terms',
      titleKo: '이용약관',
      titleEn: 'Terms of service (2027)',
      bodyEn: 'Article 1 (Purpose)\n\nThese terms set the conditions of use of Formulab.',
    });
    // a week ahead unless staff say otherwise
    const effective = Date.parse((created.last?.body as { effectiveAt: string }).effectiveAt);
    expect(effective).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    await waitFor(() => expect(urlOf(router)).toBe('/admin/policy'));
    expect(lists.length).toBeGreaterThan(1);
  });

  it('edits a scheduled version with its revision, and shows the date the server refuses', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/policies', policyVersionListSchema, versions);
    answer.get('/api/policies/:kind/:version', policySchema, policy({ revision: 2 }));
    const saves = refuse('put', '/api/admin/policies/:kind/:version', 400, 'VALIDATION', {
      effectiveAt: 'errors.effectiveTooEarly',
    });
    const { user } = open('/admin/policy?edit=3');
    const drawer = await screen.findByRole('dialog', { name: `${p.kinds.terms} v3` });
    const body = await within(drawer).findByRole('textbox', { name: p.bodyEn });
    await user.click(body);
    await user.paste('\n\nArticle 2 (Samples)');
    await user.click(within(drawer).getByRole('button', { name: en.common.save }));
    expect(await within(drawer).findByText(en.errors.effectiveTooEarly)).toBeVisible();
    expect(saves.last?.params).toEqual({ kind: 'terms', version: '3' });
    expect(saves.last?.body).toMatchObject({
      bodyEn: 'Article 1 (Purpose)\n\nThese terms set the conditions of use of Formulab.\n\nArticle 2 (Samples)',
      revision: 2,
    });
    expect(within(drawer).getByRole('button', { name: p.withdraw })).toBeVisible();
  });

  it('lists who accepted which version on the acceptances tab', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/policies', policyVersionListSchema, versions);
    const calls = answer.get(
      '/api/admin/policies/acceptances',
      policyAcceptancePageSchema,
      pageOf([
        {
          id: '42',
          kind: 'terms',
          version: 2,
          acceptedAt: '2026-06-03T01:02:03.000Z',
          user: { id: 'u-customer', name: 'Mina Kim', email: 'customer@example.com', companyName: 'Glow Lab' },
        },
      ]),
    );
    open('/admin/policy?tab=acceptances');
    const row = (await screen.findByRole('button', { name: 'Mina Kim' })).closest('tr')!;
    expect(row).toHaveTextContent('customer@example.com');
    expect(row).toHaveTextContent(p.kinds.terms);
    expect(calls.last?.query.get('limit')).toBe('25');
  });

  it('shows a policy with no version yet as an empty table with its note', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/policies', policyVersionListSchema, versions);
    open('/admin/policy?kind=refund');
    expect(await screen.findByText(p.refundNote)).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getByRole('button', { name: p.add })).toBeVisible();
  });

  it('says the versions could not be loaded and loads them again on request', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/policies', 500, 'INTERNAL');
    const { user } = open('/admin/policy');
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answer.get('/api/admin/policies', policyVersionListSchema, versions);
    await user.click(screen.getByRole('button', { name: admin.adminContent.retry }));
    expect(await screen.findByText('Terms of service (June 2026)')).toBeVisible();
  });
});
