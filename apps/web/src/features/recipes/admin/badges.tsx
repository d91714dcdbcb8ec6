import { Badge } from '@mantine/core';
import { IconCircleCheck, IconLock, IconPencil, IconTrash, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RecipeVisibility } from '@formulab/shared/recipes/recipes.schema';

/**
 * Green "Valid" (usable for samples and quotes) or grey "Draft" — the site's status colours (DESIGN.md).
 * Mantine's darkest green (green.9) carries white text at 4.4:1 only; this one is 5:1.
 */
const GREEN = '#24803a';

export function ValidBadge({ valid }: { valid: boolean }) {
  const { t } = useTranslation();
  return valid ? (
    <Badge
      size="sm"
      radius="sm"
      color={GREEN}
      leftSection={<IconCircleCheck size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {t('adminRecipes.valid.true')}
    </Badge>
  ) : (
    <Badge
      size="sm"
      radius="sm"
      color="gray.2"
      c="gray.8"
      leftSection={<IconPencil size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {t('adminRecipes.valid.false')}
    </Badge>
  );
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
