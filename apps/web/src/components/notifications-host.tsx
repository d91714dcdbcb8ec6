import { MantineThemeProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/react.ts';

// Mantine's toast container (and its transition library) is a chunk of its own, loaded with the
// first toast: most visits show none. Toasts shown before it arrives wait in Mantine's store.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * Mantine's <Notifications>, mounted from the first toast on. Every toast's close button is named in
 * the current language here, once, rather than at each of the places that show a toast.
 */
export function NotificationsHost({ autoClose }: { autoClose: number }) {
  const { t } = useTranslation();
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const closeLabel = t('common.close');
  const theme = useMemo(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } } }),
    [closeLabel],
  );
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <MantineThemeProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications autoClose={autoClose} position="bottom-right" />
      </Suspense>
    </MantineThemeProvider>
  );
}
