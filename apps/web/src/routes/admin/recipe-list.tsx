import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClipboardList, IconFileImport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecipeSummary } from '@formulab/shared/recipes/recipes.schema';
import { errorKey } from '../../lib/api.ts';
import { AdminPageHeader } from '../../features/catalogue/admin/admin-page-header.tsx';
import { CursorPager, useCursorPages } from '../../features/catalogue/admin/cursor-pager.tsx';
import { SearchField } from '../../features/catalogue/admin/search-field.tsx';
import { adminRecipesQuery } from '../../features/recipes/admin/admin-api.ts';
import { listFilters, useRecipeListParams } from '../../features/recipes/admin/list-params.ts';
import { RecipeBulkBar } from '../../features/recipes/admin/recipe-bulk-bar.tsx';
import { RecipeDrawer } from '../../features/recipes/admin/recipe-drawer.tsx';
import { RecipeFilters } from '../../features/recipes/admin/recipe-filters.tsx';
import { RecipeTable } from '../../features/recipes/admin/recipe-table.tsx';

/** recipe-list — every customer's recipes for staff: filters in the URL, bulk visibility, export, a read-only drawer. */
export function Component() {
  const { t } = useTranslation();
  const params = useRecipeListParams();
  const filterKey = JSON.stringify([
    params.q,
    params.owner,
    params.type,
    params.valid,
    params.visibility,
    params.deleted,
    params.sort,
    params.size,
  ]);
  const pages = useCursorPages(filterKey);
  const list = useQuery(adminRecipesQuery(listFilters(params, pages.cursor)));
  const [selected, setSelected] = useState<RecipeSummary[]>([]);

  const empty = (
    <Stack align="center" gap={6} py="xl" px="md" ta="center" style={{ pointerEvents: 'auto' }}>
      <IconClipboardList size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />
      <Text fw={600}>{t(params.filtered ? 'adminRecipes.emptyFiltered' : 'adminRecipes.empty')}</Text>
      <Text fz="sm" c="gray.7" maw={440}>
        {t(params.filtered ? 'adminRecipes.emptyFilteredHint' : 'adminRecipes.emptyHint')}
      </Text>
      {params.filtered ? (
        <Button size="xs" variant="default" mt="xs" onClick={params.clear}>
          {t('adminRecipes.filters.clear')}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="default"
          mt="xs"
          component={Link}
          to="/admin/admin-bulk-recipe"
          leftSection={<IconFileImport size={14} aria-hidden="true" />}
        >
          {t('adminRecipes.toImport')}
        </Button>
      )}
    </Stack>
  );

  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="recipe-list"
        actions={
          <Button
            component={Link}
            to="/admin/admin-bulk-recipe"
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden="true" />}
          >
            {t('adminRecipes.toImport')}
          </Button>
        }
      />
      <RecipeFilters
        params={params}
        search={
          <SearchField
            value={params.q}
            onChange={(q) => params.update({ q })}
            label={t('adminRecipes.filters.search')}
            placeholder={t('adminRecipes.filters.searchPlaceholder')}
            w={280}
          />
        }
      />
      <RecipeBulkBar selected={selected} onClear={() => setSelected([])} />

      {list.isError && !list.data ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{t(errorKey(list.error))}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('adminRecipes.retry')}
            </Button>
          </Group>
        </Alert>
      ) : list.isPending ? (
        <Stack gap={6} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={38} />
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} h={30} opacity={1 - i * 0.08} />
          ))}
        </Stack>
      ) : (
        <RecipeTable
          records={list.data.items}
          fetching={list.isFetching && list.isPlaceholderData}
          sort={params.sort}
          onSort={(sort) => params.update({ sort })}
          selected={selected}
          onSelected={setSelected}
          onOpen={(id) => params.update({ id }, false)}
          empty={empty}
        />
      )}
      {list.data && list.data.total > 0 && (
        <CursorPager
          page={pages.page}
          limit={params.size}
          total={list.data.total}
          shown={list.data.items.length}
          nextCursor={list.data.nextCursor}
          onNext={pages.next}
          onPrev={pages.prev}
          onFirst={pages.first}
          onLimit={(size) => params.update({ size })}
        />
      )}
      <RecipeDrawer id={params.id} onClose={() => params.update({ id: null }, false)} />
    </Stack>
  );
}
