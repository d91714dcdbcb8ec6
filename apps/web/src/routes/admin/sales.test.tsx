import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { salesReportSchema } from '@formulab/shared/shop/sales.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { salesReport } from '../../test/fixtures/admin-workflow-money.ts';
import { adminMe, answer, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './sales.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/admin/sales' });
const s = admin.adminShop;
const REPORT = '/api/admin/sales';
const MAY = '/admin/sales?from=2026-05-10&to=2026-05-12';

/** A calendar day in Seoul, `days` from today (the screen's default range ends today). */
const seoulDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

describe('/admin/sales — money collected, net of refunds', () => {
  it('asks for the last 30 days by day, and shows the totals, the kinds and the top products', async () => {
    signedInAs(adminMe);
    const calls = answer.get(REPORT, salesReportSchema, salesReport());
    open('/admin/sales');
    expect(await screen.findByTestId('sales-net')).toHaveTextContent('₩157,000');
    expect(screen.getByTestId('sales-gross')).toHaveTextContent('₩181,000');
    expect(screen.getByTestId('sales-refunded')).toHaveTextContent('₩24,000');
    expect(screen.getByTestId('sales-payments')).toHaveTextContent('3');
    expect(screen.getByText(s.kinds.sample, { selector: 'p' }).nextSibling).toHaveTextContent('₩130,000');
    expect(screen.getByTestId('sales-top-products')).toHaveTextContent('Hyaluronic serum');
    const query = calls.last?.query;
    expect([query?.get('from'), query?.get('to'), query?.get('bucket')]).toEqual([seoulDay(-29), seoulDay(0), 'day']);
    expect(screen.getByRole('link', { name: s.csv })).toHaveAttribute(
      'href',
      `/api/admin/sales.csv?from=${seoulDay(-29)}&to=${seoulDay(0)}&bucket=day`,
    );
  });

  it('asks again by week when the grouping changes, keeping the range in the URL', async () => {
    signedInAs(adminMe);
    const calls = answer.get(REPORT, salesReportSchema, ({ query }) =>
      salesReport({ bucket: query.get('bucket') === 'week' ? 'week' : 'day' }),
    );
    const { user, router } = open(MAY);
    await screen.findByTestId('sales-net');
    expect(calls.last?.query.get('from')).toBe('2026-05-10');
    await user.click(screen.getByRole('radio', { name: s.sales.buckets.week }));
    await waitFor(() => expect(calls.last?.query.get('bucket')).toBe('week'));
    expect(calls.last?.query.get('to')).toBe('2026-05-12');
    expect(urlOf(router)).toBe(`${MAY}&bucket=week`);
  });

  it('sends nothing for a range that ends before it starts, and says why', async () => {
    signedInAs(adminMe);
    const calls = answer.get(REPORT, salesReportSchema, salesReport());
    open('/admin/sales?from=2026-05-12&to=2026-05-10');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.rangeOrder);
    // the export has no address to follow, by click or keyboard
    expect(screen.queryByRole('link', { name: s.csv })).toBeNull();
    expect(screen.getByText(s.csv).closest('a')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(s.csv).closest('a')).not.toHaveAttribute('href');
    expect(calls).toHaveLength(0);
  });

  it('says when nothing was sold in the period', async () => {
    signedInAs(adminMe);
    const none = { purchase: 0, sample: 0, order: 0 };
    answer.get(
      REPORT,
      salesReportSchema,
      salesReport({
        totals: { gross: 0, refunded: 0, net: 0, payments: 0, byKind: none },
        series: ['2026-05-10', '2026-05-11', '2026-05-12'].map((bucket) => ({ bucket, net: 0, refunded: 0, byKind: none })),
        topProducts: [],
      }),
    );
    open(MAY);
    expect(await screen.findByText(s.sales.noProducts)).toBeVisible();
    expect(screen.getByTestId('sales-net')).toHaveTextContent('₩0');
  });

  it('says the report could not be loaded and loads it again on request', async () => {
    signedInAs(adminMe);
    refuse('get', REPORT, 500, 'INTERNAL');
    const { user } = open(MAY);
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answer.get(REPORT, salesReportSchema, salesReport());
    await user.click(screen.getByRole('button', { name: s.retry }));
    expect(await screen.findByTestId('sales-net')).toHaveTextContent('₩157,000');
  });

  it('shows the loading state while the report is on its way', async () => {
    signedInAs(adminMe);
    hang('get', REPORT);
    open(MAY);
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
});
