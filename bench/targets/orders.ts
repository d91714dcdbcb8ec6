import type { Target } from '../lib/measure.ts';
import { signInDemoCustomer, type FormulabServer } from '../lib/formulab.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo.ts';

type Page = { items?: unknown[]; nextCursor?: string | null; total?: number };

/** Cursors deep into the customer's orders and into staff's queue, walked to before the runs. */
export type OrderBenchSetup = {
  deepOffset: number;
  customerDeep: string;
  staffDeep: string;
  staffPaidDeep: string;
};

/** Signs the demo admin in: the staff queue's rows need a staff session. */
export async function signInDemoAdmin(server: FormulabServer): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0]!)
    .filter((pair) => !/^[^=]+=$/.test(pair))
    .join('; ');
}

/** Walks a list `step` (100) at a time to a cursor `offset` rows deep, the way "load more" would. */
export async function walk(server: FormulabServer, cookie: string, path: string, offset: number, step = 100): Promise<string> {
  let cursor: string | null | undefined;
  for (let seen = 0; seen < offset; seen += step) {
    const sep = path.includes('?') ? '&' : '?';
    const url = `${server.url}${path}${sep}limit=${step}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await fetch(url, { headers: { cookie } });
    const page = (await res.json()) as Page;
    if (!res.ok || !page.nextCursor) throw new Error(`walking ${path}: ${url} answered ${res.status} without a next cursor`);
    cursor = page.nextCursor;
  }
  return cursor!;
}

export async function prepareOrderTargets(server: FormulabServer, offset = 1000): Promise<OrderBenchSetup> {
  const customer = (await signInDemoCustomer(server)).cookie;
  const staff = await signInDemoAdmin(server);
  return {
    deepOffset: offset,
    customerDeep: await walk(server, customer, '/api/orders', offset),
    staffDeep: await walk(server, staff, '/api/admin/orders', offset),
    staffPaidDeep: await walk(server, staff, '/api/admin/orders?state=paid', offset),
  };
}

/**
 * Production orders at 1,000,000 in the table: the customer's "my orders" (first page with the tabs'
 * counts, a page 1,000 deep through the keyset cursor, a state tab) and staff's queue over everyone
 * (the same three, the counts from the trigger-kept counter; a search by company and by reference).
 * Each signs in right before its run.
 */
export function orderTargets(server: FormulabServer, setup: OrderBenchSetup): Target[] {
  const deep = setup.deepOffset.toLocaleString('en-US');
  const mine = (name: string, query: string, description: string): Target => ({
    name,
    description,
    url: `${server.url}/api/orders${query}`,
    server,
    explain: { table: 'production_orders' },
    async prepare() {
      return { cookie: (await signInDemoCustomer(server)).cookie };
    },
    check: checkPage(name, 1),
  });
  const staff = (name: string, query: string, description: string, minTotal = 1000): Target => ({
    name,
    description,
    url: `${server.url}/api/admin/orders${query}`,
    server,
    explain: { table: 'production_orders' },
    async prepare() {
      return { cookie: await signInDemoAdmin(server) };
    },
    check: checkPage(name, minTotal),
  });
  return [
    mine(
      'orders: my orders (20)',
      '?limit=20',
      "the customer's first page, newest first, with each state's count (2,000 own of 1,000,000)",
    ),
    mine(
      `orders: my orders, ${deep} deep`,
      `?limit=20&cursor=${encodeURIComponent(setup.customerDeep)}`,
      `a page after ${deep} orders`,
    ),
    mine('orders: my orders ?state=in_production', '?state=in_production&limit=20', "one state tab of the customer's orders"),
    staff('orders: staff queue (25)', '?limit=25', 'every order, newest first, with customer and per-state counts'),
    staff(
      `orders: staff queue, ${deep} deep`,
      `?limit=25&cursor=${encodeURIComponent(setup.staffDeep)}`,
      `a page after ${deep} orders`,
    ),
    staff('orders: staff queue ?state=paid', '?state=paid&limit=25', 'the "paid" tab (70,000 orders)'),
    staff(
      `orders: staff ?state=paid, ${deep} deep`,
      `?state=paid&limit=25&cursor=${encodeURIComponent(setup.staffPaidDeep)}`,
      `the "paid" tab after ${deep} orders`,
    ),
    // staff's search: a BitmapOr of the number's and the owner index, the matching customers found first
    // through users_search_trgm_idx
    staff(
      'orders: staff search ?q=company',
      `?q=${encodeURIComponent(ORDER_SEARCH)}&limit=25`,
      "a search by customer: one customer's company name (500 orders)",
      1,
    ),
    staff(
      'orders: staff search ?q=O-001234',
      `?q=${encodeURIComponent(ORDER_SEARCH_REF)}&limit=25`,
      "a search by reference (the term is also looked for in customers' names, companies and e-mails)",
      1,
    ),
  ];
}

/** What staff type in the order queue's search: part of one customer's company name. */
export const ORDER_SEARCH = '코스메틱 1234';
/** A reference: the order numbered 1234. */
export const ORDER_SEARCH_REF = 'O-001234';

function checkPage(name: string, minTotal: number) {
  return async (response: Response) => {
    const body = (await response.json()) as Page;
    if (response.status !== 200 || !Array.isArray(body.items) || !body.items.length || (body.total ?? 0) < minTotal) {
      throw new Error(`${name} answered ${response.status} with ${body.items?.length ?? 'no'} items of ${body.total ?? '?'}`);
    }
  };
}
