import { defineMachine } from '../workflow/machine.ts';

/** PRODUCT.md §3.6 — a production order, made by accepting a quote. */
export const ORDER_STATES = [
  'pending_payment',
  'paid',
  'in_production',
  'quality_check',
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_ACTIONS = [
  'record_payment',
  'pay',
  'start_production',
  'check_quality',
  'ship_part',
  'ship',
  'deliver',
  'cancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Whether the order's money has come in, apart from its production state (the payments issue adds online payment). */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const orderMachine = defineMachine<OrderState, OrderAction>({
  name: 'order',
  states: ORDER_STATES,
  initial: 'pending_payment',
  final: ['delivered', 'cancelled'],
  transitions: [
    // staff record a payment received offline (bank transfer); it writes an 'offline' payment row
    { action: 'record_payment', from: ['pending_payment'], to: 'paid', by: ['staff'] },
    // paid online: taken by the system when the gateway confirms the payment
    { action: 'pay', from: ['pending_payment'], to: 'paid', by: ['system'] },
    { action: 'start_production', from: ['paid'], to: 'in_production', by: ['staff'] },
    { action: 'check_quality', from: ['in_production'], to: 'quality_check', by: ['staff'] },
    // part of the quantity leaves (its own carrier and tracking number); the order may ship in several
    {
      action: 'ship_part',
      from: ['quality_check', 'partially_shipped'],
      to: 'partially_shipped',
      by: ['staff'],
      needs: ['shipment', 'quantity'],
    },
    // what is left leaves: the whole order, or the rest after part shipments
    { action: 'ship', from: ['quality_check', 'partially_shipped'], to: 'shipped', by: ['staff'], needs: ['shipment'] },
    { action: 'deliver', from: ['shipped'], to: 'delivered', by: ['staff', 'customer'] },
    // before production only; a paid order is marked refund_due (staff refund it)
    { action: 'cancel', from: ['pending_payment'], to: 'cancelled', by: ['customer', 'staff'], needs: ['reason'], confirm: true },
    { action: 'cancel', from: ['paid'], to: 'cancelled', by: ['staff'], needs: ['reason'], confirm: true },
  ],
});
