import { Badge, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { QuoteSummary } from '@formulab/shared/quotes/quotes.schema';
import { StateBadge } from '../../../components/workflow/index.ts';
import { RecordCard } from '../../../components/workflow/record-card.tsx';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatDay } from '../format.ts';

/**
 * One quote in the customer's list: reference, state, recipe and revision, quantity, price (what is paid,
 * VAT included, and the unit price without it) and validity once quoted.
 */
export function QuoteCard({ quote }: { quote: QuoteSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <RecordCard
      to={`/quotes?id=${quote.id}`}
      label={t('quotes.card.open', { ref: quote.ref, recipe: quote.recipeName })}
      reference={quote.ref}
      badges={
        <>
          <StateBadge subject="quote" state={quote.state} size="sm" />
          {quote.overdue && (
            <Badge color="red.9" variant="outline" size="sm" radius="sm" style={{ textTransform: 'none' }}>
              {t('quotes.overdue')}
            </Badge>
          )}
        </>
      }
      recipeName={quote.recipeName}
      revision={t('quotes.revisionShort', { n: quote.recipeRevision })}
    >
      <Text span fz="sm" className="tabular">
        {t('quotes.units', { count: quote.quantity, n: formatNumber(quote.quantity) })}
      </Text>
      {quote.total !== null && quote.unitPrice !== null ? (
        <Text span fz="sm" className="tabular" c="gray.9" fw={600}>
          {formatMoney(quote.amountDue ?? quote.total)}{' '}
          <Text span fz="sm" fw={400} c="gray.7">
            (
            {quote.taxTreatment
              ? `${t(`quotes.vatShort.${quote.taxTreatment}`)} · ${t('quotes.perUnitNet', { price: formatMoney(quote.unitPrice) })}`
              : t('quotes.perUnit', { price: formatMoney(quote.unitPrice) })}
            )
          </Text>
        </Text>
      ) : quote.state === 'requested' ? (
        <Text span fz="sm">
          {t('quotes.card.awaiting')}
        </Text>
      ) : null}
      {quote.state === 'quoted' && quote.validUntil && (
        <Text span fz="sm" c={quote.overdue ? 'red.9' : undefined}>
          {t('quotes.card.validUntil', { date: formatDay(quote.validUntil, i18n.resolvedLanguage) })}
        </Text>
      )}
      <Text span fz="sm">
        {t('quotes.card.requested', { date: formatDate(quote.createdAt) })}
      </Text>
    </RecordCard>
  );
}
