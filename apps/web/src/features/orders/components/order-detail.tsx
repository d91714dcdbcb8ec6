import { Group, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import type { OrderDetail } from '@formulab/shared/orders/orders.schema';
import {
  RecordPage,
  stateColour,
  UnverifiedNotice,
  useMaySend,
  RecordActions,
  NextStepAlert,
} from '../../../components/workflow/index.ts';
import type { TFunction } from '../../../i18n/index.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { afterOrderChange, orderFlow, ownOrders } from '../api.ts';
import { OrderFacts } from './order-facts.tsx';
import { OrderTaxInvoices } from './order-tax-invoices.tsx';
import { OrderProgress } from './order-progress.tsx';
import { PayButton } from '../../../components/pay-button.tsx';
import { PaymentBadge } from './payment-badge.tsx';
import { paymentSaysMore } from '../format.ts';

/**
 * One production order as its customer sees it: production and payment state, the progress from
 * payment to delivery, what comes next, the actions the machine allows (cancel before paying, confirm
 * delivery), the facts with links back to the quote and the recipe, its tax invoices, and the timeline.
 */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const maySend = useMaySend();
  return (
    <RecordPage
      subject="order"
      record={order}
      back={{ to: '/orders', label: t('orders.detail.back') }}
      badges={paymentSaysMore(order.state, order.paymentStatus) && <PaymentBadge status={order.paymentStatus} size="lg" />}
      subtitle={[
        order.recipeName,
        t('orders.revisionShort', { n: order.recipeRevision }),
        t('orders.card.ordered', { date: formatDate(order.createdAt) }),
      ]}
      actions={
        maySend && (
          <Group gap="xs">
            {order.state === 'pending_payment' && <PayButton kind="order" id={order.id} amount={order.amountDue} />}
            <RecordActions
              flow={orderFlow}
              record={order}
              actor="customer"
              onSubmit={async (body) => afterOrderChange(qc, await ownOrders.transition(order.id, body), ownOrders.key(order.id))}
            />
          </Group>
        )
      }
      above={
        <>
          {!maySend && order.actions.length > 0 && <UnverifiedNotice />}
          {order.state !== 'cancelled' && (
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white">
              <OrderProgress order={order} />
            </Paper>
          )}
          <NextStepAlert color={stateColour(order.state)} testId="order-next-step">
            {nextStep(t, order)}
            {order.paymentStatus === 'refund_due' ? ` ${t('orders.next.refundDue')}` : ''}
          </NextStepAlert>
        </>
      }
    >
      <OrderFacts order={order} />
      <OrderTaxInvoices order={order} />
    </RecordPage>
  );
}

/**
 * What happens next, for the customer: `orders.next.<state>`, with the latest shipment's carrier and
 * tracking number, and while partly shipped how many units have gone and how many are left. An order
 * that went in several shipments says the last of them is on its way.
 */
function nextStep(t: TFunction, order: OrderDetail): string {
  const values = {
    carrier: order.carrier ?? '',
    tracking: order.trackingNumber ?? '',
    shipped: formatNumber(order.quantity - order.remainingQuantity),
    quantity: formatNumber(order.quantity),
    left: formatNumber(order.remainingQuantity),
  };
  const parts = order.shipments.length;
  if (order.state === 'shipped' && parts > 1) return t('orders.next.shippedInParts', { ...values, count: parts });
  return t(`orders.next.${order.state}`, values);
}
