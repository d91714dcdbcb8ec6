import type { Target } from '../lib/measure.ts';
import { signInDemoAdmin, signInDemoCustomer, type FormulabServer } from '../lib/formulab.ts';
import { listTarget, walk } from '../lib/queue-targets.ts';

/** Cursors deep into the customer's orders and into staff's queue, walked to before the runs. */
export type OrderBenchSetup = {
  deepOffset: number;
  customerDeep: string;
  staffDeep: string;
  staffPaidDeep: string;
};

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
  const mine = (name: string, query: string, description: string) =>
    listTarget(server, 'customer', { name, description, path: `/api/orders${query}`, table: 'production_orders' });
  const staff = (name: string, query: string, description: string, minTotal = 1000) =>
    listTarget(server, 'staff', { name, description, path: `/api/admin/orders${query}`, table: 'production_orders', minTotal });
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
