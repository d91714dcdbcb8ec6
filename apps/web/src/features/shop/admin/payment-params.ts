import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_GATEWAYS, PAYMENT_KINDS } from '@formulab/shared/shop/payments.states';
import { pageSizeOf, useUrlParams } from '../../../components/admin/index.ts';
import type { AdminPaymentFilters } from './admin-api.ts';

type Key = 'q' | 'status' | 'kind' | 'gateway' | 'from' | 'to' | 'size' | 'id';
export type PaymentPatch = Partial<Record<Key, string | number | null>>;

const pick = <T extends string>(allowed: readonly T[], v: string | null): T | undefined =>
  (allowed as readonly string[]).includes(v ?? '') ? (v as T) : undefined;
const DEFAULTS = { size: '25' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (v: string | null) => (v && DATE.test(v) ? v : undefined);

/** The payments list's filters in the URL: search, status, kind, gateway, date range, page size; the open payment is `?id=`. */
export function usePaymentParams() {
  const [params, set] = useUrlParams(DEFAULTS);
  const update: (patch: PaymentPatch, replace?: boolean) => void = set;
  const state = {
    q: params.get('q') ?? '',
    status: pick(PAYMENT_ATTEMPT_STATUSES, params.get('status')),
    kind: pick(PAYMENT_KINDS, params.get('kind')),
    gateway: pick(PAYMENT_GATEWAYS, params.get('gateway')),
    from: date(params.get('from')),
    to: date(params.get('to')),
    size: pageSizeOf(params.get('size'), 25),
    id: params.get('id'),
  };
  const filtered = Boolean(state.q || state.status || state.kind || state.gateway || state.from || state.to);
  const clear = () => update({ q: null, status: null, kind: null, gateway: null, from: null, to: null });
  return { ...state, filtered, update, clear };
}
export type PaymentParams = ReturnType<typeof usePaymentParams>;

export function paymentFilters(p: PaymentParams, cursor?: string): AdminPaymentFilters {
  return {
    q: p.q || undefined,
    status: p.status,
    kind: p.kind,
    gateway: p.gateway,
    from: p.from,
    to: p.to,
    limit: p.size,
    cursor,
  };
}
