import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './global.css';
import './lib/zod-jitless.ts';
import { i18nReady } from './i18n/index.ts';
import { StrictMode } from 'react';
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

// The first render waits for the active language's strings (no raw keys flash); the router has
// started loading the page's chunks meanwhile.
await i18nReady;

try {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsHost autoClose={NOTIFICATION_AUTOCLOSE_MS} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
} catch (err) {
  // brief §8: a start-up error is logged
  console.error('start-up error', err);
}

registerServiceWorker();
startPush();
trackPageViews(router);
