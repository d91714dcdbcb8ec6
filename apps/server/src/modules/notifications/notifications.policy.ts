import { eq, type Placeholder, type SQL } from 'drizzle-orm';
import { notifications } from './notifications.table.ts';

/**
 * Who may read notifications and mark them read (PRODUCT.md §3.11). Deny by default: every statement
 * over the table is filtered to the caller, so another user's notification is one that does not exist
 * (marking it read changes nothing and answers 404).
 *
 * - A user (customer or staff) reads and marks read their own notifications only.
 * - Notifications are written by the notifier for their recipients, never through HTTP.
 */
export function ownNotifications(userId: string | Placeholder): SQL {
  return eq(notifications.userId, userId);
}
