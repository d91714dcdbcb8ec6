import { Code, Image, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { SUB_MATERIAL_SORTS, type SubMaterialSummary } from '@formulab/shared/catalogue/sub-materials.schema';
import { errorKey } from '../../../lib/api.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { localName, setSubMaterialVisible, subMaterialsQuery, type Page } from '../api.ts';
import {
  AdminDataTable,
  COLUMN_MEDIA,
  CursorPager,
  oneOf,
  pageSizeOf,
  tableEmptyState,
  useCursorPages,
  useRowSelection,
  useUrlParams,
  type SortStatuses,
} from '../../../components/admin/index.ts';
import { DESKTOP, rowActionsColumn } from './list-table.tsx';
import { SubMaterialBulkBar } from './sub-material-bulk.tsx';
import { SubMaterialDeleteModal } from './sub-material-delete-modal.tsx';
import { SubMaterialToolbar } from './sub-material-toolbar.tsx';
import { notifyApiError } from '../../../components/notify.ts';

const tabular = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
type SubMaterialSort = (typeof SUB_MATERIAL_SORTS)[number];
/** the server sort a column header asks for (the API sorts ascending only; `newest` has no column) */
const SORT_STATUSES: SortStatuses<SubMaterialSummary, SubMaterialSort> = {
  name: { columnAccessor: 'nameKo', direction: 'asc' },
  capacity: { columnAccessor: 'capacityMl', direction: 'asc' },
  'price-asc': { columnAccessor: 'fromPrice', direction: 'asc' },
};

/** Packaging: filters in the URL, server pages, row selection with bulk show/hide, visibility switch per row. */
export function SubMaterialTable({ onEdit, onCreate }: { onEdit: (id: string) => void; onCreate: () => void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [params, set] = useUrlParams();
  const f = {
    q: params.get('q') ?? '',
    type: params.get('type') ?? '',
    material: params.get('material') ?? '',
    finish: params.get('finish') ?? '',
    visibility: params.get('visibility') ?? '',
    sort: params.get('sort') ?? '',
  };
  const limit = pageSizeOf(params.get('limit'), 50);
  const pages = useCursorPages(JSON.stringify([f, limit]));
  const filters = {
    q: f.q || undefined,
    type: f.type || undefined,
    material: f.material || undefined,
    finish: f.finish || undefined,
    visibility: f.visibility || 'all',
    sort: f.sort || undefined,
    limit,
    cursor: pages.cursor,
  };
  const listQuery = subMaterialsQuery(filters, 'admin');
  const query = useQuery(listQuery);
  const records = query.data?.items ?? [];
  // the selection is of this page: it goes when the filters or the page change
  const { selected, setSelected, clear } = useRowSelection<SubMaterialSummary>(JSON.stringify(filters));
  const [deleting, setDeleting] = useState<{ open: boolean; item: SubMaterialSummary | null }>({ open: false, item: null });
  const [toggling, setToggling] = useState<string[]>([]);
  const filtered = Boolean(f.q || f.type || f.material || f.finish || (f.visibility && f.visibility !== 'all'));

  const toggle = async (s: SubMaterialSummary, visible: boolean) => {
    setToggling((x) => [...x, s.id]);
    qc.setQueryData<Page<SubMaterialSummary>>(
      listQuery.queryKey,
      (old) => old && { ...old, items: old.items.map((i) => (i.id === s.id ? { ...i, visible } : i)) },
    );
    try {
      await setSubMaterialVisible(s.id, visible);
      notifications.show({
        color: 'teal',
        message: t(visible ? 'adminCatalogue.subMaterials.nowVisible' : 'adminCatalogue.subMaterials.nowHidden', {
          code: s.code,
        }),
      });
    } catch (err) {
      notifyApiError(err, t);
    } finally {
      setToggling((x) => x.filter((id) => id !== s.id));
      void qc.invalidateQueries({ queryKey: ['sub-materials'] });
    }
  };

  const columns: DataTableColumn<SubMaterialSummary>[] = [
    {
      accessor: 'thumbUrl',
      title: <span aria-hidden="true" />,
      width: 56,
      render: (s) =>
        s.thumbUrl ? (
          <Image src={s.thumbUrl} alt="" w={40} h={40} radius="sm" fit="cover" />
        ) : (
          <ThemeIcon variant="light" color="gray" size={40} radius="sm" aria-hidden="true">
            <IconPhoto size={18} />
          </ThemeIcon>
        ),
    },
    {
      accessor: 'code',
      title: t('adminCatalogue.subMaterials.code'),
      visibleMediaQuery: COLUMN_MEDIA.lg,
      render: (s) => <Code style={{ whiteSpace: 'nowrap' }}>{s.code}</Code>,
    },
    {
      accessor: 'nameKo',
      title: t('adminCatalogue.subMaterials.name'),
      sortable: true,
      render: (s) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600} lineClamp={1}>
            {localName(s, i18n.resolvedLanguage)}
          </Text>
          <Text fz="xs" c="gray.7" lineClamp={1} visibleFrom="sm">
            {i18n.resolvedLanguage === 'en' ? s.nameKo : s.nameEn}
            {/* the code's column shows from the lg breakpoint: below it, the code stands here */}
            <Text span inherit hiddenFrom="lg">
              {' · '}
              {s.code}
            </Text>
          </Text>
          <Text fz="xs" c="gray.7" lineClamp={1} hiddenFrom="sm">
            {formatMoney(s.fromPrice)}~ ·{' '}
            {s.capacityMl === null ? localName(s.type, i18n.resolvedLanguage) : `${formatNumber(s.capacityMl, 1)} ml`} · {s.code}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'type',
      visibleMediaQuery: COLUMN_MEDIA.md,
      title: t('adminCatalogue.subMaterials.type'),
      render: (s) => localName(s.type, i18n.resolvedLanguage),
    },
    {
      accessor: 'material',
      visibleMediaQuery: COLUMN_MEDIA.lg,
      title: t('adminCatalogue.subMaterials.material'),
      render: (s) => localName(s.material, i18n.resolvedLanguage),
    },
    {
      accessor: 'capacityMl',
      visibleMediaQuery: COLUMN_MEDIA.md,
      title: t('adminCatalogue.subMaterials.capacityShort'),
      sortable: true,
      textAlign: 'right',
      render: (s) => <span style={tabular}>{s.capacityMl === null ? '—' : `${formatNumber(s.capacityMl, 1)} ml`}</span>,
    },
    {
      accessor: 'fromPrice',
      visibleMediaQuery: COLUMN_MEDIA.md,
      title: t('adminCatalogue.subMaterials.fromPrice'),
      sortable: true,
      textAlign: 'right',
      render: (s) => <span style={tabular}>{formatMoney(s.fromPrice)}</span>,
    },
    {
      accessor: 'moq',
      visibleMediaQuery: COLUMN_MEDIA.wide,
      title: t('adminCatalogue.subMaterials.moqShort'),
      textAlign: 'right',
      render: (s) => <span style={tabular}>{formatNumber(s.moq)}</span>,
    },
    {
      accessor: 'leadTimeDays',
      visibleMediaQuery: COLUMN_MEDIA.wide,
      title: t('adminCatalogue.subMaterials.leadTimeShort'),
      textAlign: 'right',
      render: (s) => <span style={tabular}>{t('adminCatalogue.subMaterials.days', { count: s.leadTimeDays })}</span>,
    },
    {
      accessor: 'visible',
      title: t('adminCatalogue.subMaterials.visibleShort'),
      render: (s) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only stops the row click; the switch has its own keyboard handling
        <div onClick={(e) => e.stopPropagation()}>
          <Switch
            size="sm"
            checked={s.visible}
            disabled={toggling.includes(s.id)}
            onChange={(e) => void toggle(s, e.currentTarget.checked)}
            aria-label={t('adminCatalogue.subMaterials.visibleNamed', { code: s.code })}
          />
        </div>
      ),
    },
    rowActionsColumn<SubMaterialSummary>({
      width: 80,
      visibleMediaQuery: DESKTOP,
      editLabel: (s) => t('adminCatalogue.subMaterials.editNamed', { code: s.code }),
      deleteLabel: (s) => t('adminCatalogue.subMaterials.deleteNamed', { code: s.code }),
      onEdit,
      onDelete: (s) => setDeleting({ open: true, item: s }),
    }),
  ];

  return (
    <Stack gap="sm">
      <SubMaterialToolbar f={f} set={set} />
      <SubMaterialBulkBar selected={selected} onDone={clear} />
      <AdminDataTable<SubMaterialSummary, SubMaterialSort>
        records={records}
        columns={columns}
        fetching={query.isFetching}
        onOpen={onEdit}
        selection={{
          selected,
          onChange: setSelected,
          pageLabel: t('adminCatalogue.subMaterials.selectAll'),
          rowLabel: (s) => t('adminCatalogue.subMaterials.selectRow', { code: s.code }),
        }}
        sort={{
          value: oneOf(SUB_MATERIAL_SORTS, f.sort, 'name'),
          statuses: SORT_STATUSES,
          fallback: 'name',
          onChange: (sort) => set({ sort: sort === 'name' ? null : sort }),
        }}
        empty={tableEmptyState({
          pending: query.isPending,
          hasRows: false,
          error: query.isError ? t(errorKey(query.error)) : null,
          filtered,
          noMatch: t('adminCatalogue.subMaterials.noMatch'),
          empty: t('adminCatalogue.subMaterials.empty'),
          addLabel: t('adminCatalogue.subMaterials.add'),
          onAdd: onCreate,
        })}
        rowColor={(s) => (s.visible ? undefined : 'gray.7')}
        rowBackgroundColor={(s) => (s.visible ? undefined : 'gray.0')}
      />
      <CursorPager pages={pages} limit={limit} data={query.data} onLimit={(v) => set({ limit: v === '50' ? null : v })} />
      <SubMaterialDeleteModal
        item={deleting.item}
        opened={deleting.open}
        onClose={() => setDeleting((s) => ({ ...s, open: false }))}
      />
    </Stack>
  );
}
