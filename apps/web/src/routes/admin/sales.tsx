import { Alert, Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { SALES_BUCKETS, salesQuerySchema, type SalesBucket } from '@formulab/shared/shop/sales.schema';
import {
  AdminLoadError,
  AdminPageHeader,
  AdminTableSkeleton,
  oneOf,
  useUrlParams,
  CsvDownloadButton,
} from '../../components/admin/index.ts';
import { salesCsvUrl, salesQuery } from '../../features/shop/admin/admin-api.ts';
import { SalesView } from '../../features/shop/admin/sales-view.tsx';

/** Today's calendar day in Seoul (the sales report's days), shifted by `days`. */
function seoulDay(days = 0): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    d,
  );
}

/** sales — money collected, net of refunds: a date range and bucket in the URL, totals, a chart by kind, top products, CSV. */
export function Component() {
  const { t } = useTranslation();
  // the last 30 days, fixed when the screen opens (useUrlParams wants stable defaults)
  const [defaults] = useState(() => ({ from: seoulDay(-29), to: seoulDay(0), bucket: 'day' }));
  const [params, set] = useUrlParams(defaults);
  const filters = {
    from: params.get('from') ?? defaults.from,
    to: params.get('to') ?? defaults.to,
    bucket: oneOf<SalesBucket>(SALES_BUCKETS, params.get('bucket'), 'day'),
  };
  const check = salesQuerySchema.safeParse(filters);
  const problem = check.success ? null : (check.error.issues[0]?.message ?? 'errors.invalid');
  const report = useQuery({ ...salesQuery(filters), enabled: check.success });
  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="sales"
        actions={
          <CsvDownloadButton href={salesCsvUrl(filters)} disabled={!check.success}>
            {t('adminShop.csv')}
          </CsvDownloadButton>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('adminShop.from')}
          value={filters.from}
          onChange={(e) => set({ from: e.currentTarget.value || null })}
          w={{ base: 'calc(50% - 6px)', sm: 170 }}
        />
        <TextInput
          type="date"
          label={t('adminShop.to')}
          value={filters.to}
          onChange={(e) => set({ to: e.currentTarget.value || null })}
          w={{ base: 'calc(50% - 6px)', sm: 170 }}
          error={problem ? t(problem) : undefined}
        />
        <SegmentedControl
          aria-label={t('adminShop.sales.bucket')}
          data={SALES_BUCKETS.map((b) => ({ value: b, label: t(`adminShop.sales.buckets.${b}`) }))}
          value={filters.bucket}
          onChange={(v) => set({ bucket: v })}
        />
        <Group gap={4}>
          {([7, 30, 90] as const).map((n) => (
            <Button key={n} size="xs" variant="subtle" onClick={() => set({ from: seoulDay(1 - n), to: seoulDay(0) })}>
              {t('adminShop.sales.lastDays', { n })}
            </Button>
          ))}
        </Group>
      </Group>
      {problem ? (
        <Alert color="yellow" c="dark.7">
          {t(problem)}
        </Alert>
      ) : report.isError && !report.data ? (
        <AdminLoadError error={report.error} onRetry={() => void report.refetch()} retryLabel={t('adminShop.retry')} />
      ) : !report.data ? (
        <AdminTableSkeleton />
      ) : (
        <div style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isFetching}>
          <SalesView report={report.data} />
        </div>
      )}
    </Stack>
  );
}
