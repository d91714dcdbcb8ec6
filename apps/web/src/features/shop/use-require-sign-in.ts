import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionQuery } from '../../lib/session.ts';

/**
 * The shop's screens are public routes in the brief, so each checks sign-in itself: a visitor goes to
 * /login?redirect=<this URL, query included> and comes back to the same step. Returns the user once known.
 * When who is signed in cannot be found out (the session call failed), the screen cannot go on either
 * way: the error goes to the route's error screen (RouteError: translated, with a reload) instead of a
 * placeholder that never ends.
 */
export function useRequireSignIn() {
  const session = useQuery({ ...sessionQuery, throwOnError: true });
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = session.isSuccess && !session.data;
  useEffect(() => {
    if (signedOut) void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [signedOut, navigate, location.pathname, location.search]);
  return { user: session.data ?? null, signedOut };
}
