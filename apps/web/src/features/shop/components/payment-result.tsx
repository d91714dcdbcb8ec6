import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paymentResultSchema, type PaymentResult } from '@formulab/shared/shop/payments.schema';
import type { PurchaseDetail } from '@formulab/shared/shop/purchases.schema';
import { api, errorKey } from '../../../lib/api.ts';
import { afterPaymentPath, confirmPayment, failPayment } from '../api.ts';

/**
 * One confirm (or fail report) per orderId per page load, whatever React does with effects (StrictMode
 * runs them twice in development): a second call gets the first call's promise. The server is
 * idempotent anyway.
 */
const sent = new Map<string, Promise<unknown>>();
function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  let p = sent.get(key) as Promise<T> | undefined;
  if (!p) {
    p = run();
    sent.set(key, p);
    // a failed attempt may be retried by hand
    p.catch(() => sent.delete(key));
  }
  return p;
}
/** For tests: forget what was sent. */
export function resetPaymentOnce(): void {
  sent.clear();
}

/** /payment?result=success|fail — where the gateway sends the browser back. */
export function PaymentResultScreen() {
  const [params] = useSearchParams();
  const result = params.get('result');
  if (result === 'success') return <Success params={params} />;
  if (result === 'fail') return <Failure params={params} />;
  return <Invalid />;
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="white" w="100%" maw={520}>
        {children}
      </Paper>
    </Center>
  );
}

/**
 * A payment that did not go through (refused, or not confirmed): what happened with its icon, the
 * reason in red, what it means, then `children` (the way to try again) before the purchase history.
 */
function PaymentProblem({
  icon: Icon,
  title,
  reason,
  reasonTestId,
  body,
  children,
}: {
  icon: typeof IconCircleX;
  title: string;
  reason: string;
  reasonTestId?: string;
  body: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Icon size={28} color="var(--mantine-color-red-8)" aria-hidden="true" />
        <Title order={1} fz={22}>
          {title}
        </Title>
      </Group>
      <Alert color="red" role="alert" data-testid={reasonTestId}>
        {reason}
      </Alert>
      <Text fz="sm" c="gray.7">
        {body}
      </Text>
      <Group gap="sm">
        {children}
        <Button component={Link} to="/purchase-history" variant="default">
          {t('shop.payment.history')}
        </Button>
      </Group>
    </Stack>
  );
}

function Success({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const paymentKey = params.get('paymentKey') ?? '';
  const orderId = params.get('orderId') ?? '';
  const amount = Number(params.get('amount'));
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    once(`confirm:${orderId}:${attempt}`, () => confirmPayment({ paymentKey, orderId, amount })).then(
      (res: PaymentResult) => {
        if (!live) return;
        // the test gateway comes back without a page load: what was read before paying (the sample's or
        // order's state, stock, the history, notifications) is out of date now
        void qc.invalidateQueries();
        void navigate(afterPaymentPath(res), { replace: true });
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [paymentKey, orderId, amount, attempt, navigate, qc]);
  return (
    <Frame>
      {error ? (
        <PaymentProblem
          icon={IconAlertTriangle}
          title={t('shop.payment.confirmFailed')}
          reason={t(errorKey(error))}
          body={t('shop.payment.confirmFailedBody')}
        >
          <Button
            onClick={() => {
              setError(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t('shop.payment.retry')}
          </Button>
        </PaymentProblem>
      ) : (
        <Stack align="center" gap="sm" py="lg" role="status" aria-live="polite">
          <Loader size="lg" aria-hidden="true" />
          <Title order={1} fz={22}>
            {t('shop.payment.confirming')}
          </Title>
          <Text fz="sm" c="gray.7">
            {t('shop.payment.confirmingBody')}
          </Text>
        </Stack>
      )}
    </Frame>
  );
}

/** The translated reason of a failure: a known code, else the provider's message, else "no reason". */
export function useFailureReason(code: string, message: string): string {
  const { t, i18n } = useTranslation();
  const key = `shop.payment.codes.${code}`;
  if (code && i18n.exists(key)) return t(key);
  return message || t('shop.payment.codes.UNKNOWN');
}

function Failure({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const orderId = params.get('orderId') ?? '';
  const code = params.get('code') ?? 'UNKNOWN';
  const message = params.get('message') ?? '';
  const reason = useFailureReason(code, message);
  const qc = useQueryClient();
  useEffect(() => {
    if (!orderId) return;
    // a failed purchase is cancelled and its units are back on sale: what was read before is out of date
    once(`fail:${orderId}`, () => failPayment({ orderId, code, message })).then(
      () => void qc.invalidateQueries(),
      () => undefined,
    );
  }, [orderId, code, message, qc]);
  // where "try again" leads: the product (purchases), the sample request or the production order
  const target = useQuery({
    queryKey: ['payment-by-order', orderId],
    queryFn: ({ signal }) =>
      api(`/api/payments/by-order/${encodeURIComponent(orderId)}`, {
        schema: import.meta.env.PROD ? undefined : paymentResultSchema,
        signal,
      }),
    enabled: orderId.length > 0,
    retry: false,
  });
  const purchase = useQuery({
    queryKey: ['purchase', target.data?.targetId],
    // unchecked: importing the purchase schema's module reaches the pipeline's strings, which this screen
    // does not load (screens.ts; the groups test follows the imports, whatever a production build folds)
    queryFn: ({ signal }) => api<PurchaseDetail>(`/api/purchases/${target.data!.targetId}`, { signal }),
    enabled: target.data?.kind === 'purchase',
    retry: false,
  });
  const again =
    target.data?.kind === 'purchase'
      ? purchase.data
        ? `/product/${purchase.data.product.id}`
        : null
      : target.data
        ? afterPaymentPath(target.data)
        : null;
  return (
    <Frame>
      <PaymentProblem
        icon={IconCircleX}
        title={t('shop.payment.failedTitle')}
        reason={t('shop.payment.reason', { reason })}
        reasonTestId="payment-fail-reason"
        body={t('shop.payment.failedBody')}
      >
        {again && (
          <Button component={Link} to={again} color="coral.9">
            {t('shop.payment.tryAgain')}
          </Button>
        )}
      </PaymentProblem>
    </Frame>
  );
}

function Invalid() {
  const { t } = useTranslation();
  return (
    <Frame>
      <Stack gap="md">
        <Title order={1} fz={22}>
          {t('shop.payment.title')}
        </Title>
        <Text c="gray.7">{t('shop.payment.invalid')}</Text>
        <Group gap="sm">
          <Button component={Link} to="/purchase-history" variant="default">
            {t('shop.payment.history')}
          </Button>
          <Button component={Link} to="/product" variant="subtle">
            {t('shop.payment.shop')}
          </Button>
        </Group>
      </Stack>
    </Frame>
  );
}
