import { Anchor, Divider, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { OrderDetail } from '@formulab/shared/orders/orders.schema';
import { vatLabel } from '../../../components/workflow/amounts.ts';
import { formatDateTime, formatMoney, formatNumber, localName } from '../../../lib/format.ts';
import { formatDay } from '../format.ts';
import { PaymentBadge } from './payment-badge.tsx';
import { Fact, TextFact } from '../../../components/workflow/facts.tsx';
import { RecordSection } from '../../../components/workflow/record-section.tsx';
import { DeliveryFacts } from '../../../components/workflow/index.ts';
import { OrderShipments } from './order-shipments.tsx';
import { AmountRows } from './amount-rows.tsx';

/**
 * An order's facts: what is made (the exact recipe revision, packaging, quantity) and from which quote,
 * the price (supply amount, VAT and the total to pay), payment, lead time, where it goes and on which
 * terms, and its shipments with tracking and delivery notes. Links go to the customer's screens, or to
 * the staff queues and routes with `staff`.
 */
export function OrderFacts({ order, staff = false }: { order: OrderDetail; staff?: boolean }) {
  const { t, i18n } = useTranslation();
  const quoteHref = staff ? `/admin/quote-list?id=${order.quote.id}` : `/quotes?id=${order.quote.id}`;
  const recipeHref = order.recipeId ? (staff ? `/admin/recipe-list?id=${order.recipeId}` : `/recipes/${order.recipeId}`) : null;
  return (
    <RecordSection title={t('orders.detail.summary')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <Fact label={t('orders.detail.recipe')}>
          <Text fz="sm" fw={600}>
            {recipeHref ? (
              <Anchor component={Link} to={recipeHref} fz="sm" fw={600}>
                {order.recipeName}
              </Anchor>
            ) : (
              order.recipeName
            )}
          </Text>
          <Text fz="xs" c="gray.7">
            {t('orders.detail.recipeRevision', { n: order.recipeRevision })}{' '}
            <Anchor component={Link} to={quoteHref} fz="xs" underline="always">
              {t('orders.detail.seeRevision')}
            </Anchor>
          </Text>
        </Fact>
        <Fact label={t('orders.detail.quote')}>
          <Anchor component={Link} to={quoteHref} fz="sm" fw={600} className="tabular" data-testid="order-quote-link">
            {order.quote.ref}
          </Anchor>
          <Text fz="xs" c="gray.7">
            {t('orders.detail.quoteRevision', { n: order.quote.revision })}
          </Text>
        </Fact>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
        <Fact label={t('orders.detail.packaging')}>
          {order.packaging ? localName(order.packaging, i18n.resolvedLanguage) : '–'}
        </Fact>
        <Fact label={t('orders.detail.quantity')}>
          <span className="tabular">{t('orders.units', { count: order.quantity, n: formatNumber(order.quantity) })}</span>
        </Fact>
        <Fact label={t('orders.detail.unitPrice')}>
          <span className="tabular">{formatMoney(order.unitPrice)}</span>
        </Fact>
        {order.taxTreatment === null && (
          // priced before VAT was itemised: one total, as it was charged
          <Fact label={t('orders.detail.total')}>
            <Text span fz="md" fw={700} className="tabular" data-testid="order-total">
              {formatMoney(order.amountDue)}
            </Text>
          </Fact>
        )}
        <Fact label={t('orders.detail.payment')}>
          <PaymentBadge status={order.paymentStatus} size="sm" />
          {order.paidAt && (
            <Text fz="xs" c="gray.7" mt={2}>
              {t('orders.detail.paidAt', { date: formatDateTime(order.paidAt) })}
            </Text>
          )}
        </Fact>
        <Fact label={t('orders.detail.leadTime')}>
          {order.leadTimeDays !== null ? t('orders.days', { count: order.leadTimeDays }) : '–'}
          {order.wishedDate && (
            <Text fz="xs" c="gray.7">
              {t('orders.detail.wished', { date: formatDay(order.wishedDate, i18n.resolvedLanguage) })}
            </Text>
          )}
        </Fact>
      </SimpleGrid>
      {order.taxTreatment !== null && <OrderAmounts order={order} />}
      <Divider color="gray.2" />
      <DeliveryFacts shipTo={order.shipTo} incoterm={order.incoterm} />
      <OrderShipments order={order} staff={staff} />
      <TextFact label={t('orders.detail.cancelReason')} text={order.cancelReason} />
    </RecordSection>
  );
}

/**
 * What the order costs: the supply amount, the VAT on it (10 %, or 0 % on a zero-rated export) and the
 * total to pay, which payment takes. Orders priced before VAT was itemised show their one total instead.
 */
function OrderAmounts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Fact label={t('orders.detail.amounts')}>
      <AmountRows
        rows={[
          { label: t('workflow.amounts.supply'), amount: order.total, testId: 'order-supply' },
          { label: vatLabel(order.taxTreatment ?? 'standard', t), amount: order.vat, testId: 'order-vat' },
        ]}
        total={{ label: t('workflow.amounts.amountDue'), amount: order.amountDue, testId: 'order-total' }}
      />
    </Fact>
  );
}
