/**
 * The server rendering of the public pages (decision 0027): built by `vite build --ssr` into
 * dist-server/ and called by the API server (modules/seo) for a page it has metadata for. The same
 * route table and providers as the browser's (app.tsx); the data a screen reads is what its
 * `ssrQueries` name, asked of the API in the same process (`fetch`), as an anonymous visitor.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, hashKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app.tsx';
import { ServedDrawer } from './components/served-drawer.ts';
import { isUuid } from './lib/not-found.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import i18n from './i18n/index.ts';
import { routes, screens } from './route-table.tsx';
import { PUBLIC_SCREENS } from './screens.ts';
import { currentPoliciesQuery } from './lib/policies.ts';
import { sessionQuery } from './lib/session.ts';

export type Rendered = {
  /** the markup of `<div id="root">` */
  html: string;
  /** the answers the page was drawn with, as the browser's query cache takes them: [key, data, { updatedAt }] */
  queries: [readonly unknown[], unknown, { updatedAt: number }][];
  /** the modules whose code and CSS the page needs besides the entry's (for the build's manifest) */
  modules: string[];
  /** the markup of the record the page opens in its drawer (`?id=`), drawn beside the root: `#ssr-detail` */
  detail?: string;
};

/** A record a list page opens in a drawer: what it reads, the drawer, and the drawer's module. */
type DrawnDetail = { read: (client: QueryClient) => Promise<void>; drawer: ReactNode; module: string };

/**
 * The list pages that open a record in a drawer (`?id=`), by their screen's file: the server draws the
 * record's drawer as the browser opens it, so that a visitor sees it and a crawler reads it before
 * any script (the drawer's own module is loaded only here, never with the page's first load).
 */
const DRAWERS: Record<string, (id: string) => Promise<DrawnDetail>> = {
  'public/ingredients': async (id) => {
    const module = 'src/features/catalogue/components/ingredient-drawer.tsx';
    const [{ IngredientDrawer }, { ingredientQuery }] = await Promise.all([
      import('./features/catalogue/components/ingredient-drawer.tsx'),
      import('./features/catalogue/api.ts'),
    ]);
    return { read: (c) => c.prefetchQuery(ingredientQuery(id)), drawer: <IngredientDrawer id={id} onClose={() => {}} />, module };
  },
  'public/public-recipes': async (id) => {
    const module = 'src/features/recipes/components/public-recipe-drawer.tsx';
    const [{ PublicRecipeDrawer }, { publicRecipeQuery }] = await Promise.all([
      import('./features/recipes/components/public-recipe-drawer.tsx'),
      import('./features/recipes/public-api.ts'),
    ]);
    return {
      read: (c) => c.prefetchQuery(publicRecipeQuery(id)),
      drawer: <PublicRecipeDrawer id={id} onClose={() => {}} />,
      module,
    };
  },
};

const handler = createStaticHandler(routes);

/**
 * The drawn drawer's dialog named by its title: Mantine names it (`aria-labelledby`) only once its title
 * has mounted, in an effect, which the server's drawing never runs — a screen reader would announce an
 * unnamed dialog until the app took over.
 */
export function namedDialog(html: string): string {
  const title = /class="[^"]*mantine-Drawer-title[^"]*"[^>]* id="([^"]+)"/.exec(html)?.[1];
  return title ? html.replace(/role="dialog"/, `role="dialog" aria-labelledby="${title}"`) : html;
}

/**
 * The API in the same process, for the screens' own query functions: `api()` calls `fetch` with a
 * path (`/api/…`), which Node's fetch cannot take; such a call is answered by `apiFetch`, and every
 * other (an absolute URL: the payment gateway, storage) goes on to Node's fetch as before. So the
 * browser's `api()` needs no hook of its own (every byte of its first load counts).
 */
let apiFetch: (path: string, init: RequestInit) => Promise<Response>;
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  typeof input === 'string' && input.startsWith('/') ? apiFetch(input, init ?? {}) : nodeFetch(input, init);

