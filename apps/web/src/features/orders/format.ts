import type { MantineColor } from '@mantine/core';
import type { PaymentStatus } from '@formulab/shared/orders/orders.states';

/** The payment status's badge colour: amber unpaid, green paid, red money owed back, grey refunded. */
export function paymentColour(status: PaymentStatus): MantineColor {
  return { unpaid: 'yellow', paid: 'green', refund_due: 'red', refunded: 'gray' }[status];
}

/** A calendar day (YYYY-MM-DD) in the reader's locale, without moving it across time zones. */
export function formatDay(day: string | null, language: string | undefined): string {
  if (!day) return '–';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'ko-KR', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
