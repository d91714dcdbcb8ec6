import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useSearchParams } from 'react-router';
import { PURCHASE_STATES, type PurchaseState } from '@formulab/shared/shop/purchases.states';
import { EmptyResults, ListMore, LoadErrorAlert } from '../../components/list-states.tsx';
import { StateTabs } from '../../components/workflow/state-tabs.tsx';
import { purchaseQuery, purchasesInfinite } from '../../features/shop/purchases-api.ts';
import { PurchaseCard } from '../../features/shop/components/purchase-card.tsx';
import { PurchaseDetailView } from '../../features/shop/components/purchase-detail.tsx';
import { useRequireSignIn } from '../../features/shop/use-require-sign-in.ts';
import { errorKey } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ShopNotFound } from '../../features/shop/components/not-found.tsx';
import { isNotFound, isUuid, retryUnlessNotFound } from '../../lib/not-found.ts';
import { useListPages } from '../../lib/use-list-pages.ts';

/** /purchase-history — my purchases by state (`?state=`, with counts), and one purchase (`?id=`). */
export function Component() {
  const { user } = useRequireSignIn();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { t } = useTranslation();
  if (!user)
    return (
      <Stack gap="lg" py={{ base: 'sm', sm: 'md' }}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9">
          {t('screens.purchaseHistory.title')}
        </Title>
        <Skeleton h={200} radius="lg" aria-busy="true" aria-label={t('common.loading')} />
      </Stack>
    );
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} className="keep-all">
      {id ? <DetailScreen id={id} /> : <ListScreen />}
    </Stack>
  );
}

function ListScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.purchaseHistory.title'));
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = (PURCHASE_STATES as readonly string[]).includes(raw ?? '') ? (raw as PurchaseState) : undefined;
  const list = useInfiniteQuery(purchasesInfinite(state));
  const { data, items, total } = useListPages(list.data);
  const setState = (s: PurchaseState | undefined) =>
    setParams(s ? { state: s } : {}, { replace: true, preventScrollReset: true });
  return (
    <>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
          {t('screens.purchaseHistory.title')}
        </Title>
        <Text c="gray.7">{t('shop.history.lead')}</Text>
      </Stack>
      {(total ?? 0) > 0 || state ? (
        <StateTabs
          subject="purchase"
          states={PURCHASE_STATES}
          value={state}
          counts={data?.pages[0]?.counts}
          onChange={setState}
          label={t('shop.history.tabs')}
          allLabel={t('shop.history.all')}
        />
      ) : null}
      {list.isError && !list.data ? (
        <LoadErrorAlert
          title={t('shop.history.loadError')}
          message={t(errorKey(list.error))}
          retryLabel={t('shop.history.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={96} radius="lg" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        state ? (
          <EmptyResults
            title={t('shop.history.emptyStateTitle', { state: t(`workflow.states.purchase.${state}`) })}
            body={t('shop.history.emptyStateBody')}
            bodyMaw={420}
            action={
              <Button variant="default" onClick={() => setState(undefined)}>
                {t('shop.history.showAll')}
              </Button>
            }
          />
        ) : (
          <EmptyResults
            title={t('shop.history.emptyTitle')}
            body={t('shop.history.emptyBody')}
            bodyMaw={460}
            action={
              <Button component={Link} to="/product" color="coral.9" mt="xs">
                {t('shop.history.emptyAction')}
              </Button>
            }
          />
        )
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={list.isFetching}>
          {items.map((p) => (
            <li key={p.id}>
              <PurchaseCard purchase={p} />
            </li>
          ))}
        </Stack>
      )}
      <ListMore
        total={items.length ? (total ?? 0) : 0}
        summary={t('shop.history.showing', { shown: formatNumber(items.length), total: formatNumber(total ?? 0) })}
        moreLabel={t('shop.history.more')}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </>
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
        title={t('shop.history.loadError')}
        message={t(errorKey(purchase.error))}
        retryLabel={t('shop.history.retry')}
        onRetry={() => void purchase.refetch()}
      />
    );
  if (!purchase.data)
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={40} w="40%" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  return <PurchaseDetailView purchase={purchase.data} />;
}
