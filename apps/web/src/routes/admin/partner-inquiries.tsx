import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.ts';
import { PARTNERSHIP_SORTS, PARTNERSHIP_TYPES } from '@formulab/shared/inquiries/inquiries.schema';
import { PARTNERSHIP_STATES } from '@formulab/shared/inquiries/inquiries.states';
import { queueFilters, useQueueList, useQueueParams } from '../../components/workflow/queue-params.ts';
import { queueStrings, StaffQueueScreen } from '../../components/workflow/staff-queue.tsx';
import { adminPartnerships } from '../../features/inquiries/admin/admin-api.ts';
import { PartnershipDrawer } from '../../features/inquiries/admin/partnership-drawer.tsx';
import { QueueFilters } from '../../features/inquiries/admin/queue-filters.tsx';
import { PartnershipTable } from '../../features/inquiries/admin/tables.tsx';

/** partner-inquiries — partnership proposals: state tabs, type, sort, search, a drawer per proposal. */
export function Component() {
  const { t } = useTranslation();
  const params = useQueueParams({ states: PARTNERSHIP_STATES, choices: { type: PARTNERSHIP_TYPES }, sorts: PARTNERSHIP_SORTS });
  const queue = useQueueList(params, (cursor) => adminPartnerships.listQuery(queueFilters(params, cursor)));
  return (
    <StaffQueueScreen
      screen="partner-inquiries"
      subject="partnership"
      queue={queue}
      icon={<IconHeartHandshake size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      strings={queueStrings(t, 'adminInquiries', {
        all: 'support.tabs.all',
        search: 'adminInquiries.partnership.search',
        searchPlaceholder: 'adminInquiries.partnership.searchPlaceholder',
        empty: 'adminInquiries.partnership.empty',
        emptyHint: 'adminInquiries.partnership.emptyHint',
      })}
      filters={
        <QueueFilters
          params={params}
          choice="type"
          values={PARTNERSHIP_TYPES}
          label={t('adminInquiries.partnership.type')}
          placeholder={t('adminInquiries.partnership.allTypes')}
          valueLabel={(p) => t(`support.partnershipTypes.${p}`)}
          width={220}
          sorts={PARTNERSHIP_SORTS}
        />
      }
      table={(data, props) => <PartnershipTable records={data.items} {...props} />}
      drawer={(id, onClose) => <PartnershipDrawer id={id} onClose={onClose} />}
    />
  );
}
