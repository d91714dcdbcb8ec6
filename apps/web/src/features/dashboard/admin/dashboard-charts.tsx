import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { AdminPanel } from '../../../components/admin/index.ts';
import { useTranslation } from '../../../i18n/react.ts';
import type { AdminDashboard } from '@formulab/shared/dashboard/admin-dashboard.schema';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

type Point = AdminDashboard['series'][number] & { label: string };

/** The admin dashboard's two charts over the last 30 days: revenue, and new customers with requests. */
export function DashboardCharts({ series }: { series: Point[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      <AdminPanel id="dash-revenue" title={t('adminDashboard.revenueChart')}>
        <BarChart
          h={240}
          data={series}
          dataKey="label"
          series={[{ name: 'revenue', label: t('adminDashboard.revenue'), color: 'brand.7' }]}
          valueFormatter={(v) => formatMoney(v)}
          yAxisProps={{ width: 80, tickFormatter: (v: number) => formatNumber(v) }}
          xAxisProps={{ interval: 4 }}
        />
      </AdminPanel>
      <AdminPanel id="dash-activity" title={t('adminDashboard.activityChart')}>
        <AreaChart
          h={240}
          data={series}
          dataKey="label"
          withLegend
          withDots={false}
          curveType="monotone"
          legendProps={{ verticalAlign: 'bottom' }}
          series={[
            { name: 'newUsers', label: t('adminDashboard.newUsersSeries'), color: 'blue.6' },
            { name: 'samples', label: t('adminScreens.sample-requests.title'), color: 'teal.6' },
            { name: 'quotes', label: t('adminScreens.quote-list.title'), color: 'violet.6' },
            { name: 'orders', label: t('adminShop.purchases.viewOrders'), color: 'orange.6' },
          ]}
          xAxisProps={{ interval: 4 }}
          yAxisProps={{ allowDecimals: false }}
        />
      </AdminPanel>
    </SimpleGrid>
  );
}
