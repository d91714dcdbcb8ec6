import { Group, Skeleton, Stack } from '@mantine/core';
import { SkeletonBadges } from '../../../components/link-card.tsx';
import { LoadingStack } from '../../../components/list-states.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { AreaDetailBody, DetailDrawer, useDrawerRecord } from '../../../components/detail-drawer.tsx';
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
  const link = shown ? `/publicRecipes?id=${shown}` : '';
  return (
    <DetailDrawer opened={!!id} onClose={onClose} title={title} closeLabel={t('publicRecipes.detail.close')} width={600}>
      <AreaDetailBody record={record} strings="publicRecipes" bodyMaw={360} onBack={onClose} skeleton={<DetailSkeleton />}>
        {(recipe) => <PublicRecipeDetailView recipe={recipe} link={link} />}
      </AreaDetailBody>
    </DetailDrawer>
  );
}

function DetailSkeleton() {
  return (
    <LoadingStack gap="lg">
      <SkeletonBadges h={22} gap={6} widths={[70, 80]} />
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
    </LoadingStack>
  );
}
