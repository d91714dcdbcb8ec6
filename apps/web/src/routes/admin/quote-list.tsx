import { IconFileDollar } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.ts';
import { QUOTE_STATES } from '@formulab/shared/quotes/quotes.states';
import { queueFilters, useQueueList, useQueueParams } from '../../components/workflow/queue-params.ts';
import { queueStrings, StaffQueueScreen } from '../../components/workflow/staff-queue.tsx';
import { adminQuotes } from '../../features/quotes/admin/admin-api.ts';
import { QuoteDrawer } from '../../features/quotes/admin/quote-drawer.tsx';
import { QuoteTable } from '../../features/quotes/admin/quote-table.tsx';

/** quote-list — staff's queue of every quote: state tabs with counts, search, a drawer per quote to answer, revise or decline. */
export function Component() {
  const { t } = useTranslation();
  const params = useQueueParams({ states: QUOTE_STATES });
  const queue = useQueueList(params, (cursor) => adminQuotes.listQuery(queueFilters(params, cursor)));
  return (
    <StaffQueueScreen
      screen="quote-list"
      subject="quote"
      queue={queue}
      icon={<IconFileDollar size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      strings={queueStrings(t, 'adminQuotes')}
      table={(data, props) => <QuoteTable records={data.items} {...props} />}
      drawer={(id, onClose) => <QuoteDrawer id={id} onClose={onClose} />}
    />
  );
}
