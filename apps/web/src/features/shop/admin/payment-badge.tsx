import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { PaymentAttemptStatus } from '@formulab/shared/shop/payments.states';

const COLOUR: Record<PaymentAttemptStatus, MantineColor> = {
  ready: 'yellow',
  paid: 'green',
  failed: 'red',
  abandoned: 'gray',
  partially_refunded: 'violet',
  refunded: 'gray',
};

/** A payment attempt's status as a badge (dark text on the light tint for AA contrast). */
export function PaymentStatusBadge({ status, size = 'sm' }: { status: PaymentAttemptStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const colour = COLOUR[status];
  return (
    <Badge
      color={colour}
      variant="light"
      size={size}
      radius="sm"
      tt="none"
      c={['red', 'violet'].includes(colour) ? `${colour}.9` : 'dark.7'}
    >
      {t(`adminShop.payments.status.${status}`)}
    </Badge>
  );
}
