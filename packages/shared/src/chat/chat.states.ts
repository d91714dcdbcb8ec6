import { defineMachine } from '../workflow/machine.ts';

/**
 * A chat conversation (PRODUCT.md §3.8): staff close it when the matter is settled and reopen it;
 * a new message from either side reopens it (the `message` transition from `closed`), so a customer
 * is never told their question cannot be sent.
 */
export const chatMachine = defineMachine({
  name: 'chat',
  states: ['open', 'closed'],
  initial: 'open',
  final: [],
  transitions: [
    { action: 'close', from: ['open'], to: 'closed', by: ['staff'] },
    { action: 'reopen', from: ['closed'], to: 'open', by: ['staff'] },
    { action: 'message', from: ['closed'], to: 'open', by: ['customer', 'staff'] },
  ],
});
export type ChatState = (typeof chatMachine.states)[number];
export type ChatAction = (typeof chatMachine.transitions)[number]['action'];
