import 'mantine-datatable/styles.css';
import { Badge, Box, Group, Switch, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEyeOff } from '@tabler/icons-react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IngredientPage, IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
import { errorKey } from '../../../lib/api.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { localName, setIngredientVisible } from '../api.ts';
import type { IngredientSort } from './hooks.ts';

type Row = IngredientSummary & { updatedAt?: string };

type Props = {
  records: Row[];
  fetching: boolean;
  sort: IngredientSort;
  onSort: (s: IngredientSort) => void;
  selected: Row[];
  onSelected: (rows: Row[]) => void;
  onOpen: (id: string) => void;
  listKey: QueryKey;
  empty: ReactNode;
};

/** Shows or hides one ingredient at once in the table, then lets the server have the last word. */
function useToggleVisible(listKey: QueryKey) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visible }: { id: string; visible: boolean }) => setIngredientVisible(id, visible),
    onMutate: async ({ id, visible }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<IngredientPage>(listKey);
      queryClient.setQueryData<IngredientPage>(
        listKey,
        (page) => page && { ...page, items: page.items.map((i) => (i.id === id ? { ...i, visible } : i)) },
      );
      return { before };
    },
    onError: (err, _vars, ctx) => {
      if (ctx?.before) queryClient.setQueryData(listKey, ctx.before);
      notifications.show({ color: 'red', message: t(errorKey(err)) });
    },
    onSettled: (_data, _err, { id }) => {
      void queryClient.invalidateQueries({ queryKey: ['ingredients'] });
      void queryClient.invalidateQueries({ queryKey: ['ingredient', 'admin', id] });
    },
  });
}

const percent = (v: number | null, t: (k: string) => string) =>
  v === null ? (
    <Text span c="dimmed" fz="sm" title={t('adminCatalogue.ingredients.noLimit')}>
      —
    </Text>
  ) : v === 0 ? (
    <Badge size="sm" color="red" variant="light" tt="none">
      {t('adminCatalogue.ingredients.notAllowed')}
    </Badge>
  ) : (
    `${formatNumber(v, 4)} %`
  );

function sortStatusOf(sort: IngredientSort): DataTableSortStatus<Row> {
  if (sort === 'name') return { columnAccessor: 'nameEn', direction: 'asc' };
  if (sort === 'price-asc') return { columnAccessor: 'pricePerKg', direction: 'asc' };
  if (sort === 'price-desc') return { columnAccessor: 'pricePerKg', direction: 'desc' };
  return { columnAccessor: '', direction: 'asc' };
}

