/**
 * Purchases (PRODUCT.md §3.6): one product option, a quantity and a shipping address. The amount is
 * computed by the server from the option's price at checkout; stock is reserved in the same
 * transaction and released on cancel, payment failure or when the reservation times out.
 */
import { z } from 'zod';
import { countedPageOf, searchSchema, staffCustomerSchema, stateCountsSchema, stateListQuerySchema } from '../pagination.ts';
import { shippingAddressSchema } from '../samples/samples.schema.ts';
import { timelineEventSchema } from '../workflow/workflow.schema.ts';
import { PURCHASE_QUANTITY_MAX } from './products.schema.ts';
import { PURCHASE_ACTIONS, PURCHASE_STATES } from './purchases.states.ts';
import { formatRef, parseRef } from '../refs.ts';

/** How long a checkout holds its stock before the scheduled job releases it. */
export const PURCHASE_RESERVATION_MINUTES = 30;
export { FREE_SHIPPING_FROM, SHIPPING_FEE, purchaseAmounts } from './amounts.ts';

/** "P-000042": the reference on the receipt. */
export function purchaseRef(number: number): string {
  return formatRef('P', number);
}
export function parsePurchaseRef(text: string): number | null {
  return parseRef('P', text);
}

export const purchaseStateSchema = z.enum(PURCHASE_STATES);
export const purchaseActionSchema = z.enum(PURCHASE_ACTIONS);

/** POST /api/purchases — either a saved address (`addressId`) or one typed in (`shipping`, optionally saved). */
export const purchaseCreateSchema = z
  .object({
    productId: z.string({ error: 'errors.required' }).uuid('errors.required'),
    optionId: z.string({ error: 'errors.required' }).uuid('errors.required'),
    quantity: z
      .number({ error: 'errors.number' })
      .min(1, 'errors.tooSmall')
      .max(PURCHASE_QUANTITY_MAX, 'errors.tooBig')
      .int('errors.integer'),
    addressId: z.string().uuid('errors.invalidValue').optional(),
    shipping: shippingAddressSchema.optional(),
    saveAddress: z.boolean().default(false),
    note: z.string().trim().max(500, 'errors.tooLong').default(''),
  })
  .strict()
  .refine((v) => Boolean(v.addressId) !== Boolean(v.shipping), {
    path: ['addressId'],
    message: 'errors.required',
  });
export type PurchaseCreateInput = z.input<typeof purchaseCreateSchema>;

/**
 * POST /api/purchases may carry an `Idempotency-Key` header (one per checkout attempt): the same
 * customer sending the same key again gets the purchase the first request made (200), not a second
 * one. 8–100 characters of letters, digits, `-` and `_` (a UUID fits).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const purchaseCreateHeadersSchema = z
  .object({ 'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'errors.invalidValue').optional() })
  .passthrough();

export const purchaseListQuerySchema = stateListQuerySchema(purchaseStateSchema);
export type PurchaseListQuery = z.infer<typeof purchaseListQuerySchema>;

export const adminPurchaseListQuerySchema = purchaseListQuerySchema.extend({ q: searchSchema }).strict();
export type AdminPurchaseListQuery = z.infer<typeof adminPurchaseListQuerySchema>;

/** POST /api/purchases/:id/transition and /api/admin/purchases/:id/transition */
export const purchaseTransitionSchema = z
  .object({
    action: purchaseActionSchema,
    version: z.number().int(),
    reason: z.string().trim().min(1, 'errors.required').max(500, 'errors.tooLong').optional(),
    carrier: z.string().trim().min(1, 'errors.required').max(60, 'errors.tooLong').optional(),
    trackingNumber: z.string().trim().min(1, 'errors.required').max(60, 'errors.tooLong').optional(),
  })
  .strict();
export type PurchaseTransitionInput = z.input<typeof purchaseTransitionSchema>;

export const purchaseSummarySchema = z.object({
  id: z.string().uuid(),
  ref: z.string(),
  number: z.number().int(),
  state: purchaseStateSchema,
  product: z.object({ id: z.string().uuid(), nameKo: z.string(), nameEn: z.string(), thumbUrl: z.string().nullable() }),
  /** the option's id while it still exists (staff may remove an option later; its names are kept) */
  option: z.object({ id: z.string().uuid().nullable(), nameKo: z.string(), nameEn: z.string() }),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  subtotal: z.number().int(),
  shippingFee: z.number().int(),
  total: z.number().int(),
  /** what has been refunded so far */
  refundedAmount: z.number().int(),
  /** until then the stock is held; null once paid or closed */
  reservedUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** staff lists only */
  customer: staffCustomerSchema.omit({ phone: true }).nullable(),
});
export type PurchaseSummary = z.infer<typeof purchaseSummarySchema>;

export const purchasePageSchema = countedPageOf(purchaseSummarySchema, stateCountsSchema(PURCHASE_STATES));
export type PurchasePage = z.infer<typeof purchasePageSchema>;

export const purchaseDetailSchema = purchaseSummarySchema.extend({
  version: z.number().int(),
  shipping: z.object({
    recipient: z.string(),
    phone: z.string(),
    postalCode: z.string(),
    address: z.string(),
    detail: z.string(),
  }),
  note: z.string(),
  paidAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** the payment that paid it (method, approval time, receipt) */
  payment: z
    .object({
      id: z.string().uuid(),
      method: z.string().nullable(),
      approvedAt: z.string().nullable(),
      gateway: z.string(),
      receiptUrl: z.string().nullable(),
    })
    .nullable(),
  timeline: z.array(timelineEventSchema),
  actions: z.array(purchaseActionSchema),
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;
