import { Alert, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { errorKey } from '../../../lib/api.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { adminRevisionsQuery } from './admin-api.ts';
import { ValidBadge } from './badges.tsx';

/** Every save of the recipe, newest first: who, when, the note, the total and whether it was valid. */
export function RevisionList({ id }: { id: string }) {
  const { t } = useTranslation();
  const revisions = useQuery(adminRevisionsQuery(id));
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('adminRecipes.detail.history')}
      </Title>
      {revisions.isError ? (
        <Alert color="red">{t(errorKey(revisions.error))}</Alert>
      ) : !revisions.data ? (
        <Stack gap={6}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={40} />
          ))}
        </Stack>
      ) : (
        <Timeline bulletSize={22} lineWidth={2} active={0}>
          {revisions.data.map((r) => (
            <Timeline.Item
              key={r.number}
              bullet={<IconHistory size={12} aria-hidden="true" />}
              title={
                <Group gap={6}>
                  <Text fz="sm" fw={600}>
                    {t('adminRecipes.detail.revision', { n: r.number })}
                  </Text>
                  <ValidBadge valid={r.valid} />
                </Group>
              }
            >
              <Text fz="xs" c="gray.7">
                {formatDateTime(r.createdAt)}
                {r.authorName ? ` · ${r.authorName}` : ''} ·{' '}
                {t('adminRecipes.detail.revisionFacts', {
                  count: r.lineCount,
                  lines: r.lineCount,
                  total: formatNumber(r.totalPercent, 4),
                })}
              </Text>
              {r.restoredFrom !== null && (
                <Text fz="xs" c="gray.7">
                  {t('adminRecipes.detail.restoredFrom', { n: r.restoredFrom })}
                </Text>
              )}
              {r.note && <Text fz="sm">{r.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
