import { Badge, Group, Text, type MantineSize } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import type { IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
import { localName } from '../api.ts';
import { formatPercent } from '../format.ts';

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

/** A maximum as text: "2%", "Not permitted" (0) or "No limit" (unknown / none). */
export function limitText(value: number | null, t: (k: string) => string): string {
  if (value === null) return t('catalogue.ingredient.noLimit');
  if (value === 0) return t('catalogue.ingredient.prohibited');
  return formatPercent(value);
}

/** "Leave-on ≤ 2% · Rinse-off ≤ 3%" for a card or row; nothing when no limit is known. */
export function LimitHints({
  leaveOn,
  rinseOff,
  compact = false,
}: {
  leaveOn: number | null;
  rinseOff: number | null;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (leaveOn === null && rinseOff === null) return null;
  const part = (key: 'leaveOn' | 'rinseOff', v: number | null) =>
    v === null ? null : (
      <Text component="span" fz="xs" c="gray.8" className="tabular" style={{ whiteSpace: 'nowrap' }}>
        {t(`catalogue.ingredient.${key}Short`)} <b>{v === 0 ? t('catalogue.ingredient.prohibited') : `≤ ${formatPercent(v)}`}</b>
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {!compact && (
        <IconShieldCheck
          size={15}
          color="var(--mantine-color-brand-8)"
          aria-hidden="true"
          style={{ flexShrink: 0, marginTop: 1 }}
        />
      )}
      <Group gap={4} wrap="wrap" style={{ rowGap: 0 }}>
        {!compact && (
          <Text component="span" fz="xs" c="gray.7">
            {t('catalogue.ingredient.maxShort')}
          </Text>
        )}
        {part('leaveOn', leaveOn)}
        {leaveOn !== null && rinseOff !== null && (
          <Text component="span" fz="xs" c="gray.6" aria-hidden="true">
            ·
          </Text>
        )}
        {part('rinseOff', rinseOff)}
      </Group>
    </Group>
  );
}
