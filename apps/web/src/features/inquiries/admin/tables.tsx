import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { InquirySummary, PartnershipSummary } from '@formulab/shared/inquiries/inquiries.schema';
import {
  AdminDataTable,
  CustomerCell,
  COLUMN_MEDIA,
  OpenRowCell,
  tabularCells as tabular,
  usePhone,
} from '../../../components/admin/index.ts';
import { StateBadge } from '../../../components/workflow/index.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

type Props<T> = { records: T[]; fetching: boolean; onOpen: (id: string) => void; empty: React.ReactNode };

/** Staff's inquiry queue: reference, state, title and category, customer, messages, latest message, date. */
export function InquiryTable(p: Props<InquirySummary>) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { md, lg } = COLUMN_MEDIA;
  const columns: DataTableColumn<InquirySummary>[] = [
    {
      accessor: 'ref',
      title: t('adminInquiries.columns.ref'),
      width: phone ? 96 : 110,
      render: (r) => <OpenRowCell name={<span className="tabular">{r.ref}</span>} onOpen={() => p.onOpen(r.id)} />,
    },
    {
      accessor: 'state',
      title: t('adminInquiries.columns.state'),
      width: 120,
      render: (r) => <StateBadge subject="inquiry" state={r.state} size="sm" />,
    },
    {
      accessor: 'title',
      title: t('adminInquiries.columns.title'),
      render: (r) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {r.title}
          </Text>
          <Text fz="xs" c="gray.7">
            {t(`support.categories.${r.category}`)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'customer',
      title: t('adminInquiries.columns.customer'),
      width: 190,
      visibleMediaQuery: md,
      render: (r) => r.customer && <CustomerCell customer={r.customer} />,
    },
    {
      accessor: 'messageCount',
      title: t('adminInquiries.columns.messages'),
      textAlign: 'right',
      width: 90,
      visibleMediaQuery: lg,
      cellsStyle: tabular,
      render: (r) => r.messageCount,
    },
    {
      accessor: 'lastMessageAt',
      title: t('adminInquiries.columns.latest'),
      noWrap: true,
      visibleMediaQuery: md,
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <span>{formatDateTime(r.lastMessageAt)}</span>
          {r.lastMessageBy === 'customer' && r.state === 'open' && (
            <Badge size="xs" color="yellow" variant="light" c="dark.7" style={{ textTransform: 'none' }}>
              {t('adminInquiries.waiting')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'createdAt',
      title: t('adminInquiries.columns.created'),
      noWrap: true,
      visibleMediaQuery: lg,
      render: (r) => <span title={formatDateTime(r.createdAt)}>{formatDate(r.createdAt)}</span>,
    },
  ];
  return (
    <AdminDataTable<InquirySummary>
      records={p.records}
      columns={columns}
      fetching={p.fetching}
      onOpen={p.onOpen}
      empty={p.empty}
    />
  );
}

/** Staff's partnership queue: reference, state, company and contact, type, date. */
export function PartnershipTable(p: Props<PartnershipSummary>) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { md } = COLUMN_MEDIA;
  const columns: DataTableColumn<PartnershipSummary>[] = [
    {
      accessor: 'ref',
      title: t('adminInquiries.columns.ref'),
      width: phone ? 104 : 120,
      render: (r) => <OpenRowCell name={<span className="tabular">{r.ref}</span>} onOpen={() => p.onOpen(r.id)} />,
    },
    {
      accessor: 'state',
      title: t('adminInquiries.columns.state'),
      width: 120,
      render: (r) => <StateBadge subject="partnership" state={r.state} size="sm" />,
    },
    {
      accessor: 'company',
      title: t('adminInquiries.columns.company'),
      render: (r) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" truncate="end">
            {r.company}
          </Text>
          <Text fz="xs" c="gray.7" truncate="end">
            {r.contactName} · {r.email}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'type',
      title: t('adminInquiries.columns.type'),
      width: 150,
      visibleMediaQuery: md,
      render: (r) => t(`support.partnershipTypes.${r.type}`),
    },
    {
      accessor: 'createdAt',
      title: t('adminInquiries.columns.received'),
      noWrap: true,
      visibleMediaQuery: md,
      render: (r) => formatDateTime(r.createdAt),
    },
  ];
  return (
    <AdminDataTable<PartnershipSummary>
      records={p.records}
      columns={columns}
      fetching={p.fetching}
      onOpen={p.onOpen}
      empty={p.empty}
    />
  );
}
