import type { MantineColor } from '@mantine/core';
import type { OrderState, PaymentStatus } from '@formulab/shared/orders/orders.states';

/** The payment status's badge colour: amber unpaid, green paid, red money owed back, grey refunded. */
export function paymentColour(status: PaymentStatus): MantineColor {
  return { unpaid: 'yellow', paid: 'green', refund_due: 'red', refunded: 'gray' }[status];
}

/**
 * Whether the payment badge says more than the state badge beside it: not for a paid order that is
 * paid ("Paid" twice) nor for an unpaid one awaiting payment; always once production, a refund or a
 * cancellation has moved the state on.
 */
export function paymentSaysMore(state: OrderState, payment: PaymentStatus): boolean {
  return !((state === 'paid' && payment === 'paid') || (state === 'pending_payment' && payment === 'unpaid'));
}

/** One formatter for calendar days, tolerant of an impossible stored date (lib/format.ts). */
export { formatDay } from '../../lib/format.ts';
