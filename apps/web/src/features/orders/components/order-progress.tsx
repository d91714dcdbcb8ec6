import { Stepper } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { OrderState } from '@formulab/shared/orders/orders.states';
import { usePhoneLayout } from './use-phone.ts';

const STEPS: OrderState[] = ['pending_payment', 'paid', 'in_production', 'quality_check', 'shipped', 'delivered'];

/** Where a production order stands on its way from payment to delivery (not shown for a cancelled one). */
export function OrderProgress({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const at = STEPS.indexOf(state);
  // the step in progress is the state reached; a delivered order has completed every step
  const active = state === 'delivered' ? STEPS.length : at;
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
      {STEPS.map((s) => (
        <Stepper.Step key={s} label={t(`workflow.states.order.${s}`)} />
      ))}
    </Stepper>
  );
}
