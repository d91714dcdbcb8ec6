import 'mantine-datatable/styles.css';
import { Anchor, Badge, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { MARKETS } from '@formulab/shared/compliance/compliance';
import {
  AdminLoadError,
  AdminPageHeader,
  CursorPager,
  pageSizeOf,
  useCursorPages,
  useUrlParams,
} from '../../components/admin/index.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { failingQuery } from '../../features/compliance/admin/api.ts';

/** compliance-report — recipes failing each market: counts per market, then one market's recipes with links. */
export function Component() {
  const { t } = useTranslation();
  const [params, set] = useUrlParams({ size: '25' });
  const asked = params.get('market') ?? '';
  const market = (MARKETS as readonly string[]).includes(asked) ? asked : 'KR';
  const size = pageSizeOf(params.get('size'), 25);
  const pages = useCursorPages(`${market}|${size}`);
  const report = useQuery(failingQuery({ market, limit: size, cursor: pages.cursor }));

  return (
    <Stack gap="sm">
      <AdminPageHeader screen="compliance-report" />
      {report.isError ? (
        <AdminLoadError
          error={report.error}
          onRetry={() => void report.refetch()}
          retryLabel={t('adminCatalogue.common.retry')}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
            {MARKETS.map((m) => {
              const c = report.data?.counts.find((x) => x.market === m);
              const active = m === market;
              return (
                <UnstyledButton key={m} onClick={() => set({ market: m })} aria-pressed={active} data-testid={`failing-${m}`}>
                  <Paper
                    withBorder
                    radius="md"
                    p="sm"
                    bg={active ? 'teal.0' : 'white'}
                    style={{ borderColor: active ? 'var(--mantine-color-teal-7)' : undefined }}
                  >
                    <Text fz="sm" fw={700}>
                      {t(`compliance.markets.${m}`)}
                    </Text>
                    <Text fz={24} fw={700} c={c?.failing ? 'red.8' : 'gray.8'} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {c ? formatNumber(c.failing) : '–'}
                    </Text>
                    <Text fz="xs" c="gray.7">
                      {t('adminCompliance.report.targeting', { count: c?.targeting ?? 0 })}
                    </Text>
                  </Paper>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
          <Text fz="sm" fw={700} mt="sm">
            {t('adminCompliance.report.failingIn', { market: t(`compliance.markets.${market}`) })}
          </Text>
          <DataTable
            withTableBorder
            borderRadius="md"
            minHeight={report.data?.items.length ? undefined : 150}
            fetching={report.isPending}
            records={report.data?.items ?? []}
            noRecordsText={t('adminCompliance.report.none')}
            columns={[
              {
                accessor: 'name',
                title: t('adminCompliance.report.recipe'),
                render: (r) => (
                  <Anchor component={Link} to={`/admin/recipe-list?id=${r.id}`} fz="sm" fw={600}>
                    {r.name}
                  </Anchor>
                ),
              },
              {
                accessor: 'ownerCompany',
                title: t('adminCompliance.report.owner'),
                render: (r) => r.ownerCompany || r.ownerName,
              },
              {
                accessor: 'failingMarkets',
                title: t('adminCompliance.report.failing'),
                render: (r) =>
                  r.failingMarkets.map((m) => (
                    <Badge key={m} size="sm" color="red.1" c="red.9" tt="none" mr={4}>
                      {t(`compliance.markets.${m}`)}
                    </Badge>
                  )),
              },
              {
                accessor: 'updatedAt',
                title: t('adminCompliance.rules.updated'),
                width: 120,
                visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
                render: (r) => formatDate(r.updatedAt),
              },
            ]}
          />
          <CursorPager pages={pages} limit={size} data={report.data} onLimit={(s) => set({ size: s })} />
        </>
      )}
    </Stack>
  );
}
