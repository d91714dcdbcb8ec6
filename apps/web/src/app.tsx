import { StrictMode, useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme, cssVariablesResolver, NOTIFICATION_AUTOCLOSE_MS } from './theme.ts';
import { NotificationsHost } from './components/notifications-host.tsx';

/**
 * The providers around the router: the same tree in the browser (main.tsx, with RouterProvider) and in
 * the server rendering (entry-server.tsx, with StaticRouterProvider), so a server-rendered page
 * hydrates without a mismatch (decision 0027).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsHost autoClose={NOTIFICATION_AUTOCLOSE_MS} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        <Ready />
      </MantineProvider>
    </StrictMode>
  );
}

/**
 * Marks the page as the app's (`<html data-app>`) once it has hydrated or rendered: until then a page
 * the server rendered is content only. The app starts on a server-rendered page's first touch, key or
 * wheel (public/boot.js, decision 0034), so the click that started it is held there
 * (`clickedBeforeApp`) and given again here, to the hydrated button. The browser stories wait for the
 * mark after a page load, as a person waits for the page (e2e/fixtures.ts).
 */
function Ready() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app', '');
    const w = window as { clickedBeforeApp?: HTMLElement };
    const clicked = w.clickedBeforeApp;
    delete w.clickedBeforeApp;
    // in a task of its own: a screen under a lazy route may still be hydrating when this effect runs, and
    // React drops a click on a part it has not hydrated while it commits (the product photo's zoom did
    // nothing); after this task it hydrates that part first and then handles the click
    if (clicked) setTimeout(() => clicked.isConnected && clicked.click());
  }, []);
  return null;
}
