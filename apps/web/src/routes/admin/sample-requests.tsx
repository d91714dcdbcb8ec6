import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { SAMPLE_STATES } from '@formulab/shared/samples/samples.states';
import { useCursorPages } from '../../components/admin/index.ts';
import { StaffQueueScreen } from '../../components/workflow/staff-queue.tsx';
import { adminSamplesQuery } from '../../features/samples/admin/admin-api.ts';
import { listFilters, useSampleListParams } from '../../features/samples/admin/list-params.ts';
import { SampleDrawer } from '../../features/samples/admin/sample-drawer.tsx';
import { SampleTable } from '../../features/samples/admin/sample-table.tsx';

/** sample-requests — staff's queue of every customer's sample requests: state tabs with counts, search, a drawer per request. */
export function Component() {
  const { t } = useTranslation();
  const params = useSampleListParams();
  const pages = useCursorPages(JSON.stringify([params.q, params.state, params.size]));
  const list = useQuery(adminSamplesQuery(listFilters(params, pages.cursor)));
  return (
    <StaffQueueScreen
      screen="sample-requests"
      subject="sample"
      states={SAMPLE_STATES}
      params={params}
      list={list}
      pages={pages}
      icon={<IconFlask size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      strings={{
        search: t('adminSamples.search'),
        searchPlaceholder: t('adminSamples.searchPlaceholder'),
        states: t('adminSamples.states'),
        all: t('samples.tabs.all'),
        retry: t('adminSamples.retry'),
        empty: t('adminSamples.empty'),
        emptyHint: t('adminSamples.emptyHint'),
        emptyFiltered: t('adminSamples.emptyFiltered'),
        emptyFilteredHint: t('adminSamples.emptyFilteredHint'),
        clear: t('adminSamples.clear'),
      }}
      table={(data, props) => <SampleTable records={data.items} {...props} />}
      drawer={(id, onClose) => <SampleDrawer id={id} onClose={onClose} />}
    />
  );
}
