import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { OrderSummary } from '@formulab/shared/orders/orders.schema';
import { StateBadge } from '../../../components/workflow/index.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import classes from './orders.module.css';
import { PaymentBadge } from './payment-badge.tsx';

/** One production order in the customer's list: reference, production and payment state, recipe, quantity, total, date. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={`/orders?id=${order.id}`}
      aria-label={t('orders.card.open', { ref: order.ref, recipe: order.recipeName })}
      className={classes.link}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-lg)' }}
    >
      <Paper withBorder radius="lg" p="md" bg="white" className={classes.card}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} className="tabular" c="gray.9">
                {order.ref}
              </Text>
              <StateBadge subject="order" state={order.state} size="sm" />
              <PaymentBadge status={order.paymentStatus} size="sm" />
            </Group>
            <Text fw={600} c="gray.9" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {order.recipeName}{' '}
              <Text span fz="sm" fw={400} c="gray.7">
                {t('orders.revisionShort', { n: order.recipeRevision })}
              </Text>
            </Text>
            <Group gap="md" wrap="wrap" fz="sm" c="gray.7">
              <Text span fz="sm" className="tabular">
                {t('orders.units', { count: order.quantity, n: formatNumber(order.quantity) })}
              </Text>
              <Text span fz="sm" className="tabular" c="gray.9" fw={600}>
                {formatMoney(order.total)}
              </Text>
              <Text span fz="sm">
                {t('orders.card.fromQuote', { ref: order.quote.ref })}
              </Text>
              <Text span fz="sm">
                {t('orders.card.ordered', { date: formatDate(order.createdAt) })}
              </Text>
            </Group>
          </Stack>
          <IconChevronRight size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" style={{ flexShrink: 0 }} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
