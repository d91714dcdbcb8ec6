import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.ts';
import { INQUIRY_CATEGORIES, INQUIRY_SORTS } from '@formulab/shared/inquiries/inquiries.schema';
import { INQUIRY_STATES } from '@formulab/shared/inquiries/inquiries.states';
import { queueFilters, useQueueList, useQueueParams } from '../../components/workflow/queue-params.ts';
import { StaffQueueScreen } from '../../components/workflow/staff-queue.tsx';
import { adminInquiriesQuery } from '../../features/inquiries/admin/admin-api.ts';
import { InquiryDrawer } from '../../features/inquiries/admin/inquiry-drawer.tsx';
import { QueueFilters } from '../../features/inquiries/admin/queue-filters.tsx';
import { InquiryTable } from '../../features/inquiries/admin/tables.tsx';

/** customer-inquiries — staff's queue of 1:1 inquiries: state tabs with counts, category, sort, search, a drawer per inquiry. */
export function Component() {
  const { t } = useTranslation();
  const params = useQueueParams({ states: INQUIRY_STATES, choices: { category: INQUIRY_CATEGORIES }, sorts: INQUIRY_SORTS });
  const { pages, list, counts } = useQueueList(params, (cursor) => adminInquiriesQuery(queueFilters(params, cursor)));
  return (
    <StaffQueueScreen
      screen="customer-inquiries"
      subject="inquiry"
      states={INQUIRY_STATES}
      params={params}
      list={list}
      pages={pages}
      counts={counts}
      icon={<IconMessages size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      strings={{
        search: t('adminInquiries.search'),
        searchPlaceholder: t('adminInquiries.searchPlaceholder'),
        states: t('adminInquiries.states'),
        all: t('support.tabs.all'),
        retry: t('adminInquiries.retry'),
        empty: t('adminInquiries.empty'),
        emptyHint: t('adminInquiries.emptyHint'),
        emptyFiltered: t('adminInquiries.emptyFiltered'),
        emptyFilteredHint: t('adminInquiries.emptyFilteredHint'),
        clear: t('adminInquiries.clear'),
      }}
      filters={
        <QueueFilters
          about={{
            label: t('adminInquiries.category'),
            placeholder: t('adminInquiries.allCategories'),
            options: INQUIRY_CATEGORIES.map((c) => ({ value: c, label: t(`support.categories.${c}`) })),
            value: params.choices.category,
            onChange: (category) => params.update({ category }),
            width: 200,
          }}
          sorts={INQUIRY_SORTS}
          sort={params.sort}
          onSort={(sort) => params.update({ sort })}
        />
      }
      table={(data, props) => <InquiryTable records={data.items} {...props} />}
      drawer={(id, onClose) => <InquiryDrawer id={id} onClose={onClose} />}
    />
  );
}
