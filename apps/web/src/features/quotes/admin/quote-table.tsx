import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { QuoteSummary } from '@formulab/shared/quotes/quotes.schema';
import { COLUMN_MEDIA, Dash, customerColumn, dayColumn, figureColumn } from '../../../components/admin/index.ts';
import { recipeColumns, StaffRecordTable, type StaffTableProps } from '../../../components/workflow/staff-table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { formatDay } from '../format.ts';

/** The queue: reference, state, customer, recipe and revision, quantity, total (to pay, VAT included), validity, dates. */
export function QuoteTable(p: StaffTableProps<QuoteSummary>) {
  const { t, i18n } = useTranslation();
  return (
    <StaffRecordTable<QuoteSummary>
      {...p}
      group="adminQuotes"
      subject="quote"
      state={{
        width: 150,
        extra: (r) =>
          r.overdue && (
            <Badge color="red.9" variant="outline" size="sm" radius="sm" style={{ textTransform: 'none' }}>
              {t('quotes.overdue')}
            </Badge>
          ),
      }}
      columns={[
        customerColumn(t('adminQuotes.columns.customer')),
        ...recipeColumns<QuoteSummary>(
          { recipe: t('adminQuotes.columns.recipe'), quantity: t('adminQuotes.columns.quantity') },
          { sub: (r) => t('quotes.revisionShort', { n: r.recipeRevision }), quantityWidth: 90 },
        ),
        figureColumn('total', t('adminQuotes.columns.total'), {
          width: 140,
          media: 'md',
          value: (r) => (r.total === null ? null : formatMoney(r.amountDue ?? r.total)),
        }),
        {
          accessor: 'validUntil',
          title: t('adminQuotes.columns.validUntil'),
          noWrap: true,
          visibleMediaQuery: COLUMN_MEDIA.lg,
          render: (r) => (r.validUntil ? formatDay(r.validUntil, i18n.resolvedLanguage) : <Dash />),
        },
        dayColumn(t('adminQuotes.columns.requested'), {
          hint: (r) => t('adminQuotes.updatedAt', { date: formatDateTime(r.updatedAt) }),
        }),
      ]}
    />
  );
}
