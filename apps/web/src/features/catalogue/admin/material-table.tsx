import { Badge, Button, Chip, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { Material } from '@formulab/shared/catalogue/materials.schema';
import { errorKey } from '../../../lib/api.ts';
import { formatDay, formatMoney, formatNumber } from '../../../lib/format.ts';
import { materialsQuery } from '../api.ts';
import {
  AdminDataTable,
  COLUMN_MEDIA,
  CursorPager,
  SearchField,
  pageSizeOf,
  tableEmptyState,
  useCursorPages,
  usePhone,
  useUrlParams,
} from '../../../components/admin/index.ts';
import { DESKTOP, rowActionsColumn } from './list-table.tsx';
import { MaterialDeleteModal } from './material-delete-modal.tsx';
import { daysUntil, stockLevel, STOCK_INK } from './material-hooks.ts';

const num = { fontVariantNumeric: 'tabular-nums' } as const;

/** Raw materials: search, "low stock only" (both in the URL), low stock first and tinted, server pages. */
export function MaterialTable({ onEdit, onCreate }: { onEdit: (id: string) => void; onCreate: () => void }) {
  const { t } = useTranslation();
  const [params, set] = useUrlParams();
  const q = params.get('q') ?? '';
  const lowStock = params.get('lowStock') === 'true';
  const limit = pageSizeOf(params.get('limit'), 50);
  const pages = useCursorPages(`${q}|${lowStock}|${limit}`);
  const query = useQuery(
    materialsQuery({ q: q || undefined, lowStock: lowStock ? 'true' : undefined, limit, cursor: pages.cursor }),
  );
  const lowCount = useQuery(materialsQuery({ lowStock: 'true', limit: 1 })).data?.total;
  const [deleting, setDeleting] = useState<{ open: boolean; material: Material | null }>({ open: false, material: null });
  const records = query.data?.items ?? [];
  const mobile = usePhone();

  const columns: DataTableColumn<Material>[] = [
    {
      accessor: 'tradeName',
      title: t('adminCatalogue.materials.tradeName'),
      render: (m) => (
        <Stack gap={0} maw={{ base: 160, sm: 200 }}>
          <Text fz="sm" fw={600} truncate="end">
            {m.tradeName}
          </Text>
          {/* what the narrower screens' hidden columns would say (eight columns overflowed below 1440 px) */}
          <Text fz="xs" c="gray.7" truncate="end" hiddenFrom="md">
            {m.supplier} · {m.ingredient.inciName}
          </Text>
          <Text fz="xs" c="gray.7" truncate="end" visibleFrom="md" hiddenFrom="xl">
            {m.supplier}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'supplier',
      title: t('adminCatalogue.materials.supplier'),
      visibleMediaQuery: COLUMN_MEDIA.wide,
      render: (m) => (
        <Text fz="sm" truncate="end" maw={120}>
          {m.supplier}
        </Text>
      ),
    },
    {
      accessor: 'ingredient',
      title: t('adminCatalogue.materials.ingredient'),
      visibleMediaQuery: COLUMN_MEDIA.md,
      render: (m) => (
        <Stack gap={0} maw={200}>
          <Text fz="sm" truncate="end">
            {m.ingredient.inciName}
          </Text>
          <Text fz="xs" c="gray.7" truncate="end">
            {m.ingredient.nameKo}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'unitCostPerKg',
      title: t('adminCatalogue.materials.unitCostShort'),
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: COLUMN_MEDIA.lg,
      render: (m) => <span style={num}>{formatMoney(m.unitCostPerKg)}</span>,
    },
    {
      accessor: 'stockKg',
      title: t('adminCatalogue.materials.stockShort'),
      textAlign: 'right',
      noWrap: true,
      render: (m) => {
        const level = stockLevel(m);
        return (
          <Group gap={6} justify="flex-end" wrap={mobile ? 'wrap-reverse' : 'nowrap'}>
            {level !== 'ok' && (
              <Badge
                size="sm"
                variant="filled"
                color={STOCK_INK[level]}
                style={{ flexShrink: 0, overflow: 'visible' }}
                leftSection={<IconAlertTriangle size={11} aria-hidden="true" />}
              >
                {t(`adminCatalogue.materials.level.${level}`)}
              </Badge>
            )}
            <Text
              span
              fz="sm"
              fw={level === 'ok' ? 400 : 700}
              c={level === 'ok' ? undefined : STOCK_INK[level]}
              style={{ ...num, whiteSpace: 'nowrap' }}
            >
              {formatNumber(m.stockKg, 3)}
            </Text>
          </Group>
        );
      },
    },
    {
      accessor: 'reorderLevelKg',
      title: t('adminCatalogue.materials.reorderShort'),
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: COLUMN_MEDIA.wide,
      render: (m) => <span style={num}>{formatNumber(m.reorderLevelKg, 3)}</span>,
    },
    {
      accessor: 'lots',
      title: t('adminCatalogue.materials.lotsShort'),
      visibleMediaQuery: COLUMN_MEDIA.xl,
      render: (m) => {
        if (!m.lots.length)
          return (
            <Text span fz="sm" c="gray.7">
              —
            </Text>
          );
        const next = [...m.lots].sort((a, b) => a.expiresOn.localeCompare(b.expiresOn))[0]!;
        const days = daysUntil(next.expiresOn);
        return (
          <Tooltip label={t('adminCatalogue.materials.nextExpiry', { lot: next.lot })}>
            <Text
              span
              fz="sm"
              c={days < 0 ? 'red.8' : days <= 90 ? 'var(--mantine-color-orange-light-color)' : undefined}
              style={{ ...num, whiteSpace: 'nowrap' }}
            >
              {t('adminCatalogue.materials.lotsCount', { count: m.lots.length })} · {formatDay(next.expiresOn)}
            </Text>
          </Tooltip>
        );
      },
    },
    rowActionsColumn<Material>({
      width: 84,
      // on a phone the row opens the form, which has Delete too: the stock keeps its room
      visibleMediaQuery: DESKTOP,
      editLabel: (m) => t('adminCatalogue.materials.editNamed', { name: m.tradeName }),
      deleteLabel: (m) => t('adminCatalogue.materials.deleteNamed', { name: m.tradeName }),
      onEdit,
      onDelete: (m) => setDeleting({ open: true, material: m }),
    }),
  ];

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <SearchField
          value={q}
          onChange={(v) => set({ q: v })}
          label={t('adminCatalogue.materials.search')}
          placeholder={t('adminCatalogue.materials.searchPlaceholder')}
          w={360}
        />
        <Chip checked={lowStock} onChange={(v) => set({ lowStock: v ? 'true' : null })} color="red" variant="outline">
          {t('adminCatalogue.materials.lowOnly')}
          {lowCount !== undefined && ` (${formatNumber(lowCount)})`}
        </Chip>
        {(q || lowStock) && (
          <Button variant="subtle" size="xs" onClick={() => set({ q: null, lowStock: null })}>
            {t('adminCatalogue.shared.clearFilters')}
          </Button>
        )}
      </Group>
      <AdminDataTable<Material>
        records={records}
        columns={columns}
        fetching={query.isFetching}
        onOpen={onEdit}
        empty={tableEmptyState({
          pending: query.isPending,
          hasRows: false,
          error: query.isError ? t(errorKey(query.error)) : null,
          filtered: !!(q || lowStock),
          noMatch: t('adminCatalogue.materials.noMatch'),
          empty: t('adminCatalogue.materials.empty'),
          addLabel: t('adminCatalogue.materials.add'),
          onAdd: onCreate,
        })}
        rowBackgroundColor={(m) => {
          const level = stockLevel(m);
          return level === 'ok' ? undefined : level === 'low' ? 'orange.0' : 'red.0';
        }}
      />
      <CursorPager pages={pages} limit={limit} data={query.data} onLimit={(v) => set({ limit: v === '50' ? null : v })} />
      <MaterialDeleteModal
        material={deleting.material}
        opened={deleting.open}
        onClose={() => setDeleting((s) => ({ ...s, open: false }))}
      />
    </Stack>
  );
}
