import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failingReportSchema } from '@formulab/shared/compliance/compliance.admin.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { FAILING_RECIPE_ID, failingRecipe, failingReport } from '../../test/fixtures/admin-content-compliance.ts';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './compliance-report.tsx';

const rep = admin.adminCompliance.report;
const open = (url: string) => renderUi(<Component />, { url, path: '/admin/compliance-report' });

describe('/admin/compliance-report — failing recipes', () => {
  it("counts the failing recipes per market and lists Korea's, each linking to the recipe", async () => {
    signedInAs(adminMe);
    const calls = answer.get('/api/admin/compliance/failing', failingReportSchema, failingReport([failingRecipe()]));
    open('/admin/compliance-report');
    const link = await screen.findByRole('link', { name: 'Brightening night cream' });
    expect(link).toHaveAttribute('href', `/admin/recipe-list?id=${FAILING_RECIPE_ID}`);
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('Glow Lab');
    expect(within(row).getByText(en.compliance.markets.EU)).toBeVisible();
    const korea = screen.getByTestId('failing-KR');
    expect(korea).toHaveAttribute('aria-pressed', 'true');
    expect(korea).toHaveTextContent('1');
    expect(korea).toHaveTextContent(rep.targeting_other.replace('{{count}}', '42'));
    expect(screen.getByTestId('failing-CN')).toHaveTextContent('0');
    expect(screen.getByText(rep.failingIn.replace('{{market}}', en.compliance.markets.KR))).toBeVisible();
    expect(calls.last?.query.get('market')).toBe('KR');
    expect(calls.last?.query.get('limit')).toBe('25');
  });

  it("asks for another market's recipes when its count is picked", async () => {
    signedInAs(adminMe);
    const calls = answer.get('/api/admin/compliance/failing', failingReportSchema, ({ query }) =>
      query.get('market') === 'US' ? failingReport([], 'US') : failingReport([failingRecipe()]),
    );
    const { user, router } = open('/admin/compliance-report');
    await screen.findByText('Brightening night cream');
    await user.click(screen.getByTestId('failing-US'));
    expect(await screen.findByText(rep.failingIn.replace('{{market}}', en.compliance.markets.US))).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Brightening night cream')).toBeNull());
    expect(calls.last?.query.get('market')).toBe('US');
    expect(urlOf(router)).toBe('/admin/compliance-report?market=US');
    expect(screen.getByTestId('failing-US')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when no recipe fails in the market', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/compliance/failing', failingReportSchema, failingReport([], 'EU', {}));
    open('/admin/compliance-report?market=EU');
    expect(await screen.findByText(rep.none)).toBeVisible();
    expect(screen.getByTestId('failing-EU')).toHaveTextContent('0');
  });

  it('says the report could not be loaded and loads it again on request', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/compliance/failing', 500, 'INTERNAL');
    const { user } = open('/admin/compliance-report');
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answer.get('/api/admin/compliance/failing', failingReportSchema, failingReport([failingRecipe()]));
    await user.click(screen.getByRole('button', { name: admin.adminCatalogue.common.retry }));
    expect(await screen.findByText('Brightening night cream')).toBeVisible();
  });

  it('tells a member without staff access so, in words', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/compliance/failing', 403, 'FORBIDDEN');
    open('/admin/compliance-report');
    expect(await screen.findByText(en.apiErrors.FORBIDDEN)).toBeVisible();
  });
});
