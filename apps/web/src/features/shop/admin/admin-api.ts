import type { QueryClient } from '@tanstack/react-query';
import type { PaymentAttemptStatus, PaymentGatewayName, PaymentKind } from '@formulab/shared/shop/payments.states';
import { paymentDetailSchema, paymentPageSchema, type RefundCreateInput } from '@formulab/shared/shop/payments.schema';
import {
  productBulkResultSchema,
  productDetailSchema,
  productPageSchema,
  type ProductInput,
  type ProductStatus,
} from '@formulab/shared/shop/products.schema';
import { purchaseDetailSchema, purchasePageSchema, type PurchaseTransitionInput } from '@formulab/shared/shop/purchases.schema';
import type { PurchaseState } from '@formulab/shared/shop/purchases.states';
import { salesReportSchema, type SalesBucket } from '@formulab/shared/shop/sales.schema';
import { api } from '../../../lib/api.ts';
import { filteredQuery, readQuery } from '../../../lib/staff-records.ts';
import { toQuery } from '../../../lib/query-string.ts';

// ---- products -----------------------------------------------------------------------------

export type AdminProductFilters = { q?: string; status?: ProductStatus; category?: string; limit?: number; cursor?: string };

export const adminProductsQuery = (f: AdminProductFilters) =>
  filteredQuery(['admin-products'], '/api/admin/products', productPageSchema, f);
export const adminProductQuery = (id: string) =>
  readQuery(['admin-product', id], `/api/admin/products/${id}`, productDetailSchema);
export const createProduct = (body: ProductInput, idempotencyKey?: string) =>
  api('/api/admin/products', { schema: productDetailSchema, body, idempotencyKey });
export const updateProduct = (id: string, body: ProductInput) =>
  api(`/api/admin/products/${id}`, { schema: productDetailSchema, method: 'PUT', body });
export const deleteProduct = (id: string) => api<unknown>(`/api/admin/products/${id}`, { method: 'DELETE' });
export const bulkProductStatus = (ids: string[], status: ProductStatus) =>
  api('/api/admin/products/bulk', { schema: productBulkResultSchema, body: { ids, status } });

export function afterProductChange(qc: QueryClient): void {
  for (const k of ['admin-products', 'admin-product', 'products', 'product']) void qc.invalidateQueries({ queryKey: [k] });
}

// ---- purchases ----------------------------------------------------------------------------

export type AdminPurchaseFilters = { q?: string; state?: PurchaseState; limit?: number; cursor?: string };

export const adminPurchasesQuery = (f: AdminPurchaseFilters) =>
  filteredQuery(['admin-purchases'], '/api/admin/purchases', purchasePageSchema, f);
export const adminPurchaseKey = (id: string) => ['admin-purchase', id] as const;
export const adminPurchaseQuery = (id: string) =>
  readQuery(adminPurchaseKey(id), `/api/admin/purchases/${id}`, purchaseDetailSchema);
export const adminTransitionPurchase = (id: string, body: PurchaseTransitionInput) =>
  api(`/api/admin/purchases/${id}/transition`, { schema: purchaseDetailSchema, body });

// ---- payments -----------------------------------------------------------------------------

export type AdminPaymentFilters = {
  q?: string;
  status?: PaymentAttemptStatus;
  kind?: PaymentKind;
  gateway?: PaymentGatewayName;
  from?: string;
  to?: string;
  limit?: number;
  cursor?: string;
};

export const adminPaymentsQuery = (f: AdminPaymentFilters) =>
  filteredQuery(['admin-payments'], '/api/admin/payments', paymentPageSchema, f);
export const adminPaymentKey = (id: string) => ['admin-payment', id] as const;
export const adminPaymentQuery = (id: string) => readQuery(adminPaymentKey(id), `/api/admin/payments/${id}`, paymentDetailSchema);
export const refundPayment = (id: string, body: RefundCreateInput) =>
  api(`/api/admin/payments/${id}/refunds`, { schema: paymentDetailSchema, body });
export const paymentsCsvUrl = (f: AdminPaymentFilters) =>
  `/api/admin/payments.csv${toQuery({ ...f, limit: undefined, cursor: undefined })}`;

export function afterRefund(qc: QueryClient): void {
  for (const k of ['admin-payments', 'admin-payment', 'admin-purchases', 'admin-purchase', 'admin-sales', 'admin-products'])
    void qc.invalidateQueries({ queryKey: [k] });
}

// ---- sales --------------------------------------------------------------------------------

export type SalesFilters = { from: string; to: string; bucket: SalesBucket };

export const salesQuery = (f: SalesFilters) => filteredQuery(['admin-sales'], '/api/admin/sales', salesReportSchema, f);
export const salesCsvUrl = (f: SalesFilters) => `/api/admin/sales.csv${toQuery(f)}`;
