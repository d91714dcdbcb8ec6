/**
 * A payment is one attempt to collect money for a purchase, a sample fee or a production order
 * (PRODUCT.md §3.6). Its status follows the gateway; refunds are rows of their own.
 */
export const PAYMENT_KINDS = ['purchase', 'sample', 'order'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * ready: created, the customer is at the gateway · paid: captured · failed: declined by the gateway ·
 * abandoned: never completed (timed out or left) · partially_refunded / refunded: money went back.
 */
export const PAYMENT_ATTEMPT_STATUSES = ['ready', 'paid', 'failed', 'abandoned', 'partially_refunded', 'refunded'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export const PAYMENT_GATEWAYS = ['test', 'toss', 'offline'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** How long a `ready` payment waits at the gateway before it counts as abandoned. */
export const PAYMENT_READY_MINUTES = 30;
