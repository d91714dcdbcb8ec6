import { describe, expect, it } from 'vitest';
import { ORDER_STATES, PAYMENT_STATUSES } from '@formulab/shared/orders/orders.states';
import { paymentSaysMore } from './format.ts';

describe('the payment badge beside the state badge', () => {
  it('is left out only where it would say the state again', () => {
    const silent = ORDER_STATES.flatMap((state) =>
      PAYMENT_STATUSES.filter((payment) => !paymentSaysMore(state, payment)).map((payment) => `${state}/${payment}`),
    );
    expect(silent).toEqual(['pending_payment/unpaid', 'paid/paid']);
  });
});
