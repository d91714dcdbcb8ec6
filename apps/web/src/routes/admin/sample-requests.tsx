import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.ts';
import { SAMPLE_STATES } from '@formulab/shared/samples/samples.states';
import { queueFilters, useQueueList, useQueueParams } from '../../components/workflow/queue-params.ts';
import { queueStrings, StaffQueueScreen } from '../../components/workflow/staff-queue.tsx';
import { adminSamples } from '../../features/samples/admin/admin-api.ts';
import { SampleDrawer } from '../../features/samples/admin/sample-drawer.tsx';
import { SampleTable } from '../../features/samples/admin/sample-table.tsx';

/** sample-requests — staff's queue of every customer's sample requests: state tabs with counts, search, a drawer per request. */
export function Component() {
  const { t } = useTranslation();
  const params = useQueueParams({ states: SAMPLE_STATES });
  const queue = useQueueList(params, (cursor) => adminSamples.listQuery(queueFilters(params, cursor)));
  return (
    <StaffQueueScreen
      screen="sample-requests"
      subject="sample"
      queue={queue}
      icon={<IconFlask size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      strings={queueStrings(t, 'adminSamples', { all: 'samples.tabs.all' })}
      table={(data, props) => <SampleTable records={data.items} {...props} />}
      drawer={(id, onClose) => <SampleDrawer id={id} onClose={onClose} />}
    />
  );
}
