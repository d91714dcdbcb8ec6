/**
 * A local fake of the Toss Payments v1 API (the parts the adapter uses), on node:http: confirm,
 * cancel and read a payment, Basic auth with one secret key, Idempotency-Key honoured (a repeated key
 * answers the first answer). Every request is recorded for the tests to inspect.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  body: any;
};
type Payment = {
  paymentKey: string;
  orderId: string;
  status: string;
  totalAmount: number;
  balanceAmount: number;
  method: string;
  approvedAt: string;
  receipt: { url: string };
};

export async function startTossFake(secretKey: string) {
  const requests: FakeRequest[] = [];
  const payments = new Map<string, Payment>();
  /** authorised at the "payment window": paymentKey → orderId + amount */
  const authorised = new Map<string, { orderId: string; amount: number }>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const expectedAuth = 'Basic ' + Buffer.from(secretKey + ':').toString('base64');

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      const r: FakeRequest = {
        method: req.method!,
        path: req.url!,
        auth: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body,
      };
      requests.push(r);
      const send = (status: number, json: unknown) => {
        if (r.idempotencyKey) answered.set(r.idempotencyKey, { status, body: json });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      };
      if (r.auth !== expectedAuth) return send(401, { code: 'UNAUTHORIZED_KEY', message: 'bad key' });
      const again = r.idempotencyKey ? answered.get(r.idempotencyKey) : undefined;
      if (again) return res.writeHead(again.status, { 'content-type': 'application/json' }).end(JSON.stringify(again.body));
      if (r.method === 'POST' && r.path === '/v1/payments/confirm') {
        const a = authorised.get(body.paymentKey);
        if (!a || a.orderId !== body.orderId) return send(404, { code: 'NOT_FOUND_PAYMENT_SESSION', message: 'no session' });
        if (a.amount !== body.amount) return send(400, { code: 'INVALID_REQUEST', message: 'amount differs' });
        if (payments.has(body.paymentKey)) return send(400, { code: 'ALREADY_PROCESSED_PAYMENT', message: 'done' });
        const p: Payment = {
          paymentKey: body.paymentKey,
          orderId: body.orderId,
          status: 'DONE',
          totalAmount: body.amount,
          balanceAmount: body.amount,
          method: '카드',
          approvedAt: new Date().toISOString(),
          receipt: { url: 'https://toss.example/receipt' },
        };
        payments.set(p.paymentKey, p);
        return send(200, p);
      }
      const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(r.path);
      if (r.method === 'POST' && cancel) {
        const p = payments.get(decodeURIComponent(cancel[1]!));
        if (!p) return send(404, { code: 'NOT_FOUND_PAYMENT', message: 'none' });
        if (body.cancelAmount > p.balanceAmount) return send(400, { code: 'NOT_CANCELABLE_AMOUNT', message: 'too much' });
        p.balanceAmount -= body.cancelAmount;
        p.status = p.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
        return send(200, p);
      }
      const get = /^\/v1\/payments\/([^/]+)$/.exec(r.path);
      if (r.method === 'GET' && get) {
        const p = payments.get(decodeURIComponent(get[1]!));
        return p ? send(200, p) : send(404, { code: 'NOT_FOUND_PAYMENT', message: 'none' });
      }
      send(404, { code: 'NOT_FOUND', message: r.path });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    payments,
    /** the payer approved in Toss's window: a paymentKey for this order and amount */
    authorise(orderId: string, amount: number) {
      const key = `tviva${Math.random().toString(36).slice(2)}`;
      authorised.set(key, { orderId, amount });
      return key;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
