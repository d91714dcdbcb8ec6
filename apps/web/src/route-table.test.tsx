import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { ADMIN_EXTRA_SCREENS, ADMIN_SCREENS, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '@formulab/shared/routes';
import { APP_PATHS } from '@formulab/shared/app-paths';
import { adminGuard, signedInGuard } from './guard.ts';
import { routes } from './route-table.tsx';

/**
 * Which guard stands in front of every screen of the real route table. guard.test.tsx proves what
 * each guard does; this proves each screen is behind the right one, for every route of PRODUCT.md §2
 * (the browser story opens a few of each row by URL, and every admin screen through the sidebar).
 */
type Guard = 'none' | 'signed-in' | 'admin';

function guardsByPath(table: RouteObject[], prefix = '', guard: Guard = 'none', out = new Map<string, Guard>()) {
  for (const route of table) {
    const own = route.loader === adminGuard ? 'admin' : route.loader === signedInGuard ? 'signed-in' : guard;
    const path = route.path === undefined ? prefix : `${prefix.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    if (route.path !== undefined && !route.children) out.set(path, own);
    if (route.children) guardsByPath(route.children, path, own, out);
  }
  return out;
}

const table = guardsByPath(routes);

/** Every address of a route table: each leaf's full path, an index route's its parent's. */
function pathsOf(table: RouteObject[], prefix = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? prefix : `${prefix.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own = route.index ? [prefix || '/'] : route.path !== undefined && !route.children ? [path] : [];
    return [...own, ...(route.children ? pathsOf(route.children, path) : [])];
  });
}

describe('the route table', () => {
  it('puts every admin screen behind the admin guard', () => {
    const admin = [...ADMIN_SCREENS, ...ADMIN_EXTRA_SCREENS.map((s) => s.screen)];
    expect(admin.length).toBeGreaterThanOrEqual(26);
    for (const screen of admin)
      expect([`/admin/${screen}`, table.get(`/admin/${screen}`)]).toEqual([`/admin/${screen}`, 'admin']);
  });

  it('puts every sign-in route of the brief behind the signed-in guard', () => {
    expect(SIGNED_IN_ROUTES).toHaveLength(10);
    for (const route of SIGNED_IN_ROUTES) expect([route, table.get(route)]).toEqual([route, 'signed-in']);
  });

  it('leaves every public route of the brief and the staff sign-in open', () => {
    expect(PUBLIC_ROUTES).toHaveLength(21);
    for (const route of [...PUBLIC_ROUTES, '/admin/login']) expect([route, table.get(route)]).toEqual([route, 'none']);
  });

  it('guards every other signed-in screen too (prints of a recipe and a quote)', () => {
    expect(table.get('/recipes/:id/print')).toBe('signed-in');
    expect(table.get('/quotes/:id/print')).toBe('signed-in');
  });

  it('serves the addresses the server knows as the app’s, and nothing else but its not-found pages', () => {
    // the server answers any other page address with 404 (@formulab/shared/app-paths, decision 0027)
    const paths = pathsOf(routes);
    expect(paths.filter((p) => p.endsWith('*')).sort()).toEqual(['/*', '/admin/*']);
    expect(paths.filter((p) => !p.endsWith('*')).sort()).toEqual([...new Set(APP_PATHS)].sort());
  });
});
