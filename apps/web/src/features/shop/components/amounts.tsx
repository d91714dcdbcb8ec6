import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import { vatIncluded } from '@formulab/shared/orders/tax';
import { FREE_SHIPPING_FROM, purchaseAmounts } from '@formulab/shared/shop/purchases.schema';
import { formatMoney } from '../../../lib/format.ts';

/**
 * Subtotal, shipping and total: the same arithmetic the server uses (purchaseAmounts), and the VAT the
 * total includes (the shop's prices are consumer prices, tax included).
 */
export function AmountLines({ unitPrice, quantity }: { unitPrice: number; quantity: number }) {
  const { t } = useTranslation();
  const a = purchaseAmounts(unitPrice, quantity);
  return (
    <Stack gap={6} className="tabular" data-testid="amounts">
      <Group justify="space-between">
        <Text fz="sm" c="gray.7">
          {t('shop.detail.subtotal')}
        </Text>
        <Text fz="sm" data-testid="amount-subtotal">
          {formatMoney(a.subtotal)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fz="sm" c="gray.7">
          {t('shop.detail.shipping')}
        </Text>
        <Text fz="sm" data-testid="amount-shipping">
          {a.shippingFee === 0 ? t('shop.detail.free') : formatMoney(a.shippingFee)}
        </Text>
      </Group>
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
