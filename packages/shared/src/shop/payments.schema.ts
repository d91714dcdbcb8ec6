/**
 * Payments over the wire. The client names *what* it pays (`kind` + `id`); the server works out how
 * much. The confirm step carries what the gateway sent back to the browser (Toss Payments' success
 * redirect: paymentKey, orderId, amount); the server checks orderId and amount against its own record
 * before it asks the gateway to capture.
 */
import { z } from 'zod';
import { digits } from '../numbers.ts';
import { cursorSchema, pageLimit, pageOf, searchSchema } from '../pagination.ts';
import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_GATEWAYS, PAYMENT_KINDS } from './payments.states.ts';
import { calendarDay } from '../dates.ts';
import { MONEY_MAX } from '../workflow/workflow.schema.ts';

export const paymentKindSchema = z.enum(PAYMENT_KINDS);
export const paymentAttemptStatusSchema = z.enum(PAYMENT_ATTEMPT_STATUSES);
export const paymentGatewaySchema = z.enum(PAYMENT_GATEWAYS);

/** POST /api/payments — start paying for one thing. */
export const paymentStartSchema = z
  .object({ kind: paymentKindSchema, id: z.string({ error: 'errors.required' }).uuid('errors.required') })
  .strict();
export type PaymentStartInput = z.input<typeof paymentStartSchema>;

/** What the browser needs to open the gateway's payment window. */
export const paymentCheckoutSchema = z.object({
  paymentId: z.string().uuid(),
  /** the gateway's orderId: unique per attempt */
  orderId: z.string(),
  orderName: z.string(),
  amount: z.number().int(),
  gateway: paymentGatewaySchema,
  /** test gateway: the hosted-style page to open; toss: null (the browser SDK opens its own window) */
  checkoutUrl: z.string().nullable(),
  /** toss: the client key for the SDK */
  clientKey: z.string().nullable(),
  successUrl: z.string(),
  failUrl: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
});
export type PaymentCheckout = z.infer<typeof paymentCheckoutSchema>;

/** POST /api/payments/confirm — from the gateway's success redirect. */
export const paymentConfirmSchema = z
  .object({
    paymentKey: z.string().trim().min(1, 'errors.required').max(200, 'errors.tooLong'),
    orderId: z.string().trim().min(6, 'errors.invalidValue').max(64, 'errors.tooLong'),
    amount: digits(
      z.number({ error: 'errors.number' }).int('errors.integer').min(0, 'errors.tooSmall').max(MONEY_MAX, 'errors.tooBig'),
    ),
  })
  .strict();
export type PaymentConfirmInput = z.input<typeof paymentConfirmSchema>;

/** POST /api/payments/fail — from the gateway's fail redirect (declined or closed by the customer). */
export const paymentFailSchema = z
  .object({
    orderId: z.string().trim().min(6, 'errors.invalidValue').max(64, 'errors.tooLong'),
    code: z.string().trim().max(100, 'errors.tooLong').default('UNKNOWN'),
    message: z.string().trim().max(500, 'errors.tooLong').default(''),
  })
  .strict();

/** POST /api/admin/payments/:id/refunds */
export const refundCreateSchema = z
  .object({
    amount: z.number({ error: 'errors.number' }).int('errors.integer').min(1, 'errors.tooSmall').max(MONEY_MAX, 'errors.tooBig'),
    reason: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(200, 'errors.tooLong'),
    /** purchases only: put the units back on sale (default: only when the purchase is refunded in full) */
    restock: z.boolean().optional(),
    /**
     * what the screen showed as still refundable: a refund by someone else since answers 409
     * CHANGED_MEANWHILE, so two staff refunding the same complaint do not refund it twice
     */
    refundable: z.number({ error: 'errors.number' }).int('errors.integer').min(0).max(MONEY_MAX),
  })
  .strict();
export type RefundCreateInput = z.input<typeof refundCreateSchema>;

export const refundSchema = z.object({
  id: z.string().uuid(),
  amount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  byName: z.string().nullable(),
});

/**
 * What one line of a payment's history says, as facts (amounts, codes, names), so that a screen words
 * it in the reader's language; `say` names the sentence (`adminShop.payments.says.*`).
 */
