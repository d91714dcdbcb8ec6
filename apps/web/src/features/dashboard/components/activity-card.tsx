import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { subjectLink } from '@formulab/shared/notifications/links';
import { notificationPageSchema } from '@formulab/shared/notifications/notifications.schema';
import { EmptyTrayIllustration } from '../../../components/empty-tray-illustration.tsx';
import { api, errorKey } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';

const LATEST = 5;

/**
 * The dashboard's latest activity: the newest notifications, worded as in the bell (reading them
 * here does not mark them read; opening one does, on its record's screen).
 */
export function ActivityCard({ viewer }: { viewer: 'customer' | 'staff' }) {
  const { t } = useTranslation();
  // under 'notifications', so that the bell's changes refresh it too
  const latest = useQuery({
    queryKey: ['notifications', 'dashboard'],
    queryFn: ({ signal }) => api(`/api/notifications?limit=${LATEST}`, { schema: notificationPageSchema, signal }),
  });
  if (latest.isSuccess && latest.data.items.length === 0)
    return (
      <Paper withBorder radius="lg" p="xl" bg="white">
        <Stack align="center" gap="xs" ta="center" py="md">
          <EmptyTrayIllustration size={120} />
          <Text fw={600} c="gray.9" mt="xs">
            {t('dashboard.activity.empty')}
          </Text>
          <Text c="gray.7" fz="sm" maw={420} lh={1.6}>
            {t('dashboard.activity.hint')}
          </Text>
        </Stack>
      </Paper>
    );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white">
      {latest.isPending ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : latest.isError ? (
        <Group gap="sm" justify="space-between" role="alert">
          <Text fz="sm" c="red.8">
            {t(errorKey(latest.error))}
          </Text>
          <Button size="xs" variant="default" onClick={() => void latest.refetch()}>
            {t('settings.retry')}
          </Button>
        </Group>
      ) : (
        <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {latest.data.items.map((n, i) => (
            <Group
              key={n.id}
              component="li"
              justify="space-between"
              gap="xs"
              py="sm"
              wrap="wrap"
              style={{ borderTop: i === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}
            >
              <Anchor
                component={Link}
                to={subjectLink(n.subject, n.subjectId, viewer)}
                fz="sm"
                c="gray.9"
                fw={n.read ? 400 : 600}
              >
                {t('notifications.message', {
                  subject: t(`workflow.subjects.${n.subject}`),
                  ref: n.ref,
                  state: t(`workflow.states.${n.subject}.${n.state}`),
                })}
              </Anchor>
              <Text fz="xs" c="gray.7" style={{ fontVariantNumeric: 'tabular-nums' }}>
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
