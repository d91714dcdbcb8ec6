/**
 * Production orders (PRODUCT.md §3.6): made only by accepting a quote, at the accepted revision's
 * price. `state` is the production side (orders.states.ts), `paymentStatus` the money side.
 */
import { z } from 'zod';
import { countedPageOf, searchSchema, staffCustomerSchema, stateCountsSchema, stateListQuerySchema } from '../pagination.ts';
import { addressNumberSchema } from '../ids.ts';
import { timelineEventSchema } from '../workflow/workflow.schema.ts';
import { incotermSchema, shipmentSchema } from './delivery.ts';
import { taxTreatmentSchema } from './tax.ts';
import { taxInvoiceSchema } from './tax-invoices.schema.ts';
import { shipToSchema } from '../shop/address-fields.ts';
import { ORDER_ACTIONS, ORDER_STATES, PAYMENT_STATUSES } from './orders.states.ts';
import { formatRef, parseRef } from '../refs.ts';

/** "O-000042": the reference customers and staff quote to each other. */
export function orderRef(number: number): string {
  return formatRef('O', number);
}

/** The number in a reference typed by staff ("O-42", "o000042", "42"), or null when it is not one. */
export function parseOrderRef(text: string): number | null {
  return parseRef('O', text);
}

export const orderStateSchema = z.enum(ORDER_STATES);
export const orderActionSchema = z.enum(ORDER_ACTIONS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const orderListQuerySchema = stateListQuerySchema(orderStateSchema);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const adminOrderListQuerySchema = orderListQuerySchema
  .extend({
    payment: paymentStatusSchema.optional(),
    /** a reference (O-000042 / 42), or part of the customer's name, company or e-mail */
    q: searchSchema,
  })
  .strict();
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const orderSummarySchema = z.object({
  id: z.string().uuid(),
  ref: z.string(),
  number: z.number().int(),
  state: orderStateSchema,
  paymentStatus: paymentStatusSchema,
  recipeName: z.string(),
  recipeRevision: z.number().int(),
  packagingName: z.string().nullable(),
  quantity: z.number().int(),
  /** integer KRW, as quoted */
  unitPrice: z.number().int(),
  /** the supply amount, VAT excluded */
  total: z.number().int(),
  /** the VAT on it (orders/tax.ts) and what the customer pays (total + vat) */
  vat: z.number().int(),
  amountDue: z.number().int(),
  /** null on orders made before VAT was itemised (their price was charged as it was) */
  taxTreatment: taxTreatmentSchema.nullable(),
  quote: z.object({ id: z.string().uuid(), ref: z.string(), revision: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** staff lists only */
  customer: staffCustomerSchema.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** counts: how many orders each state holds (the tabs); null on later pages, which carry the first page's total */
export const orderPageSchema = countedPageOf(orderSummarySchema, stateCountsSchema(ORDER_STATES));
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  /** the optimistic lock: send it back with a transition */
  version: z.number().int(),
  /** the recipe itself while it exists (and, for a customer, is not deleted): a link to the exact revision */
  recipeId: z.string().uuid().nullable(),
  paidAt: z.string().nullable(),
  /** the latest shipment's */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  cancelReason: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  wishedDate: z.string().nullable(),
  /**
   * the container, in both languages: as the catalogue names it now, or as it was named when quoted
   * once the item is gone (null when the order has none)
   */
  packaging: z.object({ nameKo: z.string(), nameEn: z.string() }).nullable(),
  /** where the goods go, as the accepted quote said (null on orders made before ship-to was asked) */
  shipTo: shipToSchema.nullable(),
  incoterm: incotermSchema.nullable(),
  /** every shipment, first first; their quantities add up to `quantity` once shipped */
  shipments: z.array(shipmentSchema),
  /** units not shipped yet */
  remainingQuantity: z.number().int(),
  /** its tax invoices (sold in Korea, once paid), first first: an original, its cancellation, a new one … */
  taxInvoices: z.array(taxInvoiceSchema),
  timeline: z.array(timelineEventSchema),
  /** what the viewer may do now, in the machine's order */
  actions: z.array(orderActionSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/orders/:id/shipments/:number/delivery-note?lang=ko|en (staff: /api/admin/orders/…) — a PDF */
export const deliveryNoteParamsSchema = z.object({
  id: z.string().uuid(),
  number: addressNumberSchema(),
});
