import { useTranslation } from '../../../i18n/react.ts';
import type { OrderSummary } from '@formulab/shared/orders/orders.schema';
import { COLUMN_MEDIA, customerColumn, dayColumn, figureColumn } from '../../../components/admin/index.ts';
import { recipeColumns, StaffRecordTable, type StaffTableProps } from '../../../components/workflow/staff-table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { PaymentBadge } from '../components/payment-badge.tsx';

/** The queue: reference, production state, payment, customer, recipe, quantity, total to pay (VAT incl.), dates. */
export function OrderTable(p: StaffTableProps<OrderSummary>) {
  const { t } = useTranslation();
  return (
    <StaffRecordTable<OrderSummary>
      {...p}
      group="adminOrders"
      subject="order"
      columns={[
        {
          accessor: 'paymentStatus',
          title: t('adminOrders.columns.payment'),
          width: 110,
          visibleMediaQuery: COLUMN_MEDIA.md,
          render: (r) => <PaymentBadge status={r.paymentStatus} size="sm" />,
        },
        customerColumn(t('adminOrders.columns.customer')),
        ...recipeColumns<OrderSummary>(
          { recipe: t('adminOrders.columns.recipe'), quantity: t('adminOrders.columns.quantity') },
          { sub: (r) => `${t('orders.revisionShort', { n: r.recipeRevision })} · ${r.quote.ref}`, quantityWidth: 90 },
        ),
        figureColumn('amountDue', t('adminOrders.columns.total'), {
          width: 150,
          media: 'md',
          value: (r) => formatMoney(r.amountDue),
        }),
        dayColumn(t('adminOrders.columns.ordered'), {
          media: 'lg',
          hint: (r) => t('adminOrders.updatedAt', { date: formatDateTime(r.updatedAt) }),
        }),
      ]}
    />
  );
}
