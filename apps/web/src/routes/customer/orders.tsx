import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATES, type OrderState } from '@formulab/shared/orders/orders.states';
import { EmptyResults, ListMore, LoadErrorAlert } from '../../components/list-states.tsx';
import { orderQuery, ordersInfinite } from '../../features/orders/api.ts';
import { OrderCard } from '../../features/orders/components/order-card.tsx';
import { OrderDetailView } from '../../features/orders/components/order-detail.tsx';
import { StateTabs } from '../../components/workflow/state-tabs.tsx';
import { ApiError, errorKey } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const missing = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);
const pageStyle = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

/** /orders — my production orders by state (`?state=`), and one order (`?id=`). Orders are made by accepting a quote. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <OrderScreen id={id} /> : <ListScreen />;
}

function ListScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.orders.title'));
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = (ORDER_STATES as readonly string[]).includes(raw ?? '') ? (raw as OrderState) : undefined;
  const list = useInfiniteQuery(ordersInfinite(state));
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const setState = (s: OrderState | undefined) => setParams(s ? { state: s } : {}, { replace: true, preventScrollReset: true });
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} style={pageStyle}>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
          {t('screens.orders.title')}
        </Title>
        <Text c="gray.7">{t('orders.list.lead')}</Text>
      </Stack>
      {(first?.total ?? 0) > 0 || state ? (
        <StateTabs
          subject="order"
          states={ORDER_STATES}
          value={state}
          counts={first?.counts}
          onChange={setState}
          label={t('orders.tabs.label')}
          allLabel={t('orders.tabs.all')}
        />
      ) : null}
      {list.isError && !list.data ? (
        <LoadErrorAlert
          title={t('orders.list.loadError')}
          message={t(errorKey(list.error))}
          retryLabel={t('orders.list.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={104} radius="lg" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        state ? (
          <EmptyResults
            title={t('orders.list.emptyState.title', { state: t(`workflow.states.order.${state}`) })}
            body={t('orders.list.emptyState.body')}
            bodyMaw={420}
            action={
              <Button variant="default" onClick={() => setState(undefined)}>
                {t('orders.list.emptyState.showAll')}
              </Button>
            }
          />
        ) : (
          <EmptyResults
            title={t('orders.list.empty.title')}
            body={t('orders.list.empty.body')}
            bodyMaw={460}
            action={
              <Button component={Link} to="/quotes" color="coral.9" mt="xs">
                {t('orders.list.empty.action')}
              </Button>
            }
          />
        )
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={list.isFetching}>
          {items.map((o) => (
            <li key={o.id}>
              <OrderCard order={o} />
            </li>
          ))}
        </Stack>
      )}
      <ListMore
        total={items.length ? (first?.total ?? 0) : 0}
        summary={t('orders.list.showing', { shown: formatNumber(items.length), total: formatNumber(first?.total ?? 0) })}
        moreLabel={t('orders.list.more')}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </Stack>
  );
}

function OrderScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const valid = UUID.test(id);
  const order = useQuery({ ...orderQuery(id), enabled: valid, retry: (n, e) => !missing(e) && n < 1 });
  useDocumentTitle(order.data ? `${order.data.ref} · ${t('screens.orders.title')}` : t('screens.orders.title'));
  let body;
  if (!valid || (order.isError && missing(order.error))) {
    body = (
      <>
        <Button
          component={Link}
          to="/orders"
          variant="subtle"
          color="gray.8"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        >
          {t('orders.detail.back')}
        </Button>
        <EmptyResults title={t('orders.detail.notFound.title')} body={t('orders.detail.notFound.body')} bodyMaw={440} />
      </>
    );
  } else if (order.isError) {
    body = (
      <LoadErrorAlert
        title={t('orders.detail.loadError')}
        message={t(errorKey(order.error))}
        retryLabel={t('orders.list.retry')}
        onRetry={() => void order.refetch()}
      />
    );
  } else if (!order.data) {
    body = (
      <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={40} w="40%" />
        <Skeleton h={90} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  } else {
    body = <OrderDetailView order={order.data} />;
  }
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} style={pageStyle}>
      {body}
    </Stack>
  );
}
