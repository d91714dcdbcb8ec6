import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';

/**
 * The shop's screens are public routes in the brief, so each checks sign-in itself: a visitor goes to
 * /login?redirect=<this URL, query included> and comes back to the same step. Returns the user once known.
 */
export function useRequireSignIn() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = session.isSuccess && !session.data;
  useEffect(() => {
    if (signedOut) void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [signedOut, navigate, location.pathname, location.search]);
  return { user: session.data ?? null, signedOut };
}
