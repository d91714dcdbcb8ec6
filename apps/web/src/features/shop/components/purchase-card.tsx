import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { PurchaseSummary } from '@formulab/shared/shop/purchases.schema';
import { StateBadge } from '../../../components/workflow/index.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { localName } from '../format.ts';
import { ProductThumb } from './product-card.tsx';

/** One purchase in the customer's history: reference, state, product and option, quantity, total, date. */
export function PurchaseCard({ purchase }: { purchase: PurchaseSummary }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const name = localName(purchase.product, lang);
  return (
    <UnstyledButton
      component={Link}
      to={`/purchase-history?id=${purchase.id}`}
      aria-label={t('shop.history.open', { ref: purchase.ref, name })}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-lg)' }}
    >
      <Paper withBorder radius="lg" p="md" bg="white">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <div style={{ width: 56, flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
            <ProductThumb url={purchase.product.thumbUrl} />
          </div>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} className="tabular" c="gray.9">
                {purchase.ref}
              </Text>
              <StateBadge subject="purchase" state={purchase.state} size="sm" />
            </Group>
            <Text fw={600} c="gray.9" lineClamp={1}>
              {name}{' '}
              <Text span fz="sm" fw={400} c="gray.7">
                {localName(purchase.option, lang)}
              </Text>
            </Text>
            <Group gap="md" wrap="wrap">
              <Text span fz="sm" c="gray.7" className="tabular">
                {t('shop.history.units', { count: purchase.quantity, n: formatNumber(purchase.quantity) })}
              </Text>
              <Text span fz="sm" fw={600} c="gray.9" className="tabular">
                {formatMoney(purchase.total)}
              </Text>
              <Text span fz="sm" c="gray.7">
                {t('shop.history.ordered', { date: formatDate(purchase.createdAt) })}
              </Text>
            </Group>
            {purchase.state === 'pending_payment' && purchase.reservedUntil && (
              <Text fz="xs" c="var(--mantine-color-yellow-light-color)">
                {t('shop.history.payBy', { time: formatDateTime(purchase.reservedUntil) })}
              </Text>
            )}
          </Stack>
          <IconChevronRight size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" style={{ flexShrink: 0 }} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
