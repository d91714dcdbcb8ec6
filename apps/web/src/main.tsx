import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './global.css';
import './i18n/index.ts';
import { StrictMode } from 'react';
import { config as zodConfig } from 'zod/v4/core';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { theme, cssVariablesResolver, NOTIFICATION_AUTOCLOSE_MS } from './theme.ts';
import { queryClient } from './lib/session.ts';
import { router } from './router.tsx';
import { registerServiceWorker } from './sw-register.ts';
import { startPush } from './push/push.ts';

// zod probes for eval() (refused by our Content-Security-Policy); the JIT is not needed here
zodConfig({ jitless: true });

try {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications autoClose={NOTIFICATION_AUTOCLOSE_MS} position="bottom-right" />
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
