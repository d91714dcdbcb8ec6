import { Skeleton, Stack, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { PURCHASE_STATES } from '@formulab/shared/shop/purchases.states';
import { LoadErrorAlert, LoadingStack, useLoadingLabel } from '../../components/list-states.tsx';
import { useStateParam, WorkflowListScreen } from '../../components/workflow/workflow-screens.tsx';
import { purchaseQuery, purchasesInfinite } from '../../features/shop/purchases-api.ts';
import { PurchaseCard } from '../../features/shop/components/purchase-card.tsx';
import { PurchaseDetailView } from '../../features/shop/components/purchase-detail.tsx';
import { useRequireSignIn } from '../../features/shop/use-require-sign-in.ts';
import { errorKey } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ShopNotFound } from '../../features/shop/components/not-found.tsx';
import { isNotFound, isUuid, retryUnlessNotFound } from '../../lib/not-found.ts';

/** /purchase-history — my purchases by state (`?state=`, with counts), and one purchase (`?id=`). */
export function Component() {
  const { user } = useRequireSignIn();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { t } = useTranslation();
  const loading = useLoadingLabel();
  if (!user)
    return (
      <Stack gap="lg" py={{ base: 'sm', sm: 'md' }}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9">
          {t('screens.purchaseHistory.title')}
        </Title>
        <Skeleton h={200} radius="lg" {...loading} />
      </Stack>
    );
  if (!id) return <ListScreen />;
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} className="keep-all">
      <DetailScreen id={id} />
    </Stack>
  );
}

function ListScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.purchaseHistory.title'));
  const [state, setState] = useStateParam(PURCHASE_STATES);
  const list = useInfiniteQuery(purchasesInfinite(state));
  return (
    <WorkflowListScreen
      subject="purchase"
      strings="shop.history"
      states={PURCHASE_STATES}
      state={state}
      onState={setState}
      list={list}
      title={t('screens.purchaseHistory.title')}
      emptyAction={{ to: '/product' }}
      renderItem={(p) => <PurchaseCard purchase={p} />}
    />
  );
}

function DetailScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const valid = isUuid(id);
  const purchase = useQuery({ ...purchaseQuery(id), enabled: valid, retry: retryUnlessNotFound });
  useDocumentTitle(
    purchase.data ? `${purchase.data.ref} · ${t('screens.purchaseHistory.title')}` : t('screens.purchaseHistory.title'),
  );
  if (!valid || (purchase.isError && isNotFound(purchase.error)))
    return (
      <ShopNotFound
        title={t('shop.history.notFound')}
        body={t('shop.receipt.notFoundBody')}
        backTo="/purchase-history"
        backLabel={t('screens.purchaseHistory.title')}
      />
    );
  if (purchase.isError)
    return (
      <LoadErrorAlert
        title={t('shop.history.list.loadError')}
        message={t(errorKey(purchase.error))}
        retryLabel={t('shop.history.list.retry')}
        onRetry={() => void purchase.refetch()}
      />
    );
  if (!purchase.data)
    return (
      <LoadingStack gap="lg">
        <Skeleton h={40} w="40%" />
        <Skeleton h={320} radius="lg" />
      </LoadingStack>
    );
  return <PurchaseDetailView purchase={purchase.data} />;
}
