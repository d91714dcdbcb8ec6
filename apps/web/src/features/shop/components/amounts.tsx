import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import { vatIncluded } from '@formulab/shared/orders/vat';
import { FREE_SHIPPING_FROM, purchaseAmounts } from '@formulab/shared/shop/amounts';
import { formatMoney } from '../../../lib/format.ts';
import type { ReactNode } from 'react';

/**
 * Subtotal, shipping and total: the same arithmetic the server uses (purchaseAmounts), and the VAT the
 * total includes (the shop's prices are consumer prices, tax included).
 */
export function AmountLines({ unitPrice, quantity }: { unitPrice: number; quantity: number }) {
  const { t } = useTranslation();
  const a = purchaseAmounts(unitPrice, quantity);
  return (
    <Stack gap={6} className="tabular" data-testid="amounts">
      <AmountLine label={t('shop.detail.subtotal')} testId="amount-subtotal">
        {formatMoney(a.subtotal)}
      </AmountLine>
      <AmountLine label={t('shop.detail.shipping')} testId="amount-shipping">
        {a.shippingFee === 0 ? t('shop.detail.free') : formatMoney(a.shippingFee)}
      </AmountLine>
      {a.shippingFee > 0 && (
        <Text fz="xs" c="gray.7">
          {t('shop.detail.freeFrom', { amount: formatMoney(FREE_SHIPPING_FROM) })}
        </Text>
      )}
      <Divider color="gray.2" />
      <Group justify="space-between">
        <Text fw={700}>{t('shop.detail.total')}</Text>
        <Text fw={700} fz="lg" data-testid="amount-total">
          {formatMoney(a.total)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fz="xs" c="gray.7">
          {t('shop.detail.vatIncluded')}
        </Text>
        <Text fz="xs" c="gray.7" data-testid="amount-vat">
          {formatMoney(vatIncluded(a.total).vat)}
        </Text>
      </Group>
    </Stack>
  );
}

/** A line of the sum: what it is on the left, the amount on the right. */
function AmountLine({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Group justify="space-between">
      <Text fz="sm" c="gray.7">
        {label}
      </Text>
      <Text fz="sm" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}
