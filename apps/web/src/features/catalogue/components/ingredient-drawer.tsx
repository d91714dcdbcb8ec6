import { Alert, Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyTrayIllustration } from '../../../components/illustrations.tsx';
import { errorKey } from '../../../lib/api.ts';
import { ingredientQuery } from '../api.ts';
import { isNotFound, isUuid, retryUnlessNotFound } from '../hooks.ts';
import { IngredientDetailView } from './ingredient-detail.tsx';

/**
 * The ingredient detail: a 520 px drawer on the right on desktop, the full screen on a phone. It
 * is open while `id` is set (the page drives it from `?id=`), and keeps showing the last record
 * while it slides away.
 */
export function IngredientDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [shown, setShown] = useState(id);
  const [zoomed, setZoomed] = useState(false);
  if (id && id !== shown) setShown(id);
  const valid = isUuid(shown);
  const query = useQuery({ ...ingredientQuery(shown ?? ''), enabled: valid, retry: retryUnlessNotFound });
  const notFound = (!!shown && !valid) || (query.isError && isNotFound(query.error));
  const title = query.data?.inciName ?? t('catalogue.detail.title');
  const link = shown ? `${window.location.origin}/ingredients?id=${shown}` : '';
  return (
    <Drawer
      opened={!!id}
      onClose={onClose}
      closeOnEscape={!zoomed}
      position="right"
      size={phone ? '100%' : 520}
      title={title}
      padding={phone ? 'md' : 'lg'}
      closeButtonProps={{ 'aria-label': t('catalogue.detail.close') }}
      styles={{
        title: {
          fontSize: 'var(--mantine-font-size-xl)',
          fontWeight: 800,
          color: 'var(--mantine-color-gray-9)',
          lineHeight: 1.3,
          wordBreak: 'keep-all',
          overflowWrap: 'anywhere',
        },
        header: {
          alignItems: 'flex-start',
          borderBottom: '1px solid var(--mantine-color-gray-2)',
          marginBottom: 'var(--mantine-spacing-md)',
        },
      }}
    >
      {notFound ? (
        <Stack align="center" ta="center" gap="sm" py="xl" role="status">
          <EmptyTrayIllustration size={110} />
          <Text fw={700} fz="lg" c="gray.9">
            {t('catalogue.detail.notFoundTitle')}
          </Text>
          <Text fz="sm" c="gray.7" maw={340}>
            {t('catalogue.detail.notFoundBody')}
          </Text>
          <Button variant="default" onClick={onClose}>
            {t('catalogue.detail.backToList')}
          </Button>
        </Stack>
      ) : query.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
          title={t('catalogue.detail.errorTitle')}
        >
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t(errorKey(query.error))}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {t('catalogue.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : query.data ? (
        <IngredientDetailView item={query.data} link={link} onZoom={setZoomed} />
      ) : (
        <DetailSkeleton />
      )}
    </Drawer>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton h={16} w="60%" radius="sm" />
      <Group gap={6}>
        <Skeleton h={20} w={80} radius="sm" />
        <Skeleton h={20} w={60} radius="sm" />
      </Group>
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
    </Stack>
  );
}
