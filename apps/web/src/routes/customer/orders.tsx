import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { ORDER_STATES } from '@formulab/shared/orders/orders.states';
import { useStateParam, WorkflowListScreen, WorkflowRecordScreen } from '../../components/workflow/workflow-screens.tsx';
import { ownOrders, ordersInfinite } from '../../features/orders/api.ts';
import { OrderCard } from '../../features/orders/components/order-card.tsx';
import { OrderDetailView } from '../../features/orders/components/order-detail.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isUuid, retryUnlessNotFound } from '../../lib/not-found.ts';

/** /orders — my production orders by state (`?state=`), and one order (`?id=`). Orders are made by accepting a quote. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <OrderScreen id={id} /> : <ListScreen />;
}

function ListScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.orders.title'));
  const [state, setState] = useStateParam(ORDER_STATES);
  const list = useInfiniteQuery(ordersInfinite(state));
  return (
    <WorkflowListScreen
      subject="order"
      strings="orders"
      states={ORDER_STATES}
      state={state}
      onState={setState}
      list={list}
      title={t('screens.orders.title')}
      emptyAction={{ to: '/quotes' }}
      renderItem={(o) => <OrderCard order={o} />}
    />
  );
}

function OrderScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const valid = isUuid(id);
  const order = useQuery({ ...ownOrders.query(id), enabled: valid, retry: retryUnlessNotFound });
  useDocumentTitle(order.data ? `${order.data.ref} · ${t('screens.orders.title')}` : t('screens.orders.title'));
  return (
    <WorkflowRecordScreen
      valid={valid}
      query={order}
      strings="orders"
      listPath="/orders"
      render={(o) => <OrderDetailView order={o} />}
    />
  );
}
