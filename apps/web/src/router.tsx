import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { ADMIN_SCREENS } from '@formulab/shared/routes';
import { adminGuard, alwaysRevalidate, rootGuard, signedInGuard } from './guard.ts';
import { RouteError } from './components/route-error.tsx';
import { PageLoader } from './components/page-loader.tsx';

/** One lazily loaded chunk per screen: Vite splits every file this glob matches. */
const screens = import.meta.glob<{ Component: React.ComponentType }>('./routes/**/*.tsx');

function screen(file: string): Pick<RouteObject, 'lazy'> {
  const load = screens[`./routes/${file}.tsx`];
  if (!load) throw new Error(`missing screen module routes/${file}.tsx`);
  return { lazy: async () => ({ Component: (await load()).Component }) };
}

const publicScreens: [string, string][] = [
  ['login', 'public/login'],
  ['signup', 'public/signup'],
  ['intro', 'public/intro'],
  ['company', 'public/company'],
  ['guide', 'public/guide'],
  ['notice', 'public/notice'],
  ['IR', 'public/ir'],
  ['dashboard', 'public/dashboard'],
  ['publicRecipes', 'public/public-recipes'],
  ['ingredients', 'public/ingredients'],
  ['submaterials', 'public/submaterials'],
  ['submaterial/:id', 'public/submaterial-detail'],
  ['board', 'public/board'],
  ['board/:id', 'public/board-detail'],
  ['product', 'public/product'],
  ['product/:id', 'public/product-detail'],
  ['purchase/:id', 'public/purchase'],
  ['purchase-complete', 'public/purchase-complete'],
  ['purchase-history', 'public/purchase-history'],
  ['payment', 'public/payment'],
  ['sampleOrder/:id', 'public/sample-order'],
  ['forgot-password', 'account/forgot-password'],
  ['reset-password', 'account/reset-password'],
  ['policies/:kind', 'public/policy'],
];

const signedInScreens: [string, string][] = [
  ['sample-requests', 'customer/sample-requests'],
  ['new-sample', 'customer/new-sample'],
  ['partnership', 'customer/partnership'],
  ['recipes', 'customer/recipes'],
  ['recipes/:id', 'customer/recipes'],
  ['recipes/:id/print', 'customer/recipe-print'],
  ['new-recipes', 'customer/new-recipes'],
  ['quotes', 'customer/quotes'],
  ['orders', 'customer/orders'],
  ['account-settings', 'customer/account-settings'],
  ['support', 'customer/support'],
];

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, loader: rootGuard, shouldRevalidate: alwaysRevalidate },
      { path: 'admin/login', ...screen('admin/login') },
      {
        path: 'admin',
        loader: adminGuard,
        shouldRevalidate: alwaysRevalidate,
        lazy: async () => ({ Component: (await import('./layouts/admin-layout.tsx')).AdminLayout }),
        children: [
          { index: true, loader: () => redirect('/admin/admin-dashboard') },
          ...ADMIN_SCREENS.map((name) => ({ path: name, ...screen(`admin/${name}`) })),
          // a better name for the brief's backend console; the brief's path stays the screen
          { path: 'system', loader: () => redirect('/admin/admin-firebse') },
          { path: '*', ...screen('not-found') },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/customer-layout.tsx')).CustomerLayout }),
        children: [
          ...publicScreens.map(([path, file]) => ({ path, ...screen(file) })),
          {
            loader: signedInGuard,
            shouldRevalidate: alwaysRevalidate,
            children: signedInScreens.map(([path, file]) => ({ path, ...screen(file) })),
          },
          { path: '*', ...screen('not-found') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
