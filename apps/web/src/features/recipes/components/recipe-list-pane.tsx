import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_TYPE_SLUGS, type ProductType } from '@formulab/shared/recipes/formulation';
import { RECIPE_SORTS, recipePageSchema } from '@formulab/shared/recipes/recipes.schema';
import { EmptyTrayIllustration } from '../../../components/empty-tray-illustration.tsx';
import { SEARCH_MAX } from '../../../components/search-box.tsx';
import { NewRecipeButton } from '../../../components/new-recipe-button.tsx';
import { api, errorKey } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toQuery } from '../../../lib/query-string.ts';
import type { RecipeFilters } from '../api.ts';
import { useProductTypeOptions } from './recipe-facts.tsx';
import { RecipeListItem } from './recipe-list-item.tsx';
import { useListPages } from '../../../lib/use-list-pages.ts';

const PAGE = 30;
const recipesInfinite = (f: Omit<RecipeFilters, 'cursor' | 'limit'>) =>
  infiniteQueryOptions({
    queryKey: ['recipes', 'infinite', f],
    queryFn: ({ pageParam, signal }) =>
      api(`/api/recipes${toQuery({ ...f, limit: PAGE, cursor: pageParam })}`, { schema: recipePageSchema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

const oneOf = <T extends string>(v: string | null, all: readonly T[]): T | undefined =>
  v && (all as readonly string[]).includes(v) ? (v as T) : undefined;

/**
 * My recipes: search, filter by product type / validity / visibility, sort; every filter in the
 * URL, kept when a recipe is opened beside the list. `activeId` is the recipe open in the editor.
 */
export function RecipeListPane({ activeId, headingLevel }: { activeId?: string; headingLevel: 1 | 2 }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const types = useProductTypeOptions();
  const f = {
    q: params.get('q')?.trim() || undefined,
    productType: oneOf<ProductType>(params.get('type'), PRODUCT_TYPE_SLUGS),
    valid: oneOf(params.get('valid'), ['true', 'false'] as const),
    visibility: oneOf(params.get('visibility'), ['public', 'private'] as const),
    sort: oneOf(params.get('sort'), RECIPE_SORTS),
  };
  const list = useInfiniteQuery(recipesInfinite(f));
  const { data, items, total } = useListPages(list.data);
  const filtered = !!(f.q || f.productType || f.valid || f.visibility);

  const set = (patch: Record<string, string | null | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const [text, setText] = useState(f.q ?? '');
  const search = useDebouncedCallback((v: string) => set({ q: v.trim() || null }), 250);
  const suffix = params.toString() ? `?${params.toString()}` : '';

  return (
    <Stack gap="sm" component="section" aria-labelledby="my-recipes-title">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title
          order={headingLevel}
          id="my-recipes-title"
          fz={{ base: 26, lg: 24 }}
          c="gray.9"
          style={{ letterSpacing: '-0.02em' }}
        >
          {t('screens.recipes.title')}
        </Title>
        <Button
          component={Link}
          to="/new-recipes"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          style={{ flexShrink: 0 }}
        >
          {t('recipes.list.new')}
        </Button>
      </Group>
      <Paper withBorder radius="lg" bg="white" p="sm" role="search" aria-label={t('recipes.list.filters')}>
        <Stack gap="xs">
          <TextInput
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              search(e.currentTarget.value);
            }}
            placeholder={t('recipes.list.searchPlaceholder')}
            aria-label={t('recipes.list.search')}
            // the list's `q` is at most 100 characters: the box stops there (issue 23 item 8)
            maxLength={SEARCH_MAX}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
          />
          <Select
            size="xs"
            aria-label={t('recipes.list.type')}
            placeholder={t('recipes.list.anyType')}
            data={types}
            value={f.productType ?? null}
            onChange={(v) => set({ type: v })}
            clearable
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <Group gap="xs" grow wrap="nowrap">
            <Select
              size="xs"
              aria-label={t('recipes.list.validity')}
              data={[
                { value: '', label: t('recipes.list.anyStatus') },
                { value: 'true', label: t('recipes.badge.valid') },
                { value: 'false', label: t('recipes.badge.draft') },
              ]}
              value={f.valid ?? ''}
              onChange={(v) => set({ valid: v })}
              allowDeselect={false}
            />
            <Select
              size="xs"
              aria-label={t('recipes.list.visibility')}
              data={[
                { value: '', label: t('recipes.list.anyVisibility') },
                { value: 'private', label: t('recipes.visibility.private') },
                { value: 'public', label: t('recipes.visibility.public') },
              ]}
              value={f.visibility ?? ''}
              onChange={(v) => set({ visibility: v })}
              allowDeselect={false}
            />
          </Group>
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="gray.7" className="tabular" aria-live="polite">
              {total !== undefined ? t('recipes.list.count', { count: total, formatted: formatNumber(total) }) : ' '}
            </Text>
            <Select
              size="xs"
              w={150}
              aria-label={t('recipes.list.sort')}
              data={RECIPE_SORTS.map((s) => ({ value: s, label: t(`recipes.list.sorts.${s}`) }))}
              value={f.sort ?? 'updated'}
              onChange={(v) => set({ sort: v === 'updated' ? null : v })}
              allowDeselect={false}
            />
          </Group>
        </Stack>
      </Paper>

      {list.isError && !list.data ? (
        <Alert color="red" role="alert">
          <Stack gap={6} align="flex-start">
            <Text fz="sm">{t(errorKey(list.error))}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('recipes.list.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !data ? (
        <Stack gap={6}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={68} radius="md" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" bg="white" p="lg">
          <Stack align="center" ta="center" gap="xs">
            <EmptyTrayIllustration size={96} />
            <Text fw={700} c="gray.9">
              {filtered ? t('recipes.list.noMatch') : t('recipes.list.emptyTitle')}
            </Text>
            <Text fz="sm" c="gray.7">
              {filtered ? t('recipes.list.noMatchBody') : t('recipes.list.emptyBody')}
            </Text>
            {filtered ? (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconFilterOff size={14} aria-hidden="true" />}
                onClick={() => {
                  setText('');
                  set({ q: null, type: null, valid: null, visibility: null });
                }}
              >
                {t('recipes.list.clear')}
              </Button>
            ) : (
              <NewRecipeButton size="sm">{t('recipes.list.startFirst')}</NewRecipeButton>
            )}
          </Stack>
        </Paper>
      ) : (
        <Stack
          gap={6}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={list.isPlaceholderData}
          aria-label={t('screens.recipes.title')}
        >
          {items.map((r) => (
            <RecipeListItem key={r.id} recipe={r} to={`/recipes/${r.id}${suffix}`} active={r.id === activeId} />
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button variant="default" size="xs" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('recipes.list.more', { shown: formatNumber(items.length), total: formatNumber(total ?? 0) })}
        </Button>
      )}
    </Stack>
  );
}
