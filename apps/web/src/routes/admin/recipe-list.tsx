import { Button, Stack } from '@mantine/core';
import { IconClipboardList, IconFileImport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import type { RecipeSummary } from '@formulab/shared/recipes/recipes.schema';
import {
  FilteredEmptyState,
  AdminListStates,
  AdminPageHeader,
  adminTableProps,
  SearchField,
  useCursorPages,
  useRowSelection,
} from '../../components/admin/index.ts';
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
  const selection = useRowSelection<RecipeSummary>();
  const toImport = (size: 'xs' | 'sm') => (
    <Button
      size={size}
      variant="default"
      component={Link}
      to="/admin/admin-bulk-recipe"
      leftSection={<IconFileImport size={size === 'xs' ? 14 : 16} aria-hidden="true" />}
    >
      {t('adminRecipes.toImport')}
    </Button>
  );

  const empty = (
    <FilteredEmptyState
      icon={IconClipboardList}
      strings="adminRecipes"
      filtered={params.filtered}
      clear={{ label: t('adminRecipes.filters.clear'), onClick: params.clear }}
    >
      {toImport('xs')}
    </FilteredEmptyState>
  );

  return (
    <Stack gap="sm">
      <AdminPageHeader screen="recipe-list" actions={toImport('sm')} />
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
      <RecipeBulkBar selected={selection.selected} onClear={selection.clear} />
      <AdminListStates
        query={list}
        retryLabel={t('adminRecipes.retry')}
        pager={{ pages, limit: params.size, onLimit: (size) => params.update({ size }) }}
      >
        {(data) => <RecipeTable {...adminTableProps(data.items, list, selection, params)} empty={empty} />}
      </AdminListStates>
      <RecipeDrawer id={params.id} onClose={() => params.update({ id: null }, false)} />
    </Stack>
  );
}
