/**
 * The payment gateway behind the payments module (decision 0007). The server only ever asks a
 * gateway three things, each with what it computed itself: capture this authorised payment for this
 * amount (`confirm`), give (part of) it back (`cancel`), and tell me what you know about it (`get`,
 * used by webhooks so that a webhook's body is never believed). Every call that moves money carries an
 * Idempotency-Key: a retried call is answered with the first call's result and never charges twice.
 */
export type GatewayPayment = {
  paymentKey: string;
  orderId: string;
  /** DONE (captured), CANCELED, PARTIAL_CANCELED, ABORTED, EXPIRED, READY, IN_PROGRESS … (Toss Payments' words) */
  status: string;
  totalAmount: number;
  /** what is still held by the merchant (total minus refunds) */
  balanceAmount: number;
  method: string | null;
  approvedAt: string | null;
  receiptUrl: string | null;
};

export class GatewayError extends Error {
  /** the gateway's code (e.g. REJECT_CARD_PAYMENT, NOT_FOUND_PAYMENT) or ours (NETWORK, BAD_RESPONSE) */
  readonly code: string;
  /** the HTTP status the gateway answered, when it answered */
  readonly status?: number;

  constructor(code: string, message: string, status?: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export interface PaymentGateway {
  readonly name: 'test' | 'toss';
  /** the key the browser SDK needs (toss), null for the test gateway */
  readonly clientKey: string | null;
  confirm(input: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<GatewayPayment>;
  cancel(input: { paymentKey: string; amount: number; reason: string; idempotencyKey: string }): Promise<GatewayPayment>;
  get(paymentKey: string): Promise<GatewayPayment | null>;
  /**
   * Whether `paymentKey` can belong to `orderId` (and `amount`) at all, checked without calling out;
   * a gateway whose keys are opaque (toss) answers true and lets `confirm` refuse.
   */
  keyMatches(paymentKey: string, orderId: string, amount: number): boolean;
}
