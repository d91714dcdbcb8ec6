import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { OrderSummary } from '@formulab/shared/orders/orders.schema';
import {
  AdminDataTable,
  CustomerCell,
  COLUMN_MEDIA,
  OpenRowCell,
  tabularCells as tabular,
  usePhone,
} from '../../../components/admin/index.ts';
import { StateBadge } from '../../../components/workflow/index.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { PaymentBadge } from '../components/payment-badge.tsx';

type Props = {
  records: OrderSummary[];
  fetching: boolean;
  onOpen: (id: string) => void;
  empty: React.ReactNode;
};

/** The queue: reference, production state, payment, customer, recipe, quantity, total, dates. */
export function OrderTable(p: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { md, lg } = COLUMN_MEDIA;
  const columns: DataTableColumn<OrderSummary>[] = [
    {
      accessor: 'ref',
      title: t('adminOrders.columns.ref'),
      width: phone ? 96 : 110,
      render: (r) => <OpenRowCell name={<span className="tabular">{r.ref}</span>} onOpen={() => p.onOpen(r.id)} />,
    },
    {
      accessor: 'state',
      title: t('adminOrders.columns.state'),
      width: 130,
      render: (r) => <StateBadge subject="order" state={r.state} size="sm" />,
    },
    {
      accessor: 'paymentStatus',
      title: t('adminOrders.columns.payment'),
      width: 110,
      visibleMediaQuery: md,
      render: (r) => <PaymentBadge status={r.paymentStatus} size="sm" />,
    },
    {
      accessor: 'customer',
      title: t('adminOrders.columns.customer'),
      width: 170,
      visibleMediaQuery: md,
      render: (r) => r.customer && <CustomerCell customer={r.customer} />,
    },
    {
      accessor: 'recipeName',
      title: t('adminOrders.columns.recipe'),
      render: (r) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {r.recipeName}
          </Text>
          <Text fz="xs" c="gray.7">
            {t('orders.revisionShort', { n: r.recipeRevision })} · {r.quote.ref}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'quantity',
      title: t('adminOrders.columns.quantity'),
      textAlign: 'right',
      width: 90,
      visibleMediaQuery: lg,
      cellsStyle: tabular,
      render: (r) => formatNumber(r.quantity),
    },
    {
      accessor: 'total',
      title: t('adminOrders.columns.total'),
      textAlign: 'right',
      width: 140,
      visibleMediaQuery: md,
      cellsStyle: tabular,
      render: (r) => formatMoney(r.total),
    },
    {
      accessor: 'createdAt',
      title: t('adminOrders.columns.ordered'),
      noWrap: true,
      visibleMediaQuery: lg,
      render: (r) => (
        <span title={t('adminOrders.updatedAt', { date: formatDateTime(r.updatedAt) })}>{formatDate(r.createdAt)}</span>
      ),
    },
  ];
  return (
    <AdminDataTable<OrderSummary> records={p.records} columns={columns} fetching={p.fetching} onOpen={p.onOpen} empty={p.empty} />
  );
}
