import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PolicyAcceptancePage, PolicyVersion } from '@formulab/shared/policies/policies.schema';
import admin from '../../../i18n/admin.en.json';
import { formatDateTime } from '../../../lib/format.ts';
import { renderUi, urlOf } from '../../../test/render.tsx';
import { Component as PolicyScreen } from '../../../routes/admin/policy.tsx';

const a = admin.adminContent.acceptances;
const kinds = admin.adminContent.policies.kinds;

const versions: PolicyVersion[] = [
  { kind: 'terms', version: 2, effectiveAt: '2026-06-01T00:00:00Z', titleKo: '약관', titleEn: 'Terms', state: 'current' },
  { kind: 'terms', version: 1, effectiveAt: '2026-01-01T00:00:00Z', titleKo: '약관', titleEn: 'Terms', state: 'past' },
  { kind: 'privacy', version: 1, effectiveAt: '2026-01-01T00:00:00Z', titleKo: '개인', titleEn: 'Privacy', state: 'current' },
];
const page: PolicyAcceptancePage = {
  items: [
    {
      id: '12',
      kind: 'terms',
      version: 2,
      acceptedAt: '2026-06-03T01:02:03Z',
      user: { id: 'user-kim', name: '김민지', email: 'kim@example.com', companyName: '온담 코스메틱' },
    },
    {
      id: '11',
      kind: 'privacy',
      version: 1,
      acceptedAt: '2026-02-01T09:00:00Z',
      user: { id: 'user-lee', name: 'Lee', email: 'lee@example.com', companyName: 'Lee Co' },
    },
  ],
  nextCursor: null,
  total: 2,
};

function serve() {
  const fetch = vi.fn(async (url: string) =>
    Response.json(url.startsWith('/api/admin/policies/acceptances') ? page : { items: versions }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const acceptanceCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/admin/policies/acceptances'));

afterEach(() => vi.unstubAllGlobals());

describe("the policy screen's acceptances tab", () => {
  it('lists who accepted which version when, filters by policy and version, and exports the same filter', async () => {
    const fetch = serve();
    const { user, router } = renderUi(<PolicyScreen />, {
      url: '/admin/policy?tab=acceptances',
      path: '/admin/policy',
      routes: [{ path: '/admin/users', element: <p>users screen</p> }],
    });
    expect(screen.getByRole('tab', { name: a.tab })).toHaveAttribute('aria-selected', 'true');
    const kim = await screen.findByRole('row', { name: /김민지/ });
    expect(kim).toHaveTextContent('kim@example.com');
    expect(kim).toHaveTextContent(`${kinds.terms}v2`);
    expect(kim).toHaveTextContent(formatDateTime('2026-06-03T01:02:03Z'));
    expect(screen.getByRole('row', { name: /Lee/ })).toHaveTextContent(`${kinds.privacy}v1`);
    expect(acceptanceCalls(fetch)).toEqual(['/api/admin/policies/acceptances?limit=25']);
    const csv = screen.getByRole('link', { name: admin.adminContent.csv });
    expect(csv).toHaveAttribute('href', '/api/admin/policies/acceptances.csv');
    // "New version" belongs to the versions' tabs
    expect(screen.queryByRole('button', { name: admin.adminContent.policies.add })).toBeNull();

    await user.click(screen.getByRole('textbox', { name: a.policy }));
    await user.click(screen.getByRole('option', { name: kinds.terms }));
    await user.click(screen.getByRole('textbox', { name: admin.adminContent.policies.version }));
    // the versions in force or past of that policy
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['v2', 'v1']);
    await user.click(screen.getByRole('option', { name: 'v2' }));
    await waitFor(() => expect(urlOf(router)).toBe('/admin/policy?tab=acceptances&kind=terms&version=2'));
    await waitFor(() =>
      expect(acceptanceCalls(fetch).at(-1)).toBe('/api/admin/policies/acceptances?kind=terms&version=2&limit=25'),
    );
    expect(csv).toHaveAttribute('href', '/api/admin/policies/acceptances.csv?kind=terms&version=2');

    // a row opens the customer
    await user.click(within(kim).getByRole('button', { name: '김민지' }));
    expect(urlOf(router)).toBe('/admin/users?id=user-kim');
  });

  it('the versions tabs keep their own screen', async () => {
    serve();
    const { user, router } = renderUi(<PolicyScreen />, {
      url: '/admin/policy?tab=acceptances&kind=privacy',
      path: '/admin/policy',
    });
    await screen.findByRole('row', { name: /김민지/ });
    await user.click(screen.getByRole('tab', { name: kinds.privacy }));
    expect(urlOf(router)).toBe('/admin/policy?kind=privacy');
    expect(await screen.findByRole('button', { name: admin.adminContent.policies.add })).toBeVisible();
    expect(screen.queryByRole('link', { name: admin.adminContent.csv })).toBeNull();
  });
});
