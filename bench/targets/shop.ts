import type { Target } from '../lib/measure.ts';
import { signInDemoCustomer, type FormulabServer } from '../lib/formulab.ts';
import type { ProductSeedResult } from '../lib/products-seed.ts';

const SHIPPING = {
  recipient: 'Bench buyer',
  phone: '010-1234-5678',
  postalCode: '06236',
  address: '123 Teheran-ro, Gangnam-gu, Seoul',
  detail: '',
};

export type ShopBenchSetup = { seed: ProductSeedResult; confirm: { paymentKey: string; orderId: string; amount: number } };

async function post(server: FormulabServer, cookie: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { cookie, origin: server.url, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** One purchase of the demo customer paid through the test gateway: the confirm the replay row sends again. */
export async function prepareShopTargets(server: FormulabServer, seed: ProductSeedResult): Promise<ShopBenchSetup> {
  const { cookie } = await signInDemoCustomer(server);
  const purchase = await post(server, cookie, '/api/purchases', {
    productId: seed.checkoutProductId,
    optionId: seed.checkoutOptionId,
    quantity: 1,
    shipping: SHIPPING,
  });
  const start = await post(server, cookie, '/api/payments', { kind: 'purchase', id: purchase.id });
  const { paymentKey } = await post(server, cookie, `/api/test-gateway/checkout/${start.orderId}/approve`);
  const confirm = { paymentKey, orderId: start.orderId as string, amount: start.amount as number };
  await post(server, cookie, '/api/payments/confirm', confirm);
  return { seed, confirm };
}

/**
 * The shop at ~10,000 products: the public list (first page, a search, a category by price, the
 * popular sort), and the money path — a checkout (the stock reserved by a conditional UPDATE in the
 * purchase's transaction) and a confirm answered from the record (the idempotent replay every
 * repeated, raced or replayed confirm takes; a fresh capture needs a new checkout and gateway approval
 * per request, which a fixed-request load generator cannot send).
 */
export function shopTargets(server: FormulabServer, setup: ShopBenchSetup): Target[] {
  const list = (name: string, query: string, description: string): Target => ({
    name,
    description,
    url: `${server.url}/api/products${query}`,
    server,
    explain: { table: 'products' },
    async check(response) {
      const body = (await response.json()) as { items?: unknown[]; total?: number };
      if (response.status !== 200 || !Array.isArray(body.items) || !body.items.length || !body.total) {
        throw new Error(`${name} answered ${response.status} with ${body.total ?? 'no'} results`);
      }
    },
  });
  const signedIn = (name: string, path: string, body: unknown, description: string, status: number): Target => ({
    name,
    description,
    url: `${server.url}${path}`,
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: server.url },
    server,
    async prepare() {
      return { cookie: (await signInDemoCustomer(server)).cookie };
    },
    async check(response) {
      const text = await response.text();
      if (response.status !== status) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 200)}`);
    },
  });
  return [
    list('shop: products (24)', '?limit=24', 'the shop, newest first, active and sold out, with the total (10,000 products)'),
    list('shop: products search "cream"', '?q=cream&limit=24', 'names and code, through the trigram index'),
    list('shop: products skincare by price', '?category=skincare&sort=price_asc&limit=24', 'a category, cheapest first'),
    list('shop: products popular', '?sort=popular&limit=24', 'most sold first'),
    signedIn(
      'shop: checkout (purchase)',
      '/api/purchases',
      { productId: setup.seed.checkoutProductId, optionId: setup.seed.checkoutOptionId, quantity: 1, shipping: SHIPPING },
      'a purchase: the option read, units reserved by a conditional UPDATE, the row and its timeline, one transaction',
      201,
    ),
    signedIn(
      'shop: confirm (replayed)',
      '/api/payments/confirm',
      setup.confirm,
      'a confirm of a paid payment: checked against the record and answered without the gateway',
      200,
    ),
  ];
}
