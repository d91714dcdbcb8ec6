import { Box, Button, Group, ScrollArea, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import type { Notification } from '@formulab/shared/notifications/notifications.schema';
import { subjectLink } from '@formulab/shared/notifications/links';
import { loadStringGroups } from '../../i18n/index.ts';
import { errorKey } from '../../lib/api.ts';
import { useMarkAllRead, useMarkRead, useNotificationList, useUnreadCount } from './api.ts';
import { relativeTime } from './relative-time.ts';
import classes from './notifications.module.css';

/**
 * The strings that name subjects and states belong to the pipeline group, which pages outside the
 * pipeline do not load: the list fetches them itself when it first opens.
 */
function usePipelineStrings(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('workflow.subjects.sample'));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadStringGroups(['pipeline']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** The bell's list: newest first, unread in bold, "mark all read", more on demand. */
export function NotificationList({
  viewer,
  titleId,
  onNavigate,
}: {
  viewer: 'customer' | 'staff';
  /** the id of the list's title, which names the dialog around it */
  titleId: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const ready = usePipelineStrings();
  const list = useNotificationList(true);
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unreadCount = unread.data ?? 0;

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap" className={classes.head}>
        <Text fw={700} c="gray.9" id={titleId}>
          {t('notifications.title')}
        </Text>
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {list.isPending || !ready ? (
        <Stack gap="sm" p="md" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={38} radius="sm" />
          ))}
        </Stack>
      ) : list.isError ? (
        <Stack gap="xs" p="md" align="flex-start" role="alert">
          <Text fz="sm" c="red.8">
            {t('notifications.loadError')} {t(errorKey(list.error))}
          </Text>
          <Button size="xs" variant="default" onClick={() => void list.refetch()}>
            {t('notifications.retry')}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Stack align="center" gap="xs" p="lg" ta="center">
          <IconBellOff size={28} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden="true" />
          <Text fz="sm" c="gray.7" lh={1.6}>
            {t('notifications.empty')}
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah="min(60vh, 440px)" type="auto">
          <Box component="ul" m={0} p={0} aria-labelledby={titleId} style={{ listStyle: 'none' }}>
            {items.map((n) => (
              <li key={n.id}>
                <NotificationItem
                  n={n}
                  to={subjectLink(n.subject, n.subjectId, viewer)}
                  onOpen={() => {
                    if (!n.read) markRead.mutate(n.id);
                    onNavigate();
                  }}
                />
              </li>
            ))}
          </Box>
          {list.hasNextPage && (
            <Group justify="center" p="xs">
              <Button
                variant="subtle"
                color="dark"
                size="compact-sm"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('notifications.loadMore')}
              </Button>
            </Group>
          )}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

function NotificationItem({ n, to, onOpen }: { n: Notification; to: string; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const vars = { subject: t(`workflow.subjects.${n.subject}`), ref: n.ref, state: t(`workflow.states.${n.subject}.${n.state}`) };
  // a partial refund leaves the state as it was: the line says what happened instead
  const message = t(n.action === 'partial_refund' ? 'notifications.partialRefund' : 'notifications.message', vars);
  return (
    <UnstyledButton
      component={Link}
      to={to}
      onClick={onOpen}
      className={classes.item}
      data-unread={n.read ? undefined : ''}
      data-testid="notification-item"
    >
      <span className={classes.dot} aria-hidden="true" />
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Text fz="sm" fw={n.read ? 400 : 700} c="gray.9" lh={1.45}>
          {!n.read && <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden>}
          {message}
        </Text>
        <Text fz="xs" c="gray.7" mt={2}>
          <time dateTime={n.createdAt}>{relativeTime(n.createdAt, i18n.resolvedLanguage === 'en' ? 'en' : 'ko')}</time>
        </Text>
      </Box>
    </UnstyledButton>
  );
}
