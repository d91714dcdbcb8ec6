import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminDashboardSchema } from '@formulab/shared/dashboard/admin-dashboard.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { adminDashboard } from '../../test/fixtures/admin-workflow-money.ts';
import { adminMe, answer, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './admin-dashboard.tsx';

const d = admin.adminDashboard;
const DASHBOARD = '/api/admin/dashboard';
const open = () =>
  renderUi(<Component />, {
    url: '/admin/admin-dashboard',
    path: '/admin/admin-dashboard',
    routes: [{ path: '/admin/sample-requests', element: <p>Sample queue</p> }],
  });

describe('/admin/admin-dashboard — what waits for staff, at a glance', () => {
  it('shows the waiting work, money, new customers and low stock, and opens a queue at its state', async () => {
    signedInAs(adminMe);
    answer.get(DASHBOARD, adminDashboardSchema, adminDashboard());
    const { user, router } = open();
    const samples = await screen.findByTestId('pending-samples');
    expect(within(samples).getByTestId('pending-samples-count')).toHaveTextContent('3');
    expect(screen.getByTestId('pending-quotes-count')).toHaveTextContent('1');
    expect(screen.getByTestId('pending-orders-count')).toHaveTextContent('0');
    // inquiries 2 + chats 1 + partnerships 1
    expect(screen.getByTestId('pending-support-count')).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: d.refunds_one.replace('{{count}}', '1') + ' →' })).toHaveAttribute(
      'href',
      '/admin/order-list?view=purchases&state=refund_requested',
    );
    expect(screen.getByTestId('revenue-today')).toHaveTextContent('₩51,000');
    expect(screen.getByTestId('revenue-month')).toHaveTextContent(
      d.vsPrevious.replace('{{amount}}', '₩2,000,000').replace('{{change}}', '+20%'),
    );
    expect(screen.getByTestId('new-users')).toHaveTextContent('6');
    expect(screen.getByRole('region', { name: d.lowMaterials })).toHaveTextContent('Niacinamide');
    expect(within(screen.getByRole('region', { name: d.lowProducts })).getByText(d.noneLow)).toBeVisible();
    // the charts come with their own chunk
    expect(await screen.findByRole('heading', { name: d.revenueChart })).toBeVisible();

    await user.click(within(samples).getByRole('link', { name: `${en.workflow.states.sample.submitted} 2` }));
    expect(urlOf(router)).toBe('/admin/sample-requests?state=submitted');
  });

  it('says plainly when nothing waits and nothing is low on stock', async () => {
    signedInAs(adminMe);
    const empty = adminDashboard();
    answer.get(
      DASHBOARD,
      adminDashboardSchema,
      adminDashboard({
        pending: {
          pipeline: {
            samples: { total: 0, byState: {} },
            quotes: { total: 0, byState: {} },
            orders: { total: 0, byState: {} },
          },
          inquiries: 0,
          partnerships: 0,
          chats: 0,
          refunds: 0,
        },
        revenue: { today: 0, month: 0, previousMonthToDate: 0 },
        lowStock: { materials: { count: 0, items: [] }, products: { count: 0, items: [] } },
        series: empty.series.map((s) => ({ ...s, revenue: 0, newUsers: 0, samples: 0, quotes: 0 })),
      }),
    );
    open();
    expect(await screen.findByTestId('pending-samples-count')).toHaveTextContent('0');
    expect(screen.getByTestId('pending-support-count')).toHaveTextContent('0');
    expect(screen.queryByRole('link', { name: /refund request/ })).toBeNull();
    expect(screen.getByTestId('revenue-month')).toHaveTextContent(d.noPrevious);
    expect(screen.getAllByText(d.noneLow)).toHaveLength(2);
    await screen.findByRole('heading', { name: d.revenueChart });
  });

  it('says the dashboard could not be loaded and loads it again on request', async () => {
    signedInAs(adminMe);
    refuse('get', DASHBOARD, 500, 'INTERNAL');
    const { user } = open();
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answer.get(DASHBOARD, adminDashboardSchema, adminDashboard());
    await user.click(screen.getByRole('button', { name: d.retry }));
    expect(await screen.findByTestId('pending-samples-count')).toHaveTextContent('3');
    await screen.findByRole('heading', { name: d.revenueChart });
  });

  it('shows its title and placeholders while the figures are on their way', async () => {
    signedInAs(adminMe);
    hang('get', DASHBOARD);
    const { container } = open();
    expect(screen.getByRole('heading', { name: admin.adminScreens['admin-dashboard'].title })).toBeVisible();
    expect(container.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThanOrEqual(5);
    expect(screen.queryByRole('heading', { name: d.pending })).toBeNull();
  });
});
