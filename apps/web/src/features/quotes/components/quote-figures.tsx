import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { TaxTreatment } from '@formulab/shared/orders/tax';
import type { QuoteRevision } from '@formulab/shared/quotes/quotes.schema';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatDay, revisionTreatment, vatLabel } from '../format.ts';

const tabular = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * One answer of staff: the line items (kind, item, amount), the supply amount, its VAT and the total to
 * pay (orders/tax.ts), the unit price (VAT excluded) over the quantity, lead time and validity. The same
 * block on the customer's screen and in the staff drawer. `treatment` is the quote's: null on a quote
 * priced before VAT was itemised, shown as it was (one total, "VAT excluded").
 */
export function QuoteFigures({
  revision,
  quantity,
  treatment: quoteTreatment,
}: {
  revision: QuoteRevision;
  quantity: number;
  treatment: TaxTreatment | null;
}) {
  const { t, i18n } = useTranslation();
  const treatment = revisionTreatment(quoteTreatment, revision);
  return (
    <Stack gap="md">
      <Table.ScrollContainer scrollAreaProps={{ viewportProps: { tabIndex: 0 } }} minWidth={260}>
        <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" withTableBorder data-testid="quote-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quotes.lines.item')}</Table.Th>
              <Table.Th ta="right">{t('quotes.lines.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {revision.lines.map((l, i) => (
              <Table.Tr key={i}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text fz="xs" c="gray.7" fw={600}>
                    {t(`quotes.kinds.${l.kind}`)}
                  </Text>
                  {l.label}
                </Table.Td>
                <Table.Td ta="right" style={tabular}>
                  {formatMoney(l.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {treatment && (
              <>
                <Table.Tr>
                  <Table.Td ta="right">{t('workflow.amounts.supply')}</Table.Td>
                  <Table.Td ta="right" style={tabular} data-testid="quote-supply">
                    {formatMoney(revision.total)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td ta="right">{vatLabel(treatment, t)}</Table.Td>
                  <Table.Td ta="right" style={tabular} data-testid="quote-vat">
                    {formatMoney(revision.vat)}
                  </Table.Td>
                </Table.Tr>
              </>
            )}
            <Table.Tr>
              <Table.Th ta="right">{t(treatment ? 'workflow.amounts.amountDue' : 'quotes.lines.total')}</Table.Th>
              <Table.Th ta="right" style={tabular} fz="md" data-testid="quote-total">
                {formatMoney(treatment ? revision.amountDue : revision.total)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t(treatment ? 'quotes.figures.unitPriceNet' : 'quotes.figures.unitPrice')} testId="quote-unit-price">
          {formatMoney(revision.unitPrice)}
          <Text span fz="xs" c="gray.7" fw={400}>
            {' '}
            × {formatNumber(quantity)}
          </Text>
        </Figure>
        <Figure label={t('quotes.figures.leadTime')}>{t('quotes.days', { count: revision.leadTimeDays })}</Figure>
        <Figure label={t('quotes.figures.validUntil')}>{formatDay(revision.validUntil, i18n.resolvedLanguage)}</Figure>
      </SimpleGrid>
      {revision.note && (
        <Text fz="sm" c="gray.8" style={{ whiteSpace: 'pre-wrap' }}>
          {revision.note}
        </Text>
      )}
      <Text fz="xs" c="gray.7">
        {t(treatment ? `quotes.figures.vatNote.${treatment}` : 'quotes.figures.vat')}
      </Text>
    </Stack>
  );
}

function Figure({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Group
      gap={2}
      p="sm"
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-md)', flexDirection: 'column', alignItems: 'flex-start' }}
    >
      <Text fz="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fw={700} className="tabular" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}
