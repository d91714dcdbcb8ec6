import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { adminGuard, alwaysRevalidate, rootGuard, signedInGuard } from './guard.ts';
import { queryClient } from './lib/session.ts';
import { adminMe, customerMe } from './test/network.ts';

/**
 * The navigation guard (PRODUCT.md §2) on a route table shaped like route-table.tsx's, screens left out:
 * each story navigates and reads where the router ended up.
 */
const screen = (path: string): RouteObject => ({ path, element: null });
const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, loader: rootGuard, shouldRevalidate: alwaysRevalidate },
      screen('admin/login'),
      {
        path: 'admin',
        loader: adminGuard,
        shouldRevalidate: alwaysRevalidate,
        children: [screen('users'), screen('recipe-list')],
      },
      screen('intro'),
      screen('dashboard'),
      screen('login'),
      screen('ingredients'),
      {
        loader: signedInGuard,
        shouldRevalidate: alwaysRevalidate,
        children: [screen('recipes'), screen('recipes/:id'), screen('account-settings')],
      },
    ],
  },
];

type Who = 'visitor' | 'customer' | 'admin';

/** The API as the guard sees it: the session for `who`, and `/api/me` (or its failure). */
function serve(who: Who, { meFails = false } = {}) {
  const me = who === 'admin' ? adminMe : customerMe;
  const user = { id: me.id, email: me.email, name: me.name, role: me.role, emailVerified: true };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/auth/get-session')
        return Response.json(who === 'visitor' ? null : { user, session: { id: 's', expiresAt: '2099-01-01' } });
      if (path === '/api/me')
        return meFails ? Response.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }) : Response.json(me);
      return Response.json({ code: 'NOT_FOUND', message: 'no' }, { status: 404 });
    }),
  );
}

/** Waits (through the session's one retry after a failure) until the router has settled. */
async function settled(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), {
    timeout: 5_000,
  });
}

/** Where a fresh page load of `url` lands. */
async function open(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await settled(router);
  const { pathname, search } = router.state.location;
  router.dispose();
  return pathname + search;
}

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the navigation guard', () => {
  it('sends a visitor opening / to /intro', async () => {
    serve('visitor');
    expect(await open('/')).toBe('/intro');
  });

  it('sends a signed-in user opening / to /dashboard', async () => {
    serve('customer');
    expect(await open('/')).toBe('/dashboard');
  });

  it('sends a visitor opening a sign-in route to /login with the way back', async () => {
    serve('visitor');
    expect(await open('/recipes/r1?tab=cost')).toBe(`/login?redirect=${encodeURIComponent('/recipes/r1?tab=cost')}`);
  });

  it('lets a signed-in user open a sign-in route', async () => {
    serve('customer');
    expect(await open('/account-settings')).toBe('/account-settings');
  });

  it('treats a failed session lookup as a visitor', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(await open('/recipes')).toBe('/login?redirect=%2Frecipes');
  });

  it('offline, where nobody can be asked, opens a sign-in route with what the browser kept', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(await open('/recipes/r1')).toBe('/recipes/r1');
    } finally {
      onLine.mockRestore();
    }
  });

  it('sends a visitor opening an admin screen to /login with the way back', async () => {
    serve('visitor');
    expect(await open('/admin/users')).toBe('/login?redirect=%2Fadmin%2Fusers');
  });

  it('leaves /admin/login open to visitors', async () => {
    serve('visitor');
    expect(await open('/admin/login')).toBe('/admin/login');
  });

  it('sends a signed-in customer opening an admin screen to /dashboard', async () => {
    serve('customer');
    expect(await open('/admin/recipe-list')).toBe('/dashboard');
  });

  it('lets an admin open an admin screen', async () => {
    serve('admin');
    expect(await open('/admin/recipe-list?q=toner')).toBe('/admin/recipe-list?q=toner');
  });

  it('sends an admin to /dashboard and logs "permission check error" when the lookup fails', async () => {
    serve('admin', { meFails: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await open('/admin/users')).toBe('/dashboard');
    expect(logged).toHaveBeenCalledWith('permission check error', expect.anything());
  });

  it('asks again on every navigation: a role taken away meanwhile is noticed', async () => {
    serve('admin');
    const router = createMemoryRouter(routes, { initialEntries: ['/admin/users'] });
    await settled(router);
    expect(router.state.location.pathname).toBe('/admin/users');
    serve('customer');
    await router.navigate('/admin/recipe-list');
    expect(router.state.location.pathname).toBe('/dashboard');
    router.dispose();
  });

  it('lets anyone open a public route', async () => {
    serve('visitor');
    expect(await open('/ingredients?q=water')).toBe('/ingredients?q=water');
  });
});
