import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { QuoteSummary } from '@formulab/shared/quotes/quotes.schema';
import { StateBadge } from '../../../components/workflow/index.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatDay } from '../format.ts';
import classes from './quotes.module.css';

/** One quote in the customer's list: reference, state, recipe and revision, quantity, price and validity once quoted. */
export function QuoteCard({ quote }: { quote: QuoteSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={`/quotes?id=${quote.id}`}
      aria-label={t('quotes.card.open', { ref: quote.ref, recipe: quote.recipeName })}
      className={classes.link}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-lg)' }}
    >
      <Paper withBorder radius="lg" p="md" bg="white" className={classes.card}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} className="tabular" c="gray.9">
                {quote.ref}
              </Text>
              <StateBadge subject="quote" state={quote.state} size="sm" />
              {quote.overdue && (
                <Badge color="red.9" variant="outline" size="sm" radius="sm" style={{ textTransform: 'none' }}>
                  {t('quotes.overdue')}
                </Badge>
              )}
            </Group>
            <Text fw={600} c="gray.9" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {quote.recipeName}{' '}
              <Text span fz="sm" fw={400} c="gray.7">
                {t('quotes.revisionShort', { n: quote.recipeRevision })}
              </Text>
            </Text>
            <Group gap="md" wrap="wrap" fz="sm" c="gray.7">
              <Text span fz="sm" className="tabular">
                {t('quotes.units', { count: quote.quantity, n: formatNumber(quote.quantity) })}
              </Text>
              {quote.total !== null && quote.unitPrice !== null ? (
                <Text span fz="sm" className="tabular" c="gray.9" fw={600}>
                  {formatMoney(quote.total)}{' '}
                  <Text span fz="sm" fw={400} c="gray.7">
                    ({t('quotes.perUnit', { price: formatMoney(quote.unitPrice) })})
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
            </Group>
          </Stack>
          <IconChevronRight size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" style={{ flexShrink: 0 }} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
