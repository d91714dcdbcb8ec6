import { Alert, Button, Center, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyTrayIllustration } from '../../../components/illustrations.tsx';
import { errorKey } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';

/**
 * Nothing to show: with a search or filter, say nothing matched and offer to clear it; without one,
 * say the gallery is still empty and how a recipe gets here.
 */
export function GalleryEmpty({ filtered, query, onClear }: { filtered: boolean; query: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" bg="white" p="xl">
      <Stack align="center" ta="center" gap="sm" py="md" role="status">
        <EmptyTrayIllustration size={120} />
        <Text fw={700} fz="lg" c="gray.9">
          {t(filtered ? 'publicRecipes.empty.title' : 'publicRecipes.empty.galleryTitle')}
        </Text>
        <Text fz="sm" c="gray.7" maw={460}>
          {filtered
            ? query
              ? t('publicRecipes.empty.bodyQuery', { query })
              : t('publicRecipes.empty.body')
            : t('publicRecipes.empty.galleryBody')}
        </Text>
        {filtered ? (
          <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden="true" />} onClick={onClear} mt="xs">
            {t('publicRecipes.clearFilters')}
          </Button>
        ) : (
          <Button component={Link} to="/recipes" variant="default" mt="xs">
            {t('publicRecipes.empty.myRecipes')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The gallery could not be loaded: what happened and a retry. */
export function GalleryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert" title={t('publicRecipes.loadError')}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{t(errorKey(error))}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('publicRecipes.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** "Showing 24 of 150" and a Load more button while there is more. */
export function GalleryMore(props: { shown: number; total: number; hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  if (!props.total) return null;
  return (
    <Center>
      <Stack align="center" gap="xs" py="md">
        <Text fz="sm" c="gray.7" className="tabular">
          {t('publicRecipes.showing', { shown: formatNumber(props.shown), total: formatNumber(props.total) })}
        </Text>
        {props.hasMore && (
          <Button variant="default" size="md" onClick={props.onMore} loading={props.loading} miw={200}>
            {t('publicRecipes.loadMore')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
