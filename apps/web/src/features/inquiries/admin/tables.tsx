import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { InquirySummary, PartnershipSummary } from '@formulab/shared/inquiries/inquiries.schema';
import { COLUMN_MEDIA, customerColumn, twoLineColumn, figureColumn, dayColumn } from '../../../components/admin/index.ts';
import { StaffRecordTable, type StaffTableProps } from '../../../components/workflow/staff-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Staff's inquiry queue: reference, state, title and category, customer, messages, latest message, date. */
export function InquiryTable(p: StaffTableProps<InquirySummary>) {
  const { t } = useTranslation();
  return (
    <StaffRecordTable<InquirySummary>
      {...p}
      group="adminInquiries"
      subject="inquiry"
      state={{ width: 120 }}
      columns={[
        twoLineColumn('title', t('adminInquiries.columns.title'), {
          main: (r) => r.title,
          sub: (r) => t(`support.categories.${r.category}`),
        }),
        customerColumn(t('adminInquiries.columns.customer'), { width: 190 }),
        figureColumn('messageCount', t('adminInquiries.columns.messages'), {
          width: 90,
          media: 'lg',
          value: (r) => r.messageCount,
        }),
        {
          accessor: 'lastMessageAt',
          title: t('adminInquiries.columns.latest'),
          noWrap: true,
          visibleMediaQuery: COLUMN_MEDIA.md,
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
        dayColumn(t('adminInquiries.columns.created'), { media: 'lg', hint: (r) => formatDateTime(r.createdAt) }),
      ]}
    />
  );
}

/** Staff's partnership queue: reference, state, company and contact, type, date. */
export function PartnershipTable(p: StaffTableProps<PartnershipSummary>) {
  const { t } = useTranslation();
  return (
    <StaffRecordTable<PartnershipSummary>
      {...p}
      group="adminInquiries"
      subject="partnership"
      state={{ width: 120 }}
      columns={[
        {
          accessor: 'company',
          title: t('adminInquiries.columns.company'),
          render: (r) => (
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="sm" truncate="end">
                {r.company}
              </Text>
              {/* wrapped, not cut: on a phone an address is wider than the column */}
              <Text fz="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {r.contactName} · {r.email}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'type',
          title: t('adminInquiries.columns.type'),
          width: 150,
          visibleMediaQuery: COLUMN_MEDIA.md,
          render: (r) => t(`support.partnershipTypes.${r.type}`),
        },
        {
          accessor: 'createdAt',
          title: t('adminInquiries.columns.received'),
          noWrap: true,
          visibleMediaQuery: COLUMN_MEDIA.md,
          render: (r) => formatDateTime(r.createdAt),
        },
      ]}
    />
  );
}
