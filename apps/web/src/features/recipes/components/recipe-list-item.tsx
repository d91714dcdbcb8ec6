import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { RecipeSummary } from '@formulab/shared/recipes/recipes.schema';
import { formatDate } from '../../../lib/format.ts';
import { formatPct } from '../format.ts';
import { ValidityBadge } from './recipe-badges.tsx';
import classes from './recipes-list.module.css';

/** One of my recipes in the list: name, type, lines, total, validity, visibility, last change. */
export const RecipeListItem = memo(function RecipeListItem({
  recipe: r,
  to,
  active,
}: {
  recipe: RecipeSummary;
  to: string;
  active: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={to}
        className={classes.item}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        data-testid="recipe-list-item"
      >
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={700} fz="sm" c="gray.9" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {r.name}
            </Text>
            <ValidityBadge valid={r.valid} size="xs" />
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              {r.visibility === 'public' ? (
                <IconWorld
                  size={13}
                  color="var(--mantine-color-brand-8)"
                  aria-label={t('recipes.visibility.public')}
                  style={{ flexShrink: 0 }}
                />
              ) : (
                <IconLock
                  size={13}
                  color="var(--mantine-color-gray-7)"
                  aria-label={t('recipes.visibility.private')}
                  style={{ flexShrink: 0 }}
                />
              )}
              <Text fz="xs" c="gray.7" truncate>
                {t(`productTypes.${r.productType}`)} · {t('recipes.list.lines', { count: r.lineCount })}
              </Text>
            </Group>
            <Text
              fz="xs"
              c={Math.abs(r.totalPercent - 100) <= 0.001 ? 'gray.8' : 'red.9'}
              fw={600}
              className="tabular"
              style={{ whiteSpace: 'nowrap' }}
            >
              {formatPct(r.totalPercent)}
            </Text>
          </Group>
          <Text fz="xs" c="gray.7" className="tabular">
            {t('recipes.list.updated', { date: formatDate(r.updatedAt) })}
          </Text>
        </Stack>
      </UnstyledButton>
    </li>
  );
});
