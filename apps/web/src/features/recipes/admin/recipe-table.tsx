import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import { isTotalValid } from '@formulab/shared/recipes/formulation';
import type { RecipeSummary } from '@formulab/shared/recipes/recipes.schema';
import {
  AdminDataTable,
  areaTableProps,
  CustomerCell,
  COLUMN_MEDIA,
  OpenRowCell,
  tabularCells as tabular,
  usePhone,
  type AdminTableProps,
  type SortStatuses,
} from '../../../components/admin/index.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { VisibilityBadge } from '../components/recipe-badges.tsx';
import { DeletedBadge, ValidBadge } from './badges.tsx';
import type { RecipeSort } from './list-params.ts';

type Props = AdminTableProps<RecipeSummary, RecipeSort>;

/** The URL's sorts and their columns (`created` has none shown: its arrow is on no column). */
const SORTS: SortStatuses<RecipeSummary, RecipeSort> = {
  updated: { columnAccessor: 'updatedAt', direction: 'desc' },
  created: { columnAccessor: 'createdAt', direction: 'desc' },
  name: { columnAccessor: 'name', direction: 'asc' },
};

/** Every recipe: name, owner and company, type, lines, total, validity, visibility, revision, last change. */
export function RecipeTable(p: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { md, lg, wide } = COLUMN_MEDIA;
  const columns: DataTableColumn<RecipeSummary>[] = [
    {
      accessor: 'name',
      title: t('adminRecipes.columns.name'),
      sortable: true,
      width: phone ? 150 : 240,
      render: (r) => (
        <OpenRowCell
          name={r.name}
          onOpen={() => p.onOpen(r.id)}
          struck={Boolean(r.deletedAt)}
          after={r.deletedAt && <DeletedBadge />}
        />
      ),
    },
    {
      accessor: 'owner',
      title: t('adminRecipes.columns.owner'),
      width: 200,
      visibleMediaQuery: md,
      render: (r) => r.owner && <CustomerCell customer={r.owner} />,
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
    <AdminDataTable<RecipeSummary, RecipeSort>
      {...areaTableProps(
        p,
        { page: t('adminRecipes.selectPage'), row: (r) => t('adminRecipes.selectRow', { name: r.name }) },
        { statuses: SORTS, fallback: 'updated' },
      )}
      columns={columns}
    />
  );
}
