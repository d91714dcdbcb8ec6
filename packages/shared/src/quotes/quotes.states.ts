import { defineMachine } from '../workflow/machine.ts';

/** PRODUCT.md §3.5 — a quote from request to production order. */
export const QUOTE_STATES = [
  'requested',
  'quoted',
  'accepted',
  'ordered',
  'rejected',
  'expired',
  'declined',
  'cancelled',
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export const QUOTE_ACTIONS = ['quote', 'accept', 'order', 'reject', 'expire', 'decline', 'cancel'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

export const quoteMachine = defineMachine<QuoteState, QuoteAction>({
  name: 'quote',
  states: QUOTE_STATES,
  initial: 'requested',
  final: ['ordered', 'rejected', 'expired', 'declined', 'cancelled'],
  transitions: [
    // staff answer (or revise: a new revision, the old ones kept) while requested or quoted
    { action: 'quote', from: ['requested', 'quoted'], to: 'quoted', by: ['staff'], needs: ['quoteLines'] },
    // accepting creates the production order in the same transaction (accept, then the system's order step)
    { action: 'accept', from: ['quoted'], to: 'accepted', by: ['customer'], confirm: true },
    { action: 'order', from: ['accepted'], to: 'ordered', by: ['system'] },
    { action: 'reject', from: ['quoted'], to: 'rejected', by: ['customer'], confirm: true },
    // the scheduled job, once the validity date has passed
    { action: 'expire', from: ['quoted'], to: 'expired', by: ['system'] },
    { action: 'decline', from: ['requested'], to: 'declined', by: ['staff'], needs: ['reason'], confirm: true },
    { action: 'cancel', from: ['requested'], to: 'cancelled', by: ['customer'], confirm: true },
  ],
});
