import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileImport, IconFlask, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
import { errorKey } from '../../lib/api.ts';
import { ingredientsQuery } from '../../features/catalogue/api.ts';
import { AdminPageHeader } from '../../features/catalogue/admin/admin-page-header.tsx';
import { CursorPager, useCursorPages } from '../../features/catalogue/admin/cursor-pager.tsx';
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
  const [selected, setSelected] = useState<IngredientSummary[]>([]);
  const [importing, setImporting] = useState(false);
  const filtered = Boolean(params.q || params.category || params.visibility !== 'all');

  const empty = (
    <Stack align="center" gap={6} py="xl" px="md" ta="center" style={{ pointerEvents: 'auto' }}>
      <IconFlask size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />
      <Text fw={600}>{t(filtered ? 'adminCatalogue.ingredients.emptyFiltered' : 'adminCatalogue.ingredients.empty')}</Text>
      <Text fz="sm" c="dimmed" maw={420}>
        {t(filtered ? 'adminCatalogue.ingredients.emptyFilteredHint' : 'adminCatalogue.ingredients.emptyHint')}
      </Text>
      <Group gap="xs" mt="xs">
        {filtered ? (
          <Button size="xs" variant="default" onClick={() => params.update({ q: null, category: null, visibility: null })}>
            {t('adminCatalogue.common.clearFilters')}
          </Button>
        ) : (
          <>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileImport size={14} aria-hidden="true" />}
              onClick={() => setImporting(true)}
            >
              {t('adminCatalogue.import.open')}
            </Button>
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={() => params.update({ id: 'new' }, false)}
            >
              {t('adminCatalogue.ingredients.new')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );

  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="admin-ingredients"
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden="true" />}
              onClick={() => setImporting(true)}
            >
              {t('adminCatalogue.import.open')}
            </Button>
            <Button
              component="a"
              href="/api/admin/ingredients/export.csv"
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
            >
              {t('adminCatalogue.ingredients.exportAll')}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => params.update({ id: 'new' }, false)}>
              {t('adminCatalogue.ingredients.new')}
            </Button>
          </>
        }
      />
      <IngredientToolbar params={params} />
      <BulkActions selected={selected} onClear={() => setSelected([])} />

      {list.isError && !list.data ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{t(errorKey(list.error))}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('adminCatalogue.common.retry')}
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
        <IngredientTable
          records={list.data.items}
          fetching={list.isFetching && list.isPlaceholderData}
          sort={params.sort}
          onSort={(sort) => params.update({ sort })}
          selected={selected}
          onSelected={setSelected}
          onOpen={(id) => params.update({ id }, false)}
          listKey={query.queryKey}
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

      <IngredientDrawer id={params.id} onNavigate={(id) => params.update({ id }, id !== null)} />
      <CsvImport opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
