import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { Me } from '@formulab/shared/auth/auth.schema';
import { meQuery, queryClient, sessionQuery } from './lib/session.ts';

/**
 * The navigation guard of the brief (PRODUCT.md §2). It only decides where to navigate; the API
 * refuses the same things on its own.
 */
async function signedIn(): Promise<boolean> {
  try {
    return (await queryClient.fetchQuery(sessionQuery)) !== null;
  } catch {
    // offline nobody can be asked: the page opens with what this browser kept (the API decides anyway)
    return navigator.onLine === false;
  }
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** `/`: visitors to the intro, signed-in users to their dashboard. */
export async function rootGuard() {
  return redirect((await signedIn()) ? '/dashboard' : '/intro');
}

/** Sign-in routes: visitors go to /login?redirect=<where they were going>. */
export async function signedInGuard({ request }: LoaderFunctionArgs) {
  if (!(await signedIn())) throw loginRedirect(request);
  return null;
}

/**
 * `/admin/*` (not /admin/login): visitors to /login; otherwise read the user's record by id and
 * continue only for role `admin`; a failed lookup logs "permission check error" and goes to /dashboard.
 */
export async function adminGuard({ request }: LoaderFunctionArgs) {
  if (!(await signedIn())) throw loginRedirect(request);
  let me: Me;
  try {
    me = await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
  } catch (err) {
    console.error('permission check error', err);
    throw redirect('/dashboard');
  }
  if (me.role !== 'admin') throw redirect('/dashboard');
  return null;
}

/** Guards re-run on every navigation, not only when their route first matches. */
export const alwaysRevalidate = () => true;
