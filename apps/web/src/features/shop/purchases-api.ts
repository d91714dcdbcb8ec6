import { queryOptions } from '@tanstack/react-query';
import {
  purchaseDetailSchema,
  purchasePageSchema,
  type PurchaseCreateInput,
  type PurchaseDetail,
  type PurchaseTransitionInput,
} from '@formulab/shared/shop/purchases.schema';
import { purchaseMachine, type PurchaseState } from '@formulab/shared/shop/purchases.states';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import { api } from '../../lib/api.ts';
import type { RecordFlow } from '../../components/workflow/index.ts';
import { afterRecordChange, ownRecordsInfinite } from '../../lib/record-queries.ts';

// The purchases, apart from the shop's products (api.ts): their calls pass the response schemas, and
// the catalogue, payment and test-gateway screens need not load zod and the schemas with them.

/**
 * A checkout. `idempotencyKey` names the attempt: sent again with the same key (a retry after a lost
 * answer), the server answers the purchase it already made instead of making a second one.
 */
export const createPurchase = (body: PurchaseCreateInput, idempotencyKey: string) =>
  api('/api/purchases', { schema: purchaseDetailSchema, body, idempotencyKey });

export const purchasesInfinite = (state: PurchaseState | undefined) =>
  ownRecordsInfinite('purchases', '/api/purchases', purchasePageSchema, state);

export const purchaseKey = (id: string) => ['purchase', id] as const;
export const purchaseQuery = (id: string) =>
  queryOptions({
    queryKey: purchaseKey(id),
    queryFn: ({ signal }) => api(`/api/purchases/${id}`, { schema: purchaseDetailSchema, signal }),
  });

export const transitionPurchase = (id: string, body: PurchaseTransitionInput) =>
  api(`/api/purchases/${id}/transition`, { schema: purchaseDetailSchema, body });

/**
 * The action bar's step as the purchase routes take it (customer's and staff's alike): no free note,
 * and a reason, carrier or tracking number only where the step's dialog asked for one.
 */
export const purchaseTransitionBody = (body: TransitionBody): PurchaseTransitionInput => ({
  action: body.action as PurchaseTransitionInput['action'],
  version: body.version,
  ...(body.reason ? { reason: body.reason } : {}),
  ...(body.carrier ? { carrier: body.carrier } : {}),
  ...(body.trackingNumber ? { trackingNumber: body.trackingNumber } : {}),
});

/** After a change: the record as the server answered, and every list refetched. */
export const afterPurchaseChange = afterRecordChange<PurchaseDetail>([
  'purchases',
  'admin-purchases',
  'products',
  'product',
  'notifications',
]);

/** The action bar's view of a purchase: a step restates what it would refund, or what is owed before payment. */
export const purchaseFlow: RecordFlow<{ total: number; refundedAmount: number }> = {
  machine: purchaseMachine,
  subject: 'purchase',
  amount: (p) => p.total - p.refundedAmount,
};
