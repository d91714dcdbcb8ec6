import { ORDER_STATES, PAYMENT_STATUSES, type OrderState, type PaymentStatus } from '@formulab/shared/orders/orders.states';
import { pageSizeOf, useUrlParams } from '../../../components/admin/index.ts';
import type { AdminOrderFilters } from './admin-api.ts';

type Key = 'q' | 'state' | 'payment' | 'size' | 'id';
export type ListPatch = Partial<Record<Key, string | number | null>>;

const DEFAULTS = { size: '25' };

const pick = <T extends string>(allowed: readonly T[], v: string | null): T | undefined =>
  (allowed as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/** The queue's filters in the URL (shareable, reloadable): search, state, payment status, page size; the open order is `?id=`. */
export function useOrderListParams() {
  const [params, set] = useUrlParams(DEFAULTS);
  const update: (patch: ListPatch, replace?: boolean) => void = set;
  const state = {
    q: params.get('q') ?? '',
    state: pick<OrderState>(ORDER_STATES, params.get('state')),
    payment: pick<PaymentStatus>(PAYMENT_STATUSES, params.get('payment')),
    size: pageSizeOf(params.get('size'), 25),
    id: params.get('id'),
  };
  const filtered = Boolean(state.q || state.state || state.payment);
  const clear = () => update({ q: null, state: null, payment: null });
  return { ...state, filtered, update, clear };
}

export type OrderListParams = ReturnType<typeof useOrderListParams>;

export function listFilters(p: OrderListParams, cursor: string | undefined): AdminOrderFilters {
  return { q: p.q || undefined, state: p.state, payment: p.payment, limit: p.size, cursor };
}
