import { Alert, Button, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadingStack } from '../../../components/list-states.tsx';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { usageOf } from '@formulab/shared/recipes/formulation';
import type { RecipeDetail } from '@formulab/shared/recipes/recipes.schema';
import { errorKey } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { adminRecipeQuery, downloadRecipes } from './admin-api.ts';
import { VisibilityBadge } from '../components/recipe-badges.tsx';
import { DeletedBadge, ValidBadge } from './badges.tsx';
import { RecipeFormulation } from './recipe-formulation.tsx';
import { RevisionList } from './revision-list.tsx';
import { AssessorReports } from './assessor-reports.tsx';
import { notifyApiError } from '../../../components/notify.ts';

/** Read-only view of any recipe for staff: who owns it, its lines with their limits, label, history. */
export function RecipeDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const recipe = useQuery({ ...adminRecipeQuery(id ?? ''), enabled: Boolean(id) });
  return (
    <Drawer
      opened={Boolean(id)}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 720}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={
        <Text fw={600} c="gray.7" fz="sm">
          {t('adminRecipes.detail.title')}
        </Text>
      }
      transitionProps={{ duration: 300 }}
    >
      {recipe.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {t(errorKey(recipe.error))}
        </Alert>
      ) : !recipe.data ? (
        <LoadingStack gap="sm">
          <Skeleton h={28} w="60%" />
          <Skeleton h={16} w="40%" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={26} />
          ))}
        </LoadingStack>
      ) : (
        <Content recipe={recipe.data} />
      )}
    </Drawer>
  );
}

function Content({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const usage = usageOf(recipe.productType);
  const exportOne = (format: 'csv' | 'xlsx') =>
    downloadRecipes([recipe.id], format).catch((err: unknown) => notifyApiError(err, t));
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2} fz={22}>
          {recipe.name}
        </Title>
        <Group gap={6}>
          <ValidBadge valid={recipe.valid} />
          <VisibilityBadge visibility={recipe.visibility} />
          {recipe.deletedAt && <DeletedBadge />}
        </Group>
        <Text fz="sm">
          {t(`productTypes.${recipe.productType}`)} · {t(`usages.${usage}`)} ·{' '}
          {t('adminRecipes.detail.revision', { n: recipe.revision })}
        </Text>
        {recipe.owner && (
          <Text fz="sm" c="gray.7">
            {t('adminRecipes.detail.owner')}: <b>{recipe.owner.name}</b>
            {recipe.owner.companyName ? ` · ${recipe.owner.companyName}` : ''} · {recipe.owner.email}
          </Text>
        )}
        <Text fz="xs" c="gray.7">
          {t('adminRecipes.detail.dates', {
            created: formatDateTime(recipe.createdAt),
            updated: formatDateTime(recipe.updatedAt),
          })}
          {recipe.deletedAt ? ` · ${t('adminRecipes.detail.deletedAt', { date: formatDateTime(recipe.deletedAt) })}` : ''}
        </Text>
        {recipe.copiedFrom && (
          <Text fz="xs" c="gray.7">
            {t('adminRecipes.detail.copiedFrom', { name: recipe.copiedFrom.name })}
          </Text>
        )}
        {recipe.description && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {recipe.description}
          </Text>
        )}
        <Group gap="xs">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() => void exportOne(format)}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </Group>
      </Stack>
      <RecipeFormulation recipe={recipe} />
      <AssessorReports recipeId={recipe.id} targetMarkets={recipe.targetMarkets} />
      <RevisionList id={recipe.id} />
    </Stack>
  );
}
