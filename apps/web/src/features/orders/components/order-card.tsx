import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { OrderSummary } from '@formulab/shared/orders/orders.schema';
import { StateBadge } from '../../../components/workflow/index.ts';
import { RecordCard } from '../../../components/workflow/record-card.tsx';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { PaymentBadge } from './payment-badge.tsx';
import { paymentSaysMore } from '../format.ts';

/**
 * One production order in the customer's list: reference, production and payment state, recipe,
 * quantity, total to pay (VAT included), date.
 */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      to={`/orders?id=${order.id}`}
      label={t('orders.card.open', { ref: order.ref, recipe: order.recipeName })}
      reference={order.ref}
      badges={
        <>
          <StateBadge subject="order" state={order.state} size="sm" />
          {paymentSaysMore(order.state, order.paymentStatus) && <PaymentBadge status={order.paymentStatus} size="sm" />}
        </>
      }
      recipeName={order.recipeName}
      revision={t('orders.revisionShort', { n: order.recipeRevision })}
    >
      <Text span fz="sm" className="tabular">
        {t('orders.units', { count: order.quantity, n: formatNumber(order.quantity) })}
      </Text>
      <Text span fz="sm" className="tabular" c="gray.9" fw={600}>
        {formatMoney(order.amountDue)}
      </Text>
      <Text span fz="sm">
        {t('orders.card.fromQuote', { ref: order.quote.ref })}
      </Text>
      <Text span fz="sm">
        {t('orders.card.ordered', { date: formatDate(order.createdAt) })}
      </Text>
    </RecordCard>
  );
}
