import { Button, Group, Select, Stack } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { INQUIRY_CATEGORIES, INQUIRY_SORTS } from '@formulab/shared/inquiries/inquiries.schema';
import { INQUIRY_STATES } from '@formulab/shared/inquiries/inquiries.states';
import { AdminEmptyState, AdminListStates, AdminPageHeader, SearchField, useCursorPages } from '../../components/admin/index.ts';
import { StateTabs } from '../../components/workflow/state-tabs.tsx';
import { adminInquiriesQuery } from '../../features/inquiries/admin/admin-api.ts';
import { InquiryDrawer } from '../../features/inquiries/admin/inquiry-drawer.tsx';
import { inquiryFilters, useInquiryListParams } from '../../features/inquiries/admin/list-params.ts';
import { InquiryTable } from '../../features/inquiries/admin/tables.tsx';

/** customer-inquiries — staff's queue of 1:1 inquiries: state tabs with counts, category, sort, search, a drawer per inquiry. */
export function Component() {
  const { t } = useTranslation();
  const params = useInquiryListParams();
  const pages = useCursorPages(JSON.stringify([params.q, params.state, params.category, params.sort, params.size]));
  const list = useQuery(adminInquiriesQuery(inquiryFilters(params, pages.cursor)));
  const empty = (
    <AdminEmptyState
      icon={<IconMessages size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      title={t(params.filtered ? 'adminInquiries.emptyFiltered' : 'adminInquiries.empty')}
      hint={t(params.filtered ? 'adminInquiries.emptyFilteredHint' : 'adminInquiries.emptyHint')}
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
        screen="customer-inquiries"
        actions={
          <SearchField
            value={params.q}
            onChange={(q) => params.update({ q })}
            label={t('adminInquiries.search')}
            placeholder={t('adminInquiries.searchPlaceholder')}
            w={340}
          />
        }
      />
      <StateTabs
        subject="inquiry"
        states={INQUIRY_STATES}
        value={params.state}
        counts={list.data?.counts}
        onChange={(state) => params.update({ state: state ?? null })}
        label={t('adminInquiries.states')}
        allLabel={t('support.tabs.all')}
      />
      <Group gap="sm" wrap="wrap">
        <Select
          label={t('adminInquiries.category')}
          placeholder={t('adminInquiries.allCategories')}
          data={INQUIRY_CATEGORIES.map((c) => ({ value: c, label: t(`support.categories.${c}`) }))}
          value={params.category ?? null}
          onChange={(category) => params.update({ category })}
          clearable
          w={200}
          size="sm"
        />
        <Select
          label={t('adminInquiries.sort')}
          data={INQUIRY_SORTS.map((s) => ({ value: s, label: t(`adminInquiries.sorts.${s}`) }))}
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
          <InquiryTable
            records={data.items}
            fetching={list.isFetching && list.isPlaceholderData}
            onOpen={(id) => params.update({ id }, false)}
            empty={empty}
          />
        )}
      </AdminListStates>
      <InquiryDrawer id={params.id} onClose={() => params.update({ id: null }, false)} />
    </Stack>
  );
}
