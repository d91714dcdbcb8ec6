import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import type { OrderDetail } from '@formulab/shared/orders/orders.schema';
import { StaffRecordActions, StaffRecordOpening } from '../../../components/workflow/index.ts';
import { StaffRecordTimeline } from '../../../components/workflow/internal-note-form.tsx';
import { afterOrderChange, orderFlow } from '../api.ts';
import { OrderFacts } from '../components/order-facts.tsx';
import { OrderProgress } from '../components/order-progress.tsx';
import { PaymentBadge } from '../components/payment-badge.tsx';
import { paymentSaysMore } from '../format.ts';
import { adminOrders } from './admin-api.ts';
import { QueueRecordDrawer } from '../../../components/admin/index.ts';
import { StaffTaxInvoices } from './tax-invoice-actions.tsx';

/**
 * One production order for staff (`?id=`): customer, the staff actions the machine allows, facts, tax
 * invoices (make out, cancel), notes and timeline.
 */
export function OrderDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <QueueRecordDrawer id={id} onClose={onClose} record={adminOrders.query} titleKey="adminOrders.detail.title" width={780}>
      {(o) => <Content order={o} />}
    </QueueRecordDrawer>
  );
}

function Content({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = adminOrders.key(order.id);
  return (
    <Stack gap="lg">
      <StaffRecordOpening
        subject="order"
        record={order}
        dates="adminOrders.detail.dates"
        badges={paymentSaysMore(order.state, order.paymentStatus) && <PaymentBadge status={order.paymentStatus} />}
        customerLabel={t('adminOrders.detail.customer')}
      />
      {order.state !== 'cancelled' && <OrderProgress order={order} />}
      <StaffRecordActions
        strings="adminOrders.detail"
        title={t('adminOrders.detail.actions')}
        after={
          order.paymentStatus === 'refund_due' && (
            <Text fz="sm" c="red.9">
              {t('adminOrders.detail.refundDue')}
            </Text>
          )
        }
        flow={orderFlow}
        record={order}
        // the units left: the part dialog asks for fewer, the last shipment's says it sends them
        remaining={order.remainingQuantity}
        // with one unit left a part is impossible: only the last shipment remains
        hide={order.remainingQuantity < 2 ? ['ship_part'] : []}
        onSubmit={async (body) => afterOrderChange(qc, await adminOrders.transition(order.id, body), key)}
      />
      <OrderFacts order={order} staff />
      <StaffTaxInvoices order={order} />
      <StaffRecordTimeline subject="order" record={order} calls={adminOrders} strings="adminOrders.note" />
    </Stack>
  );
}
