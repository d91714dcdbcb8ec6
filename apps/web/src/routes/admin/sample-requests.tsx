import { Button, Stack } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { SAMPLE_STATES } from '@formulab/shared/samples/samples.states';
import { AdminEmptyState, AdminListStates, AdminPageHeader, SearchField, useCursorPages } from '../../components/admin/index.ts';
import { adminSamplesQuery } from '../../features/samples/admin/admin-api.ts';
import { listFilters, useSampleListParams } from '../../features/samples/admin/list-params.ts';
import { SampleDrawer } from '../../features/samples/admin/sample-drawer.tsx';
import { SampleTable } from '../../features/samples/admin/sample-table.tsx';
import { StateTabs } from '../../components/workflow/state-tabs.tsx';

/** sample-requests — staff's queue of every customer's sample requests: state tabs with counts, search, a drawer per request. */
export function Component() {
  const { t } = useTranslation();
  const params = useSampleListParams();
  const pages = useCursorPages(JSON.stringify([params.q, params.state, params.size]));
  const list = useQuery(adminSamplesQuery(listFilters(params, pages.cursor)));
  const empty = (
    <AdminEmptyState
      icon={<IconFlask size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      title={t(params.filtered ? 'adminSamples.emptyFiltered' : 'adminSamples.empty')}
      hint={t(params.filtered ? 'adminSamples.emptyFilteredHint' : 'adminSamples.emptyHint')}
    >
      {params.filtered && (
        <Button size="xs" variant="default" onClick={params.clear}>
          {t('adminSamples.clear')}
        </Button>
      )}
    </AdminEmptyState>
  );
  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="sample-requests"
        actions={
          <SearchField
            value={params.q}
            onChange={(q) => params.update({ q })}
            label={t('adminSamples.search')}
            placeholder={t('adminSamples.searchPlaceholder')}
            w={340}
          />
        }
      />
      <StateTabs
        subject="sample"
        states={SAMPLE_STATES}
        value={params.state}
        counts={list.data?.counts}
        onChange={(state) => params.update({ state: state ?? null })}
        label={t('adminSamples.states')}
        allLabel={t('samples.tabs.all')}
      />
      <AdminListStates
        query={list}
        retryLabel={t('adminSamples.retry')}
        pager={{ pages, limit: params.size, onLimit: (size) => params.update({ size }) }}
      >
        {(data) => (
          <SampleTable
            records={data.items}
            fetching={list.isFetching && list.isPlaceholderData}
            onOpen={(id) => params.update({ id }, false)}
            empty={empty}
          />
        )}
      </AdminListStates>
      <SampleDrawer id={params.id} onClose={() => params.update({ id: null }, false)} />
    </Stack>
  );
}
