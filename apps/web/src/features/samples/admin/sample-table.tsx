import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { SampleSummary } from '@formulab/shared/samples/samples.schema';
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

type Props = {
  records: SampleSummary[];
  fetching: boolean;
  onOpen: (id: string) => void;
  empty: React.ReactNode;
};

/** The queue: reference, state, customer and company, recipe and revision, quantity, fee, dates. */
export function SampleTable(p: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { md, lg, xl } = COLUMN_MEDIA;
  const columns: DataTableColumn<SampleSummary>[] = [
    {
      accessor: 'ref',
      title: t('adminSamples.columns.ref'),
      width: phone ? 96 : 110,
      render: (r) => <OpenRowCell name={<span className="tabular">{r.ref}</span>} onOpen={() => p.onOpen(r.id)} />,
    },
    {
      accessor: 'state',
      title: t('adminSamples.columns.state'),
      width: 130,
      render: (r) => <StateBadge subject="sample" state={r.state} size="sm" />,
    },
    {
      accessor: 'customer',
      title: t('adminSamples.columns.customer'),
      width: 190,
      visibleMediaQuery: md,
      render: (r) => r.customer && <CustomerCell customer={r.customer} />,
    },
    {
      accessor: 'recipeName',
      title: t('adminSamples.columns.recipe'),
      render: (r) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {r.recipeName}
          </Text>
          <Text fz="xs" c="gray.7">
            {t('adminSamples.revision', { n: r.recipeRevision })}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'quantity',
      title: t('adminSamples.columns.quantity'),
      textAlign: 'right',
      width: 80,
      visibleMediaQuery: lg,
      cellsStyle: tabular,
      render: (r) => formatNumber(r.quantity),
    },
    {
      accessor: 'fee',
      title: t('adminSamples.columns.fee'),
      textAlign: 'right',
      width: 110,
      visibleMediaQuery: lg,
      cellsStyle: tabular,
      render: (r) => (r.fee === null ? <Dash /> : r.fee === 0 ? t('adminSamples.free') : formatMoney(r.fee)),
    },
    {
      accessor: 'createdAt',
      title: t('adminSamples.columns.requested'),
      noWrap: true,
      visibleMediaQuery: md,
      render: (r) => <span title={formatDateTime(r.createdAt)}>{formatDate(r.createdAt)}</span>,
    },
    {
      accessor: 'updatedAt',
      title: t('adminSamples.columns.updated'),
      noWrap: true,
      visibleMediaQuery: xl,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
  return (
    <AdminDataTable<SampleSummary>
      records={p.records}
      columns={columns}
      fetching={p.fetching}
      onOpen={p.onOpen}
      empty={p.empty}
    />
  );
}
