import type { Target } from '../lib/measure.ts';
import { signInDemoAdmin, signInDemoCustomer, type FormulabServer } from '../lib/formulab.ts';
import { listTarget, walk } from '../lib/queue-targets.ts';

/** Cursors deep into the customer's sample requests and into staff's queue, walked to before the runs. */
export type SampleBenchSetup = {
  deepOffset: number;
  customerDeep: string;
  staffDeep: string;
};

/** What staff type in the queue's search: part of one customer's company name (about 150 requests). */
export const STAFF_SEARCH = '코스메틱 1234';
/** Part of one customer's e-mail address (about 150 requests). */
export const STAFF_SEARCH_EMAIL = 'bench-buyer-777@';
/** Part of a recipe name, in another case than stored ("Calming cream 1200", …: 16 requests). */
export const STAFF_SEARCH_RECIPE = 'CALMING CREAM 1200';
/** A reference: the request numbered 1234 (and the term in every name, which matches nothing else). */
export const STAFF_SEARCH_REF = 'S-001234';
/** Two Korean characters (no trigram) in an eighth of the recipe names ("수분 세럼 · Hydrating serum 1", …: 37,500). */
export const STAFF_SEARCH_SHORT = '세럼';

export async function prepareSampleTargets(server: FormulabServer, offset = 1000): Promise<SampleBenchSetup> {
  const customer = (await signInDemoCustomer(server)).cookie;
  const staff = await signInDemoAdmin(server);
  return {
    deepOffset: offset,
    customerDeep: await walk(server, customer, '/api/sample-requests', offset),
    staffDeep: await walk(server, staff, '/api/admin/sample-requests', offset),
  };
}

/**
 * Sample requests at 300,000 in the table: the customer's list (first page with the tabs' counts, a
 * page 1,000 deep through the keyset cursor, a state tab) and staff's queue over everyone (the same
 * three, and searches by company, e-mail, recipe name and reference). Each signs in right before its run.
 */
export function sampleTargets(server: FormulabServer, setup: SampleBenchSetup): Target[] {
  const deep = setup.deepOffset.toLocaleString('en-US');
  const mine = (name: string, query: string, description: string) =>
    listTarget(server, 'customer', {
      name,
      description,
      path: `/api/sample-requests${query}`,
      table: 'sample_requests',
      // a later page carries no counts (the first page's travel with the list)
      counts: !query.includes('cursor='),
    });
  const staff = (name: string, query: string, description: string, minTotal = 1000, capped = false) =>
    listTarget(server, 'staff', {
      name,
      description,
      path: `/api/admin/sample-requests${query}`,
      table: 'sample_requests',
      minTotal,
      counts: !query.includes('cursor='),
      capped,
    });
  return [
    mine(
      'samples: my requests (20)',
      '?limit=20',
      "the customer's first page, newest first, with each state's count (2,000 own of 300,000)",
    ),
    mine(
      `samples: my requests, ${deep} deep`,
      `?limit=20&cursor=${encodeURIComponent(setup.customerDeep)}`,
      `a page after ${deep} requests`,
    ),
    mine(
      'samples: my requests ?state=in_production',
      '?state=in_production&limit=20',
      "one state tab of the customer's requests",
    ),
    staff('samples: staff queue (20)', '?limit=20', 'every request, newest first, with customer and per-state counts'),
    staff(
      `samples: staff queue, ${deep} deep`,
      `?limit=20&cursor=${encodeURIComponent(setup.staffDeep)}`,
      `a page after ${deep} requests`,
    ),
    staff('samples: staff queue ?state=submitted', '?state=submitted&limit=20', 'the "submitted" tab (24,000 requests)'),
    // staff's search (migration 0027): each a BitmapOr of the number's, the recipe name's trigram and the
    // owner index, the matching customers found first through users_search_trgm_idx
    staff(
      'samples: staff search ?q=company',
      `?q=${encodeURIComponent(STAFF_SEARCH)}&limit=20`,
      "a search by customer: one customer's company name",
      1,
    ),
    staff(
      'samples: staff search ?q=e-mail',
      `?q=${encodeURIComponent(STAFF_SEARCH_EMAIL)}&limit=20`,
      "a search by customer: one customer's e-mail address",
      1,
    ),
    staff(
      'samples: staff search ?q=recipe',
      `?q=${encodeURIComponent(STAFF_SEARCH_RECIPE)}&limit=20`,
      'a search by recipe name, in capitals',
      1,
    ),
    staff('samples: staff search ?q=S-001234', `?q=${encodeURIComponent(STAFF_SEARCH_REF)}&limit=20`, 'a search by reference', 1),
    staff(
      'samples: staff search ?q=2 characters',
      `?q=${encodeURIComponent(STAFF_SEARCH_SHORT)}&limit=20`,
      'a Korean word of two characters (no trigram) in an eighth of the recipe names: past the count cap',
      1,
      true,
    ),
  ];
}
