import { queryOptions } from '@tanstack/react-query';
import { currentPoliciesSchema, type Policy, type PolicyKind } from '@formulab/shared/policies/policies.schema';
import { api } from './api.ts';

/** The terms, privacy and refund policy in force (the footer, sign-up, the policy pages and gate). */
export const currentPoliciesQuery = queryOptions({
  queryKey: ['policies', 'current'],
  queryFn: () => api('/api/policies/current', { schema: import.meta.env.PROD ? undefined : currentPoliciesSchema }),
  staleTime: 5 * 60_000,
});

export function pick(list: Policy[] | undefined, kind: PolicyKind): Policy | undefined {
  return list?.find((p) => p.kind === kind);
}
