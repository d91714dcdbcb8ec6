import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatBrn } from '@formulab/shared/auth/brn';
import type { OrderDetail } from '@formulab/shared/orders/orders.schema';
import type { TaxInvoice } from '@formulab/shared/orders/tax-invoices.schema';
import { useTranslation } from '../../../i18n/react.ts';
import { Fact, TextFact } from '../../../components/workflow/facts.tsx';
import { RecordSection } from '../../../components/workflow/record-section.tsx';
import { formatDay } from '../format.ts';
import { AmountRows } from './amount-rows.tsx';

/**
 * An order's tax invoices (세금계산서), first first, each in its own box: reference, an original or the
 * amended invoice that cancels one, its state, the day it is dated, supplier and buyer with their
 * registration numbers, supply amount, tax and total, and the reason of a cancellation. The customer
 * reads them; staff's drawer adds `actions` (make one out) beside the heading, `note` under it (why none
 * can be made out) and `invoiceAction` on each invoice (cancel the one in force). Nothing when the order
 * has none and staff have nothing to add.
 */
export function OrderTaxInvoices({
  order,
  actions,
  note,
  invoiceAction,
}: {
  order: OrderDetail;
  actions?: ReactNode;
  note?: ReactNode;
  invoiceAction?: (invoice: TaxInvoice) => ReactNode;
}) {
  const { t } = useTranslation();
  if (order.taxInvoices.length === 0 && !actions && !note) return null;
  return (
    <RecordSection title={t('orders.taxInvoices.title')} aside={actions} gap="sm" testId="order-tax-invoices">
      {note}
      {order.taxInvoices.length > 0 && (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {order.taxInvoices.map((invoice) => (
            <li key={invoice.id} data-testid="tax-invoice">
              <TaxInvoiceBox invoice={invoice} action={invoiceAction?.(invoice)} />
            </li>
          ))}
        </Stack>
      )}
    </RecordSection>
  );
}

function TaxInvoiceBox({ invoice: inv, action }: { invoice: TaxInvoice; action?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const cancelled = inv.state === 'cancelled';
  const cancellation = inv.kind === 'cancellation';
  return (
    <Paper withBorder radius="md" p="sm" bg={cancelled || cancellation ? 'gray.0' : 'white'}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" align="center">
              <Text fw={700} className="tabular">
                {inv.ref}
              </Text>
              <Badge size="sm" radius="sm" variant="dot" color={cancelled ? 'gray' : 'green'} style={{ textTransform: 'none' }}>
                {t(`orders.taxInvoices.states.${inv.state}`)}
              </Badge>
            </Group>
            <Text fz="xs" c="gray.8">
              {t(`orders.taxInvoices.${inv.kind}`)}
              {cancellation && inv.amendsRef && (
                <>
                  {' · '}
                  <span style={{ whiteSpace: 'nowrap' }}>{t('orders.taxInvoices.cancels', { ref: inv.amendsRef })}</span>
                </>
              )}
            </Text>
          </Stack>
          {action}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
          <Fact label={t('orders.taxInvoices.issueDate')}>
            <span className="tabular">{formatDay(inv.issueDate, i18n.resolvedLanguage)}</span>
          </Fact>
          <Party label={t('orders.taxInvoices.supplier')} party={inv.supplier} />
          <Party label={t('orders.taxInvoices.buyer')} party={inv.buyer} />
        </SimpleGrid>
        <AmountRows
          rows={[
            { label: t('orders.taxInvoices.supply'), amount: inv.supplyAmount },
            { label: t('orders.taxInvoices.tax'), amount: inv.taxAmount },
          ]}
          total={{ label: t('orders.taxInvoices.total'), amount: inv.total }}
        />
        <TextFact label={t('orders.taxInvoices.reason')} text={inv.reason} />
      </Stack>
    </Paper>
  );
}

function Party({ label, party }: { label: string; party: { name: string; brn: string } }) {
  const { t } = useTranslation();
  return (
    <Fact label={label}>
      <Text fz="sm" fw={600}>
        {party.name}
      </Text>
      <Text fz="xs" c="gray.8" className="tabular">
        {t('orders.taxInvoices.brn', { brn: formatBrn(party.brn) })}
      </Text>
    </Fact>
  );
}
