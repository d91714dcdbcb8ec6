import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session.ts';

// The bell (its polling, popover and list) is a chunk of its own, loaded for signed-in users only.
const NotificationBell = lazy(() =>
  import('../features/notifications/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

/** The header's notification bell; nothing for a visitor. Staff's notifications open the admin screens. */
export function HeaderBell() {
  const session = useSession();
  const user = session.data;
  if (!user) return null;
  return (
    <Suspense fallback={<Box w={34} h={34} aria-hidden="true" />}>
      <NotificationBell viewer={user.role === 'admin' ? 'staff' : 'customer'} />
    </Suspense>
  );
}
