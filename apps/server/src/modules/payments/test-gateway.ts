import crypto from 'node:crypto';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway.ts';

/**
 * The built-in gateway (decision 0007): the default, needs no network, and behaves like Toss Payments
 * where it matters. Its hosted-style page (the web app's /payment/test-gateway) approves a checkout
 * by asking the server for a `paymentKey`: an HMAC (PAYMENT_TEST_SECRET) over the orderId and the
 * amount, so a key cannot be made up, nor moved to another order or amount. `confirm` checks it and
 * captures once per Idempotency-Key and once per key; `cancel` refunds up to what is left.
 *
 * What it captured lives in this process's memory, like a sandbox account. A refund of a signed key it
 * does not remember (captured before a restart, or by the demo seed) is taken against the key's full
 * amount: the server never asks to refund more than its own books say is left, so staff can still
 * refund a demo payment after a restart. `get` (what webhooks ask) knows only real captures.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;
  readonly clientKey = null;
  /** captures actually made (tests count them: 50 concurrent confirms → 1) */
  captures = 0;
  /** every call, for tests: which method with which idempotency key */
  readonly calls: { op: 'confirm' | 'cancel' | 'get'; key: string }[] = [];
  private readonly payments = new Map<string, GatewayPayment>();
  private readonly idempotent = new Map<string, Promise<GatewayPayment>>();

  private readonly secret: string;

  constructor(secret: string) {
    this.secret = secret;
  }

  /** A paymentKey for a checkout the payer approved (the test page's "pay" button). */
  issueKey(orderId: string, amount: number): string {
    const body = Buffer.from(JSON.stringify([orderId, amount, crypto.randomBytes(6).toString('base64url')])).toString(
      'base64url',
    );
    return `tgk_${body}.${this.sign(body)}`;
  }

  private sign(body: string): string {
    return crypto.createHmac('sha256', this.secret).update(body).digest('base64url').slice(0, 32);
  }

  /** The orderId and amount a key was issued for, or null when it is not one of ours. */
  private parse(paymentKey: string): { orderId: string; amount: number } | null {
    const m = /^tgk_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{32})$/.exec(paymentKey);
    if (!m) return null;
    const expected = Buffer.from(this.sign(m[1]!));
    const given = Buffer.from(m[2]!);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    try {
      const [orderId, amount] = JSON.parse(Buffer.from(m[1]!, 'base64url').toString()) as [unknown, unknown];
      return typeof orderId === 'string' && typeof amount === 'number' ? { orderId, amount } : null;
    } catch {
      return null;
    }
  }

  keyMatches(paymentKey: string, orderId: string, amount: number): boolean {
    const p = this.parse(paymentKey);
    return p !== null && p.orderId === orderId && p.amount === amount;
  }

  private once(key: string, run: () => Promise<GatewayPayment>): Promise<GatewayPayment> {
    let p = this.idempotent.get(key);
    if (!p) {
      p = run();
      this.idempotent.set(key, p);
      // a failed call may be tried again under the same key
      p.catch(() => this.idempotent.delete(key));
    }
    return p.then((x) => ({ ...x }));
  }

  confirm(input: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<GatewayPayment> {
    this.calls.push({ op: 'confirm', key: input.idempotencyKey });
    return this.once(`confirm:${input.idempotencyKey}`, async () => {
      const p = this.parse(input.paymentKey);
      if (!p || p.orderId !== input.orderId) throw new GatewayError('NOT_FOUND_PAYMENT_SESSION', 'Unknown payment', 404);
      if (p.amount !== input.amount) throw new GatewayError('INVALID_REQUEST', 'The amount differs from the checkout', 400);
      const existing = this.payments.get(input.paymentKey);
      if (existing) throw new GatewayError('ALREADY_PROCESSED_PAYMENT', 'Already confirmed', 400);
      this.captures++;
      const payment: GatewayPayment = {
        paymentKey: input.paymentKey,
        orderId: input.orderId,
        status: 'DONE',
        totalAmount: input.amount,
        balanceAmount: input.amount,
        method: '카드',
        approvedAt: new Date().toISOString(),
        receiptUrl: null,
      };
      // its own copy: a repeated Idempotency-Key is answered with the first answer, whatever came after
      this.payments.set(input.paymentKey, { ...payment });
      return payment;
    });
  }

  cancel(input: { paymentKey: string; amount: number; reason: string; idempotencyKey: string }): Promise<GatewayPayment> {
    this.calls.push({ op: 'cancel', key: input.idempotencyKey });
    return this.once(`cancel:${input.idempotencyKey}`, async () => {
      const p = this.remembered(input.paymentKey);
      if (!p) throw new GatewayError('NOT_FOUND_PAYMENT', 'Unknown payment', 404);
      if (input.amount <= 0 || input.amount > p.balanceAmount) {
        throw new GatewayError('NOT_CANCELABLE_AMOUNT', 'More than what is left', 400);
      }
      p.balanceAmount -= input.amount;
      p.status = p.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
      return { ...p };
    });
  }

  async get(paymentKey: string): Promise<GatewayPayment | null> {
    this.calls.push({ op: 'get', key: paymentKey });
    // only what this process captured: a signed key alone is an approval, not a capture (webhooks ask here)
    const p = this.payments.get(paymentKey);
    return p ? { ...p } : null;
  }

  /**
   * For a refund: what this process captured under `paymentKey`, or, for a signed key from before a
   * restart, a capture of its full amount (the server only refunds what its own books say was paid).
   */
  private remembered(paymentKey: string): GatewayPayment | undefined {
    const known = this.payments.get(paymentKey);
    if (known) return known;
    const p = this.parse(paymentKey);
    if (!p) return undefined;
    const payment: GatewayPayment = {
      paymentKey,
      orderId: p.orderId,
      status: 'DONE',
      totalAmount: p.amount,
      balanceAmount: p.amount,
      method: '카드',
      approvedAt: null,
      receiptUrl: null,
    };
    this.payments.set(paymentKey, payment);
    return payment;
  }
}
