import { queryOptions } from '@tanstack/react-query';
import {
  policyAcceptSchema,
  policySchema,
  policyVersionListSchema,
  type PolicyAccept,
  type PolicyKind,
} from '@formulab/shared/policies/policies.schema';
import { api } from '../../lib/api.ts';

// the policies in force are read by the footer too (lib/ is what components may use)
export { currentPoliciesQuery, pick } from '../../lib/policies.ts';

/** Every version of a policy, newest first, each past / current / scheduled. */
export const policyVersionsQuery = (kind: PolicyKind) =>
  queryOptions({
    queryKey: ['policies', 'versions', kind],
    queryFn: () => api(`/api/policies/${kind}`, { schema: import.meta.env.PROD ? undefined : policyVersionListSchema }),
    staleTime: 5 * 60_000,
  });

export const policyVersionQuery = (kind: PolicyKind, version: number) =>
  queryOptions({
    queryKey: ['policies', 'version', kind, version],
    queryFn: () => api(`/api/policies/${kind}/${version}`, { schema: import.meta.env.PROD ? undefined : policySchema }),
    staleTime: 5 * 60_000,
  });

/** The signed-in user accepts the terms and privacy policy versions they were shown. */
export const acceptPolicies = (body: PolicyAccept) =>
  api('/api/policies/accept', { schema: import.meta.env.PROD ? undefined : policyAcceptSchema, body });
