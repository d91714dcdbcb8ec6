import { eq, type SQL } from 'drizzle-orm';
import { pushSubscriptions } from './push.table.ts';

/**
 * Who may read and remove web-push subscriptions (decision 0008). Deny by default: every statement a
 * request makes over the table is filtered to the caller, so another user's subscription is one that
 * does not exist (the status does not count it, removing it changes nothing).
 *
 * - A signed-in user (customer or staff) counts and removes their own subscriptions only.
 * - Saving an endpoint that another user subscribed moves it to the caller: the browser belongs to
 *   whoever signed in and turned push on last (`saveSubscription`).
 * - The sender reaches the subscriptions of the users a notification is for; no request reads them.
 */
export function ownSubscriptions(userId: string): SQL {
  return eq(pushSubscriptions.userId, userId);
}
