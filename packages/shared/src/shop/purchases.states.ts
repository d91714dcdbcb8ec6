import { defineMachine } from '../workflow/machine.ts';

/** PRODUCT.md §3.6 — a purchase of a product, from checkout to delivery or refund. */
export const PURCHASE_STATES = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'refund_requested',
  'refunded',
] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

export const PURCHASE_ACTIONS = [
  'pay',
  'prepare',
  'ship',
  'deliver',
  'cancel',
  'request_refund',
  'refund',
  'decline_refund',
] as const;
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number];

/**
 * `pay` is taken by the system when a payment is confirmed; `cancel` from `pending_payment` is also
 * taken by the system when a payment fails or the reservation times out. Cancelling a paid purchase
 * refunds it in full and returns its stock; `refund` (staff, after a request) does the same.
 */
export const purchaseMachine = defineMachine<PurchaseState, PurchaseAction>({
  name: 'purchase',
  states: PURCHASE_STATES,
  initial: 'pending_payment',
  // delivered is not final: a delivered purchase may still be refunded on request
  final: ['cancelled', 'refunded'],
  transitions: [
    { action: 'pay', from: ['pending_payment'], to: 'paid', by: ['system'] },
    { action: 'prepare', from: ['paid'], to: 'preparing', by: ['staff'] },
    { action: 'ship', from: ['preparing'], to: 'shipped', by: ['staff'], needs: ['shipment'] },
    { action: 'deliver', from: ['shipped'], to: 'delivered', by: ['staff', 'customer'] },
    { action: 'cancel', from: ['pending_payment'], to: 'cancelled', by: ['customer', 'staff', 'system'], confirm: true },
    { action: 'cancel', from: ['paid'], to: 'cancelled', by: ['customer'], needs: ['reason'], confirm: true },
    { action: 'cancel', from: ['paid', 'preparing'], to: 'cancelled', by: ['staff'], needs: ['reason'], confirm: true },
    {
      action: 'request_refund',
      from: ['shipped', 'delivered'],
      to: 'refund_requested',
      by: ['customer'],
      needs: ['reason'],
      confirm: true,
    },
    { action: 'refund', from: ['refund_requested'], to: 'refunded', by: ['staff'], confirm: true },
    { action: 'decline_refund', from: ['refund_requested'], to: 'delivered', by: ['staff'], needs: ['reason'], confirm: true },
  ],
});
