/**
 * Rendering for the `web-dom` tests: Mantine with the app's theme, a fresh TanStack Query client and
 * a memory data router (so hooks that read the URL or block navigation work as in the app).
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../theme.ts';

export type RenderOptions = {
  /** the URL the test starts at */
  url?: string;
  /** the route path the element is mounted at (params such as `:id` work) */
  path?: string;
  /** more routes beside it (somewhere to navigate to) */
  routes?: RouteObject[];
  /** what the route shows when the element throws (the app's is RouteError) */
  errorElement?: ReactNode;
};

/** A QueryClient that neither retries nor refetches on its own, so a test sees each answer once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** The providers of main.tsx around `children`. */
export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    // env="test": no transitions and no portals, so what opens is there at once; with reduced motion
    // respected (setup.ts: the test window prefers it) no transition even starts a timer — one that
    // fired after its test's window was gone failed a whole run ("window is not defined")
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders `ui` at `url` inside the app's providers; returns Testing Library's queries, a user, the router. */
export function renderUi(ui: ReactNode, { url = '/', path = '*', routes = [], errorElement }: RenderOptions = {}) {
  const client = testQueryClient();
  const router = createMemoryRouter([{ path, element: ui, errorElement }, ...routes], { initialEntries: [url] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, user, router, client };
}

/**
 * Runs `hook` in a component at `url`; `result.current` is its latest return value (after each
 * render). Like Testing Library's renderHook, with the app's providers and a data router.
 */
export function renderHookAt<R>(hook: () => R, options: RenderOptions = {}) {
  const result = { current: undefined as R };
  function Probe() {
    const value = hook();
    // a test probe: each render's value goes out to the test
    result.current = value;
    return null;
  }
  return { result, ...renderUi(<Probe />, options) };
}

/** The router's current URL as path + query, e.g. `/ingredients?q=water`. */
export function urlOf(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search;
}

/**
 * The test window's width for the rest of the test (1024 px otherwise): media queries (a table's columns,
 * `usePhone`) answer for it. Mantine's `hiddenFrom` / `visibleFrom` are CSS, which the test window does
 * not apply: both of such a pair are in the document.
 */
export function atWindowWidth(px: number) {
  const was = window.innerWidth;
  window.innerWidth = px;
  onTestFinished(() => {
    window.innerWidth = was;
  });
}
