import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { ProductStatus, ProductSummary } from '@formulab/shared/shop/products.schema';
import {
  AdminDataTable,
  areaTableProps,
  BREAK_ANYWHERE,
  COLUMN_MEDIA,
  OpenRowCell,
  tabularCells as tabular,
} from '../../../components/admin/index.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

const STATUS_COLOUR: Record<ProductStatus, string> = { active: 'green', hidden: 'gray', sold_out: 'red' };

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  const c = STATUS_COLOUR[status];
  return (
    <Badge color={c} variant="light" size="sm" radius="sm" tt="none" c={c === 'red' ? 'red.9' : 'dark.7'}>
      {t(`adminShop.products.statuses.${status}`)}
    </Badge>
  );
}

type Props = {
  records: ProductSummary[];
  fetching: boolean;
  onOpen: (id: string) => void;
  selected: ProductSummary[];
  onSelected: (rows: ProductSummary[]) => void;
  empty: React.ReactNode;
};

/** Products: cover and name, code, category, status, price from, stock, sold. */
export function ProductTable(p: Props) {
  const { t } = useTranslation();
  const { md, lg } = COLUMN_MEDIA;
  const columns: DataTableColumn<ProductSummary>[] = [
    {
      accessor: 'nameKo',
      title: t('adminShop.products.columns.name'),
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          {r.thumbUrl ? (
            <img src={r.thumbUrl} alt="" width={36} height={36} style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }} />
          ) : (
            <span style={{ width: 36, height: 36, borderRadius: 4, background: 'var(--mantine-color-gray-1)', flexShrink: 0 }} />
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <OpenRowCell name={r.nameKo} onOpen={() => p.onOpen(r.id)} />
            <Text fz="xs" c="gray.7" lineClamp={1} style={BREAK_ANYWHERE}>
              {r.nameEn}
            </Text>
          </Stack>
        </Group>
      ),
    },
    { accessor: 'code', title: t('adminShop.products.columns.code'), width: 110, visibleMediaQuery: md, cellsStyle: tabular },
    {
      accessor: 'category',
      title: t('adminShop.products.columns.category'),
      width: 110,
      visibleMediaQuery: lg,
      render: (r) => t(`adminShop.categories.${r.category}`),
    },
    {
      accessor: 'status',
      title: t('adminShop.products.columns.status'),
      width: 100,
      render: (r) => <ProductStatusBadge status={r.status} />,
    },
    {
      accessor: 'fromPrice',
      title: t('adminShop.products.columns.price'),
      textAlign: 'right',
      width: 110,
      visibleMediaQuery: md,
      cellsStyle: tabular,
      render: (r) => formatMoney(r.fromPrice),
    },
    {
      accessor: 'stock',
      title: t('adminShop.products.columns.stock'),
      textAlign: 'right',
      width: 80,
      // on a phone the name and the state fill the row (the drawer shows the stock)
      visibleMediaQuery: COLUMN_MEDIA.sm,
      cellsStyle: tabular,
      render: (r) => formatNumber(r.stock),
    },
    {
      accessor: 'soldCount',
      title: t('adminShop.products.columns.sold'),
      textAlign: 'right',
      width: 80,
      visibleMediaQuery: lg,
      cellsStyle: tabular,
      render: (r) => formatNumber(r.soldCount),
    },
  ];
  return (
    <AdminDataTable<ProductSummary>
      {...areaTableProps(p, {
        page: t('adminShop.products.selectPage'),
        row: (r) => t('adminShop.products.selectRow', { name: r.nameKo }),
      })}
      columns={columns}
    />
  );
}
