import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { QuoteRevision } from '@formulab/shared/quotes/quotes.schema';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatDay } from '../format.ts';

const tabular = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * One answer of staff: the line items (kind, item, amount), the total, the unit price over the
 * quantity, lead time and validity. The same block on the customer's screen, the print view and the
 * staff drawer.
 */
export function QuoteFigures({ revision, quantity }: { revision: QuoteRevision; quantity: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={260}>
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
            <Table.Tr>
              <Table.Th ta="right">{t('quotes.lines.total')}</Table.Th>
              <Table.Th ta="right" style={tabular} fz="md" data-testid="quote-total">
                {formatMoney(revision.total)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t('quotes.figures.unitPrice')} testId="quote-unit-price">
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
        {t('quotes.figures.vat')}
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
