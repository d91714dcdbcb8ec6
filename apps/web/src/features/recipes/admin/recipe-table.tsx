import 'mantine-datatable/styles.css';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isTotalValid } from '@formulab/shared/recipes/formulation';
import type { RecipeSummary } from '@formulab/shared/recipes/recipes.schema';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { VisibilityBadge } from '../components/recipe-badges.tsx';
import { DeletedBadge, ValidBadge } from './badges.tsx';
import type { RecipeSort } from './list-params.ts';

type Props = {
  records: RecipeSummary[];
  fetching: boolean;
  sort: RecipeSort;
  onSort: (s: RecipeSort) => void;
  selected: RecipeSummary[];
  onSelected: (rows: RecipeSummary[]) => void;
  onOpen: (id: string) => void;
  empty: ReactNode;
};

const SORT_STATUS: Record<RecipeSort, DataTableSortStatus<RecipeSummary>> = {
  updated: { columnAccessor: 'updatedAt', direction: 'desc' },
  created: { columnAccessor: 'createdAt', direction: 'desc' },
  name: { columnAccessor: 'name', direction: 'asc' },
};
const tabular = () => ({ fontVariantNumeric: 'tabular-nums' as const });

/** Every recipe: name, owner and company, type, lines, total, validity, visibility, revision, last change. */
export function RecipeTable(p: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const md = '(min-width: 62em)';
  const lg = '(min-width: 75em)';
  const wide = '(min-width: 88em)';
  const columns: DataTableColumn<RecipeSummary>[] = [
    {
      accessor: 'name',
      title: t('adminRecipes.columns.name'),
      sortable: true,
      width: phone ? 150 : 240,
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          {/* the row opens on click; the button makes it reachable by keyboard */}
          <UnstyledButton
            onClick={(e) => {
              e.stopPropagation();
              p.onOpen(r.id);
            }}
            fz="sm"
            fw={600}
            c={r.deletedAt ? 'gray.7' : undefined}
            td={r.deletedAt ? 'line-through' : undefined}
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
          >
            {r.name}
          </UnstyledButton>
          {r.deletedAt && <DeletedBadge />}
        </Group>
      ),
    },
    {
      accessor: 'owner',
      title: t('adminRecipes.columns.owner'),
      width: 200,
      visibleMediaQuery: md,
      render: (r) =>
        r.owner && (
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fz="sm" truncate="end">
              {r.owner.name}
            </Text>
            <Text fz="xs" c="gray.7" truncate="end">
              {r.owner.companyName || r.owner.email}
            </Text>
          </Stack>
        ),
    },
    {
      accessor: 'productType',
      title: t('adminRecipes.columns.type'),
      noWrap: true,
      visibleMediaQuery: lg,
      render: (r) => t(`productTypes.${r.productType}`),
    },
    {
      accessor: 'lineCount',
      title: t('adminRecipes.columns.lines'),
      textAlign: 'right',
      width: 70,
      visibleMediaQuery: wide,
      cellsStyle: tabular,
    },
    {
      accessor: 'totalPercent',
      title: t('adminRecipes.columns.total'),
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: md,
      cellsStyle: tabular,
      render: (r) => (
        <Text
          span
          fz="sm"
          c={isTotalValid(r.totalPercent) ? undefined : 'red.8'}
          fw={isTotalValid(r.totalPercent) ? undefined : 600}
        >
          {formatNumber(r.totalPercent, 4)} %
        </Text>
      ),
    },
    { accessor: 'valid', title: t('adminRecipes.columns.valid'), width: 96, render: (r) => <ValidBadge valid={r.valid} /> },
    {
      accessor: 'visibility',
      title: t('adminRecipes.columns.visibility'),
      width: 104,
      visibleMediaQuery: md,
      render: (r) => <VisibilityBadge visibility={r.visibility} />,
    },
    {
      accessor: 'revision',
      title: t('adminRecipes.columns.revision'),
      textAlign: 'right',
      width: 64,
      visibleMediaQuery: wide,
      cellsStyle: tabular,
      render: (r) => `r${r.revision}`,
    },
    {
      accessor: 'updatedAt',
      title: t('adminRecipes.columns.updated'),
      noWrap: true,
      sortable: true,
      visibleMediaQuery: lg,
      render: (r) => formatDate(r.updatedAt),
    },
  ];
  return (
    <DataTable<RecipeSummary>
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
      selectedRecords={p.selected}
      onSelectedRecordsChange={p.onSelected}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('adminRecipes.selectPage') }}
      getRecordSelectionCheckboxProps={(r) => ({ 'aria-label': t('adminRecipes.selectRow', { name: r.name }) })}
      sortStatus={SORT_STATUS[p.sort]}
      onSortStatusChange={(s) => p.onSort(s.columnAccessor === 'name' ? 'name' : 'updated')}
      // the empty state stays in the page under the rows: it gets its buttons only when there are no rows
      emptyState={p.fetching || p.records.length > 0 ? <span /> : p.empty}
    />
  );
}
