import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderDetail, OrderPage } from '@formulab/shared/orders/orders.schema';
import type { OrderState, PaymentStatus } from '@formulab/shared/orders/orders.states';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import { api } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';

export type AdminOrderFilters = { q?: string; state?: OrderState; payment?: PaymentStatus; limit?: number; cursor?: string };

export const adminOrdersQuery = (f: AdminOrderFilters) =>
  queryOptions({
    queryKey: ['admin-orders', f],
    queryFn: ({ signal }) => api<OrderPage>(`/api/admin/orders${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const adminOrderKey = (id: string) => ['admin-order', id] as const;
export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => api<OrderDetail>(`/api/admin/orders/${id}`, { signal }),
  });
export const adminTransitionOrder = (id: string, body: TransitionBody) =>
  api<OrderDetail>(`/api/admin/orders/${id}/transitions`, { body });
export const addOrderNote = (id: string, note: string) => api<OrderDetail>(`/api/admin/orders/${id}/notes`, { body: { note } });
