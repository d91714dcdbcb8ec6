import { Button, Stack } from '@mantine/core';
import { IconFileImport, IconFlask, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import type { IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
import {
  FilteredEmptyState,
  AdminListStates,
  AdminPageHeader,
  adminTableProps,
  useCursorPages,
  useRowSelection,
  ImportExportNewActions,
} from '../../components/admin/index.ts';
import { ingredientsQuery } from '../../features/catalogue/api.ts';
import { BulkActions } from '../../features/catalogue/admin/bulk-actions.tsx';
import { CsvImport } from '../../features/catalogue/admin/csv-import.tsx';
import { IngredientDrawer } from '../../features/catalogue/admin/ingredient-drawer.tsx';
import { IngredientTable } from '../../features/catalogue/admin/ingredient-table.tsx';
import { IngredientToolbar } from '../../features/catalogue/admin/ingredient-toolbar.tsx';
import { listFilters, useIngredientParams } from '../../features/catalogue/admin/hooks.ts';

/** admin-ingredients — the staff's ingredient workspace: table, record drawer, CSV import/export. */
export function Component() {
  const { t } = useTranslation();
  const params = useIngredientParams();
  const filterKey = JSON.stringify([params.q, params.category, params.visibility, params.sort, params.size]);
  const pages = useCursorPages(filterKey);
  const query = ingredientsQuery(listFilters(params, pages.cursor), 'admin');
  const list = useQuery(query);
  const selection = useRowSelection<IngredientSummary>();
  const [importing, setImporting] = useState(false);
  const filtered = Boolean(params.q || params.category || params.visibility !== 'all');
  const create = () => params.update({ id: 'new' }, false);

  const empty = (
    <FilteredEmptyState
      icon={IconFlask}
      strings="adminCatalogue.ingredients"
      filtered={filtered}
      clear={{
        label: t('adminCatalogue.common.clearFilters'),
        onClick: () => params.update({ q: null, category: null, visibility: null }),
      }}
    >
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileImport size={14} aria-hidden="true" />}
        onClick={() => setImporting(true)}
      >
        {t('adminCatalogue.import.open')}
      </Button>
      <Button size="xs" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={create}>
        {t('adminCatalogue.ingredients.new')}
      </Button>
    </FilteredEmptyState>
  );

  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="admin-ingredients"
        actions={
          <ImportExportNewActions
            onImport={() => setImporting(true)}
            exportHref="/api/admin/ingredients/export.csv"
            exportLabel={t('adminCatalogue.ingredients.exportAll')}
            newLabel={t('adminCatalogue.ingredients.new')}
            onNew={create}
          />
        }
      />
      <IngredientToolbar params={params} />
      <BulkActions selected={selection.selected} onClear={selection.clear} />
      <AdminListStates
        query={list}
        retryLabel={t('adminCatalogue.common.retry')}
        pager={{ pages, limit: params.size, onLimit: (size) => params.update({ size }) }}
      >
        {(data) => (
          <IngredientTable {...adminTableProps(data.items, list, selection, params)} listKey={query.queryKey} empty={empty} />
        )}
      </AdminListStates>

      <IngredientDrawer id={params.id} onNavigate={(id) => params.update({ id }, id !== null)} />
      <CsvImport opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
