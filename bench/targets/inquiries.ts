import type { Target } from '../lib/measure.ts';
import { signInDemoAdmin, signInDemoCustomer, type FormulabServer } from '../lib/formulab.ts';
import { listTarget, walk } from '../lib/queue-targets.ts';

export type InquiryBenchSetup = { deepOffset: number; customerDeep: string; staffDeep: string };

/** What staff type in the queue's search: part of one customer's company name. */
export const INQUIRY_SEARCH = '코스메틱 1234';
/** …and a word of every bench customer's company ("벤치 코스메틱 N"). */
export const INQUIRY_COMMON_WORD = '코스메틱';

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
  // a later page carries no counts (the first page's travel with the list)
  const counted = (query: string) => !query.includes('cursor=');
  const mine = (name: string, query: string, description: string) =>
    listTarget(server, 'customer', {
      name,
      description,
      path: `/api/inquiries${query}`,
      table: 'inquiries',
      counts: counted(query),
    });
  const staff = (
    name: string,
    path: string,
    query: string,
    description: string,
    table: string,
    o: { minTotal?: number; capped?: boolean } = {},
  ) =>
    listTarget(server, 'staff', {
      name,
      description,
      path: `${path}${query}`,
      table,
      minTotal: o.minTotal ?? 1000,
      counts: !o.capped && counted(query),
      capped: o.capped,
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
      { minTotal: 1 },
    ),
    // a word in every bench customer's company: past the count cap (decision 0032), the page comes from
    // the newest inquiries instead of all 100,000 matches ordered
    staff(
      'inquiries: staff queue ?q=common word',
      q,
      `?q=${encodeURIComponent(INQUIRY_COMMON_WORD)}&limit=20`,
      "a word in every customer's company (100,000 matches)",
      'inquiries',
      { minTotal: 1001, capped: true },
    ),
    staff(
      'inquiries: partnership queue (20)',
      '/api/admin/partnership-inquiries',
      '?limit=20',
      'partnership proposals, newest first, with per-state counts (20,000)',
      'partnership_inquiries',
    ),
    // the search (issue 27, decision 0029): every 2,000th company is Korean (10 of 20,000); one
    // character, a Korean word of two, and an address with trigrams
    staff(
      'inquiries: partnership queue ?q=1 character',
      '/api/admin/partnership-inquiries',
      `?q=${encodeURIComponent('달')}&limit=20`,
      'one Korean character (10 of 20,000)',
      'partnership_inquiries',
      { minTotal: 1 },
    ),
    staff(
      'inquiries: partnership queue ?q=2 characters',
      '/api/admin/partnership-inquiries',
      `?q=${encodeURIComponent('달빛')}&limit=20`,
      'a Korean word of two (10 of 20,000)',
      'partnership_inquiries',
      { minTotal: 1 },
    ),
    // a word in nearly every company's name: counted up to the cap, the page from the newest proposals
    staff(
      'inquiries: partnership queue ?q=common word',
      '/api/admin/partnership-inquiries',
      `?q=${encodeURIComponent('bench partner')}&limit=20`,
      'a word in 19,990 of 20,000 companies',
      'partnership_inquiries',
      { minTotal: 1001, capped: true },
    ),
    staff(
      'inquiries: partnership queue ?q=e-mail',
      '/api/admin/partnership-inquiries',
      `?q=${encodeURIComponent('partner-4242@')}&limit=20`,
      'an address (1 of 20,000)',
      'partnership_inquiries',
      { minTotal: 1 },
    ),
  ];
}
