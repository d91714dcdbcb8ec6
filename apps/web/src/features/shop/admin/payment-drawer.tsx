import { Alert, Anchor, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { IconPoint } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { PaymentDetail } from '@formulab/shared/shop/payments.schema';
import { notifySuccess } from '../../../components/notify.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/api.ts';
import { paymentMethodCode, paymentName } from '../../../lib/payments.ts';
import { adminPaymentKey, adminPaymentQuery, afterRefund, refundPayment } from './admin-api.ts';
import { PaymentStatusBadge } from './payment-badge.tsx';
import { RefundForm } from './refund-form.tsx';
import { paymentEventText } from './payment-events.ts';
import { QueueRecordDrawer, FOCUSABLE_SCROLL } from '../../../components/admin/index.ts';

/** Where staff open what a payment paid for. */
export function targetHref(p: Pick<PaymentDetail, 'kind' | 'targetId'>): string {
  if (p.kind === 'purchase') return `/admin/order-list?view=purchases&purchase=${p.targetId}`;
  if (p.kind === 'sample') return `/admin/sample-requests?id=${p.targetId}`;
  return `/admin/order-list?id=${p.targetId}`;
}

/** One payment for staff (`?id=`): what it paid, its status and amounts, the full event history, refunds, a refund form. */
export function PaymentDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <QueueRecordDrawer
      id={id}
      onClose={onClose}
      record={adminPaymentQuery}
      titleKey="adminShop.payments.detail.title"
      width={720}
    >
      {(x) => <Content payment={x} />}
    </QueueRecordDrawer>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="gray.7">
        {label}
      </Text>
      <Text fz="sm" fw={500} className="tabular" style={{ overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Content({ payment: p }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const events = [...p.events].reverse();
  // the gateway's own word for the method (Toss answers in Korean), in the reader's language where we have one
  const methodWords = (method: string) => {
    const key = `adminShop.methods.${paymentMethodCode(method)}`;
    return i18n.exists(key) ? t(key) : method;
  };
  const eventLabel = (type: string) => t(`adminShop.payments.events.${type}`, { defaultValue: type });
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm" align="center">
          <Title order={2} fz={22} className="tabular">
            {formatMoney(p.amount)}
          </Title>
          <PaymentStatusBadge status={p.status} size="md" />
        </Group>
        <Text fz="sm" c="gray.8">
          {paymentName(p, i18n.resolvedLanguage)} ·{' '}
          <Anchor component={Link} to={targetHref(p)} fz="sm" underline="always">
            {t(`adminShop.kinds.${p.kind}`)} {p.targetRef}
          </Anchor>
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <Fact label={t('adminShop.payments.columns.customer')}>
            {p.customer.name}
            {p.customer.companyName ? ` · ${p.customer.companyName}` : ''}
            <Text fz="xs" c="gray.7">
              {p.customer.email}
            </Text>
          </Fact>
          <Fact label={t('adminShop.payments.columns.gateway')}>
            {t(`adminShop.gateways.${p.gateway}`)}
            {p.method ? ` · ${methodWords(p.method)}` : ''}
          </Fact>
          <Fact label={t('adminShop.payments.detail.orderId')}>{p.orderId}</Fact>
          <Fact label={t('adminShop.payments.detail.paymentKey')}>{p.paymentKey ?? '—'}</Fact>
          <Fact label={t('adminShop.payments.detail.created')}>{formatDateTime(p.createdAt)}</Fact>
          <Fact label={t('adminShop.payments.detail.approved')}>{p.approvedAt ? formatDateTime(p.approvedAt) : '—'}</Fact>
          <Fact label={t('adminShop.payments.columns.refunded')}>
            <span data-testid="payment-refunded">{formatMoney(p.refundedAmount)}</span>
          </Fact>
          <Fact label={t('adminShop.payments.detail.refundable')}>
            <span data-testid="payment-refundable">{formatMoney(p.refundable)}</span>
          </Fact>
        </SimpleGrid>
        {(p.failureCode || p.failureMessage) && (
          <Alert color="red" variant="light" mt="sm">
            {t('adminShop.payments.detail.failure', { code: p.failureCode ?? '', message: p.failureMessage ?? '' })}
          </Alert>
        )}
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="pay-refunds">
        <Title order={3} fz="md" id="pay-refunds">
          {t('adminShop.refund.title')}
        </Title>
        {p.refunds.length > 0 && (
          <Table.ScrollContainer scrollAreaProps={FOCUSABLE_SCROLL} minWidth={420}>
            <Table fz="sm" withTableBorder verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminShop.refund.when')}</Table.Th>
                  <Table.Th ta="right">{t('adminShop.refund.amount')}</Table.Th>
                  <Table.Th>{t('adminShop.refund.reason')}</Table.Th>
                  <Table.Th>{t('adminShop.refund.by')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.refunds.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                    <Table.Td ta="right" className="tabular" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(r.amount)}
                    </Table.Td>
                    <Table.Td>{r.reason}</Table.Td>
                    <Table.Td>{r.byName ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <RefundForm
          refundable={p.refundable}
          purchase={p.kind === 'purchase'}
          onSubmit={async (body) => {
            const detail = await refundPayment(p.id, body).catch((err: unknown) => {
              // refunded by someone else meanwhile: show what is left now (the form says why it refused)
              if (err instanceof ApiError && err.status === 409) void qc.invalidateQueries({ queryKey: adminPaymentKey(p.id) });
              throw err;
            });
            qc.setQueryData(adminPaymentKey(p.id), detail);
            afterRefund(qc);
            notifySuccess(t('adminShop.refund.done'), formatMoney(body.amount));
          }}
        />
      </Stack>
      <Divider color="gray.2" />
      <Stack gap="sm" component="section" aria-labelledby="pay-events">
        <Title order={3} fz="md" id="pay-events">
          {t('adminShop.payments.detail.events')}
        </Title>
        <Timeline active={events.length} bulletSize={20} lineWidth={2}>
          {events.map((e, i) => (
            <Timeline.Item
              key={`${e.at}-${i}`}
              bullet={<IconPoint size={12} />}
              title={
                <Text fz="sm" fw={600}>
                  {eventLabel(e.type)}
                </Text>
              }
            >
              {(e.facts || e.detail) && (
                <Text fz="sm" c="gray.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {/* a line written before facts were kept shows its log text as written */}
                  {e.facts ? paymentEventText(e.facts, t) : e.detail}
                </Text>
              )}
              <Text fz="xs" c="gray.7">
                {formatDateTime(e.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Stack>
  );
}
