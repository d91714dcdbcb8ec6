import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { AdminDashboard } from '@formulab/shared/dashboard/admin-dashboard.schema';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

type Point = AdminDashboard['series'][number] & { label: string };

/** The admin dashboard's two charts over the last 30 days: revenue, and new customers with requests. */
export function DashboardCharts({ series }: { series: Point[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dash-revenue">
        <Title order={2} fz="md" id="dash-revenue" mb="sm">
          {t('adminDashboard.revenueChart')}
        </Title>
        <BarChart
          h={240}
          data={series}
          dataKey="label"
          series={[{ name: 'revenue', label: t('adminDashboard.revenue'), color: 'brand.7' }]}
          valueFormatter={(v) => formatMoney(v)}
          yAxisProps={{ width: 80, tickFormatter: (v: number) => formatNumber(v) }}
          xAxisProps={{ interval: 4 }}
        />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dash-activity">
        <Title order={2} fz="md" id="dash-activity" mb="sm">
          {t('adminDashboard.activityChart')}
        </Title>
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
            { name: 'orders', label: t('adminScreens.order-list.title'), color: 'orange.6' },
          ]}
          xAxisProps={{ interval: 4 }}
          yAxisProps={{ allowDecimals: false }}
        />
      </Paper>
    </SimpleGrid>
  );
}
