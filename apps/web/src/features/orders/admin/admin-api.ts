import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { orderDetailSchema, orderPageSchema } from '@formulab/shared/orders/orders.schema';
import type { OrderState, PaymentStatus } from '@formulab/shared/orders/orders.states';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import { api } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';

export type AdminOrderFilters = { q?: string; state?: OrderState; payment?: PaymentStatus; limit?: number; cursor?: string };

export const adminOrdersQuery = (f: AdminOrderFilters) =>
  queryOptions({
    queryKey: ['admin-orders', f],
    queryFn: ({ signal }) => api(`/api/admin/orders${toQuery(f)}`, { schema: orderPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
export const adminOrderKey = (id: string) => ['admin-order', id] as const;
export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => api(`/api/admin/orders/${id}`, { schema: orderDetailSchema, signal }),
  });
export const adminTransitionOrder = (id: string, body: TransitionBody) =>
  api(`/api/admin/orders/${id}/transitions`, { schema: orderDetailSchema, body });
export const addOrderNote = (id: string, note: string) =>
  api(`/api/admin/orders/${id}/notes`, { schema: orderDetailSchema, body: { note } });

/** Makes out the order's tax invoice, dated `issueDate` (작성일자); the order as it now stands. */
export const issueTaxInvoice = (orderId: string, issueDate: string) =>
  api(`/api/admin/orders/${orderId}/tax-invoices`, { schema: orderDetailSchema, body: { issueDate } });
/** Cancels an invoice in force (an amended one of negated amounts is made out); the order as it now stands. */
export const cancelTaxInvoice = (invoiceId: string, reason: string) =>
  api(`/api/admin/tax-invoices/${invoiceId}/cancel`, { schema: orderDetailSchema, body: { reason } });
/** Every tax invoice dated from `from` to `to` (both included), as CSV for the tax-invoice system. */
export const taxInvoicesCsvUrl = (f: { from: string; to: string }) => `/api/admin/tax-invoices.csv${toQuery(f)}`;
