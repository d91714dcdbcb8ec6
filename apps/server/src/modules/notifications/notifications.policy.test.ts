import { ownerFilterTests } from '../../test/owner-filter.ts';
import { ownNotifications } from './notifications.policy.ts';

ownerFilterTests('notification policy', ownNotifications, '"notifications"."user_id" = $1', 'reads or marks B’s');
