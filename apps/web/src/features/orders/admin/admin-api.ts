import { orderDetailSchema, orderPageSchema } from '@formulab/shared/orders/orders.schema';
import type { OrderState, PaymentStatus } from '@formulab/shared/orders/orders.states';
import { api } from '../../../lib/api.ts';
import { staffRecordCalls } from '../../../lib/staff-records.ts';
import { toQuery } from '../../../lib/query-string.ts';

export type AdminOrderFilters = { q?: string; state?: OrderState; payment?: PaymentStatus; limit?: number; cursor?: string };

/** the staff queue's calls: listQuery, query and key of one, transition, note */
export const adminOrders = staffRecordCalls<AdminOrderFilters, typeof orderPageSchema, typeof orderDetailSchema>({
  path: '/api/admin/orders',
  list: 'admin-orders',
  one: 'admin-order',
  page: orderPageSchema,
  detail: orderDetailSchema,
});

/** Makes out the order's tax invoice, dated `issueDate` (작성일자); the order as it now stands. */
export const issueTaxInvoice = (orderId: string, issueDate: string) =>
  api(`/api/admin/orders/${orderId}/tax-invoices`, { schema: orderDetailSchema, body: { issueDate } });
/** Cancels an invoice in force (an amended one of negated amounts is made out); the order as it now stands. */
export const cancelTaxInvoice = (invoiceId: string, reason: string) =>
  api(`/api/admin/tax-invoices/${invoiceId}/cancel`, { schema: orderDetailSchema, body: { reason } });
/** Every tax invoice dated from `from` to `to` (both included), as CSV for the tax-invoice system. */
export const taxInvoicesCsvUrl = (f: { from: string; to: string }) => `/api/admin/tax-invoices.csv${toQuery(f)}`;
