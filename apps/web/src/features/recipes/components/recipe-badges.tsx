import { Badge, type MantineSize } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import type { RecipeVisibility } from '@formulab/shared/recipes/recipes.schema';
import type { Usage } from '@formulab/shared/recipes/formulation';

export { ValidityBadge } from '../../../components/validity-badge.tsx';

export function VisibilityBadge({ visibility, size = 'sm' }: { visibility: RecipeVisibility; size?: MantineSize }) {
  const { t } = useTranslation();
  const pub = visibility === 'public';
  return (
    <Badge
      size={size}
      radius="sm"
      variant="outline"
      tt="none"
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
