import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { QuoteDetail } from '@formulab/shared/quotes/quotes.schema';
import { DeliveryFacts, StaffRecordActions, StaffRecordOpening } from '../../../components/workflow/index.ts';
import { RecordedVerdict } from '../../../components/workflow/recorded-verdict.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { afterQuoteChange, quoteFlow, quotePdfUrl } from '../api.ts';
import { PinnedRecipe } from '../../../components/workflow/pinned-recipe.tsx';
import { QuoteFigures } from '../components/quote-figures.tsx';
import { RevisionHistory } from '../components/revision-history.tsx';
import { formatDay, packagingText } from '../format.ts';
import { adminQuotes } from './admin-api.ts';
import { AnswerForm } from './answer-form.tsx';
import { StaffRecordTimeline } from '../../../components/workflow/internal-note-form.tsx';
import { QueueRecordDrawer } from '../../../components/admin/index.ts';
import { Fact, TextFact } from '../../../components/workflow/facts.tsx';

/** One quote for staff (`?id=`): customer, the request (with its ship-to and incoterm), the answer form, decline, the answers so far, notes and timeline. */
export function QuoteDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <QueueRecordDrawer id={id} onClose={onClose} record={adminQuotes.query} titleKey="adminQuotes.detail.title" width={820}>
      {(q) => <Content key={q.id} quote={q} />}
    </QueueRecordDrawer>
  );
}

function Content({ quote }: { quote: QuoteDetail }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const key = adminQuotes.key(quote.id);
  const [answering, setAnswering] = useState(false);
  const [current, ...older] = quote.revisions;
  return (
    <Stack gap="lg">
      <StaffRecordOpening
        subject="quote"
        record={quote}
        dates="adminQuotes.detail.dates"
        badges={
          quote.overdue && (
            <Badge color="red.9" variant="outline" radius="sm" style={{ textTransform: 'none' }}>
              {t('quotes.overdue')}
            </Badge>
          )
        }
        customerLabel={t('adminQuotes.detail.customer')}
      />

      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label={t('quotes.detail.quantity')}>
              <span className="tabular">{formatNumber(quote.quantity)}</span>
            </Fact>
            <Fact label={t('quotes.detail.packaging')}>{packagingText(quote.packaging, i18n.resolvedLanguage, t)}</Fact>
            <Fact label={t('quotes.detail.wishedDate')}>{formatDay(quote.wishedDate, i18n.resolvedLanguage)}</Fact>
            <Fact label={t('quotes.detail.recipe')}>
              {quote.recipeName} · {t('quotes.revisionShort', { n: quote.recipeRevision })}
            </Fact>
          </SimpleGrid>
          <DeliveryFacts shipTo={quote.shipTo} incoterm={quote.incoterm} />
          <TextFact label={t('adminQuotes.detail.customerNote')} text={quote.note} />
        </Stack>
      </Paper>

      <StaffRecordActions
        strings="adminQuotes.detail"
        title={t('adminQuotes.detail.actions')}
        plain
        after={
          quote.state === 'quoted' && (
            <Text fz="xs" c="gray.7">
              {t('adminQuotes.detail.reviseHint')}
            </Text>
          )
        }
        flow={quoteFlow}
        record={quote}
        custom={{ quote: () => setAnswering(true) }}
        onSubmit={async (body) => afterQuoteChange(qc, await adminQuotes.transition(quote.id, body), key)}
      />

      {answering && (
        <AnswerForm
          quote={quote}
          onCancel={() => setAnswering(false)}
          onDone={(d) => {
            afterQuoteChange(qc, d, key);
            setAnswering(false);
          }}
        />
      )}

      {quote.declineReason && (
        <Alert color="red" variant="light" title={t('adminQuotes.detail.declineReason')}>
          {quote.declineReason}
        </Alert>
      )}
      {quote.order && (
        <Alert color="green" variant="light">
          {t('adminQuotes.detail.ordered')}{' '}
          <Anchor component={Link} to={`/admin/order-list?id=${quote.order.id}`} fw={600}>
            {quote.order.ref}
          </Anchor>
        </Alert>
      )}

      {current && (
        <Stack gap="sm" component="section" aria-labelledby="answer-now">
          <Group justify="space-between" gap="xs">
            <Title order={3} fz="md" id="answer-now">
              {t('adminQuotes.detail.current', { n: current.number })}
            </Title>
            <Button
              component="a"
              href={quotePdfUrl(quote.id, i18n.resolvedLanguage, true)}
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
            >
              {t('quotes.detail.pdf')}
            </Button>
          </Group>
          <QuoteFigures revision={current} quantity={quote.quantity} treatment={quote.taxTreatment} />
          {older.length > 0 && <RevisionHistory revisions={older} quantity={quote.quantity} treatment={quote.taxTreatment} />}
        </Stack>
      )}

      <PinnedRecipe
        recipe={quote.recipe}
        strings="quotes.detail"
        href={quote.recipe.id ? `/admin/recipe-list?id=${quote.recipe.id}` : null}
      />
      {quote.state === 'accepted' && (
        <RecordedVerdict verdict={quote.acceptCompliance} titleKey="adminPipeline.verdict.quote" testId="quote-verdict" />
      )}

      <StaffRecordTimeline subject="quote" record={quote} calls={adminQuotes} strings="adminQuotes.note" />
    </Stack>
  );
}
