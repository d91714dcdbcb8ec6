import { Badge } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { QuoteSummary } from '@formulab/shared/quotes/quotes.schema';
import {
  AdminDataTable,
  COLUMN_MEDIA,
  Dash,
  usePhone,
  refColumn,
  stateColumn,
  customerColumn,
  twoLineColumn,
  figureColumn,
  dayColumn,
} from '../../../components/admin/index.ts';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatDay } from '../format.ts';

type Props = {
  records: QuoteSummary[];
  fetching: boolean;
  onOpen: (id: string) => void;
  empty: React.ReactNode;
};

/** The queue: reference, state, customer, recipe and revision, quantity, total (to pay, VAT included), validity, dates. */
export function QuoteTable(p: Props) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const columns: DataTableColumn<QuoteSummary>[] = [
    refColumn(t('adminQuotes.columns.ref'), { phone, onOpen: p.onOpen }),
    stateColumn('quote', t('adminQuotes.columns.state'), {
      width: 150,
      extra: (r) =>
        r.overdue && (
          <Badge color="red.9" variant="outline" size="sm" radius="sm" style={{ textTransform: 'none' }}>
            {t('quotes.overdue')}
          </Badge>
        ),
    }),
    customerColumn(t('adminQuotes.columns.customer')),
    twoLineColumn('recipeName', t('adminQuotes.columns.recipe'), {
      main: (r) => r.recipeName,
      sub: (r) => t('quotes.revisionShort', { n: r.recipeRevision }),
    }),
    figureColumn('quantity', t('adminQuotes.columns.quantity'), {
      width: 90,
      media: 'lg',
      value: (r) => formatNumber(r.quantity),
    }),
    figureColumn('total', t('adminQuotes.columns.total'), {
      width: 140,
      media: 'md',
      value: (r) => (r.total === null ? null : formatMoney(r.amountDue ?? r.total)),
    }),
    {
      accessor: 'validUntil',
      title: t('adminQuotes.columns.validUntil'),
      noWrap: true,
      visibleMediaQuery: COLUMN_MEDIA.lg,
      render: (r) => (r.validUntil ? formatDay(r.validUntil, i18n.resolvedLanguage) : <Dash />),
    },
    dayColumn(t('adminQuotes.columns.requested'), {
      hint: (r) => t('adminQuotes.updatedAt', { date: formatDateTime(r.updatedAt) }),
    }),
  ];
  return (
    <AdminDataTable<QuoteSummary> records={p.records} columns={columns} fetching={p.fetching} onOpen={p.onOpen} empty={p.empty} />
  );
}
