import { Alert, Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyTrayIllustration } from '../../../components/illustrations.tsx';
import { errorKey } from '../../../lib/api.ts';
import { publicRecipeQuery } from '../api.ts';
import { PublicRecipeDetailView } from './public-recipe-detail.tsx';
import { isNotFound, isUuid, retryUnlessNotFound } from './public-recipe-utils.ts';

/**
 * One public recipe: a 600 px drawer on the right on desktop, the full screen on a phone. It is open
 * while `id` is set (the page drives it from `?id=`) and keeps showing the last recipe while it
 * slides away. A private, deleted or unknown recipe says "not available" — the API answers 404 and
 * never tells which.
 */
export function PublicRecipeDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [shown, setShown] = useState(id);
  if (id && id !== shown) setShown(id);
  const valid = isUuid(shown);
  const query = useQuery({ ...publicRecipeQuery(shown ?? ''), enabled: valid, retry: retryUnlessNotFound });
  const notFound = (!!shown && !valid) || (query.isError && isNotFound(query.error));
  const title = notFound ? t('publicRecipes.detail.notFoundTitle') : (query.data?.name ?? t('publicRecipes.detail.title'));
  const link = shown ? `${window.location.origin}/publicRecipes?id=${shown}` : '';
  return (
    <Drawer
      opened={!!id}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 600}
      title={title}
      padding={phone ? 'md' : 'lg'}
      closeButtonProps={{ 'aria-label': t('publicRecipes.detail.close') }}
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
          <Text fz="sm" c="gray.7" maw={360}>
            {t('publicRecipes.detail.notFoundBody')}
          </Text>
          <Button variant="default" onClick={onClose}>
            {t('publicRecipes.detail.backToList')}
          </Button>
        </Stack>
      ) : query.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
          title={t('publicRecipes.detail.errorTitle')}
        >
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t(errorKey(query.error))}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {t('publicRecipes.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : query.data ? (
        <PublicRecipeDetailView recipe={query.data} link={link} />
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
