import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './global.css';
import './lib/zod-jitless.ts';
import { i18nReady } from './i18n/index.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app.tsx';
import { queryClient } from './lib/session.ts';
import { router } from './router.tsx';
import { registerServiceWorker } from './sw-register.ts';
import { startPush } from './push/push.ts';
import { trackPageViews } from './lib/analytics.ts';

// The first render waits for the active language's strings (no raw keys flash) and for the router to
// have loaded the page's code and run the guard: it draws the page itself (the boot shell of
// index.html shows until then), so the router needs no fallback of its own.
await Promise.all([i18nReady, routerReady()]);

// A server-rendered page (decision 0027: `<div id="root" data-ssr="<its language>">`) in the visitor's language brings the answers it was rendered
// with as JSON (never executed): they go into the query cache, so the first render draws what the
// server drew, and the page is hydrated. One in another language (the visitor chose theirs in this
// browser) is drawn anew, as a page the server did not render.
const rootElement = document.getElementById('root')!;
// (<html lang> is the language shown by now: i18nReady set it)
// (and the server draws an anonymous visitor's page: a signed-in visitor's is drawn anew)
const state =
  rootElement.dataset.ssr === document.documentElement.lang &&
  !queryClient.getQueryData(['session']) &&
  document.getElementById('ssr-state');
if (state)
  // each [key, data, { updatedAt }]: setQueryData's own arguments
  for (const query of JSON.parse(state.textContent) as Parameters<typeof queryClient.setQueryData>[])
    queryClient.setQueryData(...query);

/** Resolves once the router has settled on its first page (its code and strings loaded, the guard run). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

try {
  const app = (
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  );
  // In a transition, React renders the first page in slices of a few milliseconds, yielding to the
  // browser between them, instead of one task of hundreds (Lighthouse's Total Blocking Time on a phone).
  // Safe only because the router has settled first: RouterProvider subscribes to it after the commit,
  // and a change it made while the slices ran would be missed (the page stayed on its first state).
  // A server-rendered page is hydrated instead (React takes over the markup it finds), in slices too.
  startTransition(() => void (state ? hydrateRoot(rootElement, app) : createRoot(rootElement).render(app)));
} catch (err) {
  // brief §8: a start-up error is logged
  console.error('start-up error', err);
}

registerServiceWorker();
startPush();
trackPageViews(router);
