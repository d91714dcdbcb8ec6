import type { Target } from '../lib/measure.ts';
import { signInDemoCustomer, type FormulabServer } from '../lib/formulab.ts';
import { signInDemoAdmin, walk } from './orders.ts';

type Page = { items?: unknown[]; total?: number; counts?: Record<string, number> | null };

export type InquiryBenchSetup = { deepOffset: number; customerDeep: string; staffDeep: string };

/** What staff type in the queue's search: part of one customer's company name. */
export const INQUIRY_SEARCH = '코스메틱 1234';

export async function prepareInquiryTargets(server: FormulabServer, offset = 400): Promise<InquiryBenchSetup> {
  const customer = (await signInDemoCustomer(server)).cookie;
  const staff = await signInDemoAdmin(server);
  return {
    deepOffset: offset,
    customerDeep: await walk(server, customer, '/api/inquiries', offset),
    staffDeep: await walk(server, staff, '/api/admin/inquiries?sort=activity', offset),
  };
}

/**
 * Inquiries at 100,000 in the table: the customer's list (first page with the tabs' counts, a page deep
 * through the cursor) and staff's queue (first page, by latest activity, the open tab, a search, a deep
 * page) and the partnership queue.
 */
export function inquiryTargets(server: FormulabServer, setup: InquiryBenchSetup): Target[] {
  const deep = setup.deepOffset.toLocaleString('en-US');
  const mine = (name: string, query: string, description: string): Target => ({
    name,
    description,
    url: `${server.url}/api/inquiries${query}`,
    server,
    explain: { table: 'inquiries' },
    async prepare() {
      return { cookie: (await signInDemoCustomer(server)).cookie };
    },
    check: checkPage(name, 1),
  });
  const staff = (name: string, path: string, query: string, description: string, table: string, minTotal = 1000): Target => ({
    name,
    description,
    url: `${server.url}${path}${query}`,
    server,
    explain: { table },
    async prepare() {
      return { cookie: await signInDemoAdmin(server) };
    },
    check: checkPage(name, minTotal),
  });
  const q = '/api/admin/inquiries';
  return [
    mine('inquiries: my inquiries (20)', '?limit=20', "the customer's first page with each state's count (500 own of 100,000)"),
    mine(
      `inquiries: my inquiries, ${deep} deep`,
      `?limit=20&cursor=${encodeURIComponent(setup.customerDeep)}`,
      `a page after ${deep}`,
    ),
    staff(
      'inquiries: staff queue (20)',
      q,
      '?limit=20',
      'every inquiry, newest first, with customer and per-state counts',
      'inquiries',
    ),
    staff('inquiries: staff queue ?sort=activity', q, '?sort=activity&limit=20', 'latest message first', 'inquiries'),
    staff(
      'inquiries: staff queue ?state=open',
      q,
      '?state=open&limit=20',
      'the inquiries waiting for staff (8,000)',
      'inquiries',
    ),
    staff(
      `inquiries: staff queue, ${deep} deep`,
      q,
      `?sort=activity&limit=20&cursor=${encodeURIComponent(setup.staffDeep)}`,
      `a page after ${deep}, by activity`,
      'inquiries',
    ),
    staff(
      'inquiries: staff queue ?q=company',
      q,
      `?q=${encodeURIComponent(INQUIRY_SEARCH)}&limit=20`,
      "one customer's company",
      'inquiries',
      1,
    ),
    staff(
      'inquiries: partnership queue (20)',
      '/api/admin/partnership-inquiries',
      '?limit=20',
      'partnership proposals, newest first, with per-state counts (20,000)',
      'partnership_inquiries',
    ),
  ];
}

function checkPage(name: string, minTotal: number) {
  return async (response: Response) => {
    const body = (await response.json()) as Page;
    if (
      response.status !== 200 ||
      !Array.isArray(body.items) ||
      !body.items.length ||
      (body.total ?? 0) < minTotal ||
      !body.counts
    ) {
      throw new Error(`${name} answered ${response.status} with ${body.items?.length ?? 'no'} items of ${body.total ?? '?'}`);
    }
  };
}
