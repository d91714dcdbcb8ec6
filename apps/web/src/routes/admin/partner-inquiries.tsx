import { Button, Group, Select, Stack } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { PARTNERSHIP_TYPES } from '@formulab/shared/inquiries/inquiries.schema';
import { PARTNERSHIP_STATES } from '@formulab/shared/inquiries/inquiries.states';
import { AdminEmptyState, AdminListStates, AdminPageHeader, SearchField, useCursorPages } from '../../components/admin/index.ts';
import { StateTabs } from '../../components/workflow/state-tabs.tsx';
import { adminPartnershipsQuery } from '../../features/inquiries/admin/admin-api.ts';
import { partnershipFilters, usePartnershipListParams } from '../../features/inquiries/admin/list-params.ts';
import { PartnershipDrawer } from '../../features/inquiries/admin/partnership-drawer.tsx';
import { PartnershipTable } from '../../features/inquiries/admin/tables.tsx';

/** partner-inquiries — partnership proposals: state tabs, type, sort, search, a drawer per proposal. */
export function Component() {
  const { t } = useTranslation();
  const params = usePartnershipListParams();
  const pages = useCursorPages(JSON.stringify([params.q, params.state, params.type, params.sort, params.size]));
  const list = useQuery(adminPartnershipsQuery(partnershipFilters(params, pages.cursor)));
  const empty = (
    <AdminEmptyState
      icon={<IconHeartHandshake size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      title={t(params.filtered ? 'adminInquiries.emptyFiltered' : 'adminInquiries.partnership.empty')}
      hint={t(params.filtered ? 'adminInquiries.emptyFilteredHint' : 'adminInquiries.partnership.emptyHint')}
    >
      {params.filtered && (
        <Button size="xs" variant="default" onClick={params.clear}>
          {t('adminInquiries.clear')}
        </Button>
      )}
    </AdminEmptyState>
  );
  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="partner-inquiries"
        actions={
          <SearchField
            value={params.q}
            onChange={(q) => params.update({ q })}
            label={t('adminInquiries.partnership.search')}
            placeholder={t('adminInquiries.partnership.searchPlaceholder')}
            w={340}
          />
        }
      />
      <StateTabs
        subject="partnership"
        states={PARTNERSHIP_STATES}
        value={params.state}
        counts={list.data?.counts}
        onChange={(state) => params.update({ state: state ?? null })}
        label={t('adminInquiries.states')}
        allLabel={t('support.tabs.all')}
      />
      <Group gap="sm" wrap="wrap">
        <Select
          label={t('adminInquiries.partnership.type')}
          placeholder={t('adminInquiries.partnership.allTypes')}
          data={PARTNERSHIP_TYPES.map((p) => ({ value: p, label: t(`support.partnershipTypes.${p}`) }))}
          value={params.type ?? null}
          onChange={(type) => params.update({ type })}
          clearable
          w={220}
          size="sm"
        />
        <Select
          label={t('adminInquiries.sort')}
          data={(['newest', 'oldest'] as const).map((s) => ({ value: s, label: t(`adminInquiries.sorts.${s}`) }))}
          value={params.sort}
          onChange={(sort) => params.update({ sort })}
          allowDeselect={false}
          w={200}
          size="sm"
        />
      </Group>
      <AdminListStates
        query={list}
        retryLabel={t('adminInquiries.retry')}
        pager={{ pages, limit: params.size, onLimit: (size) => params.update({ size }) }}
      >
        {(data) => (
          <PartnershipTable
            records={data.items}
            fetching={list.isFetching && list.isPlaceholderData}
            onOpen={(id) => params.update({ id }, false)}
            empty={empty}
          />
        )}
      </AdminListStates>
      <PartnershipDrawer id={params.id} onClose={() => params.update({ id: null }, false)} />
    </Stack>
  );
}
