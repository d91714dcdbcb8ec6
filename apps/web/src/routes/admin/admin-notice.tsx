import { Badge, SegmentedControl, Text } from '@mantine/core';
import { IconPaperclip, IconPin, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../i18n/react.ts';
import { NOTICE_STATUSES, type NoticeSummary } from '@formulab/shared/content/content.schema';
import {
  COLUMN_MEDIA,
  OpenRowCell,
  oneOf,
  pageSizeOf,
  tabularCells,
  useCursorPages,
  useDrawerParam,
  useUrlParams,
} from '../../components/admin/index.ts';
import { adminNoticesQuery, noticesCsvUrl } from '../../features/content/admin/admin-api.ts';
import { ContentScreen } from '../../features/content/admin/content-list.tsx';
import { NoticeEditor } from '../../features/content/admin/notice-editor.tsx';
import { formatDateTime } from '../../lib/format.ts';

const STATUSES = ['all', ...NOTICE_STATUSES] as const;

/** admin admin-notice — every notice (scheduled ones first), search and status in the URL; ?edit=<id|new> opens the form. */
export function Component() {
  const { t } = useTranslation();
  const [params, set] = useUrlParams();
  const q = params.get('q') ?? '';
  const status = oneOf(STATUSES, params.get('status'), 'all');
  const limit = pageSizeOf(params.get('size'), 25);
  const pages = useCursorPages(`${q}|${status}|${limit}`);
  const list = useQuery(
    adminNoticesQuery({
      q: q || undefined,
      status: status === 'all' ? undefined : status,
      limit,
      cursor: pages.cursor,
    }),
  );
  const drawer = useDrawerParam(params, set);
  const { open } = drawer;

  const columns: DataTableColumn<NoticeSummary>[] = [
    {
      accessor: 'title',
      title: t('adminContent.title'),
      render: (n) => (
        <OpenRowCell
          name={n.title}
          onOpen={() => open(n.id)}
          before={
            n.pinned ? (
              <IconPin size={14} aria-label={t('adminContent.notices.pinned')} color="var(--mantine-color-brand-8)" />
            ) : undefined
          }
          after={n.attachmentCount > 0 ? <IconPaperclip size={14} aria-label={t('adminContent.attachments')} /> : undefined}
        />
      ),
    },
    {
      accessor: 'status',
      title: t('adminContent.status'),
      width: 110,
      render: (n) => (
        <Badge color={n.status === 'scheduled' ? 'blue' : 'teal'} variant="light">
          {t(`adminContent.notices.statuses.${n.status}`)}
        </Badge>
      ),
    },
    {
      accessor: 'publishAt',
      title: t('adminContent.notices.publishAt'),
      width: 190,
      visibleMediaQuery: COLUMN_MEDIA.sm,
      cellsStyle: tabularCells,
      render: (n) => formatDateTime(n.publishAt),
    },
    {
      accessor: 'updatedAt',
      title: t('adminContent.updated'),
      width: 190,
      visibleMediaQuery: COLUMN_MEDIA.lg,
      cellsStyle: tabularCells,
      render: (n) => formatDateTime(n.updatedAt),
    },
  ];

  return (
    <ContentScreen<NoticeSummary>
      screen="admin-notice"
      csv={noticesCsvUrl({
        q: q || undefined,
        status: status === 'all' ? undefined : status,
        limit,
      })}
      drawer={drawer}
      strings="adminContent.notices"
      editor={NoticeEditor}
      search={q}
      onSearch={(v) => set({ q: v })}
      filters={
        <SegmentedControl
          aria-label={t('adminContent.status')}
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          data={STATUSES.map((s) => ({ value: s, label: t(`adminContent.notices.statuses.${s}`) }))}
        />
      }
      list={list}
      pager={{ pages, limit, onLimit: (v) => set({ size: v }) }}
      columns={columns}
      filtered={Boolean(q || status !== 'all')}
      emptyIcon={<IconSpeakerphone size={28} aria-hidden="true" />}
      footnote={
        <Text fz="xs" c="gray.7">
          {t('adminContent.notices.footnote')}
        </Text>
      }
    />
  );
}
