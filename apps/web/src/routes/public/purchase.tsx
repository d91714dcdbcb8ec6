import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyResults, LoadErrorAlert, useLoadingLabel } from '../../components/list-states.tsx';
import { notifyError } from '../../components/notify.ts';
import { goToCheckout, productQuery, startPayment } from '../../features/shop/api.ts';
import { createPurchase } from '../../features/shop/purchases-api.ts';
import { addressesQuery } from '../../lib/addresses.ts';
import { PurchaseForm } from '../../features/shop/components/purchase-form.tsx';
import { useRequireSignIn } from '../../features/shop/use-require-sign-in.ts';
import { ApiError, errorKey } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { uuid } from '../../lib/uuid.ts';
import { isUuid } from '../../lib/not-found.ts';

/**
 * /purchase/:id (the product's id) — checkout. The route is public in the brief, so the screen checks
 * sign-in itself: a visitor goes to /login?redirect=<this URL> and comes back to this same step.
 */
export function Component() {
  const { t } = useTranslation();
  const loading = useLoadingLabel();
  useDocumentTitle(t('shop.purchase.title'));
  const { user, signedOut } = useRequireSignIn();
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} className="keep-all">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
          {t('shop.purchase.title')}
        </Title>
        <Text c="gray.7">{signedOut ? t('shop.purchase.signInBody') : t('shop.purchase.lead')}</Text>
      </Stack>
      {user ? <Checkout /> : <Skeleton h={360} radius="lg" {...loading} />}
    </Stack>
  );
}

function Checkout() {
  const { t } = useTranslation();
  const loading = useLoadingLabel();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const valid = isUuid(id);
  const product = useQuery({ ...productQuery(id), enabled: valid, retry: false });
  const addresses = useQuery(addressesQuery);
  const qty = Math.max(1, Math.floor(Number(params.get('qty')) || 1));
  // one Idempotency-Key per checkout attempt: sending the same order again after a lost answer reuses
  // it (the server answers the purchase it already made); a changed order is a new attempt
  const attempt = useRef<{ body: string; key: string } | null>(null);

  if (!valid || (product.isError && product.error instanceof ApiError && product.error.status === 404))
    return (
      <EmptyResults
        title={t('shop.detail.notFoundTitle')}
        body={t('shop.detail.notFoundBody')}
        bodyMaw={420}
        action={
          <Anchor component={Link} to="/product">
            {t('shop.detail.back')}
          </Anchor>
        }
      />
    );
  const error = product.error ?? addresses.error;
  if (error)
    return (
      <LoadErrorAlert
        title={t('shop.detail.loadError')}
        message={t(errorKey(error))}
        retryLabel={t('shop.list.retry')}
        onRetry={() => void Promise.all([product.refetch(), addresses.refetch()])}
      />
    );
  if (!product.data || !addresses.data) return <Skeleton h={360} radius="lg" {...loading} />;
  const p = product.data;
  if (p.status === 'hidden' || p.options.every((o) => o.stock <= 0))
    return (
      <EmptyResults
        title={t('shop.purchase.unavailable')}
        body={t('shop.detail.soldOutAll')}
        bodyMaw={420}
        action={
          <Anchor component={Link} to={`/product/${p.id}`}>
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden="true" />
              {t('shop.detail.back')}
            </Group>
          </Anchor>
        }
      />
    );
  return (
    <PurchaseForm
      product={p}
      addresses={addresses.data.items}
      initialOptionId={params.get('option')}
      initialQty={qty}
      onSubmit={async (body) => {
        const sent = JSON.stringify(body);
        if (attempt.current?.body !== sent) attempt.current = { body: sent, key: uuid() };
        const purchase = await createPurchase(body, attempt.current.key);
        attempt.current = null;
        void qc.invalidateQueries({ queryKey: ['purchases'] });
        if (body.saveAddress) void qc.invalidateQueries({ queryKey: ['addresses'] });
        try {
          const checkout = await startPayment('purchase', purchase.id);
          goToCheckout(checkout, (to) => void navigate(to));
        } catch (e) {
          notifyError(`${t('shop.purchase.created', { ref: purchase.ref })} ${t(errorKey(e))}`);
          void navigate(`/purchase-history?id=${purchase.id}`);
        }
      }}
    />
  );
}
