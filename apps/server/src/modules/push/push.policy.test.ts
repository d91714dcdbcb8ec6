import { ownerFilterTests } from '../../test/owner-filter.ts';
import { ownSubscriptions } from './push.policy.ts';

ownerFilterTests('push subscription policy', ownSubscriptions, '"push_subscriptions"."user_id" = $1', 'counts or removes B’s');
