import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import { FREE_SHIPPING_FROM, purchaseAmounts } from '@formulab/shared/shop/purchases.schema';
import { formatMoney } from '../../../lib/format.ts';

/** Subtotal, shipping and total: the same arithmetic the server uses (purchaseAmounts). */
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
    </Stack>
  );
}
