import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadingStack } from '../../../components/list-states.tsx';
import { useQuery } from '@tanstack/react-query';
import { IconArrowRight } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { adminDashboardSchema, type AdminDashboard } from '@formulab/shared/dashboard/admin-dashboard.schema';
import { AdminLoadError, AdminPageHeader } from '../../../components/admin/index.ts';
import { api } from '../../../lib/api.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

/**
 * The key starts with 'pipeline' and so is refreshed by the event stream whenever a record changes
 * state or a notification arrives (LiveUpdates); a minute's poll catches the rest (new sign-ups).
 */
export const ADMIN_DASHBOARD_KEY = ['pipeline', 'admin-dashboard'] as const;

// the charts library is large: the counts show first, the charts when it has loaded
const DashboardCharts = lazy(() => import('./dashboard-charts.tsx').then((m) => ({ default: m.DashboardCharts })));

const PIPELINE = [
  { area: 'samples', screen: 'sample-requests', subject: 'sample' },
  { area: 'quotes', screen: 'quote-list', subject: 'quote' },
  { area: 'orders', screen: 'order-list', subject: 'order' },
] as const;

/** Admin `admin-dashboard` (issue 14): what waits for staff, how the business is going, live. */
export function AdminDashboardView() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ADMIN_DASHBOARD_KEY,
    queryFn: ({ signal }) => api('/api/admin/dashboard', { schema: adminDashboardSchema, signal }),
    refetchInterval: 60_000,
    staleTime: 10_000,
  });
  return (
    <>
      <AdminPageHeader screen="admin-dashboard" />
      {q.isPending ? (
        <LoadingStack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={120} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton h={300} radius="md" />
        </LoadingStack>
      ) : q.isError ? (
        <AdminLoadError error={q.error} onRetry={() => void q.refetch()} retryLabel={t('adminDashboard.retry')} />
      ) : (
        <Dashboard d={q.data} />
      )}
    </>
  );
}

