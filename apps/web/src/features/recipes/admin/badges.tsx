import { Badge } from '@mantine/core';
import { IconLock, IconTrash, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RecipeVisibility } from '@formulab/shared/recipes/recipes.schema';
import { ValidityBadge } from '../../../components/validity-badge.tsx';

export function ValidBadge({ valid }: { valid: boolean }) {
  return <ValidityBadge valid={valid} />;
}

export function VisibilityBadge({ visibility }: { visibility: RecipeVisibility }) {
  const { t } = useTranslation();
  const pub = visibility === 'public';
  return (
    <Badge
      size="sm"
      radius="sm"
      variant="outline"
      color={pub ? 'brand.8' : 'gray.6'}
      c={pub ? 'brand.9' : 'gray.8'}
      leftSection={pub ? <IconWorld size={12} aria-hidden="true" /> : <IconLock size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {t(`adminRecipes.visibility.${visibility}`)}
    </Badge>
  );
}

/** Red, as every ended record: the owner deleted it (staff still see it). */
export function DeletedBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="sm" radius="sm" color="red.8" leftSection={<IconTrash size={12} aria-hidden="true" />} style={{ flexShrink: 0 }}>
      {t('adminRecipes.deleted')}
    </Badge>
  );
}
