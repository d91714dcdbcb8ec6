import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './global.css';
import './lib/zod-jitless.ts';
import { i18nReady } from './i18n/index.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { theme, cssVariablesResolver, NOTIFICATION_AUTOCLOSE_MS } from './theme.ts';
import { NotificationsHost } from './components/notifications-host.tsx';
import { queryClient } from './lib/session.ts';
import { router } from './router.tsx';
import { registerServiceWorker } from './sw-register.ts';
import { startPush } from './push/push.ts';
import { trackPageViews } from './lib/analytics.ts';

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
  const root = createRoot(document.getElementById('root')!);
  // In a transition, React renders the first page in slices of a few milliseconds, yielding to the
  // browser between them, instead of one task of hundreds (Lighthouse's Total Blocking Time on a phone).
  // Safe only because the router has settled first: RouterProvider subscribes to it after the commit,
  // and a change it made while the slices ran would be missed (the page stayed on its first state).
  startTransition(() =>
    root.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <NotificationsHost autoClose={NOTIFICATION_AUTOCLOSE_MS} />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
} catch (err) {
  // brief §8: a start-up error is logged
  console.error('start-up error', err);
}

registerServiceWorker();
startPush();
trackPageViews(router);
