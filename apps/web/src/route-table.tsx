import { redirect, type RouteObject } from 'react-router';
import { ADMIN_EXTRA_SCREENS, ADMIN_SCREENS } from '@formulab/shared/routes';
import { adminGuard, alwaysRevalidate, rootGuard, signedInGuard } from './guard.ts';
import { RouteError } from './components/route-error.tsx';
import { loadStringGroups } from './i18n/index.ts';
import { ADMIN_LOGIN_SCREEN, NOT_FOUND_SCREEN, PUBLIC_SCREENS, SIGNED_IN_SCREENS, type Screen } from './screens.ts';

/**
 * A screen's module: its component and, for a screen the server renders (decision 0027), the queries
 * its first render reads, made with the screen's own query option factories. A query that depends on
 * another's answer (IR: the list of the newest year) reads that answer with `ask`, which keeps it too.
 */
export type ScreenModule = {
  Component: React.ComponentType;
  ssrQueries?: (match: {
    params: Record<string, string | undefined>;
    search: URLSearchParams;
    ask: <T>(query: { queryKey: readonly unknown[]; queryFn?: (...args: any[]) => T | Promise<T> }) => Promise<T>;
  }) => SsrQuery[] | Promise<SsrQuery[]>;
};

/** A query of `ssrQueries`: the options of a `useQuery` or a `useInfiniteQuery`. */
export type SsrQuery = { queryKey: readonly unknown[]; queryFn?: any; initialPageParam?: unknown; getNextPageParam?: any };

/** One lazily loaded chunk per screen: Vite splits every file this glob matches (staff screens: admin-screens.ts). */
export const screens = {
  ...import.meta.glob<ScreenModule>(['./routes/**/*.tsx', '!./routes/admin/**', '!./routes/**/*.test.tsx']),
  ...import.meta.glob<ScreenModule>('./routes/admin/login.tsx'),
};

/** A screen's route: its module and its groups of strings, loaded side by side. */
function screen({ file, strings = [] }: Pick<Screen, 'file' | 'strings'>): Pick<RouteObject, 'lazy'> {
  const load = screens[`./routes/${file}.tsx`];
  if (!load) throw new Error(`missing screen module routes/${file}.tsx`);
  return { lazy: async () => ({ Component: (await Promise.all([load(), loadStringGroups(strings)]))[0].Component }) };
}

/** A staff screen's route: its module, found in the staff screens' own chunk. */
function adminScreen(name: string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const load = (await import('./admin-screens.ts')).adminScreens[`./routes/admin/${name}.tsx`];
      if (!load) throw new Error(`missing screen module routes/admin/${name}.tsx`);
      return { Component: (await load()).Component };
    },
  };
}

/**
 * The route table: every screen under the guard of its row of PRODUCT.md §2, built from the shared
 * lists (route-table.test.tsx walks it). router.tsx makes the browser's router of it.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    children: [
      { index: true, loader: rootGuard, shouldRevalidate: alwaysRevalidate },
      { path: ADMIN_LOGIN_SCREEN.path, ...screen(ADMIN_LOGIN_SCREEN) },
      {
        path: 'admin',
        loader: adminGuard,
        shouldRevalidate: alwaysRevalidate,
        lazy: async () => ({ Component: (await import('./layouts/admin-layout.tsx')).AdminLayout }),
        children: [
          { index: true, loader: () => redirect('/admin/admin-dashboard') },
          ...ADMIN_SCREENS.map((name) => ({ path: name, ...adminScreen(name) })),
          ...ADMIN_EXTRA_SCREENS.map(({ screen: name }) => ({ path: name, ...adminScreen(name) })),
          // a better name for the brief's backend console; the brief's path stays the screen
          { path: 'system', loader: () => redirect('/admin/admin-firebse') },
          { path: NOT_FOUND_SCREEN.path, ...screen(NOT_FOUND_SCREEN) },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/customer-layout.tsx')).CustomerLayout }),
        children: [
          ...PUBLIC_SCREENS.map((s) => ({ path: s.path, ...screen(s) })),
          {
            loader: signedInGuard,
            shouldRevalidate: alwaysRevalidate,
            children: SIGNED_IN_SCREENS.map((s) => ({ path: s.path, ...screen(s) })),
          },
          { path: NOT_FOUND_SCREEN.path, ...screen(NOT_FOUND_SCREEN) },
        ],
      },
    ],
  },
];
