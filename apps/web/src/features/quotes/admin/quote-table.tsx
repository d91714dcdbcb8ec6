import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { QuoteSummary } from '@formulab/shared/quotes/quotes.schema';
import {
  AdminDataTable,
  CustomerCell,
  COLUMN_MEDIA,
  Dash,
  OpenRowCell,
  tabularCells as tabular,
  usePhone,
} from '../../../components/admin/index.ts';
import { StateBadge } from '../../../components/workflow/index.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatDay } from '../format.ts';

type Props = {
  records: QuoteSummary[];
  fetching: boolean;
  onOpen: (id: string) => void;
  empty: React.ReactNode;
};

/** The queue: reference, state, customer, recipe and revision, quantity, total, validity, dates. */
export function QuoteTable(p: Props) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const { md, lg } = COLUMN_MEDIA;
  const columns: DataTableColumn<QuoteSummary>[] = [
    {
      accessor: 'ref',
      title: t('adminQuotes.columns.ref'),
      width: phone ? 96 : 110,
      render: (r) => <OpenRowCell name={<span className="tabular">{r.ref}</span>} onOpen={() => p.onOpen(r.id)} />,
    },
    {
      accessor: 'state',
      title: t('adminQuotes.columns.state'),
      width: 150,
      render: (r) => (
        <Group gap={4} wrap="wrap">
          <StateBadge subject="quote" state={r.state} size="sm" />
          {r.overdue && (
            <Badge color="red.9" variant="outline" size="sm" radius="sm" style={{ textTransform: 'none' }}>
              {t('quotes.overdue')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'customer',
      title: t('adminQuotes.columns.customer'),
      width: 170,
      visibleMediaQuery: md,
      render: (r) => r.customer && <CustomerCell customer={r.customer} />,
    },
    {
      accessor: 'recipeName',
      title: t('adminQuotes.columns.recipe'),
      render: (r) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {r.recipeName}
          </Text>
          <Text fz="xs" c="gray.7">
            {t('quotes.revisionShort', { n: r.recipeRevision })}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'quantity',
      title: t('adminQuotes.columns.quantity'),
      textAlign: 'right',
      width: 90,
      visibleMediaQuery: lg,
      cellsStyle: tabular,
      render: (r) => formatNumber(r.quantity),
    },
    {
      accessor: 'total',
      title: t('adminQuotes.columns.total'),
      textAlign: 'right',
      width: 140,
      visibleMediaQuery: md,
      cellsStyle: tabular,
      render: (r) => (r.total === null ? <Dash /> : formatMoney(r.total)),
    },
    {
      accessor: 'validUntil',
      title: t('adminQuotes.columns.validUntil'),
      noWrap: true,
      visibleMediaQuery: lg,
      render: (r) => (r.validUntil ? formatDay(r.validUntil, i18n.resolvedLanguage) : <Dash />),
    },
    {
      accessor: 'createdAt',
      title: t('adminQuotes.columns.requested'),
      noWrap: true,
      visibleMediaQuery: md,
      render: (r) => (
        <span title={t('adminQuotes.updatedAt', { date: formatDateTime(r.updatedAt) })}>{formatDate(r.createdAt)}</span>
      ),
    },
  ];
  return (
    <AdminDataTable<QuoteSummary> records={p.records} columns={columns} fetching={p.fetching} onOpen={p.onOpen} empty={p.empty} />
  );
}
