import { defineMachine } from '../workflow/machine.ts';

/**
 * PRODUCT.md §3.8 — a customer's 1:1 inquiry. Staff answer it (open → answered, and again while it
 * is answered); a customer's reply reopens it from answered or closed; either side may close it.
 * No state is final: a closed inquiry opens again when its customer writes.
 */
export const INQUIRY_STATES = ['open', 'answered', 'closed'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

export const INQUIRY_ACTIONS = ['answer', 'reply', 'close'] as const;
export type InquiryAction = (typeof INQUIRY_ACTIONS)[number];

export const inquiryMachine = defineMachine<InquiryState, InquiryAction>({
  name: 'inquiry',
  states: INQUIRY_STATES,
  initial: 'open',
  final: [],
  transitions: [
    // a message from staff; a second answer (a follow-up) keeps it answered
    { action: 'answer', from: ['open', 'answered'], to: 'answered', by: ['staff'] },
    // a message from the customer: still open, or open again
    { action: 'reply', from: ['open', 'answered', 'closed'], to: 'open', by: ['customer'] },
    { action: 'close', from: ['open', 'answered'], to: 'closed', by: ['staff', 'customer'], confirm: true },
  ],
});

/**
 * PRODUCT.md §3.8 — a partnership inquiry (OEM/ODM, distribution, raw-material supply …), sent by a
 * visitor or a signed-in user. Staff review it and accept or decline it, each with a note.
 */
export const PARTNERSHIP_STATES = ['new', 'reviewing', 'accepted', 'declined'] as const;
export type PartnershipState = (typeof PARTNERSHIP_STATES)[number];

export const PARTNERSHIP_ACTIONS = ['review', 'accept', 'decline'] as const;
export type PartnershipAction = (typeof PARTNERSHIP_ACTIONS)[number];

export const partnershipMachine = defineMachine<PartnershipState, PartnershipAction>({
  name: 'partnership',
  states: PARTNERSHIP_STATES,
  initial: 'new',
  final: ['accepted', 'declined'],
  transitions: [
    { action: 'review', from: ['new'], to: 'reviewing', by: ['staff'] },
    { action: 'accept', from: ['reviewing'], to: 'accepted', by: ['staff'], confirm: true },
    { action: 'decline', from: ['new', 'reviewing'], to: 'declined', by: ['staff'], needs: ['reason'], confirm: true },
  ],
});
