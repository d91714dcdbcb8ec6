import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './global.css';
import './lib/zod-jitless.ts';
import i18n, { hydration, i18nReady, preferredLanguage } from './i18n/index.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app.tsx';
import { queryClient } from './lib/session.ts';
import { router } from './router.tsx';
import { registerServiceWorker } from './sw-register.ts';
import { startPush } from './push/push.ts';
import { trackPageViews } from './lib/analytics.ts';

// A server-rendered page (decision 0021) brings the answers it was rendered with as JSON (never
// executed): they go into the query cache first, so the first render draws what the server drew.
const rootElement = document.getElementById('root')!;
const served = hydration.active && document.getElementById('ssr-state');
if (served)
  for (const [key, data, updatedAt] of JSON.parse(served.textContent!) as [string[], unknown, number][])
    queryClient.setQueryData(key, data, { updatedAt });

// The first render waits for the active language's strings (no raw keys flash) and for the router to
// have loaded the page's code and run the guard: it draws the page itself (the boot shell of
// index.html shows until then), so the router needs no fallback of its own.
await Promise.all([i18nReady, routerReady()]);

/** Resolves once the router has settled on its first page (its code and strings loaded, the guard run). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
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
  if (served) {
    // the server's page becomes the app; in the server's language, then the visitor's own if it differs
    hydrateRoot(rootElement, app);
    void i18n.changeLanguage(preferredLanguage);
  } else {
    const root = createRoot(rootElement);
    // In a transition, React renders the first page in slices of a few milliseconds, yielding to the
    // browser between them, instead of one task of hundreds (Lighthouse's Total Blocking Time on a phone).
    // Safe only because the router has settled first: RouterProvider subscribes to it after the commit,
    // and a change it made while the slices ran would be missed (the page stayed on its first state).
    startTransition(() => root.render(app));
  }
} catch (err) {
  // brief §8: a start-up error is logged
  console.error('start-up error', err);
}

registerServiceWorker();
startPush();
trackPageViews(router);
