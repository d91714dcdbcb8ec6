import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  paymentResultSchema,
  testGatewayApproveSchema,
  testGatewayCheckoutSchema,
  testGatewayDeclineSchema,
  type PaymentConfirmInput,
  type PaymentResult,
} from '@formulab/shared/shop/payments.schema';
import { productDetailSchema, productPageSchema, type ProductSort } from '@formulab/shared/shop/products.schema';
import { api } from '../../lib/api.ts';
import { toQuery } from '../../lib/query-string.ts';

/** Cards per page of the shop (divisible by 1, 2, 3 and 4 grid columns). */
export const SHOP_PAGE_SIZE = 24;

export type ProductFilters = {
  q?: string;
  category?: string;
  inStock?: 'true';
  priceMin?: number;
  priceMax?: number;
  sort?: ProductSort;
};

export const productsInfiniteQuery = (f: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: ['products', 'public', 'infinite', f],
    queryFn: ({ pageParam, signal }) =>
      api(`/api/products${toQuery({ ...f, limit: SHOP_PAGE_SIZE, cursor: pageParam })}`, {
        schema: import.meta.env.PROD ? undefined : productPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) =>
      api(`/api/products/${id}`, { schema: import.meta.env.PROD ? undefined : productDetailSchema, signal }),
  });

// ---- payments -----------------------------------------------------------------------------

export { goToCheckout, startPayment } from '../../lib/payments.ts';
export const confirmPayment = (body: PaymentConfirmInput) =>
  api('/api/payments/confirm', { schema: import.meta.env.PROD ? undefined : paymentResultSchema, body });
export const failPayment = (body: { orderId: string; code: string; message: string }) =>
  api<unknown>('/api/payments/fail', { body });

/** Where a confirmed payment leads: its receipt, sample request or production order. */
export function afterPaymentPath(result: Pick<PaymentResult, 'kind' | 'targetId'>): string {
  if (result.kind === 'purchase') return `/purchase-complete?id=${result.targetId}`;
  if (result.kind === 'sample') return `/sampleOrder/${result.targetId}`;
  return `/orders?id=${result.targetId}`;
}

// ---- the built-in test gateway ------------------------------------------------------------

export const testCheckoutQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['test-gateway', orderId],
    queryFn: ({ signal }) =>
      api(`/api/test-gateway/checkout/${encodeURIComponent(orderId)}`, {
        schema: import.meta.env.PROD ? undefined : testGatewayCheckoutSchema,
        signal,
      }),
    retry: false,
  });
export const approveTestCheckout = (orderId: string) =>
  api(`/api/test-gateway/checkout/${encodeURIComponent(orderId)}/approve`, {
    schema: import.meta.env.PROD ? undefined : testGatewayApproveSchema,
    body: {},
  });
export const declineTestCheckout = (orderId: string) =>
  api(`/api/test-gateway/checkout/${encodeURIComponent(orderId)}/decline`, {
    schema: import.meta.env.PROD ? undefined : testGatewayDeclineSchema,
    body: {},
  });

/** successUrl/failUrl plus the gateway's parameters, as Toss Payments redirects. */
export function withParams(url: string, params: Record<string, string | number>): string {
  const u = new URL(url, window.location.origin);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, String(v));
  return u.origin === window.location.origin ? u.pathname + u.search : u.toString();
}
