import { Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/react.ts';
import { SALES_BUCKETS, salesQuerySchema } from '@formulab/shared/shop/sales.schema';
import {
  AdminPageHeader,
  CsvDownloadButton,
  RangeReport,
  useLastMonth,
  useRangeReport,
  useUrlParams,
} from '../../components/admin/index.ts';
import { salesCsvUrl, salesQuery } from '../../features/shop/admin/admin-api.ts';
import { SalesView } from '../../features/shop/admin/sales-view.tsx';

/** sales — money collected, net of refunds: a date range and bucket in the URL, totals, a chart by kind, top products, CSV. */
export function Component() {
  const { t } = useTranslation();
  const defaults = useLastMonth();
  const [params, set] = useUrlParams(defaults);
  const range = useRangeReport({ params, defaults, buckets: SALES_BUCKETS, schema: salesQuerySchema, query: salesQuery });
  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="sales"
        actions={
          <CsvDownloadButton href={salesCsvUrl(range.filters)} disabled={range.problem !== null}>
            {t('adminShop.csv')}
          </CsvDownloadButton>
        }
      />
      <RangeReport range={range} set={set} buckets={SALES_BUCKETS} strings={{ screen: 'adminShop', report: 'adminShop.sales' }}>
        {(report) => <SalesView report={report} />}
      </RangeReport>
    </Stack>
  );
}
