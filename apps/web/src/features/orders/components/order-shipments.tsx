import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { OrderDetail } from '@formulab/shared/orders/orders.schema';
import type { Shipment } from '@formulab/shared/orders/delivery';
import { ShipmentBox } from '../../../components/workflow/facts.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { deliveryNoteUrl } from '../api.ts';

const NOTE_LANGUAGES = [
  { lang: 'ko', label: 'orders.detail.deliveryNoteKo' },
  { lang: 'en', label: 'orders.detail.deliveryNoteEn' },
] as const;

/**
 * An order's shipments, first first, each in its own box (they stack on a phone): number, carrier and
 * tracking number to copy, when it left with how many units, its note, and its delivery note in Korean
 * and English (the customer's or staff's route). While part of the order is still to ship, how much
 * has gone and how much is left. Nothing before the first shipment.
 */
export function OrderShipments({ order, staff }: { order: OrderDetail; staff: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (order.shipments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={3} fz="md" id={titleId}>
          {t('orders.detail.shipments')}
        </Title>
        {order.remainingQuantity > 0 && (
          <Text fz="sm" fw={600} c="gray.8" className="tabular" data-testid="order-shipped-of">
            {t('orders.detail.shippedOf', {
              shipped: formatNumber(order.quantity - order.remainingQuantity),
              quantity: formatNumber(order.quantity),
              left: formatNumber(order.remainingQuantity),
            })}
          </Text>
        )}
      </Group>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {order.shipments.map((s) => (
          <li key={s.number} data-testid="order-shipment">
            <ShipmentCard orderId={order.id} shipment={s} staff={staff} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function ShipmentCard({ orderId, shipment: s, staff }: { orderId: string; shipment: Shipment; staff: boolean }) {
  const { t } = useTranslation();
  return (
    <ShipmentBox
      carrier={s.carrier}
      trackingNumber={s.trackingNumber}
      strings={{
        title: t('orders.detail.shipment', { n: s.number }),
        copy: t('orders.detail.copyTracking', { n: s.number }),
        copied: t('orders.detail.copied'),
      }}
      testId={`order-tracking-${s.number}`}
    >
      <Text fz="xs" c="gray.8" className="tabular">
        {t('orders.detail.shippedAt', { date: formatDateTime(s.shippedAt) })} ·{' '}
        {t('orders.units', { count: s.quantity, n: formatNumber(s.quantity) })}
      </Text>
      {s.note && (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {s.note}
        </Text>
      )}
      <Group gap={6} wrap="wrap" align="center">
        <IconFileText size={14} aria-hidden="true" />
        <Text span fz="xs" fw={600} c="gray.8">
          {t('orders.detail.deliveryNote')}
        </Text>
        {NOTE_LANGUAGES.map(({ lang, label }) => (
          <Anchor
            key={lang}
            href={deliveryNoteUrl(orderId, s.number, lang, staff)}
            target="_blank"
            rel="noopener"
            fz="xs"
            display="inline-block"
            py={4}
            underline="always"
            aria-label={t('orders.detail.deliveryNoteLink', { n: s.number, language: t(label) })}
          >
            {t(label)}
          </Anchor>
        ))}
      </Group>
    </ShipmentBox>
  );
}
