import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.ts';
import { INQUIRY_CATEGORIES, INQUIRY_SORTS } from '@formulab/shared/inquiries/inquiries.schema';
import { INQUIRY_STATES } from '@formulab/shared/inquiries/inquiries.states';
import { queueFilters, useQueueList, useQueueParams } from '../../components/workflow/queue-params.ts';
import { queueStrings, StaffQueueScreen } from '../../components/workflow/staff-queue.tsx';
import { adminInquiries } from '../../features/inquiries/admin/admin-api.ts';
import { InquiryDrawer } from '../../features/inquiries/admin/inquiry-drawer.tsx';
import { QueueFilters } from '../../features/inquiries/admin/queue-filters.tsx';
import { InquiryTable } from '../../features/inquiries/admin/tables.tsx';

/** customer-inquiries — staff's queue of 1:1 inquiries: state tabs with counts, category, sort, search, a drawer per inquiry. */
export function Component() {
  const { t } = useTranslation();
  const params = useQueueParams({ states: INQUIRY_STATES, choices: { category: INQUIRY_CATEGORIES }, sorts: INQUIRY_SORTS });
  const queue = useQueueList(params, (cursor) => adminInquiries.listQuery(queueFilters(params, cursor)));
  return (
    <StaffQueueScreen
      screen="customer-inquiries"
      subject="inquiry"
      queue={queue}
      icon={<IconMessages size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      strings={queueStrings(t, 'adminInquiries', { all: 'support.tabs.all' })}
      filters={
        <QueueFilters
          params={params}
          choice="category"
          values={INQUIRY_CATEGORIES}
          label={t('adminInquiries.category')}
          placeholder={t('adminInquiries.allCategories')}
          valueLabel={(c) => t(`support.categories.${c}`)}
          width={200}
          sorts={INQUIRY_SORTS}
        />
      }
      table={(data, props) => <InquiryTable records={data.items} {...props} />}
      drawer={(id, onClose) => <InquiryDrawer id={id} onClose={onClose} />}
    />
  );
}
