import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPoliciesSchema, policySchema, policyVersionListSchema } from '@formulab/shared/policies/policies.schema';
import en from '../../i18n/en.json';
import { formatDate } from '../../lib/format.ts';
import { currentPolicies, policy, policyVersion, policyVersions } from '../../test/fixtures/content.ts';
import { answer, refuse } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './policy.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/policies/:kind' });
const versionLine = (version: number, iso: string) =>
  en.policy.versionLine.replace('{{version}}', String(version)).replace('{{date}}', formatDate(iso));

const privacy = policy({ kind: 'privacy', version: 1, titleKo: '개인정보 처리방침', titleEn: 'Privacy policy' });
const firstTerms = policy({
  version: 1,
  effectiveAt: '2025-06-01T03:00:00.000Z',
  bodyEn: 'Article 1 (Purpose)\n\nThe first terms of Formulab.',
});
const history = policyVersions(
  policyVersion({ version: 3, effectiveAt: '2026-07-01T03:00:00.000Z', state: 'scheduled' }),
  policyVersion(),
  policyVersion({ version: 1, effectiveAt: firstTerms.effectiveAt, state: 'past' }),
);

describe('/policies/:kind — a policy', () => {
  it('shows the version in force with every version of the policy', async () => {
    // declared after /api/policies/:kind, which its path would match too: the later answer wins
    const versions = answer.get('/api/policies/:kind', policyVersionListSchema, history);
    const current = answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies(policy(), privacy));
    open('/policies/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    expect(screen.getByText('These terms set the conditions for using Formulab.')).toBeVisible();
    const nav = await screen.findByRole('navigation', { name: en.policy.history });
    expect(within(nav).getByText(versionLine(2, policy().effectiveAt), { selector: '[aria-current="page"]' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: versionLine(3, '2026-07-01T03:00:00.000Z') })).toHaveAttribute(
      'href',
      '/policies/terms?version=3',
    );
    expect(within(nav).getByText(en.policy.states.scheduled)).toBeVisible();
    expect(within(nav).getByRole('link', { name: versionLine(1, firstTerms.effectiveAt) })).toHaveAttribute(
      'href',
      '/policies/terms?version=1',
    );
    // the version in force wears no badge beside its title
    expect(screen.getAllByText(en.policy.states.current)).toHaveLength(1);
    expect(current).toHaveLength(1);
    expect(versions.last?.params.kind).toBe('terms');
  });

  it('shows an earlier version asked for, marked as such, with the way back to the one in force', async () => {
    answer.get('/api/policies/:kind', policyVersionListSchema, history);
    const current = answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies(policy()));
    const asked = answer.get('/api/policies/:kind/:version', policySchema, firstTerms);
    open('/policies/terms?version=1');
    expect(await screen.findByText('The first terms of Formulab.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    expect(await screen.findAllByText(en.policy.states.past)).toHaveLength(2);
    expect(screen.getByRole('link', { name: versionLine(2, policy().effectiveAt) })).toHaveAttribute('href', '/policies/terms');
    expect(asked.last?.params).toMatchObject({ kind: 'terms', version: '1' });
    expect(current).toHaveLength(0);
  });

  it('answers a version that does not exist with the not-found page', async () => {
    answer.get('/api/policies/:kind', policyVersionListSchema, history);
    refuse('get', '/api/policies/:kind/:version', 404, 'NOT_FOUND');
    open('/policies/terms?version=9');
    expect(await screen.findByRole('heading', { name: en.notFound.title })).toBeVisible();
  });

  it('answers what cannot be a version number with the not-found page, asking for nothing (the server says 404 too)', async () => {
    answer.get('/api/policies/:kind', policyVersionListSchema, history);
    const current = answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies(policy()));
    const asked = answer.get('/api/policies/:kind/:version', policySchema, firstTerms);
    // past PostgreSQL's integer: a version no policy can have (the API answers 404 for it too)
    for (const junk of ['abc', '0', '1.5', '99999999999']) {
      const { unmount } = open(`/policies/terms?version=${junk}`);
      expect(await screen.findByRole('heading', { name: en.notFound.title }), junk).toBeVisible();
      unmount();
    }
    expect(asked).toHaveLength(0);
    expect(current).toHaveLength(0);
  });

  it('says the policy could not be loaded, not that it does not exist, and loads it again on request', async () => {
    answer.get('/api/policies/:kind', policyVersionListSchema, history);
    refuse('get', '/api/policies/current', 500, 'INTERNAL');
    const { user } = open('/policies/terms');
    expect(await screen.findByText(en.policy.loadError)).toBeVisible();
    expect(screen.queryByRole('heading', { name: en.notFound.title })).toBeNull();
    answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies(policy(), privacy));
    await user.click(screen.getByRole('button', { name: en.policy.retry }));
    expect(await screen.findByText('These terms set the conditions for using Formulab.')).toBeVisible();
  });

  it('says an earlier version could not be loaded when the server fails', async () => {
    answer.get('/api/policies/:kind', policyVersionListSchema, history);
    refuse('get', '/api/policies/:kind/:version', 500, 'INTERNAL');
    open('/policies/terms?version=1');
    expect(await screen.findByText(en.policy.loadError)).toBeVisible();
    expect(screen.getByText(en.apiErrors.INTERNAL)).toBeVisible();
  });

  it('answers a policy not published yet with the not-found page', async () => {
    answer.get('/api/policies/:kind', policyVersionListSchema, policyVersions());
    answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies(policy(), privacy));
    open('/policies/refund');
    expect(await screen.findByRole('heading', { name: en.notFound.title })).toBeVisible();
    expect(screen.getByRole('link', { name: en.notFound.home })).toHaveAttribute('href', '/');
  });

  it('answers an unknown kind of policy with the not-found page without asking the server', async () => {
    const current = answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies(policy()));
    open('/policies/cookies');
    expect(await screen.findByRole('heading', { name: en.notFound.title })).toBeVisible();
    expect(current).toHaveLength(0);
  });
});
