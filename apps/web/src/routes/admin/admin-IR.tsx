import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconReportMoney } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../i18n/react.ts';
import type { IrPost } from '@formulab/shared/content/content.schema';
import {
  COLUMN_MEDIA,
  OpenRowCell,
  pageSizeOf,
  tabularCells,
  useCursorPages,
  useDrawerParam,
  useUrlParams,
} from '../../components/admin/index.ts';
import { adminIrQuery, adminIrYearsQuery, irCsvUrl } from '../../features/content/admin/admin-api.ts';
import { ContentScreen } from '../../features/content/admin/content-list.tsx';
import { IrEditor } from '../../features/content/admin/ir-editor.tsx';
import { formatDateTime } from '../../lib/format.ts';

/** admin admin-IR — disclosures with their PDFs, newest first, by year; ?edit=<id|new> opens the form. */
/** "Scheduled": a disclosure whose publication time is still to come (visitors do not see it yet). */
function ScheduledBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" color="blue" variant="light">
      {t('adminContent.notices.statuses.scheduled')}
    </Badge>
  );
}

export function Component() {
  const { t } = useTranslation();
  const [params, set] = useUrlParams();
  const q = params.get('q') ?? '';
  const year = Number(params.get('year')) || undefined;
  const limit = pageSizeOf(params.get('size'), 25);
  const pages = useCursorPages(`${q}|${year}|${limit}`);
  const list = useQuery(adminIrQuery({ q: q || undefined, year, limit, cursor: pages.cursor }));
  const years = useQuery(adminIrYearsQuery);
  const drawer = useDrawerParam(params, set);
  const { open } = drawer;

  const columns: DataTableColumn<IrPost>[] = [
    {
      accessor: 'title',
      title: t('adminContent.title'),
      render: (p) => (
        <Stack gap={0}>
          <OpenRowCell name={p.title} onOpen={() => open(p.id)} />
          {/* on a phone the publication time (and whether it is still to come) stands here, its column from 48em */}
          <Group gap={6} wrap="nowrap" hiddenFrom="sm">
            <Text fz="xs" c="gray.7" className="tabular">
              {formatDateTime(p.publishAt)}
            </Text>
            {p.scheduled && <ScheduledBadge />}
          </Group>
        </Stack>
      ),
    },
    {
      accessor: 'attachments',
      title: t('adminContent.ir.documents'),
      width: 110,
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <IconFileTypePdf size={16} aria-hidden="true" color="var(--mantine-color-red-8)" />
          {p.attachments.length}
        </Group>
      ),
    },
    {
      accessor: 'publishAt',
      title: t('adminContent.ir.publishAt'),
      width: 200,
      visibleMediaQuery: COLUMN_MEDIA.sm,
      cellsStyle: tabularCells,
      render: (p) => (
        <Group gap={6} wrap="nowrap">
          {formatDateTime(p.publishAt)}
          {p.scheduled && <ScheduledBadge />}
        </Group>
      ),
    },
  ];

  return (
    <ContentScreen<IrPost>
      screen="admin-IR"
      csv={irCsvUrl({ q: q || undefined, year, limit })}
      drawer={drawer}
      strings="adminContent.ir"
      editor={IrEditor}
      search={q}
      onSearch={(v) => set({ q: v })}
      filters={
        <Select
          aria-label={t('adminContent.ir.year')}
          placeholder={t('adminContent.ir.allYears')}
          clearable
          w={160}
          data={(years.data?.items ?? []).map((y) => ({ value: String(y.year), label: `${y.year} (${y.count})` }))}
          value={year ? String(year) : null}
          onChange={(v) => set({ year: v })}
        />
      }
      list={list}
      pager={{ pages, limit, onLimit: (v) => set({ size: v }) }}
      columns={columns}
      filtered={Boolean(q || year)}
      emptyIcon={<IconReportMoney size={28} aria-hidden="true" />}
    />
  );
}
