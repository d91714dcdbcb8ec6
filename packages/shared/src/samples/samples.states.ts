import { defineMachine } from '../workflow/machine.ts';

/** PRODUCT.md §3.4 — a sample request from submission to delivery. */
export const SAMPLE_STATES = [
  'submitted',
  'reviewing',
  'awaiting_payment',
  'in_production',
  'shipped',
  'delivered',
  'rejected',
  'cancelled',
] as const;
export type SampleState = (typeof SAMPLE_STATES)[number];

export const SAMPLE_ACTIONS = [
  'review',
  'request_payment',
  'approve_free',
  'record_payment',
  'pay',
  'ship',
  'deliver',
  'reject',
  'cancel',
] as const;
export type SampleAction = (typeof SAMPLE_ACTIONS)[number];

export const sampleMachine = defineMachine<SampleState, SampleAction>({
  name: 'sample',
  states: SAMPLE_STATES,
  initial: 'submitted',
  final: ['delivered', 'rejected', 'cancelled'],
  transitions: [
    { action: 'review', from: ['submitted'], to: 'reviewing', by: ['staff'] },
    // the fee is set with this step; a fee of zero goes straight to production
    { action: 'request_payment', from: ['reviewing'], to: 'awaiting_payment', by: ['staff'], needs: ['fee'] },
    { action: 'approve_free', from: ['reviewing'], to: 'in_production', by: ['staff'] },
    // staff record a payment received offline (bank transfer); it writes an 'offline' payment row
    { action: 'record_payment', from: ['awaiting_payment'], to: 'in_production', by: ['staff'] },
    // the fee paid online: taken by the system when the gateway confirms the payment
    { action: 'pay', from: ['awaiting_payment'], to: 'in_production', by: ['system'] },
    { action: 'ship', from: ['in_production'], to: 'shipped', by: ['staff'], needs: ['shipment'] },
    { action: 'deliver', from: ['shipped'], to: 'delivered', by: ['staff', 'customer'] },
    { action: 'reject', from: ['submitted', 'reviewing'], to: 'rejected', by: ['staff'], needs: ['reason'], confirm: true },
    {
      action: 'cancel',
      from: ['submitted', 'reviewing', 'awaiting_payment'],
      to: 'cancelled',
      by: ['customer'],
      confirm: true,
    },
  ],
});
