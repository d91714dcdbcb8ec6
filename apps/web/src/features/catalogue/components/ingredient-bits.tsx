import { Badge, Group, type MantineSize } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import type { IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
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
  if (!functions.length) return null;
  const rest = functions.length - max;
  return (
    <Group gap={4} wrap="wrap">
      {functions.slice(0, max).map((f) => (
        <Badge key={f.slug} size="md" radius="sm" variant="light" color="brand" c="brand.9" tt="none" fw={500} fz={12}>
          {localName(f, i18n.resolvedLanguage)}
        </Badge>
      ))}
      {rest > 0 && (
        <Badge
          size="md"
          radius="sm"
          variant="outline"
          color="gray.5"
          c="gray.8"
          tt="none"
          fw={500}
          fz={12}
          aria-label={t('catalogue.ingredient.moreFunctions', { count: rest })}
        >
          +{rest}
        </Badge>
      )}
    </Group>
  );
}
