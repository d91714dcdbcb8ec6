import { ownerFilterTests } from '../../test/owner-filter.ts';
import { ownAccount } from './users.policy.ts';

// /api/me's statements, and the acceptance of the current policies
ownerFilterTests('account policy', ownAccount, '"users"."id" = $1', 'reads or changes B’s account');