export function IngredientTable(p: Props) {
  const { t, i18n } = useTranslation();
  const toggle = useToggleVisible(p.listKey);
  const lang = i18n.resolvedLanguage;
  // the sidebar takes 250 px from 48em up: INCI, price and visible always; then Korean name, then CAS,
  // category and leave-on limit, then MOQ, then the English name — never a sideways scroll on a laptop
  const md = '(min-width: 62em)';
  const mid = '(min-width: 75em)';
  const lg = '(min-width: 80em)';
  const phone = useMediaQuery('(max-width: 48em)');
  const wide = '(min-width: 88em)';
  const columns: DataTableColumn<Row>[] = [
    {
      accessor: 'inciName',
      title: 'INCI',
      width: phone ? 140 : 200,
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          {!r.visible && (
            <IconEyeOff
              size={14}
              color="var(--mantine-color-gray-6)"
              aria-label={t('adminCatalogue.common.hidden')}
              style={{ flex: 'none' }}
            />
          )}
          {/* the row opens on click; this button makes it reachable by keyboard too */}
          <UnstyledButton
            onClick={(e) => {
              e.stopPropagation();
              p.onOpen(r.id);
            }}
            fz="sm"
            fw={600}
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
          >
            {r.inciName}
          </UnstyledButton>
        </Group>
      ),
    },
    {
      accessor: 'nameKo',
      title: t('adminCatalogue.ingredients.fields.nameKo'),
      ellipsis: true,
      width: 150,
      visibleMediaQuery: md,
    },
    {
      accessor: 'nameEn',
      title: t('adminCatalogue.ingredients.fields.nameEn'),
      ellipsis: true,
      width: 170,
      sortable: true,
      visibleMediaQuery: wide,
    },
    {
      accessor: 'casNumber',
      title: 'CAS',
      ellipsis: true,
      width: 110,
      visibleMediaQuery: mid,
      render: (r) =>
        r.casNumber ?? (
          <Text span c="dimmed">
            —
          </Text>
        ),
      cellsStyle: () => ({ fontVariantNumeric: 'tabular-nums' }),
    },
    {
      accessor: 'category',
      title: t('adminCatalogue.ingredients.fields.category'),
      ellipsis: true,
      width: 120,
      visibleMediaQuery: mid,
      render: (r) => localName(r.category, lang),
    },
    {
      accessor: 'pricePerKg',
      title: t('adminCatalogue.ingredients.columns.pricePerKg'),
      textAlign: 'right',
      noWrap: true,
      sortable: true,
      render: (r) => formatMoney(r.pricePerKg),
    },
    {
      accessor: 'moqKg',
      title: t('adminCatalogue.ingredients.columns.moqKg'),
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: lg,
      render: (r) => `${formatNumber(r.moqKg, 3)} kg`,
    },
    {
      accessor: 'maxLeaveOn',
      title: t('adminCatalogue.ingredients.columns.maxLeaveOn'),
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: mid,
      render: (r) => percent(r.maxLeaveOn, t),
    },
    {
      accessor: 'visible',
      title: t('adminCatalogue.ingredients.columns.visible'),
      textAlign: 'center',
      width: 72,
      render: (r) => (
        <Box onClick={(e) => e.stopPropagation()} style={{ display: 'inline-flex' }}>
          <Switch
            size="sm"
            checked={r.visible}
            onChange={(e) => toggle.mutate({ id: r.id, visible: e.currentTarget.checked })}
            aria-label={t(r.visible ? 'adminCatalogue.ingredients.hideOne' : 'adminCatalogue.ingredients.showOne', {
              name: r.inciName,
            })}
          />
        </Box>
      ),
    },
  ];
  if (p.records.some((r) => r.updatedAt)) {
    columns.push({
      accessor: 'updatedAt',
      title: t('adminCatalogue.ingredients.columns.updated'),
      noWrap: true,
      visibleMediaQuery: wide,
      render: (r) => (r.updatedAt ? formatDate(r.updatedAt) : ''),
    });
  }
  return (
    <DataTable<Row>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      verticalSpacing={6}
      horizontalSpacing="xs"
      fz="sm"
      minHeight={p.records.length ? undefined : 260}
      records={p.records}
      columns={columns}
      fetching={p.fetching}
      loaderType="dots"
      idAccessor="id"
      onRowClick={({ record }) => p.onOpen(record.id)}
      rowStyle={() => ({ cursor: 'pointer' })}
      rowColor={(r) => (r.visible ? undefined : 'gray.7')}
      selectedRecords={p.selected}
      onSelectedRecordsChange={p.onSelected}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('adminCatalogue.common.selectPage') }}
      getRecordSelectionCheckboxProps={(r) => ({ 'aria-label': t('adminCatalogue.common.selectRow', { name: r.inciName }) })}
      sortStatus={sortStatusOf(p.sort)}
      onSortStatusChange={(s) =>
        p.onSort(
          s.columnAccessor === 'pricePerKg'
            ? s.direction === 'asc'
              ? 'price-asc'
              : 'price-desc'
            : s.columnAccessor === 'nameEn'
              ? 'name'
              : 'relevance',
        )
      }
      // the table keeps its empty state in the page under the rows (only transparent): its buttons
      // would catch clicks on the rows and be read out, so it gets them only when the list is empty
      emptyState={p.fetching || p.records.length > 0 ? <span /> : p.empty}
    />
  );
}
