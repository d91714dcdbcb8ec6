import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import {
  ANALYTICS_BUCKETS,
  analyticsQuerySchema,
  conversion,
  type AnalyticsReport,
} from '@formulab/shared/analytics/analytics.schema';
import {
  AdminPanel,
  RangeReport,
  useLastMonth,
  useRangeReport,
  type UrlPatch,
  FOCUSABLE_SCROLL,
} from '../../../components/admin/index.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { analyticsQuery } from './api.ts';

const percent = (part: number, whole: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(conversion(part, whole));

function Card({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fz="xs" c="gray.7" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz={{ base: 18, sm: 24 }} fw={700} className="tabular" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function TopList({
  id,
  title,
  rows,
  name,
}: {
  id: string;
  title: string;
  rows: { name: string; views: number }[];
  name?: (s: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <AdminPanel id={id} title={title} headingGap="xs">
      {rows.length === 0 ? (
        <Text fz="sm" c="gray.7">
          {t('adminConsole.analytics.none')}
        </Text>
      ) : (
        <Table fz="sm" verticalSpacing={4} striped>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.name}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{name ? name(r.name) : r.name}</Table.Td>
                <Table.Td ta="right" className="tabular" w={80}>
                  {formatNumber(r.views)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </AdminPanel>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en-US' : 'ko-KR';
  const month = (m: string) =>
    new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short' }).format(new Date(`${m}-01T00:00:00`));
  const label = (b: string) => (report.bucket === 'month' ? month(b.slice(0, 7)) : formatDate(`${b}T00:00:00`));
  const series = report.series.map((s) => ({ ...s, label: label(s.bucket) }));
  const funnel = report.funnel.map((f) => ({ ...f, label: month(f.month) }));
  const steps = ['recipe', 'sample', 'quote', 'order'] as const;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Card label={t('adminConsole.analytics.views')} value={formatNumber(report.totals.views)} testId="analytics-views" />
        <Card
          label={t('adminConsole.analytics.visitors')}
          value={formatNumber(report.totals.visitors)}
          testId="analytics-visitors"
        />
        {report.devices.map((d) => (
          <Card
            key={d.name}
            label={t(`adminConsole.analytics.devices.${d.name}`, { defaultValue: d.name })}
            value={percent(d.views, report.totals.views, lang)}
            testId={`analytics-device-${d.name}`}
          />
        ))}
      </SimpleGrid>
      <AdminPanel id="analytics-traffic" title={t('adminConsole.analytics.traffic')}>
        <AreaChart
          h={260}
          data={series}
          dataKey="label"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={[
            { name: 'views', label: t('adminConsole.analytics.views'), color: 'brand.7' },
            { name: 'visitors', label: t('adminConsole.analytics.visitors'), color: 'teal.6' },
          ]}
          valueFormatter={(v) => formatNumber(v)}
          aria-label={t('adminConsole.analytics.traffic')}
        />
        <Text fz="xs" c="gray.7" mt="xs">
          {t('adminConsole.analytics.privacyNote')}
        </Text>
      </AdminPanel>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <TopList id="analytics-pages" title={t('adminConsole.analytics.topPages')} rows={report.topPages} />
        <TopList id="analytics-referrers" title={t('adminConsole.analytics.topReferrers')} rows={report.topReferrers} />
        <TopList
          id="analytics-languages"
          title={t('adminConsole.analytics.languages')}
          rows={report.languages}
          name={(l) => t(`adminConsole.analytics.langs.${l}`, { defaultValue: l })}
        />
        <TopList
          id="analytics-devices"
          title={t('adminConsole.analytics.deviceSplit')}
          rows={report.devices}
          name={(d) => t(`adminConsole.analytics.devices.${d}`, { defaultValue: d })}
        />
      </SimpleGrid>
      <AdminPanel id="analytics-funnel" title={t('adminConsole.analytics.funnel')}>
        <BarChart
          h={240}
          data={funnel}
          dataKey="label"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={steps.map((s, i) => ({
            name: s,
            label: t(`adminConsole.analytics.steps.${s}`),
            color: ['gray.5', 'violet.6', 'blue.6', 'teal.7'][i]!,
          }))}
          valueFormatter={(v) => formatNumber(v)}
          aria-label={t('adminConsole.analytics.funnel')}
        />
        <Table.ScrollContainer scrollAreaProps={FOCUSABLE_SCROLL} minWidth={520} mt="sm">
          <Table fz="sm" verticalSpacing={6} striped data-testid="analytics-funnel-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminConsole.analytics.month')}</Table.Th>
                {steps.map((s) => (
                  <Table.Th key={s} ta="right">
                    {t(`adminConsole.analytics.steps.${s}`)}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t('adminConsole.analytics.overall')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {funnel.map((f) => (
                <Table.Tr key={f.month}>
                  <Table.Td>{f.label}</Table.Td>
                  {steps.map((s, i) => (
                    <Table.Td key={s} ta="right" className="tabular">
                      {formatNumber(f[s])}
                      {i > 0 && (
                        <Text span fz="xs" c="gray.7">
                          {' '}
                          ({percent(f[s], f[steps[i - 1]!], lang)})
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" className="tabular">
                    {percent(f.order, f.recipe, lang)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fz="xs" c="gray.7" mt="xs">
          {t('adminConsole.analytics.funnelHint')}
        </Text>
      </AdminPanel>
    </Stack>
  );
}

/** Traffic (page views, visitors per day, top pages and referrers, devices, languages) and the funnel by month. */
export function AnalyticsTab({ params, set }: { params: URLSearchParams; set: (patch: UrlPatch, replace?: boolean) => void }) {
  const defaults = useLastMonth();
  const range = useRangeReport({
    params,
    defaults,
    buckets: ANALYTICS_BUCKETS,
    schema: analyticsQuerySchema,
    query: analyticsQuery,
  });
  return (
    <Stack gap="sm">
      <RangeReport
        range={range}
        set={set}
        buckets={ANALYTICS_BUCKETS}
        strings={{ screen: 'adminConsole', report: 'adminConsole.analytics' }}
      >
        {(report) => <Report report={report} />}
      </RangeReport>
    </Stack>
  );
}