function Dashboard({ d }: { d: AdminDashboard }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const dayLabel = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
  const series = d.series.map((s) => ({ ...s, label: dayLabel(s.day) }));
  const change = d.revenue.previousMonthToDate
    ? (d.revenue.month - d.revenue.previousMonthToDate) / d.revenue.previousMonthToDate
    : null;
  return (
    <Stack gap="lg">
      <section aria-labelledby="dash-pending">
        <Title order={2} fz="md" id="dash-pending" mb="xs">
          {t('adminDashboard.pending')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          {PIPELINE.map(({ area, screen, subject }) => {
            const a = d.pending.pipeline[area];
            return (
              <WorkCard
                key={area}
                title={t(`adminScreens.${screen}.title`)}
                count={a.total}
                to={`/admin/${screen}`}
                testId={`pending-${area}`}
              >
                {Object.entries(a.byState).map(([state, n]) => (
                  <Anchor key={state} component={Link} to={`/admin/${screen}?state=${state}`} fz="xs" c="gray.8" mr="sm">
                    {t(`workflow.states.${subject}.${state}`)} <b className="tabular">{n}</b>
                  </Anchor>
                ))}
              </WorkCard>
            );
          })}
          <WorkCard
            title={t('adminDashboard.support')}
            count={d.pending.inquiries + d.pending.chats + d.pending.partnerships}
            to="/admin/customer-inquiries?state=open"
            testId="pending-support"
          >
            <Anchor component={Link} to="/admin/customer-inquiries?state=open" fz="xs" c="gray.8" mr="sm">
              {t('adminDashboard.inquiries')} <b className="tabular">{d.pending.inquiries}</b>
            </Anchor>
            <Anchor component={Link} to="/admin/chats?filter=unread" fz="xs" c="gray.8" mr="sm">
              {t('adminDashboard.chats')} <b className="tabular">{d.pending.chats}</b>
            </Anchor>
            <Anchor component={Link} to="/admin/partner-inquiries?state=new" fz="xs" c="gray.8">
              {t('adminDashboard.partnerships')} <b className="tabular">{d.pending.partnerships}</b>
            </Anchor>
          </WorkCard>
        </SimpleGrid>
        {d.pending.refunds > 0 && (
          <Anchor
            component={Link}
            to="/admin/order-list?view=purchases&state=refund_requested"
            fz="sm"
            fw={600}
            mt="xs"
            display="inline-block"
          >
            {t('adminDashboard.refunds', { count: d.pending.refunds })} →
          </Anchor>
        )}
      </section>

      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" component="section" aria-label={t('adminDashboard.figures')}>
        <Figure label={t('adminDashboard.revenueToday')} value={formatMoney(d.revenue.today)} testId="revenue-today" />
        <Figure
          label={t('adminDashboard.revenueMonth')}
          value={formatMoney(d.revenue.month)}
          note={
            change === null
              ? t('adminDashboard.noPrevious')
              : Math.abs(change) < 10
                ? t('adminDashboard.vsPrevious', {
                    amount: formatMoney(d.revenue.previousMonthToDate),
                    change: `${change >= 0 ? '+' : ''}${Math.round(change * 100)}%`,
                  })
                : t('adminDashboard.previous', { amount: formatMoney(d.revenue.previousMonthToDate) })
          }
          testId="revenue-month"
        />
        <Figure
          label={t('adminDashboard.newUsers')}
          value={formatNumber(d.users.week)}
          note={t('adminDashboard.usersNote', { today: d.users.today, month: d.users.month, total: d.users.total })}
          testId="new-users"
        />
        <Figure
          label={t('adminDashboard.lowStock')}
          value={formatNumber(d.lowStock.materials.count + d.lowStock.products.count)}
          note={t('adminDashboard.lowStockNote', { materials: d.lowStock.materials.count, products: d.lowStock.products.count })}
          testId="low-stock"
        />
      </SimpleGrid>

      <Suspense
        fallback={
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
            <Skeleton h={300} radius="md" />
            <Skeleton h={300} radius="md" />
          </SimpleGrid>
        }
      >
        <DashboardCharts series={series} />
      </Suspense>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <LowStockPanel
          id="dash-materials"
          title={t('adminDashboard.lowMaterials')}
          to="/admin/materials?lowStock=true"
          rows={d.lowStock.materials.items.map((m) => (
            <Group key={m.id} justify="space-between" wrap="nowrap">
              <Text fz="sm" truncate>
                {m.name}
              </Text>
              <StockBadge out={m.stockKg === 0}>
                {t('adminDashboard.kg', { stock: formatNumber(m.stockKg, 1), level: formatNumber(m.reorderLevelKg, 1) })}
              </StockBadge>
            </Group>
          ))}
        />
        <LowStockPanel
          id="dash-products"
          title={t('adminDashboard.lowProducts')}
          to="/admin/admin-product"
          rows={d.lowStock.products.items.map((p) => (
            <Group key={`${p.id}-${p.option}`} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/admin/admin-product?id=${p.id}`} fz="sm" truncate c="gray.9">
                {en ? p.nameEn : p.nameKo} · {p.option}
              </Anchor>
              <StockBadge out={p.stock === 0}>{t('adminDashboard.units', { count: p.stock })}</StockBadge>
            </Group>
          ))}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** A list of what runs low: its heading with a link to all of them, then the rows, or a line saying none is low. */
function LowStockPanel({ id, title, to, rows }: { id: string; title: string; to: string; rows: ReactNode[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md" id={id}>
          {title}
        </Title>
        <Anchor component={Link} to={to} fz="sm">
          {t('adminDashboard.seeAll')}
        </Anchor>
      </Group>
      {rows.length === 0 ? (
        <Text fz="sm" c="gray.7">
          {t('adminDashboard.noneLow')}
        </Text>
      ) : (
        <Stack gap={6}>{rows}</Stack>
      )}
    </Paper>
  );
}

/** What is left: red when none is, amber when some. */
function StockBadge({ out, children }: { out: boolean; children: ReactNode }) {
  return (
    <Badge color={out ? 'red' : 'yellow'} variant="light" c="dark.7" tt="none" className="tabular">
      {children}
    </Badge>
  );
}

function WorkCard({
  title,
  count,
  to,
  testId,
  children,
}: {
  title: string;
  count: number;
  to: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={600} fz="sm" c="gray.8">
          {title}
        </Text>
        <Anchor component={Link} to={to} aria-label={t('adminDashboard.open', { name: title })} c="brand.8">
          <IconArrowRight size={16} aria-hidden="true" />
        </Anchor>
      </Group>
      <Text fz={30} fw={700} className="tabular" c={count ? 'gray.9' : 'gray.7'} data-testid={`${testId}-count`}>
        {formatNumber(count)}
      </Text>
      <Text fz="xs" c="gray.7" mb={4}>
        {t('adminDashboard.waiting')}
      </Text>
      <div>{children}</div>
    </Paper>
  );
}

function Figure({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text fz="sm" fw={600} c="gray.8">
        {label}
      </Text>
      <Text fz={26} fw={700} className="tabular" c="gray.9">
        {value}
      </Text>
      {note && (
        <Text fz="xs" c="gray.7">
          {note}
        </Text>
      )}
    </Paper>
  );
}
