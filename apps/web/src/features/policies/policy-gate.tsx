import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { Policy } from '@formulab/shared/policies/policies.schema';
import { useMe, useSession } from '../../lib/session.ts';
import { currentPoliciesQuery } from './api.ts';

// the dialog (and the policy text it shows) is downloaded only by someone who has something to accept
const PolicyAcceptDialog = lazy(() => import('./policy-accept-dialog.tsx'));

/** The terms and privacy policy versions in force that are newer than those `accepted`. */
export function outdatedPolicies(
  accepted: { termsVersion: number | null; privacyVersion: number | null },
  current: Policy[],
): Policy[] {
  return current.filter(
    (p) =>
      (p.kind === 'terms' && (accepted.termsVersion ?? 0) < p.version) ||
      (p.kind === 'privacy' && (accepted.privacyVersion ?? 0) < p.version),
  );
}

/**
 * On every customer screen: when the signed-in user accepted older terms or an older privacy policy
 * than those now in force, a dialog that cannot be dismissed asks them to accept the new versions
 * (or sign out) before they go on. Visitors and up-to-date users get nothing, not even a request
 * beyond the session they already have.
 */
export function PolicyGate() {
  const session = useSession();
  const signedIn = !!session.data;
  const me = useMe(signedIn);
  const current = useQuery({ ...currentPoliciesQuery, enabled: signedIn });
  if (!signedIn || !me.data || !current.data) return null;
  const outdated = outdatedPolicies(me.data, current.data.items);
  if (!outdated.length) return null;
  return (
    <Suspense fallback={null}>
      <PolicyAcceptDialog outdated={outdated} current={current.data.items} />
    </Suspense>
  );
}