/** Both languages' core strings, loaded once (a screen's groups are added to both as it loads). */
let languages: Promise<unknown> | null = null;

/**
 * Renders `url` (absolute) in `lang`; null when the page is not one to render on the server (a
 * redirect, an error, a screen that names no `ssrQueries`, a read that failed), so the caller sends
 * the shell instead.
 */
export async function render(opts: {
  url: string;
  lang: 'ko' | 'en';
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}): Promise<Rendered | null> {
  apiFetch = opts.fetch;
  languages ??= i18n.changeLanguage('en').then(() => i18n.changeLanguage('ko'));
  await languages;
  const context = await handler.query(new Request(opts.url));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const match = context.matches.at(-1);
  const file = PUBLIC_SCREENS.find((s) => s.path === match?.route.path)?.file;
  // the screen's module (loaded already by the route's lazy): does it say what it reads?
  const screen = file ? await screens[`./routes/${file}.tsx`]?.() : undefined;
  if (!screen?.ssrQueries) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const search = new URL(opts.url).searchParams;
  // what every page's frame reads besides its screen, as the browser has it at its first render: the
  // session (the page is an anonymous visitor's: the header's sign-in links, the landing page's "already
  // have an account?") and the policies in force (the footer's links with their versions)
  queryClient.setQueryData(sessionQuery.queryKey, null);
  const policies = queryClient.prefetchQuery(currentPoliciesQuery);
  const queries = await screen.ssrQueries({
    params: context.matches.at(-1)!.params,
    search,
    ask: (q) => queryClient.fetchQuery(q),
  });
  const id = search.get('id');
  const detail = isUuid(id) ? await DRAWERS[file!]?.(id) : undefined;
  await Promise.all([
    policies,
    detail?.read(queryClient),
    ...queries.map((q) =>
      q.getNextPageParam ? queryClient.prefetchInfiniteQuery(q as never) : queryClient.prefetchQuery(q as never),
    ),
  ]);
  // a read that failed (the record gone since its metadata was read, the API in trouble) would be drawn
  // as the screen's error, which the browser, asking again, does not draw at its first render: the shell
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  )
    return null;
  // the language is global to this process: set (synchronously, its strings are loaded) right
  // before the synchronous render, so that no other request's render comes in between
  void i18n.changeLanguage(opts.lang);
  if (i18n.language !== opts.lang) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <App queryClient={queryClient}>
      {/* no hydration script: the browser router needs no loader data on these pages (CSP: no inline scripts) */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  // the record's drawer, in a tree of its own (it is not hydrated: the live drawer replaces it as it
  // opens), drawn in place and closed by a link to the list
  const url = new URL(opts.url);
  const list = new URL(url);
  list.searchParams.delete('id');
  const drawn =
    detail &&
    namedDialog(
      renderToString(
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          withCssVariables={false}
          withGlobalClasses={false}
        >
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={url.pathname + url.search}>
              <ServedDrawer.Provider value={{ closeHref: list.pathname + list.search }}>{detail.drawer}</ServedDrawer.Provider>
            </StaticRouter>
          </QueryClientProvider>
        </MantineProvider>,
      ),
    );
  // dated when they were read (decision 0027, amended 2026-12-01): the browser takes them as fresh for the
  // screens' staleTime like any answer it asked for, and does not ask again right after hydration. The page
  // cache forgets a page as soon as a record it shows changes, so a page is as current as its date says;
  // one from the browser's cache is as old as its date says too. The session alone is dated 0, so asked
  // again: a page from the browser's cache may be the anonymous one of a visitor who has signed in since.
  const answers = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q): Rendered['queries'][number] => [
      q.queryKey,
      q.state.data,
      { updatedAt: q.queryHash === hashKey(sessionQuery.queryKey) ? 0 : q.state.dataUpdatedAt },
    ]);
  const modules = ['src/layouts/customer-layout.tsx', `src/routes/${file}.tsx`];
  return drawn
    ? { html, queries: answers, modules: [...modules, detail.module], detail: drawn }
    : { html, queries: answers, modules };
}
