import { Stepper } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { OrderDetail } from '@formulab/shared/orders/orders.schema';
import type { OrderState } from '@formulab/shared/orders/orders.states';
import { formatNumber } from '../../../lib/format.ts';
import { usePhoneLayout } from './use-phone.ts';

const STEPS: OrderState[] = ['pending_payment', 'paid', 'in_production', 'quality_check', 'shipped', 'delivered'];

/**
 * The step each state stands at: a partly shipped order is at the shipping step, still in progress
 * (named "Partly shipped", with how many units have gone), like a shipped one until it is delivered.
 */
const STEP_OF: Partial<Record<OrderState, OrderState>> = { partially_shipped: 'shipped' };

/** Where a production order stands on its way from payment to delivery (not shown for a cancelled one). */
export function OrderProgress({ order }: { order: Pick<OrderDetail, 'state' | 'quantity' | 'remainingQuantity'> }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const { state } = order;
  const at = STEPS.indexOf(STEP_OF[state] ?? state);
  // the step in progress is the state reached; a delivered order has completed every step
  const active = state === 'delivered' ? STEPS.length : at;
  const partly = state === 'partially_shipped';
  return (
    <Stepper
      active={active}
      size="sm"
      iconSize={28}
      orientation={phone ? 'vertical' : 'horizontal'}
      allowNextStepsSelect={false}
      aria-label={t('orders.detail.progress')}
      data-testid="order-progress"
    >
      {STEPS.map((s, i) => (
        <Stepper.Step
          key={s}
          label={t(`workflow.states.order.${partly && s === 'shipped' ? state : s}`)}
          description={
            partly && s === 'shipped'
              ? t('orders.detail.shippedShort', {
                  shipped: formatNumber(order.quantity - order.remainingQuantity),
                  quantity: formatNumber(order.quantity),
                })
              : undefined
          }
          aria-current={i === active ? 'step' : undefined}
        />
      ))}
    </Stepper>
  );
}
