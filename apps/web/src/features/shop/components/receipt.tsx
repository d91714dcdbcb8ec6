import { Anchor, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { vatIncluded } from '@formulab/shared/orders/tax';
import type { PurchaseDetail } from '@formulab/shared/shop/purchases.schema';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { paymentMethodCode } from '../../../lib/payments.ts';
import { localName } from '../format.ts';
import { ProductThumb } from './product-card.tsx';

function Row({ label, value, strong, testId }: { label: string; value: React.ReactNode; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text fz="sm" c="gray.7" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} ta="right" className="tabular" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** How the payment was made, in words: the method, else the gateway. */
export function usePaymentMethod(payment: PurchaseDetail['payment']): string {
  const { t, i18n } = useTranslation();
  if (!payment) return '—';
  const methodKey = `shop.receipt.method.${paymentMethodCode(payment.method ?? '')}`;
  const gatewayKey = `shop.receipt.gateway.${payment.gateway}`;
  if (payment.method && i18n.exists(methodKey)) return t(methodKey);
  if (payment.method) return payment.method;
  return i18n.exists(gatewayKey) ? t(gatewayKey) : payment.gateway;
}

/**
 * The purchase as a receipt: reference, product, option, quantity, amounts (the shop's prices include
 * VAT: the part of the total that is tax is stated), shipping, payment.
 */
export function PurchaseReceipt({ purchase, headingLevel = 2 }: { purchase: PurchaseDetail; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const method = usePaymentMethod(purchase.payment);
  const s = purchase.shipping;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-labelledby={`receipt-${purchase.id}`}
      data-testid="receipt"
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={headingLevel} fz="lg" id={`receipt-${purchase.id}`}>
            {t('shop.receipt.heading')}
          </Title>
          <Text fw={700} className="tabular" data-testid="receipt-ref">
            {purchase.ref}
          </Text>
        </Group>
        <Group wrap="nowrap" gap="md" align="flex-start">
          <div style={{ width: 64, flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
            <ProductThumb url={purchase.product.thumbUrl} />
          </div>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/product/${purchase.product.id}`} fw={600} c="gray.9">
              {localName(purchase.product, lang)}
            </Anchor>
            <Text fz="sm" c="gray.7">
              {localName(purchase.option, lang)} × {formatNumber(purchase.quantity)}
            </Text>
          </Stack>
        </Group>
        <Divider color="gray.2" />
        <Stack gap={6}>
          <Row label={t('shop.receipt.date')} value={formatDateTime(purchase.createdAt)} />
          <Row label={t('shop.receipt.option')} value={localName(purchase.option, lang)} />
          <Row label={t('shop.receipt.quantity')} value={formatNumber(purchase.quantity)} />
          <Row label={t('shop.receipt.unitPrice')} value={formatMoney(purchase.unitPrice)} />
          <Row label={t('shop.detail.subtotal')} value={formatMoney(purchase.subtotal)} />
          <Row
            label={t('shop.detail.shipping')}
            value={purchase.shippingFee === 0 ? t('shop.detail.free') : formatMoney(purchase.shippingFee)}
          />
          <Divider color="gray.2" />
          <Row label={t('shop.detail.total')} value={formatMoney(purchase.total)} strong testId="receipt-total" />
          <Row label={t('shop.detail.vatIncluded')} value={formatMoney(vatIncluded(purchase.total).vat)} testId="receipt-vat" />
          {purchase.refundedAmount > 0 && (
            <Row
              label={t('shop.receipt.refunded')}
              value={`− ${formatMoney(purchase.refundedAmount)}`}
              testId="receipt-refunded"
            />
          )}
        </Stack>
        <Divider color="gray.2" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={2}>
            <Text fz="xs" fw={600} c="gray.7" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
              {t('shop.receipt.shipTo')}
            </Text>
            <Text fz="sm">
              {s.recipient} · <span className="tabular">{s.phone}</span>
            </Text>
            <Text fz="sm" c="gray.8">
              ({s.postalCode}) {s.address} {s.detail}
            </Text>
            {purchase.note && (
              <Text fz="sm" c="gray.7">
                {t('shop.receipt.note')}: {purchase.note}
              </Text>
            )}
          </Stack>
          <Stack gap={2}>
            <Text fz="xs" fw={600} c="gray.7" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
              {t('shop.receipt.paidWith')}
            </Text>
            {purchase.payment ? (
              <>
                <Text fz="sm" data-testid="receipt-method">
                  {method}
                </Text>
                {(purchase.payment.approvedAt ?? purchase.paidAt) && (
                  <Text fz="sm" c="gray.8">
                    {t('shop.receipt.paidAt')}: {formatDateTime((purchase.payment.approvedAt ?? purchase.paidAt)!)}
                  </Text>
                )}
                {purchase.payment.receiptUrl && (
                  <Anchor href={purchase.payment.receiptUrl} target="_blank" rel="noreferrer" fz="sm">
                    {t('shop.receipt.providerReceipt')}
                  </Anchor>
                )}
              </>
            ) : (
              <Text fz="sm" c="gray.7">
                {t('shop.receipt.notPaid')}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
