import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway.ts';

/**
 * Toss Payments (v1 REST API), selected by PAYMENT_GATEWAY=toss: the browser SDK opens Toss's own
 * window with our orderId and amount, Toss redirects to our success URL with a paymentKey, and the
 * server confirms (`POST /v1/payments/confirm`) only after checking orderId and amount against its own
 * record. Basic auth is base64(secretKey + ':'); every call that moves money sends Idempotency-Key.
 */
export class TossGateway implements PaymentGateway {
  readonly name = 'toss' as const;
  private readonly auth: string;
  readonly clientKey: string | null;
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(secretKey: string, clientKey: string | null, base = 'https://api.tosspayments.com', timeoutMs = 15_000) {
    this.auth = 'Basic ' + Buffer.from(secretKey + ':').toString('base64');
    this.clientKey = clientKey;
    this.base = base.replace(/\/$/, '');
    this.timeoutMs = timeoutMs;
  }

  keyMatches(): boolean {
    return true;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(this.base + path, {
        method,
        headers: {
          authorization: this.auth,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new GatewayError('NETWORK', `Toss Payments unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new GatewayError('BAD_RESPONSE', `Toss Payments answered ${res.status} without JSON`, res.status);
    }
    if (!res.ok) {
      const e = (json ?? {}) as { code?: string; message?: string };
      throw new GatewayError(e.code ?? 'UNKNOWN', e.message ?? `HTTP ${res.status}`, res.status);
    }
    return json;
  }

  private present(json: unknown): GatewayPayment {
    const p = json as Record<string, unknown>;
    if (!p || typeof p.paymentKey !== 'string' || typeof p.orderId !== 'string' || typeof p.totalAmount !== 'number') {
      throw new GatewayError('BAD_RESPONSE', 'Toss Payments answered an unexpected payment object');
    }
    const receipt = p.receipt as { url?: string } | null | undefined;
    return {
      paymentKey: p.paymentKey,
      orderId: p.orderId,
      status: String(p.status ?? ''),
      totalAmount: p.totalAmount,
      balanceAmount: typeof p.balanceAmount === 'number' ? p.balanceAmount : p.totalAmount,
      method: typeof p.method === 'string' ? p.method : null,
      approvedAt: typeof p.approvedAt === 'string' ? p.approvedAt : null,
      receiptUrl: receipt?.url ?? null,
    };
  }

  async confirm(input: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }) {
    const { paymentKey, orderId, amount } = input;
    return this.present(await this.call('POST', '/v1/payments/confirm', { paymentKey, orderId, amount }, input.idempotencyKey));
  }

  async cancel(input: { paymentKey: string; amount: number; reason: string; idempotencyKey: string }) {
    return this.present(
      await this.call(
        'POST',
        `/v1/payments/${encodeURIComponent(input.paymentKey)}/cancel`,
        { cancelReason: input.reason, cancelAmount: input.amount },
        input.idempotencyKey,
      ),
    );
  }

  async get(paymentKey: string): Promise<GatewayPayment | null> {
    try {
      return this.present(await this.call('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`));
    } catch (err) {
      if (err instanceof GatewayError && err.status === 404) return null;
      throw err;
    }
  }
}
