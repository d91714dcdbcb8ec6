import { Button, Stack } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { QUOTE_STATES } from '@formulab/shared/quotes/quotes.states';
import { AdminEmptyState, AdminListStates, AdminPageHeader, SearchField, useCursorPages } from '../../components/admin/index.ts';
import { adminQuotesQuery } from '../../features/quotes/admin/admin-api.ts';
import { listFilters, useQuoteListParams } from '../../features/quotes/admin/list-params.ts';
import { QuoteDrawer } from '../../features/quotes/admin/quote-drawer.tsx';
import { QuoteTable } from '../../features/quotes/admin/quote-table.tsx';
import { StateTabs } from '../../components/workflow/state-tabs.tsx';

/** quote-list — staff's queue of every quote: state tabs with counts, search, a drawer per quote to answer, revise or decline. */
export function Component() {
  const { t } = useTranslation();
  const params = useQuoteListParams();
  const pages = useCursorPages(JSON.stringify([params.q, params.state, params.size]));
  const list = useQuery(adminQuotesQuery(listFilters(params, pages.cursor)));
  const empty = (
    <AdminEmptyState
      icon={<IconFileDollar size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      title={t(params.filtered ? 'adminQuotes.emptyFiltered' : 'adminQuotes.empty')}
      hint={t(params.filtered ? 'adminQuotes.emptyFilteredHint' : 'adminQuotes.emptyHint')}
    >
      {params.filtered && (
        <Button size="xs" variant="default" onClick={params.clear}>
          {t('adminQuotes.clear')}
        </Button>
      )}
    </AdminEmptyState>
  );
  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="quote-list"
        actions={
          <SearchField
            value={params.q}
            onChange={(q) => params.update({ q })}
            label={t('adminQuotes.search')}
            placeholder={t('adminQuotes.searchPlaceholder')}
            w={340}
          />
        }
      />
      <StateTabs
        subject="quote"
        states={QUOTE_STATES}
        value={params.state}
        counts={list.data?.counts}
        onChange={(state) => params.update({ state: state ?? null })}
        label={t('adminQuotes.states')}
        allLabel={t('adminQuotes.all')}
      />
      <AdminListStates
        query={list}
        retryLabel={t('adminQuotes.retry')}
        pager={{ pages, limit: params.size, onLimit: (size) => params.update({ size }) }}
      >
        {(data) => (
          <QuoteTable
            records={data.items}
            fetching={list.isFetching && list.isPlaceholderData}
            onOpen={(id) => params.update({ id }, false)}
            empty={empty}
          />
        )}
      </AdminListStates>
      <QuoteDrawer id={params.id} onClose={() => params.update({ id: null }, false)} />
    </Stack>
  );
}
