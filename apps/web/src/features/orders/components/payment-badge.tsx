import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { PaymentStatus } from '@formulab/shared/orders/orders.states';
import { paymentColour } from '../format.ts';

/** The money side of an order, beside its production state (a coloured dot: the text keeps its contrast). */
export function PaymentBadge({ status, size = 'md' }: { status: PaymentStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={paymentColour(status)} variant="dot" size={size} radius="sm" style={{ textTransform: 'none' }}>
      {t(`orders.payment.${status}`)}
    </Badge>
  );
}
