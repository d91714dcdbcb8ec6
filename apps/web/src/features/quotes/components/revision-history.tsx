import { Accordion, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { TaxTreatment } from '@formulab/shared/orders/tax';
import type { QuoteRevision } from '@formulab/shared/quotes/quotes.schema';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { QuoteFigures } from './quote-figures.tsx';

/**
 * Staff's earlier answers, newest first, each with what it came to (VAT included) and opening to its
 * line items (the current one is shown above it).
 */
export function RevisionHistory({
  revisions,
  quantity,
  treatment,
}: {
  revisions: QuoteRevision[];
  quantity: number;
  /** the quote's (QuoteFigures) */
  treatment: TaxTreatment | null;
}) {
  const { t } = useTranslation();
  if (revisions.length === 0) return null;
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right" data-testid="quote-history">
      {revisions.map((r) => (
        <Accordion.Item key={r.number} value={String(r.number)}>
          <Accordion.Control>
            <Group justify="space-between" gap="xs" wrap="wrap" pr="xs">
              <Text fz="sm" fw={600}>
                {t('quotes.history.revision', { n: r.number })}
              </Text>
              <Text fz="sm" c="gray.7" className="tabular">
                {formatMoney(r.amountDue)} · {formatDateTime(r.createdAt)}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <QuoteFigures revision={r} quantity={quantity} treatment={treatment} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
