import type { MantineColor } from '@mantine/core';
import type { PaymentStatus } from '@formulab/shared/orders/orders.states';

/** The payment status's badge colour: amber unpaid, green paid, red money owed back, grey refunded. */
export function paymentColour(status: PaymentStatus): MantineColor {
  return { unpaid: 'yellow', paid: 'green', refund_due: 'red', refunded: 'gray' }[status];
}

/** One formatter for calendar days, tolerant of an impossible stored date (lib/format.ts). */
export { formatDay } from '../../lib/format.ts';
