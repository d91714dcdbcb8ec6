import { Badge, type MantineSize } from '@mantine/core';
import { IconCircleCheck, IconLock, IconPencil, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RecipeVisibility } from '@formulab/shared/recipes/recipes.schema';
import type { Usage } from '@formulab/shared/recipes/formulation';
import { OK_GREEN } from '../format.ts';

/**
 * Green "Valid" (usable for samples and quotes) or grey "Draft": the same colours as every status
 * badge of the site (DESIGN.md).
 */
export function ValidityBadge({ valid, size = 'sm' }: { valid: boolean; size?: MantineSize }) {
  const { t } = useTranslation();
  return valid ? (
    <Badge
      size={size}
      color="green.1"
      c={OK_GREEN}
      radius="sm"
      leftSection={<IconCircleCheck size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {t('recipes.badge.valid')}
    </Badge>
  ) : (
    <Badge
      size={size}
      color="gray.2"
      c="gray.8"
      radius="sm"
      leftSection={<IconPencil size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {t('recipes.badge.draft')}
    </Badge>
  );
}

export function VisibilityBadge({ visibility, size = 'sm' }: { visibility: RecipeVisibility; size?: MantineSize }) {
  const { t } = useTranslation();
  const pub = visibility === 'public';
  return (
    <Badge
      size={size}
      radius="sm"
      variant="outline"
      color={pub ? 'brand.8' : 'gray.6'}
      c={pub ? 'brand.9' : 'gray.8'}
      leftSection={pub ? <IconWorld size={12} aria-hidden="true" /> : <IconLock size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {t(`recipes.visibility.${visibility}`)}
    </Badge>
  );
}

/** Which limits apply: leave-on (stricter) or rinse-off. */
export function UsageBadge({ usage, size = 'sm' }: { usage: Usage; size?: MantineSize }) {
  const { t } = useTranslation();
  return (
    <Badge
      size={size}
      radius="sm"
      color={usage === 'leave-on' ? 'brand.0' : 'blue.0'}
      c={usage === 'leave-on' ? 'brand.9' : 'blue.9'}
      tt="none"
      fw={600}
      style={{ flexShrink: 0 }}
    >
      {t(`usages.${usage}`)}
    </Badge>
  );
}
