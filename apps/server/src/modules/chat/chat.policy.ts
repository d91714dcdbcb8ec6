import { eq, type SQL } from 'drizzle-orm';
import { chatConversations } from './chat.table.ts';

/**
 * Who may read and write chat conversations (PRODUCT.md §3.9, decision 0009). Deny by default;
 * callers turn a false into 404, so a conversation that is not the caller's is indistinguishable from
 * one that does not exist.
 *
 * - A customer has one conversation, their own: the customer routes never take a conversation id,
 *   they address it by the signed-in customer (`{ customerId }`), so no other one can be named.
 * - Staff read and answer every conversation, close and reopen them, through /api/admin only, naming
 *   it by id (`{ conversationId }`; an unknown id is a 404).
 * - The event stream shows a chat event to staff and to the conversation's customer only; a
 *   reconnecting customer's replay holds their own conversation's messages only.
 * - An attachment is the sender's own unattached upload (files.service.ts `claimFiles`); downloading
 *   it follows files.policy.ts (the conversation's customer, and staff).
 */

/** How a route names the conversation: the customer's own, or (staff) one by id. */
export type ChatTarget = { customerId: string } | { conversationId: string };

/** Who is looking (the event stream's viewer). */
export type ChatViewer = { userId: string; staff: boolean };

/** Whether the viewer may see a conversation (its messages, read marks, typing, state). */
export function maySeeConversation(conv: { customerId: string }, viewer: ChatViewer): boolean {
  return viewer.staff || (viewer.userId !== '' && conv.customerId === viewer.userId);
}

/** The filter that finds the target's conversation: a customer's own, or staff's by id. */
export function conversationFilter(target: ChatTarget): SQL {
  return 'customerId' in target
    ? eq(chatConversations.customerId, target.customerId)
    : eq(chatConversations.id, target.conversationId);
}

/** Messages a reconnecting stream may replay: every one for staff (null), one customer's otherwise. */
export function replayFilter(customerId: string | null): SQL | undefined {
  return customerId === null ? undefined : eq(chatConversations.customerId, customerId);
}
