import { Box, Switch } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { IngredientPage, IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
import {
  AdminDataTable,
  areaTableProps,
  COLUMN_MEDIA,
  Dash,
  OpenRowCell,
  tabularCells,
  usePhone,
  type AdminTableProps,
  type SortStatuses,
} from '../../../components/admin/index.ts';

import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { localName, setIngredientVisible } from '../api.ts';
import type { IngredientSort } from './hooks.ts';
import { notifyApiError } from '../../../components/notify.ts';

type Row = IngredientSummary & { updatedAt?: string };

type Props = AdminTableProps<Row, IngredientSort> & { listKey: QueryKey };

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
      notifyApiError(err, t);
    },
    onSettled: (_data, _err, { id }) => {
      void queryClient.invalidateQueries({ queryKey: ['ingredients'] });
      void queryClient.invalidateQueries({ queryKey: ['ingredient', 'admin', id] });
    },
  });
}

/** The URL's sorts and their columns; relevance has none. */
const SORTS: SortStatuses<Row, IngredientSort> = {
  name: { columnAccessor: 'nameEn', direction: 'asc' },
  'price-asc': { columnAccessor: 'pricePerKg', direction: 'asc' },
  'price-desc': { columnAccessor: 'pricePerKg', direction: 'desc' },
};

/** Every ingredient: INCI, names, CAS, category, price, MOQ, the visibility switch. */
export function IngredientTable(p: Props) {
  const { t, i18n } = useTranslation();
  const toggle = useToggleVisible(p.listKey);
  const lang = i18n.resolvedLanguage;
  // INCI, price and visible always; then Korean name, then CAS and category, then MOQ, then the English name
  const { md, lg: mid, xl: lg, wide } = COLUMN_MEDIA;
  const phone = usePhone();
  const columns: DataTableColumn<Row>[] = [
    {
      accessor: 'inciName',
      title: 'INCI',
      // on a phone the name takes what the price and the switch leave
      width: phone ? undefined : 200,
      render: (r) => (
        <OpenRowCell
          name={r.inciName}
          onOpen={() => p.onOpen(r.id)}
          before={
            !r.visible && (
              <IconEyeOff
                size={14}
                color="var(--mantine-color-gray-6)"
                aria-label={t('adminCatalogue.common.hidden')}
                style={{ flex: 'none' }}
              />
            )
          }
        />
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
      render: (r) => r.casNumber ?? <Dash />,
      cellsStyle: tabularCells,
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
    <AdminDataTable<Row, IngredientSort>
      {...areaTableProps(
        p,
        { page: t('adminCatalogue.common.selectPage'), row: (r) => t('adminCatalogue.common.selectRow', { name: r.inciName }) },
        { statuses: SORTS, fallback: 'relevance' },
      )}
      columns={columns}
      rowColor={(r) => (r.visible ? undefined : 'gray.7')}
    />
  );
}
