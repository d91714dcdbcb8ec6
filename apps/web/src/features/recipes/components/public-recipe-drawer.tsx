import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import { DetailDrawer, DetailDrawerBody, DetailNotFound, useDrawerRecord } from '../../../components/detail-drawer.tsx';
import { publicRecipeQuery } from '../public-api.ts';
import { PublicRecipeDetailView } from './public-recipe-detail.tsx';

/**
 * One public recipe: a 600 px drawer on the right on desktop, the full screen on a phone. It is open
 * while `id` is set (the page drives it from `?id=`) and keeps showing the last recipe while it
 * slides away. A private, deleted or unknown recipe says "not available" — the API answers 404 and
 * never tells which.
 */
export function PublicRecipeDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useDrawerRecord(id, (shown) => publicRecipeQuery(shown));
  const { shown, query, notFound } = record;
  const title = notFound ? t('publicRecipes.detail.notFoundTitle') : (query.data?.name ?? t('publicRecipes.detail.title'));
  const link = shown ? `${window.location.origin}/publicRecipes?id=${shown}` : '';
  return (
    <DetailDrawer opened={!!id} onClose={onClose} title={title} closeLabel={t('publicRecipes.detail.close')} width={600}>
      <DetailDrawerBody
        record={record}
        notFoundView={
          <DetailNotFound
            body={t('publicRecipes.detail.notFoundBody')}
            bodyMaw={360}
            backLabel={t('publicRecipes.detail.backToList')}
            onBack={onClose}
          />
        }
        errorTitle={t('publicRecipes.detail.errorTitle')}
        retryLabel={t('publicRecipes.retry')}
        skeleton={<DetailSkeleton />}
      >
        {(recipe) => <PublicRecipeDetailView recipe={recipe} link={link} />}
      </DetailDrawerBody>
    </DetailDrawer>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
      <Group gap={6}>
        <Skeleton h={22} w={70} radius="sm" />
        <Skeleton h={22} w={80} radius="sm" />
      </Group>
      <Group grow>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={36} radius="sm" />
        ))}
      </Group>
      <Skeleton h={42} radius="md" />
      <Stack gap={8}>
        {Array.from({ length: 8 }, (_, i) => (
          <Group key={i} justify="space-between" wrap="nowrap">
            <Skeleton h={28} w="70%" radius="sm" />
            <Skeleton h={16} w={56} radius="sm" />
          </Group>
        ))}
      </Stack>
      <Skeleton h={80} radius="md" />
    </Stack>
  );
}
