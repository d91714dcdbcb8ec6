import { Button, Group } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { PurchaseDetail } from '@formulab/shared/shop/purchases.schema';
import { PURCHASE_ACTIONS } from '@formulab/shared/shop/purchases.states';
import { RecordPage, stateColour, RecordActions, NextStepAlert } from '../../../components/workflow/index.ts';
import { PayButton } from '../../../components/pay-button.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { afterPurchaseChange, purchaseFlow, purchaseKey, purchaseTransitionBody, transitionPurchase } from '../purchases-api.ts';
import { localName } from '../format.ts';
import { PurchaseReceipt } from './receipt.tsx';

/** Still payable: waiting for payment and the stock still held. */
export function payable(p: Pick<PurchaseDetail, 'state' | 'reservedUntil'>, now = Date.now()): boolean {
  return p.state === 'pending_payment' && p.reservedUntil !== null && new Date(p.reservedUntil).getTime() > now;
}

/**
 * One purchase as its customer sees it: state and what comes next, the actions the machine allows the
 * customer (cancel, request a refund, confirm delivery), "pay now" while the stock is held, the receipt
 * and the timeline.
 */
export function PurchaseDetailView({ purchase }: { purchase: PurchaseDetail }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const key = purchaseKey(purchase.id);
  return (
    <RecordPage
      subject="purchase"
      record={purchase}
      back={{ to: '/purchase-history', label: t('screens.purchaseHistory.title') }}
      subtitle={[
        localName(purchase.product, i18n.resolvedLanguage),
        t('shop.history.ordered', { date: formatDate(purchase.createdAt) }),
      ]}
      actions={
        <Group gap="xs">
          {payable(purchase) && <PayButton kind="purchase" id={purchase.id} amount={purchase.total} />}
          <RecordActions
            flow={purchaseFlow}
            record={purchase}
            actor="customer"
            withNote={false}
            hide={PURCHASE_ACTIONS.filter((a) => a === 'pay' || !purchase.actions.includes(a))}
            onSubmit={async (body) =>
              afterPurchaseChange(qc, await transitionPurchase(purchase.id, purchaseTransitionBody(body)), key)
            }
          />
        </Group>
      }
      above={
        <NextStepAlert color={stateColour(purchase.state)} testId="purchase-next-step" keepLines={false}>
          {t(`shop.history.next.${purchase.state}`)}
          {purchase.state === 'pending_payment' && purchase.reservedUntil
            ? ` ${t('shop.history.payBy', { time: formatDateTime(purchase.reservedUntil) })}`
            : ''}
          {purchase.carrier && purchase.trackingNumber
            ? ` ${t('shop.history.tracking', { carrier: purchase.carrier, tracking: purchase.trackingNumber })}`
            : ''}
          {purchase.cancelReason ? ` ${t('shop.history.cancelReason', { reason: purchase.cancelReason })}` : ''}
        </NextStepAlert>
      }
      gap="sm"
    >
      <PurchaseReceipt purchase={purchase} />
      {purchase.payment && (
        <Button
          component={Link}
          to={`/purchase-complete?id=${purchase.id}`}
          variant="subtle"
          w="fit-content"
          leftSection={<IconReceipt size={16} aria-hidden="true" />}
        >
          {t('shop.history.receipt')}
        </Button>
      )}
    </RecordPage>
  );
}
