import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mantine's toast container (and its transition library) is a chunk of its own, loaded with the
// first toast: most visits show none. Toasts shown before it arrives wait in Mantine's store.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Mantine's <Notifications>, mounted from the first toast on. */
export function NotificationsHost({ autoClose }: { autoClose: number }) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={autoClose} position="bottom-right" />
    </Suspense>
  );
}
