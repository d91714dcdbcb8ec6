import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useUnreadCount } from './api.ts';
import { NotificationList } from './notification-list.tsx';

/** What the badge shows: the count, or 99+. */
export const badgeLabel = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The header's bell (signed-in users only; a chunk of its own): the unread count as a badge, polled
 * every minute and on focus; pressing it opens the list of notifications.
 */
export function NotificationBell({ viewer }: { viewer: 'customer' | 'staff' }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.title');
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      withinPortal
      styles={{ dropdown: { maxWidth: 'calc(100vw - 16px)', padding: 0 } }}
    >
      {/* the target is the button itself: Popover.Target puts aria-expanded/aria-controls on its child */}
      <Indicator
        // the button's label says it already
        label={<span aria-hidden="true">{badgeLabel(count)}</span>}
        disabled={count === 0}
        size={18}
        offset={6}
        color="coral.9"
        withBorder
        styles={{ indicator: { fontSize: 11, fontWeight: 700, fontVariantNumeric: 'tabular-nums' } }}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            radius="md"
            aria-label={label}
            data-testid="notification-bell"
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} stroke={1.7} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      {/* named by the list's own title, not by the bell (whose name carries the count) */}
      <Popover.Dropdown aria-labelledby={titleId}>
        {opened && <NotificationList viewer={viewer} titleId={titleId} onNavigate={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}