export const paymentEventFactsSchema = z.discriminatedUnion('say', [
  z.object({ say: z.literal('started'), amount: z.number(), gateway: z.string() }),
  /** the payer approved in the gateway's window (the test gateway's page says so; Toss's is seen at confirm) */
  z.object({ say: z.literal('approved'), gateway: z.string() }),
  /** captured: on the customer's return from the gateway (`confirm`) or on the gateway's own call (`webhook`) */
  z.object({
    say: z.literal('captured'),
    amount: z.number(),
    method: z.string().nullable(),
    via: z.enum(['confirm', 'webhook']),
  }),
  z.object({ say: z.literal('replaced') }),
  z.object({ say: z.literal('paid_by_other'), orderId: z.string() }),
  z.object({ say: z.literal('paid_offline') }),
  z.object({ say: z.literal('purchase_cancelled') }),
  z.object({ say: z.literal('reservation_ran_out') }),
  z.object({ say: z.literal('payment_failed'), code: z.string() }),
  z.object({ say: z.literal('left_at_gateway') }),
  z.object({ say: z.literal('amount_mismatch'), amount: z.number(), expected: z.number() }),
  z.object({ say: z.literal('other_order_key') }),
  z.object({ say: z.literal('not_payable'), kind: paymentKindSchema, state: z.string().nullable() }),
  z.object({ say: z.literal('already_paid') }),
  /** the gateway's refusal, its code and message as it sent them */
  z.object({ say: z.literal('declined'), code: z.string(), message: z.string() }),
  /** `reason` as staff typed it (or the customer's refund request) */
  z.object({ say: z.literal('refunded'), amount: z.number(), reason: z.string() }),
  z.object({ say: z.literal('recorded_offline'), amount: z.number(), staff: z.string().nullable() }),
  z.object({ say: z.literal('nothing_to_refund') }),
  z.object({ say: z.literal('given_back'), kind: paymentKindSchema }),
  z.object({ say: z.literal('gateway_status'), status: z.string() }),
  z.object({ say: z.literal('refunded_at_gateway'), amount: z.number() }),
  /** captured, but the record of it could not be written: given back at the gateway */
  z.object({ say: z.literal('voided'), amount: z.number() }),
]);
export type PaymentEventFacts = z.infer<typeof paymentEventFactsSchema>;

export const paymentEventSchema = z.object({
  at: z.string(),
  /** created, confirmed, failed, abandoned, refunded, webhook, confirm_replayed … */
  type: z.string(),
  /** the server's own log line, kept for lines written before `facts` existed (empty since) */
  detail: z.string(),
  facts: paymentEventFactsSchema.nullable(),
});

export const paymentSummarySchema = z.object({
  id: z.string().uuid(),
  orderId: z.string(),
  /** what the gateway was told (Korean: Toss shows it to the payer) */
  orderName: z.string(),
  /** the same in English, for English readers; null for a payment the backfill found no record for */
  orderNameEn: z.string().nullable(),
  kind: paymentKindSchema,
  /** the purchase, sample request or production order it pays */
  targetId: z.string().uuid(),
  targetRef: z.string(),
  status: paymentAttemptStatusSchema,
  gateway: paymentGatewaySchema,
  method: z.string().nullable(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), companyName: z.string(), email: z.string() }),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentDetailSchema = paymentSummarySchema.extend({
  paymentKey: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  refunds: z.array(refundSchema),
  events: z.array(paymentEventSchema),
  /** how much may still be refunded */
  refundable: z.number().int(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const adminPaymentListQuerySchema = z
  .object({
    status: paymentAttemptStatusSchema.optional(),
    kind: paymentKindSchema.optional(),
    gateway: paymentGatewaySchema.optional(),
    /** orderId, a purchase/sample/order reference, or part of the customer's name, company or e-mail */
    q: searchSchema,
    from: calendarDay('errors.invalidDate').optional(),
    to: calendarDay('errors.invalidDate').optional(),
    limit: pageLimit(100, 25),
    cursor: cursorSchema,
  })
  .strict();
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;

export const paymentPageSchema = pageOf(paymentSummarySchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** The result of a confirm: where the browser goes next. */
export const paymentResultSchema = z.object({
  paymentId: z.string().uuid(),
  status: paymentAttemptStatusSchema,
  kind: paymentKindSchema,
  targetId: z.string().uuid(),
  amount: z.number().int(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/* ---------------------------------- the built-in test gateway (offline) ---------------------------------- */

/** GET /api/test-gateway/checkout/:orderId — what the hosted-style test payment page shows the payer. */
export const testGatewayCheckoutSchema = z.object({
  orderId: z.string(),
  orderName: z.string(),
  amount: z.number().int(),
  /** where the page sends the browser after approval, with `paymentKey`, `orderId` and `amount` appended */
  successUrl: z.string(),
  /** where it goes after a decline or when the payer gives up, with `code`, `message` and `orderId` appended */
  failUrl: z.string(),
});
export type TestGatewayCheckout = z.infer<typeof testGatewayCheckoutSchema>;

/** POST /api/test-gateway/checkout/:orderId/approve — the payer approved: a paymentKey for the success redirect. */
export const testGatewayApproveSchema = z.object({ paymentKey: z.string() });
export type TestGatewayApprove = z.infer<typeof testGatewayApproveSchema>;

/** POST /api/test-gateway/checkout/:orderId/decline — the card was declined: the fail redirect's code and message. */
export const testGatewayDeclineSchema = z.object({ code: z.string(), message: z.string() });
export type TestGatewayDecline = z.infer<typeof testGatewayDeclineSchema>;

/** POST /api/payments/webhooks/toss — the answer (the body itself is never trusted). */
export const paymentWebhookResultSchema = z.object({ ok: z.boolean(), status: paymentAttemptStatusSchema.nullable() });
