import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { PAYMENT_KINDS, type PaymentKind } from '@formulab/shared/shop/payments.states';
import type { SalesReport } from '@formulab/shared/shop/sales.schema';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { FOCUSABLE_SCROLL } from '../../../components/admin/index.ts';

const KIND_COLOUR = { purchase: 'teal.7', sample: 'violet.6', order: 'blue.7' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function Card({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fz="xs" c="gray.7" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz={{ base: 18, sm: 24 }} fw={700} className="tabular" data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {hint && (
        <Text fz="xs" c="gray.7">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** Totals, revenue by bucket and kind (stacked bars, refunds beside), top products. */
export function SalesView({ report }: { report: SalesReport }) {
  const { t, i18n } = useTranslation();
  // production orders are worth far more than purchases: one kind at a time keeps each readable
  const [kind, setKind] = useState<'all' | PaymentKind>('all');
  const shownKinds = kind === 'all' ? PAYMENT_KINDS : [kind];
  const lang = i18n.resolvedLanguage;
  const label = (bucket: string) =>
    report.bucket === 'month'
      ? new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'ko-KR', { year: 'numeric', month: 'short' }).format(
          new Date(`${bucket}T00:00:00`),
        )
      : formatDate(`${bucket}T00:00:00`);
  const data = report.series.map((s) => ({ bucket: label(s.bucket), ...s.byKind, refunded: s.refunded }));
  const k = report.totals.byKind;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Card label={t('adminShop.sales.net')} value={formatMoney(report.totals.net)} testId="sales-net" />
        <Card label={t('adminShop.sales.gross')} value={formatMoney(report.totals.gross)} testId="sales-gross" />
        <Card label={t('adminShop.sales.refunded')} value={formatMoney(report.totals.refunded)} testId="sales-refunded" />
        <Card label={t('adminShop.sales.payments')} value={formatNumber(report.totals.payments)} testId="sales-payments" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {PAYMENT_KINDS.map((kind) => (
          <Paper key={kind} withBorder radius="md" p="sm">
            <Group justify="space-between">
              <Text fz="sm" c="gray.8">
                {t(`adminShop.kinds.${kind}`)}
              </Text>
              <Text fw={700} className="tabular">
                {formatMoney(k[kind])}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sales-chart">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="md" id="sales-chart">
              {t('adminShop.sales.chartTitle')}
            </Title>
            <SegmentedControl
              size="xs"
              aria-label={t('adminShop.sales.chartKind')}
              value={kind}
              onChange={(v) => setKind(v as 'all' | PaymentKind)}
              data={[
                { value: 'all', label: t('adminShop.all') },
                ...PAYMENT_KINDS.map((k) => ({ value: k, label: t(`adminShop.kinds.${k}`) })),
              ]}
            />
          </Group>
          <BarChart
            h={300}
            data={data}
            dataKey="bucket"
            type="stacked"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={(v) => formatMoney(v)}
            yAxisProps={{ width: 90, tickFormatter: (v: number) => formatNumber(v) }}
            series={[...shownKinds.map((k) => ({ name: k, label: t(`adminShop.kinds.${k}`), color: KIND_COLOUR[k] }))]}
            aria-label={t('adminShop.sales.chartTitle')}
          />
          <Text fz="xs" c="gray.7">
            {t('adminShop.sales.chartHint')}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sales-top">
        <Stack gap="sm">
          <Title order={2} fz="md" id="sales-top">
            {t('adminShop.sales.topProducts')}
          </Title>
          {report.topProducts.length === 0 ? (
            <Text fz="sm" c="gray.7">
              {t('adminShop.sales.noProducts')}
            </Text>
          ) : (
            // the figures keep their line and the product's name wraps: the table fits a phone
            <Table.ScrollContainer scrollAreaProps={FOCUSABLE_SCROLL} minWidth={0}>
              <Table fz="sm" verticalSpacing={6} striped data-testid="sales-top-products">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>#</Table.Th>
                    <Table.Th>{t('adminShop.sales.product')}</Table.Th>
                    <Table.Th ta="right" style={NO_WRAP}>
                      {t('adminShop.sales.units')}
                    </Table.Th>
                    <Table.Th ta="right" style={NO_WRAP}>
                      {t('adminShop.sales.net')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.topProducts.map((p, i) => (
                    <Table.Tr key={p.id}>
                      <Table.Td className="tabular">{i + 1}</Table.Td>
                      <Table.Td>{lang === 'en' ? p.nameEn : p.nameKo}</Table.Td>
                      <Table.Td ta="right" className="tabular" style={NO_WRAP}>
                        {formatNumber(p.units)}
                      </Table.Td>
                      <Table.Td ta="right" className="tabular" style={NO_WRAP}>
                        {formatMoney(p.net)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
