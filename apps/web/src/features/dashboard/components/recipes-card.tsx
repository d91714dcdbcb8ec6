import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { recipePageSchema } from '@formulab/shared/recipes/recipes.schema';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { api } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { ValidityBadge } from '../../../components/validity-badge.tsx';
import { OverviewCard, OverviewSummary } from './overview-card.tsx';

/** The recipes area of the dashboard: how many recipes, how many are usable, the latest three. */
export function RecipesCard() {
  const { t } = useTranslation();
  // keyed under 'recipes' so that saving a recipe anywhere refreshes this card too
  const recent = useQuery({
    queryKey: ['recipes', 'dashboard', 'recent'],
    queryFn: () => api('/api/recipes?limit=3', { schema: recipePageSchema }),
  });
  const usable = useQuery({
    queryKey: ['recipes', 'dashboard', 'valid'],
    queryFn: () => api('/api/recipes?limit=1&valid=true', { schema: recipePageSchema }),
  });
  const icon = <IconFlask size={20} stroke={1.6} />;

  if (recent.isSuccess && recent.data.total === 0) {
    return (
      <OverviewCard
        icon={icon}
        title={t('nav.myRecipes')}
        empty={t('dashboard.cards.recipes.empty')}
        hint={t('dashboard.cards.recipes.hint')}
        to="/new-recipes"
        linkLabel={t('dashboard.startRecipe')}
      />
    );
  }
  return (
    <OverviewCard icon={icon} title={t('nav.myRecipes')} to="/recipes" linkLabel={t('dashboard.cards.recipes.link')}>
      <OverviewSummary query={recent}>
        {(page) => (
          <>
            <Text fw={600} c="gray.9" fz="sm">
              {t('dashboard.cards.recipes.count', { count: page.total, total: formatNumber(page.total) })}
              {usable.data
                ? ` · ${t('dashboard.cards.recipes.usable', { count: usable.data.total, n: formatNumber(usable.data.total) })}`
                : ''}
            </Text>
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {page.items.map((r) => (
                <Group key={r.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                  <Anchor component={Link} to={`/recipes/${r.id}`} fz="sm" c="gray.8" truncate="end">
                    {r.name}
                  </Anchor>
                  <ValidityBadge valid={r.valid} />
                </Group>
              ))}
            </Stack>
          </>
        )}
      </OverviewSummary>
    </OverviewCard>
  );
}
