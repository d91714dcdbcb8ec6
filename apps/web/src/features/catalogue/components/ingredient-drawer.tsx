import { Group, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { SkeletonBadges } from '../../../components/link-card.tsx';
import { LoadingStack } from '../../../components/list-states.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { AreaDetailBody, DetailDrawer, useDrawerRecord } from '../../../components/detail-drawer.tsx';
import { ingredientQuery } from '../api.ts';
import { IngredientDetailView } from './ingredient-detail.tsx';

/**
 * The ingredient detail: a 520 px drawer on the right on desktop, the full screen on a phone. It
 * is open while `id` is set (the page drives it from `?id=`), and keeps showing the last record
 * while it slides away.
 */
export function IngredientDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  const record = useDrawerRecord(id, (shown) => ingredientQuery(shown));
  const { shown, query } = record;
  const title = query.data?.inciName ?? t('catalogue.detail.title');
  const link = shown ? `/ingredients?id=${shown}` : '';
  return (
    <DetailDrawer
      opened={!!id}
      onClose={onClose}
      closeOnEscape={!zoomed}
      title={title}
      closeLabel={t('catalogue.detail.close')}
      width={520}
    >
      <AreaDetailBody
        record={record}
        strings="catalogue"
        notFoundTitle
        bodyMaw={340}
        onBack={onClose}
        skeleton={<DetailSkeleton />}
      >
        {(item) => <IngredientDetailView item={item} link={link} onZoom={setZoomed} />}
      </AreaDetailBody>
    </DetailDrawer>
  );
}

function DetailSkeleton() {
  return (
    <LoadingStack gap="lg">
      <Skeleton h={16} w="60%" radius="sm" />
      <SkeletonBadges h={20} gap={6} widths={[80, 60]} />
      <Skeleton h={76} radius="md" />
      <Stack gap="sm">
        {Array.from({ length: 4 }, (_, i) => (
          <Group key={i} grow>
            <Skeleton h={32} radius="sm" />
            <Skeleton h={32} radius="sm" />
          </Group>
        ))}
      </Stack>
      <Skeleton h={80} radius="md" />
    </LoadingStack>
  );
}
