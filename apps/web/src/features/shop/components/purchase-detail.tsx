import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { PurchaseDetail } from '@formulab/shared/shop/purchases.schema';
import { PURCHASE_ACTIONS, purchaseMachine } from '@formulab/shared/shop/purchases.states';
import { StateBadge, WorkflowActions, WorkflowTimeline, stateColour } from '../../../components/workflow/index.ts';
import { PayButton } from '../../../components/pay-button.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { afterPurchaseChange, purchaseKey, transitionPurchase } from '../purchases-api.ts';
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
    <Stack gap="lg">
      <Anchor component={Link} to="/purchase-history" fz="sm" c="gray.8" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('screens.purchaseHistory.title')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" className="tabular" style={{ letterSpacing: '-0.02em' }}>
              {purchase.ref}
            </Title>
            <StateBadge subject="purchase" state={purchase.state} size="lg" />
          </Group>
          <Text c="gray.7">
            {localName(purchase.product, i18n.resolvedLanguage)} ·{' '}
            {t('shop.history.ordered', { date: formatDate(purchase.createdAt) })}
          </Text>
        </Stack>
        <Group gap="xs">
          {payable(purchase) && <PayButton kind="purchase" id={purchase.id} amount={purchase.total} />}
          <WorkflowActions
            machine={purchaseMachine}
            subject="purchase"
            state={purchase.state}
            version={purchase.version}
            // what the step would refund, or what is owed before payment
            amount={purchase.total - purchase.refundedAmount}
            actor="customer"
            withNote={false}
            hide={PURCHASE_ACTIONS.filter((a) => a === 'pay' || !purchase.actions.includes(a))}
            onSubmit={async (body) =>
              afterPurchaseChange(
                qc,
                await transitionPurchase(purchase.id, {
                  action: body.action as never,
                  version: body.version,
                  ...(body.reason ? { reason: body.reason } : {}),
                }),
                key,
              )
            }
          />
        </Group>
      </Group>
      <Alert
        color={stateColour(purchase.state)}
        variant="light"
        icon={<IconInfoCircle size={18} aria-hidden="true" />}
        data-testid="purchase-next-step"
      >
        {t(`shop.history.next.${purchase.state}`)}
        {purchase.state === 'pending_payment' && purchase.reservedUntil
          ? ` ${t('shop.history.payBy', { time: formatDateTime(purchase.reservedUntil) })}`
          : ''}
        {purchase.carrier && purchase.trackingNumber
          ? ` ${t('shop.history.tracking', { carrier: purchase.carrier, tracking: purchase.trackingNumber })}`
          : ''}
        {purchase.cancelReason ? ` ${t('shop.history.cancelReason', { reason: purchase.cancelReason })}` : ''}
      </Alert>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
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
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-labelledby="ptl">
            <Stack gap="md">
              <Title order={2} fz="lg" id="ptl">
                {t('workflow.timeline.title')}
              </Title>
              <WorkflowTimeline subject="purchase" events={purchase.timeline} viewer="customer" />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
