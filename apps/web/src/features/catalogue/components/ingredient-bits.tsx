import { Badge, type MantineSize } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import type { IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
import { TagBadges } from '../../../components/tag-badges.tsx';
import { localName } from '../api.ts';

/** Amber with dark text: an allergen that must be declared on the label. */
export function AllergenBadge({ size = 'sm' }: { size?: MantineSize }) {
  const { t } = useTranslation();
  return (
    <Badge
      size={size}
      color="yellow.3"
      c="gray.9"
      radius="sm"
      leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {t('catalogue.ingredient.allergen')}
    </Badge>
  );
}

/** Up to `max` function badges and "+n" for the rest. */
export function FunctionBadges({ functions, max = 3 }: { functions: IngredientSummary['functions']; max?: number }) {
  const { i18n, t } = useTranslation();
  return (
    <TagBadges
      tags={functions.map((f) => ({ key: f.slug, label: localName(f, i18n.resolvedLanguage) }))}
      max={max}
      moreLabel={(count) => t('catalogue.ingredient.moreFunctions', { count })}
    />
  );
}
