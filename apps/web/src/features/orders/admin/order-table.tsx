import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { OrderSummary } from '@formulab/shared/orders/orders.schema';
import {
  AdminDataTable,
  COLUMN_MEDIA,
  usePhone,
  refColumn,
  stateColumn,
  customerColumn,
  twoLineColumn,
  figureColumn,
  dayColumn,
} from '../../../components/admin/index.ts';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { PaymentBadge } from '../components/payment-badge.tsx';

type Props = {
  records: OrderSummary[];
  fetching: boolean;
  onOpen: (id: string) => void;
  empty: React.ReactNode;
};

/** The queue: reference, production state, payment, customer, recipe, quantity, total to pay (VAT incl.), dates. */
export function OrderTable(p: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  const columns: DataTableColumn<OrderSummary>[] = [
    refColumn(t('adminOrders.columns.ref'), { phone, onOpen: p.onOpen }),
    stateColumn('order', t('adminOrders.columns.state')),
    {
      accessor: 'paymentStatus',
      title: t('adminOrders.columns.payment'),
      width: 110,
      visibleMediaQuery: COLUMN_MEDIA.md,
      render: (r) => <PaymentBadge status={r.paymentStatus} size="sm" />,
    },
    customerColumn(t('adminOrders.columns.customer')),
    twoLineColumn('recipeName', t('adminOrders.columns.recipe'), {
      main: (r) => r.recipeName,
      sub: (r) => `${t('orders.revisionShort', { n: r.recipeRevision })} · ${r.quote.ref}`,
    }),
    figureColumn('quantity', t('adminOrders.columns.quantity'), {
      width: 90,
      media: 'lg',
      value: (r) => formatNumber(r.quantity),
    }),
    figureColumn('amountDue', t('adminOrders.columns.total'), {
      width: 150,
      media: 'md',
      value: (r) => formatMoney(r.amountDue),
    }),
    dayColumn(t('adminOrders.columns.ordered'), {
      media: 'lg',
      hint: (r) => t('adminOrders.updatedAt', { date: formatDateTime(r.updatedAt) }),
    }),
  ];
  return (
    <AdminDataTable<OrderSummary> records={p.records} columns={columns} fetching={p.fetching} onOpen={p.onOpen} empty={p.empty} />
  );
}
