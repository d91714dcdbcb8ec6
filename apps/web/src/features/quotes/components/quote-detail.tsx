import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { QuoteDetail } from '@formulab/shared/quotes/quotes.schema';
import {
  RecordPage,
  stateColour,
  UnverifiedNotice,
  useMaySend,
  RecordActions,
  DeliveryFacts,
  RequestSection,
  NextStepAlert,
} from '../../../components/workflow/index.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { afterQuoteChange, quoteFlow, ownQuotes, quotePdfUrl } from '../api.ts';
import { formatDay, packagingText } from '../format.ts';
import { PinnedRecipe } from '../../../components/workflow/pinned-recipe.tsx';
import { QuoteFigures } from './quote-figures.tsx';
import { RevisionHistory } from './revision-history.tsx';
import { Fact, TextFact } from '../../../components/workflow/facts.tsx';
import { RecordSection } from '../../../components/workflow/record-section.tsx';

/** What the state means for the customer, and what comes next. */
function NextStep({ quote }: { quote: QuoteDetail }) {
  const { t, i18n } = useTranslation();
  const key = quote.overdue ? 'overdue' : quote.state;
  const text = t(`quotes.next.${key}`, {
    date: formatDay(quote.validUntil, i18n.resolvedLanguage),
    // what the customer pays: the supply amount and its VAT
    total: quote.amountDue !== null ? formatMoney(quote.amountDue) : '',
    reason: quote.declineReason ?? '',
    order: quote.order?.ref ?? '',
  });
  return (
    <NextStepAlert color={quote.overdue ? 'red' : stateColour(quote.state)} testId="quote-next-step">
      {text}
      {quote.order && (
        <>
          {' '}
          <Anchor component={Link} to={`/orders?id=${quote.order.id}`} fw={600} fz="sm">
            {t('quotes.detail.openOrder', { ref: quote.order.ref })}
          </Anchor>
        </>
      )}
    </NextStepAlert>
  );
}

/**
 * One quote as its customer sees it: state and what comes next, the actions the machine allows now
 * (accepting only while the validity date has not passed), staff's answer with its earlier revisions,
 * the request's facts (with where it ships and on which incoterm), the pinned recipe revision, print /
 * PDF and the timeline.
 */
export function QuoteDetailView({ quote }: { quote: QuoteDetail }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const maySend = useMaySend();
  const [current, ...older] = quote.revisions;
  return (
    <RecordPage
      subject="quote"
      record={quote}
      back={{ to: '/quotes', label: t('quotes.detail.back') }}
      badges={
        quote.overdue && (
          <Badge color="red.9" variant="outline" size="lg" radius="sm" style={{ textTransform: 'none' }}>
            {t('quotes.overdue')}
          </Badge>
        )
      }
      subtitle={[
        quote.recipeName,
        t('quotes.revisionShort', { n: quote.recipeRevision }),
        t('quotes.card.requested', { date: formatDate(quote.createdAt) }),
      ]}
      actions={
        <Group gap="xs" wrap="wrap">
          {maySend && (
            <RecordActions
              flow={quoteFlow}
              record={quote}
              actor="customer"
              // a quote past its validity date cannot be accepted, even before the expiry job moved it
              hide={quote.overdue ? ['accept'] : []}
              onSubmit={async (body) => afterQuoteChange(qc, await ownQuotes.transition(quote.id, body), ownQuotes.key(quote.id))}
            />
          )}
          {current && (
            <>
              <Button
                component={Link}
                to={`/quotes/${quote.id}/print`}
                variant="default"
                leftSection={<IconPrinter size={16} aria-hidden="true" />}
              >
                {t('quotes.detail.print')}
              </Button>
              <Button
                component="a"
                href={quotePdfUrl(quote.id, i18n.resolvedLanguage)}
                download={`${quote.ref}.pdf`}
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
              >
                {t('quotes.detail.pdf')}
              </Button>
            </>
          )}
        </Group>
      }
      above={
        <>
          {!maySend && quote.actions.length > 0 && <UnverifiedNotice />}
          <NextStep quote={quote} />
        </>
      }
    >
      {current && (
        <RecordSection
          title={t('quotes.detail.answer')}
          aside={
            <Text fz="sm" c="gray.7">
              {t('quotes.history.revision', { n: current.number })}
            </Text>
          }
        >
          <QuoteFigures revision={current} quantity={quote.quantity} treatment={quote.taxTreatment} />
          {older.length > 0 && (
            <Stack gap="xs">
              <Title order={3} fz="md">
                {t('quotes.history.title')}
              </Title>
              <RevisionHistory revisions={older} quantity={quote.quantity} treatment={quote.taxTreatment} />
            </Stack>
          )}
        </RecordSection>
      )}
      <RequestSection title={t('quotes.detail.request')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
          <Fact label={t('quotes.detail.quantity')}>
            <span className="tabular">{t('quotes.units', { count: quote.quantity, n: formatNumber(quote.quantity) })}</span>
          </Fact>
          <Fact label={t('quotes.detail.packaging')}>{packagingText(quote.packaging, i18n.resolvedLanguage, t)}</Fact>
          <Fact label={t('quotes.detail.wishedDate')}>{formatDay(quote.wishedDate, i18n.resolvedLanguage)}</Fact>
        </SimpleGrid>
        <DeliveryFacts shipTo={quote.shipTo} incoterm={quote.incoterm} />
        <TextFact label={t('quotes.detail.note')} text={quote.note} />
      </RequestSection>
      <PinnedRecipe recipe={quote.recipe} strings="quotes.detail" href={quote.recipe.id ? `/recipes/${quote.recipe.id}` : null} />
    </RecordPage>
  );
}
