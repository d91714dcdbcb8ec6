import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { RecipePage } from '@formulab/shared/recipes/recipes.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, errorKey } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { ValidityBadge } from '../../../components/validity-badge.tsx';
import { OverviewCard } from './overview-card.tsx';

/** The recipes area of the dashboard: how many recipes, how many are usable, the latest three. */
export function RecipesCard() {
  const { t } = useTranslation();
  // keyed under 'recipes' so that saving a recipe anywhere refreshes this card too
  const recent = useQuery({ queryKey: ['recipes', 'dashboard', 'recent'], queryFn: () => api<RecipePage>('/api/recipes?limit=3') });
  const usable = useQuery({ queryKey: ['recipes', 'dashboard', 'valid'], queryFn: () => api<RecipePage>('/api/recipes?limit=1&valid=true') });
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
    <Paper withBorder radius="lg" p="lg" bg="white" h="100%">
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" color="brand.0" c="brand.8" aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Title order={3} fz="md" c="gray.9">
            {t('nav.myRecipes')}
          </Title>
        </Group>
        <Stack gap={6} style={{ flex: 1 }}>
          {recent.isPending ? (
            <>
              <Skeleton h={18} w="60%" />
              <Skeleton h={14} w="90%" />
              <Skeleton h={14} w="80%" />
            </>
          ) : recent.isError ? (
            <Text c="red.8" fz="sm" role="alert">
              {t(errorKey(recent.error))}
            </Text>
          ) : (
            <>
              <Text fw={600} c="gray.9" fz="sm">
                {t('dashboard.cards.recipes.count', { count: recent.data.total, total: formatNumber(recent.data.total) })}
                {usable.data ? ` · ${t('dashboard.cards.recipes.usable', { count: usable.data.total, n: formatNumber(usable.data.total) })}` : ''}
              </Text>
              <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {recent.data.items.map((r) => (
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
        </Stack>
        <Anchor component={Link} to="/recipes" fz="sm" fw={600} c="brand.8">
          <Group gap={4} component="span" wrap="nowrap">
            {t('dashboard.cards.recipes.link')}
            <IconArrowRight size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
